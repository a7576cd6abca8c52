/** The storefront's main pages, in the header and in the mobile menu. */
export const navItems = [
  { to: '/', key: 'nav.home' },
  { to: '/books', key: 'nav.books' },
  { to: '/about', key: 'nav.about' },
  { to: '/contact', key: 'nav.contact' },
] as const;
