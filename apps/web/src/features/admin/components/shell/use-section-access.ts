import { useMemo } from 'react';
import { usePermission } from '../../../../lib/session/use-permission';
import { ADMIN_SECTIONS, type AdminSectionId, sectionPermissions } from './admin-sections';

export type SectionAccess = {
  /** The sections the role may open, in SPEC order. */
  sections: readonly AdminSectionId[];
  mayOpen: (section: AdminSectionId) => boolean;
};

/** The Administration Dashboard's sections the signed-in role may open (issue 18); the same object per role. */
export function useSectionAccess(): SectionAccess {
  const can = usePermission();
  return useMemo(() => {
    const mayOpen = (section: AdminSectionId) => can(sectionPermissions[section]);
    return { sections: ADMIN_SECTIONS.filter(mayOpen), mayOpen };
  }, [can]);
}
