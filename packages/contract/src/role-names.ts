/**
 * The roles (issue 23) in a module without zod, like mastery-levels.ts: the web app reads a
 * stored user's role on every screen, and roles.ts's schema would bring zod into the first
 * download. Every account starts a student; `npm run users -- role EMAIL ROLE` on the server, or
 * an admin in the console, makes a teacher or an admin. The server checks the role on every
 * route and re-reads it on every request; the web app only hides what a role cannot use.
 */
export const ROLES = ['student', 'teacher', 'admin'] as const;
export type Role = (typeof ROLES)[number];

export const RoleLabels: Record<Role, string> = {
  student: 'Student',
  teacher: 'Teacher',
  admin: 'Admin',
};
