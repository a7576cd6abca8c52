import { lazy, Suspense, useEffect, useState, type ComponentType, type ReactNode } from 'react';
import { useParams, type RouteObject } from 'react-router-dom';
import { HomePage } from '../features/catalogue';
import { ErrorPage, NotFoundPage, PublicLayout } from '../features/layout';
import { SERVER_STATE_ID, useRenderedPage } from '../shared/ssr/rendered-page';
import { PageLoading } from '../shared/ui/page-loading';

/** How to load each lazily loaded page part, by its key in Vite's manifest. */
const pageModuleLoaders = new Map<string, () => Promise<unknown>>();

/**
 * Loads the page parts a server-rendered page was drawn with (by the keys it names), before the
 * browser hydrates it: it hydrates whole, in one pass, without loading states (`PageSuspense`).
 */
export function loadRenderedPageModules(keys: readonly string[]): Promise<unknown> {
  return Promise.all(keys.map((key) => pageModuleLoaders.get(key)?.()));
}

/**
 * A page in its own chunk: a visitor downloads only the screens they open. `source` is the module's
 * key in Vite's manifest: a page rendered on the server names it, so that the HTML links the page's
 * styles and scripts (server/render-page.tsx), and the browser loads it before hydrating.
 */
function lazyNamed<Props extends object>(source: string, load: () => Promise<Record<string, unknown>>, name: string) {
  let loaded: ComponentType<Props> | undefined;
  const loadComponent = async () => (loaded = (await load())[name] as ComponentType<Props>);
  pageModuleLoaders.set(source, loadComponent);
  // Once loaded, `lazy` is handed a thenable that answers at once, and React draws the page without suspending.
  const Lazy = lazy(() => (loaded ? answeredAtOnce({ default: loaded }) : loadComponent().then((component) => ({ default: component }))));
  function Page(props: Props) {
    useRenderedPage()?.usedModule(source);
    return <Lazy {...props} />;
  }
  Page.displayName = name;
  return Page;
}

/** A thenable that calls back at once, not in a later microtask: React's `lazy`, which only calls its `then`, takes the value in the same render. */
function answeredAtOnce<T>(value: T): Promise<T> {
  const thenable = {
    then(resolve?: (value: T) => unknown) {
      resolve?.(value);
      return thenable;
    },
  };
  return thenable as unknown as Promise<T>;
}

/**
 * Whether React is drawing the page the server rendered: always on the server, and in the browser
 * until that page has hydrated.
 */
let drawingServerPage = typeof document === 'undefined' || document.getElementById(SERVER_STATE_ID) !== null;

/**
 * The loading state of a lazily loaded page part, shown while its code comes. The page the server
 * rendered has none: its code is loaded before it hydrates (`loadRenderedPageModules`), and React
 * hydrates what a Suspense boundary holds in a later pass, after the header works. A kept tap on the
 * language switcher, made again in between, then made it draw that part again in the new language,
 * dropping the quantity typed and the Add to cart tapped there. Whether a part has a boundary is
 * settled when it mounts, so it never remounts.
 */
function PageSuspense({ children }: { children: ReactNode }) {
  const [withBoundary] = useState(() => !drawingServerPage);
  useEffect(() => {
    drawingServerPage = false;
  }, []);
  return withBoundary ? <Suspense fallback={<PageLoading />}>{children}</Suspense> : children;
}
const withLoading = (page: ReactNode) => <PageSuspense>{page}</PageSuspense>;

