import {
  Activity,
  BarChart3,
  Building2,
  CalendarCheck2,
  CalendarDays,
  ClipboardCheck,
  Contact,
  Handshake,
  Home,
  Inbox,
  LayoutDashboard,
  type LucideIcon,
  MessageSquareText,
  RefreshCw,
  ShieldCheck,
  Users,
  Wrench,
} from 'lucide-react';

/** One icon per navigation key, shared by the sidebar, the bottom bar and the admin menu. */
export const NAV_ICONS: Record<string, LucideIcon> = {
  home: Home,
  calendar: CalendarDays,
  activity: Handshake,
  roster: Contact,
  inbox: Inbox,
  dashboard: LayoutDashboard,
  'admin-activity': Activity,
  groups: Building2,
  users: Users,
  messaging: MessageSquareText,
  attendance: CalendarCheck2,
  approvals: ClipboardCheck,
  renewals: RefreshCw,
  permissions: ShieldCheck,
  reports: BarChart3,
  tools: Wrench,
};

/** Admin items share some keys with member items ("activity"): they get their own icon. */
export function adminIcon(key: string): LucideIcon {
  return NAV_ICONS[key === 'activity' ? 'admin-activity' : key] ?? LayoutDashboard;
}
