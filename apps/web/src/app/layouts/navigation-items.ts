import type { Permission } from '@hostportaal/contract';
import {
  Activity,
  ChartColumn,
  CircleQuestionMark,
  FileText,
  Gamepad2,
  Inbox,
  Landmark,
  LayoutDashboard,
  LifeBuoy,
  type LucideIcon,
  Mail,
  MailOpen,
  Repeat,
  Server,
  Settings,
  ShieldCheck,
  ShoppingCart,
} from 'lucide-react';
import type { Catalogue } from '../../i18n/locales/nl';

/** A page's name in the navigation (and its document title). */
export type PageTitleKey = Exclude<keyof Catalogue['nav'], 'mainLabel' | 'adminHeading'>;

export interface NavigationItem {
  to: string;
  labelKey: PageTitleKey;
  icon: LucideIcon;
  /** Active only on this exact path (the dashboard home would otherwise match every page). */
  end?: boolean;
}

/** A staff screen, shown to the roles that hold its permission (the route in routes.tsx demands the same). */
export interface StaffNavigationItem extends NavigationItem {
  permission: Permission;
  /** Shown only where the install lets staff read the outbox (GET /api/demo emailOutbox; never production). */
  onlyWithOutbox?: boolean;
}

export const customerNavigation: NavigationItem[] = [
  { to: '/dashboard', labelKey: 'dashboard', icon: LayoutDashboard, end: true },
  { to: '/dashboard/invoices', labelKey: 'invoices', icon: FileText },
  { to: '/dashboard/subscriptions', labelKey: 'subscriptions', icon: Repeat },
  { to: '/dashboard/bestellen', labelKey: 'order', icon: ShoppingCart },
  { to: '/dashboard/servers', labelKey: 'servers', icon: Server },
  { to: '/dashboard/games', labelKey: 'games', icon: Gamepad2 },
  { to: '/dashboard/status', labelKey: 'status', icon: Activity },
  { to: '/dashboard/support', labelKey: 'support', icon: LifeBuoy },
  { to: '/dashboard/help', labelKey: 'help', icon: CircleQuestionMark },
  { to: '/dashboard/contact', labelKey: 'contact', icon: Mail },
  { to: '/dashboard/instellingen', labelKey: 'settings', icon: Settings },
];

export const adminNavigation: StaffNavigationItem[] = [
  {
    to: '/dashboard/admin',
    labelKey: 'adminPanel',
    icon: ShieldCheck,
    end: true,
    permission: 'customers.read',
  },
  {
    to: '/dashboard/enhanced-subscriptions',
    labelKey: 'collectionManagement',
    icon: Landmark,
    permission: 'customers.read',
  },
  {
    to: '/dashboard/subscription',
    labelKey: 'subscriptionAnalytics',
    icon: ChartColumn,
    permission: 'reports',
  },
  { to: '/dashboard/admin/tickets', labelKey: 'supportTickets', icon: Inbox, permission: 'support' },
  { to: '/dashboard/admin/status', labelKey: 'platformStatus', icon: Activity, permission: 'support' },
  {
    to: '/dashboard/admin/outbox',
    labelKey: 'emailOutbox',
    icon: MailOpen,
    permission: 'settings',
    onlyWithOutbox: true,
  },
];