const BrowsePage = lazyNamed('src/features/catalogue/browse-page.tsx', () => import('../features/catalogue/browse-page'), 'BrowsePage');
const BookDetailPage = lazyNamed<{ reviews: ReactNode }>(
  'src/features/catalogue/book-detail-page.tsx',
  () => import('../features/catalogue/book-detail-page'),
  'BookDetailPage',
);
const ReviewsCarousel = lazyNamed(
  'src/features/reviews/reviews-carousel.tsx',
  () => import('../features/reviews/reviews-carousel'),
  'ReviewsCarousel',
);
const ReviewsSection = lazyNamed<{ bookId: string }>(
  'src/features/reviews/reviews-section.tsx',
  () => import('../features/reviews/reviews-section'),
  'ReviewsSection',
);
const CartPage = lazyNamed('src/features/cart/cart-page.tsx', () => import('../features/cart/cart-page'), 'CartPage');
const CheckoutPage = lazyNamed(
  'src/features/checkout/checkout-page.tsx',
  () => import('../features/checkout/checkout-page'),
  'CheckoutPage',
);
const OrderConfirmationPage = lazyNamed(
  'src/features/order-confirmation/order-confirmation-page.tsx',
  () => import('../features/order-confirmation/order-confirmation-page'),
  'OrderConfirmationPage',
);
const WithdrawalLookupPage = lazyNamed(
  'src/features/order-confirmation/withdrawal-lookup-page.tsx',
  () => import('../features/order-confirmation/withdrawal-lookup-page'),
  'WithdrawalLookupPage',
);
const ContactPage = lazyNamed('src/features/contact/contact-page.tsx', () => import('../features/contact/contact-page'), 'ContactPage');
const AboutPage = lazyNamed('src/features/pages/about-page.tsx', () => import('../features/pages/about-page'), 'AboutPage');
const loadPolicyPages = () => import('../features/pages/policy-pages');
const PrivacyPolicyPage = lazyNamed('src/features/pages/policy-pages.tsx', loadPolicyPages, 'PrivacyPolicyPage');
const ReturnPolicyPage = lazyNamed('src/features/pages/policy-pages.tsx', loadPolicyPages, 'ReturnPolicyPage');
const ShippingDetailsPage = lazyNamed('src/features/pages/policy-pages.tsx', loadPolicyPages, 'ShippingDetailsPage');
const TermsPage = lazyNamed('src/features/pages/policy-pages.tsx', loadPolicyPages, 'TermsPage');
const LegalTextVersion = lazyNamed('src/features/pages/policy-pages.tsx', loadPolicyPages, 'LegalTextVersion');
const CompanyDetailsPage = lazyNamed(
  'src/features/pages/company-details-page.tsx',
  () => import('../features/pages/company-details-page'),
  'CompanyDetailsPage',
);

// Both admin entries come from the same module, so the bundler emits one admin chunk for them.
const loadAdmin = () => import('../features/admin/admin-area');
const AdminArea = lazy(() => loadAdmin().then((admin) => ({ default: admin.AdminArea })));
const AdminLogin = lazy(() => loadAdmin().then((admin) => ({ default: admin.AdminLogin })));

/** A book page shows and collects the reviews of its book (a fresh section, form closed, per book). */
function BookReviews() {
  const { id = '' } = useParams();
  return <ReviewsSection key={id} bookId={id} />;
}

/**
 * The route table (storefront and back office). The app composes features: pages
 * that show reviews get the reviews feature's components as slots (features never import each other).
 */
export const routes: RouteObject[] = [
  {
    element: <PublicLayout />,
    children: [
      {
        // A page that fails to draw shows the shop's error page inside the header and footer.
        errorElement: <ErrorPage />,
        children: [
          { index: true, element: <HomePage reviews={withLoading(<ReviewsCarousel />)} /> },
          { path: 'books', element: withLoading(<BrowsePage />) },
          { path: 'book/:id', element: withLoading(<BookDetailPage reviews={withLoading(<BookReviews />)} />) },
          { path: 'cart', element: withLoading(<CartPage />) },
          { path: 'checkout', element: withLoading(<CheckoutPage />) },
          { path: 'order-confirmation/:processNumber', element: withLoading(<OrderConfirmationPage />) },
          { path: 'withdrawal', element: withLoading(<WithdrawalLookupPage />) },
          { path: 'contact', element: withLoading(<ContactPage />) },
          { path: 'about', element: withLoading(<AboutPage />) },
          { path: 'privacy-policy', element: withLoading(<PrivacyPolicyPage />) },
          { path: 'return-policy', element: withLoading(<ReturnPolicyPage />) },
          { path: 'shipping-details', element: withLoading(<ShippingDetailsPage />) },
          { path: 'terms', element: withLoading(<TermsPage />) },
          { path: 'legal-text/:id', element: withLoading(<LegalTextVersion />) },
          { path: 'company-details', element: withLoading(<CompanyDetailsPage />) },
          { path: '*', element: <NotFoundPage /> },
        ],
      },
    ],
  },
  { path: 'login', element: withLoading(<AdminLogin />) },
  { path: 'admin/*', element: withLoading(<AdminArea />) },
];
