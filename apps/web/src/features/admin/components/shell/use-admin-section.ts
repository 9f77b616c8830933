import { useSearchParams } from 'react-router';
import { type AdminSectionId, toAdminSection } from './admin-sections';

/**
 * The open section lives in `?section=`, so a section can be linked and Back returns to the previous one.
 * Other search parameters are kept.
 */
export function useAdminSection(): [AdminSectionId, (section: AdminSectionId) => void] {
  const [searchParams, setSearchParams] = useSearchParams();
  const section = toAdminSection(searchParams.get('section'));
  const open = (next: AdminSectionId) => {
    if (next === section) return;
    setSearchParams((current) => {
      const params = new URLSearchParams(current);
      params.set('section', next);
      return params;
    });
  };
  return [section, open];
}
