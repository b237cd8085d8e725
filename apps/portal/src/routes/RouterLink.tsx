import { forwardRef, type AnchorHTMLAttributes } from 'react';
import { Link } from 'react-router-dom';

/**
 * The link every MUI component renders for an `href` (createNuvemTheme's linkComponent): in-portal paths
 * go through the router, anything with a scheme or a new-tab target stays a plain anchor.
 */
export const RouterLink = forwardRef<
  HTMLAnchorElement,
  AnchorHTMLAttributes<HTMLAnchorElement> & { href?: string }
>(function RouterLink({ href = '', ...props }, ref) {
  if (/^[a-z][a-z0-9+.-]*:/i.test(href) || props.target === '_blank')
    return <a ref={ref} href={href} {...props} />;
  return <Link ref={ref} to={href} {...props} />;
});
