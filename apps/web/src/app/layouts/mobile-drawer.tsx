import { X } from 'lucide-react';
import { Dialog } from 'radix-ui';
import { useTranslation } from 'react-i18next';
import { Button } from '../../components/ui/button';
import { useReturnFocus } from '../../components/ui/use-return-focus';
import { BrandLink } from './brand-link';
import { SidebarNav } from './sidebar-nav';

interface MobileDrawerProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/** Below 1024 px the menu is a modal drawer: overlay click, Escape and navigating all close it. */
export function MobileDrawer({ open, onOpenChange }: MobileDrawerProps) {
  const { t } = useTranslation();
  const close = () => onOpenChange(false);
  const returnFocus = useReturnFocus();
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-40 bg-slate-950/60 backdrop-blur-sm lg:hidden" />
        <Dialog.Content
          {...returnFocus}
          aria-describedby={undefined}
          className="fixed inset-y-0 left-0 z-50 flex w-72 max-w-[85vw] flex-col bg-white shadow-2xl lg:hidden dark:bg-slate-900"
        >
          <Dialog.Title className="sr-only">{t('sidebar.drawerTitle')}</Dialog.Title>
          <div className="flex h-16 items-center justify-between border-b border-slate-200 px-4 dark:border-slate-800">
            <BrandLink onNavigate={close} />
            <Dialog.Close asChild>
              <Button variant="ghost" size="icon" aria-label={t('sidebar.closeMenu')}>
                <X aria-hidden="true" className="size-5" />
              </Button>
            </Dialog.Close>
          </div>
          <SidebarNav collapsed={false} onNavigate={close} />
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
