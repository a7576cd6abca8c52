import { lazy, Suspense, type ComponentType, type ReactNode } from 'react';
import { useParams, type RouteObject } from 'react-router-dom';
import { HomePage } from '../features/catalogue/home-page';
import { ErrorPage } from '../features/layout/error-page';
import { NotFoundPage } from '../features/layout/not-found-page';
import { PublicLayout } from '../features/layout/public-layout';
import { useRenderedPage } from '../shared/ssr/rendered-page';
import { PageLoading } from '../shared/ui/page-loading';

/**
 * A page in its own chunk: a visitor downloads only the screens they open. `source` is the module's
 * key in Vite's manifest: a page rendered on the server names it, so that the HTML links the page's
 * styles and scripts (server/render-page.tsx).
 */
function lazyNamed<Props extends object>(source: string, load: () => Promise<Record<string, unknown>>, name: string) {
  const Lazy = lazy(() => load().then((module) => ({ default: module[name] as ComponentType<Props> })));
  function Page(props: Props) {
    useRenderedPage()?.usedModule(source);
    return <Lazy {...props} />;
  }
  Page.displayName = name;
  return Page;
}
const withLoading = (page: ReactNode) => <Suspense fallback={<PageLoading />}>{page}</Suspense>;

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
const ContactPage = lazyNamed('src/features/contact/contact-page.tsx', () => import('../features/contact/contact-page'), 'ContactPage');
const AboutPage = lazyNamed('src/features/pages/about-page.tsx', () => import('../features/pages/about-page'), 'AboutPage');
const loadPolicyPages = () => import('../features/pages/policy-pages');
const PrivacyPolicyPage = lazyNamed('src/features/pages/policy-pages.tsx', loadPolicyPages, 'PrivacyPolicyPage');
const ReturnPolicyPage = lazyNamed('src/features/pages/policy-pages.tsx', loadPolicyPages, 'ReturnPolicyPage');
const ShippingDetailsPage = lazyNamed('src/features/pages/policy-pages.tsx', loadPolicyPages, 'ShippingDetailsPage');

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
          { path: 'contact', element: withLoading(<ContactPage />) },
          { path: 'about', element: withLoading(<AboutPage />) },
          { path: 'privacy-policy', element: withLoading(<PrivacyPolicyPage />) },
          { path: 'return-policy', element: withLoading(<ReturnPolicyPage />) },
          { path: 'shipping-details', element: withLoading(<ShippingDetailsPage />) },
          { path: '*', element: <NotFoundPage /> },
        ],
      },
    ],
  },
  { path: 'login', element: withLoading(<AdminLogin />) },
  { path: 'admin/*', element: withLoading(<AdminArea />) },
];
