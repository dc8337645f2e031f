import { Link, useLocation } from 'wouter';
import { Button } from '../../components/ui/button';
import type { StaffRole } from '../../../shared/staff-roles';
import { canUse, sectionsFor, TEST_EMAIL_ROLES, type AdminSectionPath } from '../../lib/admin-sections';

/**
 * The navigation card every admin page carries, with the pages the signed-in role may use; the
 * current page's button is disabled.
 */
export function AdminNav({ current, role }: { current?: AdminSectionPath; role: StaffRole }) {
  const [, navigate] = useLocation();
  const sections = sectionsFor(role);
  const links = [
    ...sections.filter(
      (section) => 'isLink' in section && (!('navRoles' in section) || canUse(section.navRoles, role)),
    ),
    ...(canUse(TEST_EMAIL_ROLES, role) ? [{ path: '/test-email', label: 'Test email' }] : []),
  ];
  // Three columns on a phone, the labels small and wrapping: five buttons (Applications, issue
  // 25) in two columns took a third row and pushed a page's first record below the fold. On a
  // laptop the buttons and the links share one row (issue 35: ten applications on the first screen).
  return (
    <nav
      aria-label="Admin"
      className="rounded-2xl border border-slate-200 bg-white p-3 shadow-sm lg:flex lg:items-center lg:gap-4"
    >
      <ul className="grid grid-cols-3 gap-2 lg:flex lg:flex-1 lg:flex-wrap">
        {sections
          .filter((section) => !('isLink' in section))
          .map((section) => {
            const isCurrent = section.path === current;
            return (
              <li key={section.path}>
                <Button
                  variant={isCurrent ? 'secondary' : 'outline'}
                  className="w-full px-2! text-sm/tight! sm:px-4! sm:text-base!"
                  dimWhenDisabled={false}
                  disabled={isCurrent}
                  aria-current={isCurrent ? 'page' : undefined}
                  onClick={() => navigate(section.path)}
                >
                  {section.label}
                </Button>
              </li>
            );
          })}
      </ul>
      {links.length > 0 && (
        <ul className="mt-2 flex flex-wrap justify-center gap-x-2 text-sm lg:mt-0 lg:shrink-0">
          {links.map((link) => (
            <li key={link.path}>
              <Link
                href={link.path}
                aria-current={link.path === current ? 'page' : undefined}
                className="inline-block min-h-11 content-center px-2 text-brand-700 underline aria-[current=page]:font-semibold aria-[current=page]:no-underline"
              >
                {link.label}
              </Link>
            </li>
          ))}
        </ul>
      )}
    </nav>
  );
}
