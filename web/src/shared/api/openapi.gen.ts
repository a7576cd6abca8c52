// Generated from the API's OpenAPI document by `npm run api:types`: do not edit; change the DTOs instead.

export interface paths {
    "/api/health": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: operations["HealthController_check"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/login": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post: operations["AuthController_login"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/refresh": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post: operations["AuthController_refresh"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/logout": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post: operations["AuthController_logout"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/admins": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: operations["AdminsController_list"];
        put?: never;
        post: operations["AdminsController_create"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/admins/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        delete: operations["AdminsController_delete"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/change-password": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put: operations["AdminsController_changePassword"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/books": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: operations["BooksController_list"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/books/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: operations["BooksController_get"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/books": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: operations["AdminBooksController_list"];
        put?: never;
        post: operations["AdminBooksController_create"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/books/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put: operations["AdminBooksController_update"];
        post?: never;
        delete: operations["AdminBooksController_delete"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/settings": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: operations["SettingsController_get"];
        put: operations["SettingsController_update"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/settings/default-shipping": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put: operations["SettingsController_updateDefaultShipping"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/shipping": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: operations["ShippingController_list"];
        put?: never;
        post: operations["ShippingController_create"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/shipping/admin/all": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: operations["ShippingController_listForAdmin"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/shipping/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put: operations["ShippingController_update"];
        post?: never;
        delete: operations["ShippingController_delete"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/contact": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post: operations["ContactController_send"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/vat/rates": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: operations["VatRatesController_list"];
        put?: never;
        post: operations["VatRatesController_add"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/vat/oss": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put: operations["VatRatesController_registerForOss"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/legal-texts/versions/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: operations["LegalTextsController_version"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/legal-texts/{kind}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: operations["LegalTextsController_current"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/legal-texts/{kind}/versions": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: operations["AdminLegalTextsController_history"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/legal-texts/{kind}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post: operations["AdminLegalTextsController_publish"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/email-templates": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: operations["EmailTemplatesController_list"];
        put?: never;
        post: operations["EmailTemplatesController_create"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/emails/templates": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: operations["EmailTemplatesController_listForSending"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/email-templates/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put: operations["EmailTemplatesController_update"];
        post?: never;
        delete: operations["EmailTemplatesController_delete"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/mailbox": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: operations["MailboxController_list"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/mailbox/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: operations["MailboxController_show"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/reviews": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: operations["ReviewsController_list"];
        put?: never;
        post: operations["ReviewsController_submit"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/reviews": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: operations["AdminReviewsController_list"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/reviews/{id}/approve": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put: operations["AdminReviewsController_approve"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/reviews/{id}/deny": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put: operations["AdminReviewsController_deny"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/orders": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post: operations["OrdersController_place"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/orders/{processNumber}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: operations["OrdersController_get"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/orders/{processNumber}/pay": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post: operations["OrdersController_payAgain"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/payments/webhook": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post: operations["PaymentWebhookController_webhook"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/emails/send": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post: operations["OrderEmailsController_resend"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/orders": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: operations["AdminOrdersController_list"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/orders/export.csv": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: operations["AdminOrdersController_exportCsv"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/orders/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: operations["AdminOrdersController_get"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/orders/{id}/status": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put: operations["AdminOrdersController_changeStatus"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/orders/{id}/comment": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post: operations["AdminOrdersController_comment"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/orders/{id}/send-email": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post: operations["AdminOrdersController_sendEmail"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/orders/{id}/refunds": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post: operations["AdminOrdersController_refund"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/orders/{id}/history": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: operations["AdminOrdersController_history"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/stats": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: operations["AdminOrdersController_stats"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/vat": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: operations["VatController_quote"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/vat/threshold": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: operations["VatController_threshold"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/vat/report": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: operations["VatController_report"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/vat/report.csv": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: operations["VatController_reportCsv"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/jobs": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: operations["JobsController_overview"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/jobs/{kind}/{id}/retry": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post: operations["JobsController_retry"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
}
export type webhooks = Record<string, never>;
export interface components {
    schemas: {
        HealthView: {
            /**
             * @example ok
             * @enum {string}
             */
            status: "ok" | "error";
            /**
             * @example up
             * @enum {string}
             */
            database: "up" | "down";
            /**
             * @description inline: events run in-process, without Redis
             * @example up
             * @enum {string}
             */
            queue: "up" | "down" | "inline";
        };
        LoginDto: {
            /** @example admin */
            username: string;
            /** @example a-long-secret */
            password: string;
        };
        AdminView: {
            /**
             * Format: uuid
             * @example 0d9c2f4e-3b1a-4c8e-9f6d-2a7b5e1c8d30
             */
            id: string;
            /** @example mariam */
            username: string;
            /**
             * Format: email
             * @example mariam@bookshop.example
             */
            email: string;
        };
        AdminSessionView: {
            /**
             * @description A JWT for the Authorization header, valid 15 minutes
             * @example eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiIwZDljIn0.sig
             */
            accessToken: string;
            /**
             * @description Exchanged at /api/admin/refresh for new access tokens; ends at /api/admin/logout
             * @example q5cN1x9...
             */
            refreshToken: string;
            admin: components["schemas"]["AdminView"];
        };
        ApiErrorView: {
            /** @example 400 */
            statusCode: number;
            /** @example Bad Request */
            error: string;
            /**
             * @description English, for logs and developers
             * @example Invalid or missing fields: customer_email
             */
            message: string;
            /**
             * @description What went wrong, for programs: validation_failed, order_not_found, ...
             * @example validation_failed
             */
            code?: string;
            /**
             * @description Each invalid field's translation key (web/src/shared/i18n), with 400 validation_failed
             * @example {
             *       "customer_email": "cart.validation.email"
             *     }
             */
            fields?: {
                [key: string]: string;
            };
            /**
             * @description Seconds to wait, with 429
             * @example 30
             */
            retry_after?: number;
        };
        RefreshTokenDto: {
            /**
             * @description From /api/admin/login
             * @example q5cN1x9...
             */
            refreshToken: string;
        };
        AccessTokenView: {
            /**
             * @description A JWT for the Authorization header, valid 15 minutes
             * @example eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiIwZDljIn0.sig
             */
            accessToken: string;
        };
        AdminListItemView: {
            /**
             * Format: uuid
             * @example 0d9c2f4e-3b1a-4c8e-9f6d-2a7b5e1c8d30
             */
            id: string;
            /** @example mariam */
            username: string;
            /**
             * Format: email
             * @example mariam@bookshop.example
             */
            email: string;
            /**
             * Format: date-time
             * @example 2026-01-15T08:00:00.000Z
             */
            created_at: string;
        };
        CreateAdminDto: {
            /**
             * @description Letters, digits, dot, dash and underscore
             * @example mariam
             */
            username: string;
            /**
             * Format: email
             * @example mariam@bookshop.example
             */
            email: string;
            /** @example a-long-secret */
            password: string;
        };
        ChangePasswordDto: {
            /** @example the-old-secret */
            current_password: string;
            /** @example a-new-long-secret */
            new_password: string;
        };
        ImageView: {
            /** @example /uploads/books/5b1f3f7e-8d2a-4c61-9a55-0c6f1e2d3b4a/cover.jpg */
            url: string;
            /**
             * @description A book page's picture on a phone
             * @example /uploads/books/5b1f3f7e-8d2a-4c61-9a55-0c6f1e2d3b4a/cover-large.webp
             */
            large_url: string;
            /** @example /uploads/books/5b1f3f7e-8d2a-4c61-9a55-0c6f1e2d3b4a/cover-card.webp */
            card_url: string;
            /** @example /uploads/books/5b1f3f7e-8d2a-4c61-9a55-0c6f1e2d3b4a/cover-thumb.webp */
            thumb_url: string;
            /** @example 1200 */
            width: number;
            /** @example 1600 */
            height: number;
        };
        BookImagesView: {
            cover: components["schemas"]["ImageView"];
            previews: components["schemas"]["ImageView"][];
        };
        BookView: {
            /**
             * Format: uuid
             * @example 5b1f3f7e-8d2a-4c61-9a55-0c6f1e2d3b4a
             */
            id: string;
            /**
             * @description The default language (Arabic), for clients without a translation
             * @example القطة الصغيرة
             */
            title: string;
            /** @example القطة الصغيرة */
            title_ar: string;
            /** @example The Little Cat */
            title_en: string;
            /** @example Het kleine katje */
            title_nl: string;
            /**
             * @description The default language (Arabic)
             * @example سارة أحمد
             */
            author: string;
            /** @example سارة أحمد */
            author_ar: string;
            /** @example Sara Ahmed */
            author_en: string;
            /** @example Sara Ahmed */
            author_nl: string;
            /**
             * @description The default language (Arabic)
             * @example قصة عن قطة تبحث عن بيتها.
             */
            description: string;
            /** @example قصة عن قطة تبحث عن بيتها. */
            description_ar: string;
            /** @example A story about a cat looking for her home. */
            description_en: string;
            /** @example Een verhaal over een katje dat haar huis zoekt. */
            description_nl: string;
            /**
             * @description In the shop's currency, major units (stored as integer cents)
             * @example 12.5
             */
            price: number;
            /** @example /uploads/books/5b1f3f7e-8d2a-4c61-9a55-0c6f1e2d3b4a/cover.jpg */
            cover_image_url: string;
            /**
             * @description Up to five URLs
             * @example [
             *       "/uploads/books/5b1f3f7e-8d2a-4c61-9a55-0c6f1e2d3b4a/preview-1.jpg"
             *     ]
             */
            preview_images: string[];
            /** @description Sizes and WebP variants of the cover and previews, for responsive, layout-stable images */
            images: components["schemas"]["BookImagesView"];
            /**
             * @description The link-preview picture (a page's og:image): the cover whole on a backdrop, a JPEG of SOCIAL_IMAGE's size (1200 x 630, libs/contracts)
             * @example /uploads/books/5b1f3f7e-8d2a-4c61-9a55-0c6f1e2d3b4a/cover-social.jpg
             */
            social_image: string;
            /** @example /uploads/books/5b1f3f7e-8d2a-4c61-9a55-0c6f1e2d3b4a/book.pdf */
            pdf_url: string | null;
            /**
             * @description The name the PDF was uploaded under; null when there is none or it predates these names
             * @example de-olijfgaard.pdf
             */
            pdf_name: string | null;
            /**
             * @description Legacy single value: the first of age_groups
             * @example infants
             * @enum {string}
             */
            age_group: "infants" | "toddlers" | "children" | "teenagers";
            /**
             * @example [
             *       "infants"
             *     ]
             */
            age_groups: ("infants" | "toddlers" | "children" | "teenagers")[];
            /**
             * @description The browse page's story-character filter
             * @example animals
             * @enum {string|null}
             */
            category: "animals" | "people" | "fantasy" | null;
            /** @example true */
            featured: boolean;
            /**
             * @description null when stock is not tracked for this book
             * @example 12
             */
            stock: number | null;
            /** @example true */
            in_stock: boolean;
            /**
             * Format: date-time
             * @example 2026-03-01T10:00:00.000Z
             */
            date: string;
            /**
             * Format: date-time
             * @example 2026-03-01T10:00:00.000Z
             */
            created_at: string;
            /**
             * Format: date-time
             * @example 2026-03-02T09:30:00.000Z
             */
            updated_at: string;
        };
        BookFormUpload: {
            /** @example القطة الصغيرة */
            title_ar: string;
            /** @example The Little Cat */
            title_en: string;
            /** @example Het kleine katje */
            title_nl: string;
            /** @example سارة أحمد */
            author_ar: string;
            /** @example Sara Ahmed */
            author_en: string;
            /** @example Sara Ahmed */
            author_nl: string;
            /** @example قصة عن قطة تبحث عن بيتها. */
            description_ar: string;
            /** @example A story about a cat looking for her home. */
            description_en: string;
            /** @example Een verhaal over een katje dat haar huis zoekt. */
            description_nl: string;
            /** @example 12.5 */
            price: number;
            /**
             * @description In a multipart form, a JSON list: ["toddlers"]
             * @example [
             *       "infants"
             *     ]
             */
            age_groups: ("infants" | "toddlers" | "children" | "teenagers")[];
            /** @example false */
            featured: boolean;
            /**
             * @example animals
             * @enum {string|null}
             */
            category?: "animals" | "people" | "fantasy" | null;
            /**
             * @description Copies in stock; blank: not tracked
             * @example 12
             */
            stock?: number | null;
            /**
             * Format: binary
             * @description JPEG, PNG or WebP; required for a new book
             */
            cover_image?: string;
            /**
             * Format: binary
             * @description The readable sample, at most 50 MB
             */
            pdf_file?: string;
            /** Format: binary */
            preview_image_0?: string;
            /**
             * @description URL of a preview to keep
             * @example /uploads/books/5b1f3f7e-8d2a-4c61-9a55-0c6f1e2d3b4a/preview-0.jpg
             */
            existing_preview_image_0?: string;
            /** Format: binary */
            preview_image_1?: string;
            /**
             * @description URL of a preview to keep
             * @example /uploads/books/5b1f3f7e-8d2a-4c61-9a55-0c6f1e2d3b4a/preview-1.jpg
             */
            existing_preview_image_1?: string;
            /** Format: binary */
            preview_image_2?: string;
            /**
             * @description URL of a preview to keep
             * @example /uploads/books/5b1f3f7e-8d2a-4c61-9a55-0c6f1e2d3b4a/preview-2.jpg
             */
            existing_preview_image_2?: string;
            /** Format: binary */
            preview_image_3?: string;
            /**
             * @description URL of a preview to keep
             * @example /uploads/books/5b1f3f7e-8d2a-4c61-9a55-0c6f1e2d3b4a/preview-3.jpg
             */
            existing_preview_image_3?: string;
            /** Format: binary */
            preview_image_4?: string;
            /**
             * @description URL of a preview to keep
             * @example /uploads/books/5b1f3f7e-8d2a-4c61-9a55-0c6f1e2d3b4a/preview-4.jpg
             */
            existing_preview_image_4?: string;
        };
        SettingsView: {
            /**
             * @description Every price of the shop is in it
             * @example EUR
             * @enum {string}
             */
            currency: "EUR" | "USD" | "GBP";
            /**
             * Format: email
             * @description Where contact messages and order notices go
             * @example owner@bookshop.example
             */
            admin_email: string;
            /**
             * @description The free-shipping amount the home banner announces: always equal to default_shipping_threshold. Major units
             * @example 30
             */
            free_shipping_threshold: number;
            /**
             * @description What an EU country without its own shipping config pays. Major units
             * @example 6.95
             */
            default_shipping_cost: number;
            /**
             * @description The subtotal from which such a country ships free; 0 means always charged. Major units
             * @example 30
             */
            default_shipping_threshold: number;
            /**
             * @description The shortest delivery time of such a country, in days
             * @example 2
             */
            default_delivery_days_min: number;
            /**
             * @description The longest delivery time of such a country, in days
             * @example 5
             */
            default_delivery_days_max: number;
            /**
             * @description The phone number parents see
             * @example +31 10 123 4567
             */
            contact_phone: string;
            /**
             * Format: email
             * @description The e-mail address parents see (never the admin email)
             * @example info@kinderboekwinkel.nl
             */
            contact_email: string;
            /**
             * @description The shop's city, shown with its country
             * @example Rotterdam
             */
            contact_city: string;
            /**
             * @description The company's registered name ('' until filled in)
             * @example Kinderboekwinkel Al-Qamar B.V.
             */
            company_legal_name: string;
            /**
             * @description The name the shop trades under; may be empty
             * @example Al-Qamar Kinderboeken
             */
            company_trading_name: string;
            /**
             * @description Street and house number of the geographic address
             * @example Witte de Withstraat 12
             */
            company_street: string;
            /** @example 3012 BP */
            company_postcode: string;
            /** @example Rotterdam */
            company_city: string;
            /**
             * @description ISO 3166-1 alpha-2, an EU member state
             * @example NL
             */
            company_country: string;
            /**
             * @description Chamber of Commerce (KvK) number, 8 digits
             * @example 12345678
             */
            company_kvk_number: string;
            /**
             * @description EU VAT number, upper case without spaces
             * @example NL123456789B01
             */
            company_vat_number: string;
            /**
             * @description Whether every identity detail the law asks for is filled in
             * @example true
             */
            company_details_complete: boolean;
        };
        UpdateSettingsDto: {
            /**
             * @example EUR
             * @enum {string}
             */
            currency: "EUR" | "USD" | "GBP";
            /**
             * Format: email
             * @example owner@bookshop.example
             */
            admin_email: string;
            /**
             * @description The EU default free-shipping threshold (default_shipping_threshold). Major units; unchanged when not given
             * @example 30
             */
            free_shipping_threshold?: number;
            /** @example +31 10 123 4567 */
            contact_phone?: string;
            /**
             * Format: email
             * @example info@kinderboekwinkel.nl
             */
            contact_email?: string;
            /** @example Rotterdam */
            contact_city?: string;
            /** @example Kinderboekwinkel Al-Qamar B.V. */
            company_legal_name?: string;
            /** @example Al-Qamar Kinderboeken */
            company_trading_name?: string;
            /**
             * @description Street and house number
             * @example Witte de Withstraat 12
             */
            company_street?: string;
            /** @example 3012 BP */
            company_postcode?: string;
            /** @example Rotterdam */
            company_city?: string;
            /**
             * @description ISO 3166-1 alpha-2 of an EU member state
             * @example NL
             */
            company_country?: string;
            /**
             * @description Chamber of Commerce number: 8 digits
             * @example 12345678
             */
            company_kvk_number?: string;
            /**
             * @description EU VAT number in its member state format (NL999999999B99); spaces and dots are dropped
             * @example NL123456789B01
             */
            company_vat_number?: string;
        };
        DefaultShippingDto: {
            /**
             * @description Major units, 0 to 100,000, at most 2 decimals
             * @example 6.95
             */
            default_shipping_cost: number;
            /**
             * @description Major units; the subtotal from which shipping is free, 0 means always charged
             * @example 30
             */
            default_shipping_threshold: number;
            /**
             * @description The shortest delivery time in days; given together with default_delivery_days_max
             * @example 2
             */
            default_delivery_days_min?: number;
            /**
             * @description The longest delivery time in days, not below default_delivery_days_min; given together with it
             * @example 5
             */
            default_delivery_days_max?: number;
        };
        ShippingConfigView: {
            /**
             * Format: uuid
             * @example 7e0d1c52-44b9-4f0e-9d7a-1f3c5b8e2a61
             */
            id: string;
            /**
             * @description ISO 3166-1 alpha-2, an EU member state
             * @example NL
             */
            country_code: string;
            /** @example Nederland */
            country_name: string;
            /**
             * @description Major units of the shop currency
             * @example 4.95
             */
            shipping_cost: number;
            /**
             * @description Orders from this amount ship free; 0: no threshold of its own
             * @example 40
             */
            shipping_threshold: number;
            /**
             * @description The shortest delivery time, in days from sending
             * @example 1
             */
            delivery_days_min: number;
            /**
             * @description The longest delivery time, in days from sending
             * @example 3
             */
            delivery_days_max: number;
        };
        ShippingConfigDto: {
            /**
             * @description An EU member state (ISO 3166-1 alpha-2)
             * @example NL
             */
            country_code: string;
            /** @example Nederland */
            country_name: string;
            /**
             * @description Major units of the shop currency
             * @example 4.95
             */
            shipping_cost: number;
            /**
             * @description Orders from this amount ship free; 0 or missing: no threshold
             * @example 40
             */
            shipping_threshold?: number;
            /**
             * @description The shortest delivery time in days; given together with delivery_days_max
             * @example 2
             */
            delivery_days_min?: number;
            /**
             * @description The longest delivery time in days, not below delivery_days_min; given together with it
             * @example 5
             */
            delivery_days_max?: number;
        };
        ContactMessageDto: {
            /** @example Layla Haddad */
            full_name: string;
            /**
             * Format: email
             * @example layla@example.com
             */
            email: string;
            /** @example A question about delivery */
            subject: string;
            /** @example Do you deliver to Belgium? */
            message: string;
        };
        ContactReceiptView: {
            /**
             * Format: uuid
             * @example 3f6a9b1e-2c4d-4e8f-a0b1-c2d3e4f5a6b7
             */
            id: string;
        };
        VatRateView: {
            /** @example DE */
            country_code: string;
            /**
             * @description Hundredths of a percent
             * @example 700
             */
            rate: number;
            /** @example 2000-01-01 */
            starts_on: string;
        };
        VatRateDto: {
            /**
             * @description An EU member state (ISO 3166-1 alpha-2)
             * @example DE
             */
            country_code: string;
            /**
             * @description Hundredths of a percent: 700 is 7%, 550 is 5.5%
             * @example 700
             */
            rate: number;
            /**
             * @description The first day the rate applies (YYYY-MM-DD)
             * @example 2027-01-01
             */
            starts_on: string;
        };
        OssRegistrationDto: {
            /**
             * @description YYYY-MM-DD, or null
             * @example 2027-01-01
             */
            oss_registered_since?: string | null;
        };
        VatSettingsView: {
            /**
             * @description The country of the company details: where the shop is established
             * @example NL
             */
            home_country: string;
            /** @example null */
            oss_registered_since: string | null;
        };
        RenderedLegalTextView: {
            /**
             * Format: uuid
             * @example 5b0e8c7a-9d2f-4c1e-8a3b-6f4d2e1c0b9a
             */
            id: string;
            /**
             * @example terms
             * @enum {string}
             */
            kind: "terms" | "withdrawal" | "privacy" | "shipping" | "about";
            /** @example 3 */
            version: number;
            /**
             * Format: date-time
             * @example 2026-06-19T09:30:00.000Z
             */
            published_at: string;
            /**
             * @example nl
             * @enum {string}
             */
            language: "ar" | "en" | "nl";
            /**
             * @description The title: the text's first heading
             * @example Algemene voorwaarden
             */
            title: string;
            /**
             * @description Safe HTML made on the server from the Markdown (raw HTML is not allowed), company details filled in
             * @example <h1>Algemene voorwaarden</h1>
             *     <p>…</p>
             */
            html: string;
        };
        LegalTextVersionView: {
            /**
             * Format: uuid
             * @example 5b0e8c7a-9d2f-4c1e-8a3b-6f4d2e1c0b9a
             */
            id: string;
            /**
             * @example terms
             * @enum {string}
             */
            kind: "terms" | "withdrawal" | "privacy" | "shipping" | "about";
            /** @example 3 */
            version: number;
            /**
             * Format: date-time
             * @example 2026-06-19T09:30:00.000Z
             */
            published_at: string;
            /**
             * @description null for the shop’s own defaults
             * @example admin
             */
            published_by: string | null;
            /**
             * @example # شروط البيع
             *
             *     …
             */
            body_ar: string;
            /**
             * @example # Terms and conditions
             *
             *     …
             */
            body_en: string;
            /**
             * @example # Algemene voorwaarden
             *
             *     …
             */
            body_nl: string;
        };
        PublishLegalTextDto: {
            /**
             * @description Markdown; {{legal_name}} and the like are filled in from the settings
             * @example # Algemene voorwaarden
             *
             *     …
             */
            body_ar: string;
            /**
             * @example # Terms and conditions
             *
             *     …
             */
            body_en: string;
            /**
             * @example # Algemene voorwaarden
             *
             *     …
             */
            body_nl: string;
        };
        EmailTemplateView: {
            /** @example order_shipped */
            name: string;
            /** @example تم شحن طلبك {{friendly_id}} */
            subject_ar: string;
            /** @example Your order {{friendly_id}} is on its way */
            subject_en: string;
            /** @example Je bestelling {{friendly_id}} is onderweg */
            subject_nl: string;
            /** @example مرحبا {{customer_name}}، طلبك في الطريق. */
            body_ar: string;
            /** @example Hello {{customer_name}}, your order is on its way. */
            body_en: string;
            /** @example Hallo {{customer_name}}, je bestelling is onderweg. */
            body_nl: string;
            /**
             * Format: uuid
             * @example 9a8b7c6d-5e4f-4a3b-8c2d-1e0f9a8b7c6d
             */
            id: string;
            /**
             * @description The `{{name}}` placeholders of all subjects and bodies, each once: one input each in the send-email block
             * @example [
             *       "friendly_id",
             *       "customer_name"
             *     ]
             */
            placeholders: string[];
            /**
             * @description Sent by the shop itself: can be edited, but neither deleted nor renamed
             * @example true
             */
            system: boolean;
            /**
             * Format: date-time
             * @example 2026-02-01T12:00:00.000Z
             */
            created_at: string;
            /**
             * Format: date-time
             * @example 2026-02-03T08:15:00.000Z
             */
            updated_at: string;
        };
        EmailTemplateDto: {
            /** @example order_shipped */
            name: string;
            /** @example تم شحن طلبك {{friendly_id}} */
            subject_ar: string;
            /** @example Your order {{friendly_id}} is on its way */
            subject_en: string;
            /** @example Je bestelling {{friendly_id}} is onderweg */
            subject_nl: string;
            /** @example مرحبا {{customer_name}}، طلبك في الطريق. */
            body_ar: string;
            /** @example Hello {{customer_name}}, your order is on its way. */
            body_en: string;
            /** @example Hallo {{customer_name}}, je bestelling is onderweg. */
            body_nl: string;
        };
        MailSummaryView: {
            /**
             * @description A timestamp plus random hex
             * @example 2026-03-01T10-15-00-123Z-9f3a1c0b2d
             */
            id: string;
            /** @example layla@example.com */
            to: string;
            /** @example Thank you! Your order BS-1042 is confirmed */
            subject: string;
            /**
             * Format: date-time
             * @example 2026-03-01T10:15:00.123Z
             */
            date: string;
        };
        StoredMailView: {
            /**
             * @description A timestamp plus random hex
             * @example 2026-03-01T10-15-00-123Z-9f3a1c0b2d
             */
            id: string;
            /** @example layla@example.com */
            to: string;
            /** @example Thank you! Your order BS-1042 is confirmed */
            subject: string;
            /**
             * Format: date-time
             * @example 2026-03-01T10:15:00.123Z
             */
            date: string;
            /** @example Bookshop <no-reply@localhost> */
            from: string;
            /** @example <p>Hello Layla, ...</p> */
            html: string;
            /** @example Hello Layla, ... */
            text: string;
        };
        PublicReviewView: {
            /**
             * Format: uuid
             * @example 1c2d3e4f-5a6b-4c7d-8e9f-0a1b2c3d4e5f
             */
            id: string;
            /** @example Omar */
            name: string;
            /** @example 5 */
            rating: number;
            /** @example My daughter asks for this book every night. */
            review_text: string;
            /**
             * Format: date-time
             * @example 2026-03-04T18:20:00.000Z
             */
            created_at: string;
        };
        SubmitReviewDto: {
            /** @example Omar */
            name: string;
            /**
             * Format: email
             * @description Never shown to visitors
             * @example omar@example.com
             */
            email: string;
            /** @example 5 */
            rating: number;
            /** @example My daughter asks for this book every night. */
            review_text: string;
            /**
             * Format: uuid
             * @description The book the review is about; none for the shop
             * @example 5f1e2d3c-4b5a-4968-8776-655443322110
             */
            book_id?: string;
        };
        SubmittedReviewView: {
            /**
             * Format: uuid
             * @example 1c2d3e4f-5a6b-4c7d-8e9f-0a1b2c3d4e5f
             */
            id: string;
            /**
             * @example pending
             * @enum {string}
             */
            status: "pending";
        };
        ReviewBookTitleView: {
            /** @example الجمل الصغير */
            ar: string;
            /** @example The Little Camel */
            en: string;
            /** @example De kleine kameel */
            nl: string;
        };
        ReviewView: {
            /**
             * Format: uuid
             * @example 1c2d3e4f-5a6b-4c7d-8e9f-0a1b2c3d4e5f
             */
            id: string;
            /** @example Omar */
            name: string;
            /** @example 5 */
            rating: number;
            /** @example My daughter asks for this book every night. */
            review_text: string;
            /**
             * Format: date-time
             * @example 2026-03-04T18:20:00.000Z
             */
            created_at: string;
            /**
             * Format: email
             * @example omar@example.com
             */
            email: string;
            /**
             * @example pending
             * @enum {string}
             */
            status: "pending" | "approved" | "denied";
            /**
             * Format: uuid
             * @description The reviewed book; null for a review of the shop or of a deleted book
             * @example 5f1e2d3c-4b5a-4968-8776-655443322110
             */
            book_id: string | null;
            /** @description The book's title, null without a book */
            book_title: components["schemas"]["ReviewBookTitleView"] | null;
        };
        AdminReviewsPageView: {
            items: components["schemas"]["ReviewView"][];
            /** @example 230 */
            total: number;
            /** @example 1 */
            page: number;
            /** @example 25 */
            page_size: number;
        };
        ShippingAddressDto: {
            /**
             * @description ISO 3166-1 alpha-2; the shop delivers where it has a shipping configuration
             * @example NL
             */
            country: string;
            /** @example Damrak */
            street_name: string;
            /**
             * @description The optional addition: building, floor or suffix
             * @example B
             */
            building_number?: string;
            /**
             * @description The house or apartment number
             * @example 12
             */
            apartment_number: string;
            /** @example Amsterdam */
            city: string;
            /** @example 1012 AB */
            postal_code: string;
        };
        OrderItemDto: {
            /**
             * Format: uuid
             * @example 5b1f3f7e-8d2a-4c61-9a55-0c6f1e2d3b4a
             */
            book_id: string;
            /** @example 2 */
            quantity: number;
            /**
             * @description What the client showed; the server prices the order itself
             * @example 12.5
             */
            unit_price?: number;
            /** @example 25 */
            total_price?: number;
        };
        CreateOrderDto: {
            /** @example Layla Haddad */
            customer_name: string;
            /**
             * Format: email
             * @example layla@example.com
             */
            customer_email: string;
            /**
             * @description Dial code, a space, then the number
             * @example +31 6 12345678
             */
            customer_phone: string;
            /**
             * @description ar when not given
             * @example ar
             * @enum {string}
             */
            language?: "ar" | "en" | "nl";
            shipping_address: components["schemas"]["ShippingAddressDto"];
            items: components["schemas"]["OrderItemDto"][];
            /**
             * @description The total the customer saw, in the shop currency: a different server total answers 409 price_changed
             * @example 29.95
             */
            total_amount: number;
        };
        PlacedOrderView: {
            /**
             * Format: uuid
             * @example 2b4d6f80-1a3c-4e5f-9a7b-8c9d0e1f2a3b
             */
            id: string;
            /** @example BK-1042 */
            friendly_id: string;
            /** @example mQ3v8rT1xZp0bN6cW2yK5dH9sL4fJ7gA */
            process_number: string;
            /** @example 29.95 */
            total_amount: number;
            /**
             * @description The payment provider's checkout
             * @example https://www.mollie.com/checkout/select-method/7UhSN1zuXS
             */
            payment_url: string;
        };
        ShippingAddressView: {
            /**
             * @description ISO 3166-1 alpha-2
             * @example NL
             */
            country: string;
            /** @example Damrak */
            street_name: string;
            /**
             * @description The optional addition (building, floor or suffix); '' when not given
             * @example B
             */
            building_number: string;
            /**
             * @description The house or apartment number
             * @example 12
             */
            apartment_number: string;
            /** @example Amsterdam */
            city: string;
            /** @example 1012 AB */
            postal_code: string;
        };
        OrderItemView: {
            /**
             * Format: uuid
             * @example 4d5e6f70-8192-4a3b-bc4d-5e6f70819203
             */
            id: string;
            /**
             * Format: uuid
             * @description null once the book is deleted
             * @example 5b1f3f7e-8d2a-4c61-9a55-0c6f1e2d3b4a
             */
            book_id: string | null;
            /** @example /uploads/books/5b1f3f7e-8d2a-4c61-9a55-0c6f1e2d3b4a/cover.jpg */
            cover_image_url: string;
            /** @example القطة الصغيرة */
            title_ar: string;
            /** @example The Little Cat */
            title_en: string;
            /** @example Het kleine katje */
            title_nl: string;
            /** @example سارة أحمد */
            author_ar: string;
            /** @example Sara Ahmed */
            author_en: string;
            /** @example Sara Ahmed */
            author_nl: string;
            /** @example 2 */
            quantity: number;
            /** @example 12.5 */
            unit_price: number;
            /** @example 25 */
            total_price: number;
        };
        OrderVatView: {
            /**
             * @description The destination whose rules applied
             * @example DE
             */
            country: string;
            /**
             * @description home: the shop's own country's rate; oss: the destination's (One-Stop-Shop)
             * @enum {string}
             */
            scheme: "home" | "oss";
            /**
             * @description Hundredths of a percent: 900 is 9%
             * @example 900
             */
            rate: number;
            /**
             * @description The whole order without VAT
             * @example 27.48
             */
            net_amount: number;
            /**
             * @description The VAT in the total
             * @example 2.47
             */
            vat_amount: number;
            /**
             * @description The VAT in the delivery cost
             * @example 0.41
             */
            shipping_vat_amount: number;
        };
        OrderView: {
            /**
             * Format: uuid
             * @example 2b4d6f80-1a3c-4e5f-9a7b-8c9d0e1f2a3b
             */
            id: string;
            /**
             * @description What the customer and staff call the order
             * @example BK-1042
             */
            friendly_id: string;
            /**
             * @description The secret in the confirmation page's address
             * @example mQ3v8rT1xZp0bN6cW2yK5dH9sL4fJ7gA
             */
            process_number: string;
            /**
             * @example paid
             * @enum {string}
             */
            status: "pending" | "paid" | "failed" | "expired" | "canceled" | "sent" | "printed" | "delivered";
            /** @example Layla Haddad */
            customer_name: string;
            /** @example layla@example.com */
            customer_email: string;
            /** @example +31 6 12345678 */
            customer_phone: string;
            /**
             * @example ar
             * @enum {string}
             */
            language: "ar" | "en" | "nl";
            shipping_address: components["schemas"]["ShippingAddressView"];
            /** @example 25 */
            subtotal: number;
            /** @example 4.95 */
            shipping_cost: number;
            /** @example 29.95 */
            total_amount: number;
            /**
             * @description The shop's currency when the order was placed: every amount of the order is in it
             * @example EUR
             * @enum {string}
             */
            currency: "EUR" | "USD" | "GBP";
            /**
             * Format: date-time
             * @example 2026-03-05T14:30:00.000Z
             */
            created_at: string;
            /**
             * Format: uuid
             * @description The version of the terms the order was placed under (GET /api/legal-texts/versions/{id})
             * @example 5b0e8c7a-9d2f-4c1e-8a3b-6f4d2e1c0b9a
             */
            terms_version_id: string | null;
            /**
             * Format: uuid
             * @description The version of the withdrawal policy the order was placed under
             * @example 0c1d2e3f-4a5b-4c6d-8e7f-9a0b1c2d3e4f
             */
            withdrawal_policy_version_id: string | null;
            items: components["schemas"]["OrderItemView"][];
            /** @description null for an order placed before the shop recorded VAT */
            vat: components["schemas"]["OrderVatView"] | null;
        };
        PaymentLinkView: {
            /** @example https://www.mollie.com/checkout/select-method/7UhSN1zuXS */
            payment_url: string;
        };
        PaymentWebhookDto: {
            /**
             * @description The payment provider's payment id
             * @example tr_WDqYK6vllg
             */
            id: string;
        };
        ResendConfirmationDto: {
            /**
             * Format: uuid
             * @example 2b4d6f80-1a3c-4e5f-9a7b-8c9d0e1f2a3b
             */
            order_id: string;
            /**
             * @description Only order_confirmation may be resent
             * @example order_confirmation
             */
            template_name: string;
        };
        ResendsLeftView: {
            /**
             * @description How many more times the customer may ask
             * @example 2
             */
            resends_left: number;
        };
        AdminOrderView: {
            /**
             * Format: uuid
             * @example 2b4d6f80-1a3c-4e5f-9a7b-8c9d0e1f2a3b
             */
            id: string;
            /**
             * @description What the customer and staff call the order
             * @example BK-1042
             */
            friendly_id: string;
            /**
             * @description The secret in the confirmation page's address
             * @example mQ3v8rT1xZp0bN6cW2yK5dH9sL4fJ7gA
             */
            process_number: string;
            /**
             * @example paid
             * @enum {string}
             */
            status: "pending" | "paid" | "failed" | "expired" | "canceled" | "sent" | "printed" | "delivered";
            /** @example Layla Haddad */
            customer_name: string;
            /** @example layla@example.com */
            customer_email: string;
            /** @example +31 6 12345678 */
            customer_phone: string;
            /**
             * @example ar
             * @enum {string}
             */
            language: "ar" | "en" | "nl";
            shipping_address: components["schemas"]["ShippingAddressView"];
            /** @example 25 */
            subtotal: number;
            /** @example 4.95 */
            shipping_cost: number;
            /** @example 29.95 */
            total_amount: number;
            /**
             * @description The shop's currency when the order was placed: every amount of the order is in it
             * @example EUR
             * @enum {string}
             */
            currency: "EUR" | "USD" | "GBP";
            /**
             * Format: date-time
             * @example 2026-03-05T14:30:00.000Z
             */
            created_at: string;
            /**
             * Format: uuid
             * @description The version of the terms the order was placed under (GET /api/legal-texts/versions/{id})
             * @example 5b0e8c7a-9d2f-4c1e-8a3b-6f4d2e1c0b9a
             */
            terms_version_id: string | null;
            /**
             * Format: uuid
             * @description The version of the withdrawal policy the order was placed under
             * @example 0c1d2e3f-4a5b-4c6d-8e7f-9a0b1c2d3e4f
             */
            withdrawal_policy_version_id: string | null;
            items: components["schemas"]["OrderItemView"][];
            /** @description null for an order placed before the shop recorded VAT */
            vat: components["schemas"]["OrderVatView"] | null;
            /** @example tr_WDqYK6vllg */
            payment_id: string | null;
            /**
             * @description As last read from the payment provider
             * @example paid
             */
            payment_status: string | null;
            /**
             * @description Paid twice, or paid after it was canceled: the shop owes the customer money back
             * @example false
             */
            needs_refund: boolean;
            /**
             * @description Paid after its hold ended, when its books were sold: staff refund or restock
             * @example false
             */
            paid_without_stock: boolean;
            /**
             * Format: date-time
             * @example 2026-03-05T14:30:00.000Z
             */
            updated_at: string;
        };
        AdminOrdersPageView: {
            items: components["schemas"]["AdminOrderView"][];
            /** @example 1042 */
            total: number;
            /** @example 1 */
            page: number;
            /** @example 25 */
            page_size: number;
        };
        RefundView: {
            /**
             * Format: uuid
             * @example 8192a3b4-c5d6-4e7f-8091-a2b3c4d5e6f7
             */
            id: string;
            /**
             * @description The payment provider's id
             * @example re_4qqhO89gsT
             */
            provider_refund_id: string;
            /** @example tr_WDqYK6vllg */
            payment_id: string;
            /** @example 10 */
            amount: number;
            /**
             * @description The currency the payment was made in
             * @example EUR
             */
            currency: string;
            /** @example One book arrived damaged */
            reason: string;
            /**
             * @example pending
             * @enum {string}
             */
            status: "queued" | "pending" | "processing" | "refunded" | "failed" | "canceled";
            /**
             * @description null for a refund made in the provider's dashboard
             * @example mariam
             */
            admin_username: string | null;
            /**
             * Format: date-time
             * @example 2026-03-05T14:30:00.000Z
             */
            created_at: string;
            /**
             * Format: date-time
             * @example 2026-03-05T14:30:00.000Z
             */
            updated_at: string;
        };
        AdminOrderDetailView: {
            /**
             * Format: uuid
             * @example 2b4d6f80-1a3c-4e5f-9a7b-8c9d0e1f2a3b
             */
            id: string;
            /**
             * @description What the customer and staff call the order
             * @example BK-1042
             */
            friendly_id: string;
            /**
             * @description The secret in the confirmation page's address
             * @example mQ3v8rT1xZp0bN6cW2yK5dH9sL4fJ7gA
             */
            process_number: string;
            /**
             * @example paid
             * @enum {string}
             */
            status: "pending" | "paid" | "failed" | "expired" | "canceled" | "sent" | "printed" | "delivered";
            /** @example Layla Haddad */
            customer_name: string;
            /** @example layla@example.com */
            customer_email: string;
            /** @example +31 6 12345678 */
            customer_phone: string;
            /**
             * @example ar
             * @enum {string}
             */
            language: "ar" | "en" | "nl";
            shipping_address: components["schemas"]["ShippingAddressView"];
            /** @example 25 */
            subtotal: number;
            /** @example 4.95 */
            shipping_cost: number;
            /** @example 29.95 */
            total_amount: number;
            /**
             * @description The shop's currency when the order was placed: every amount of the order is in it
             * @example EUR
             * @enum {string}
             */
            currency: "EUR" | "USD" | "GBP";
            /**
             * Format: date-time
             * @example 2026-03-05T14:30:00.000Z
             */
            created_at: string;
            /**
             * Format: uuid
             * @description The version of the terms the order was placed under (GET /api/legal-texts/versions/{id})
             * @example 5b0e8c7a-9d2f-4c1e-8a3b-6f4d2e1c0b9a
             */
            terms_version_id: string | null;
            /**
             * Format: uuid
             * @description The version of the withdrawal policy the order was placed under
             * @example 0c1d2e3f-4a5b-4c6d-8e7f-9a0b1c2d3e4f
             */
            withdrawal_policy_version_id: string | null;
            items: components["schemas"]["OrderItemView"][];
            /** @description null for an order placed before the shop recorded VAT */
            vat: components["schemas"]["OrderVatView"] | null;
            /** @example tr_WDqYK6vllg */
            payment_id: string | null;
            /**
             * @description As last read from the payment provider
             * @example paid
             */
            payment_status: string | null;
            /**
             * @description Paid twice, or paid after it was canceled: the shop owes the customer money back
             * @example false
             */
            needs_refund: boolean;
            /**
             * @description Paid after its hold ended, when its books were sold: staff refund or restock
             * @example false
             */
            paid_without_stock: boolean;
            /**
             * Format: date-time
             * @example 2026-03-05T14:30:00.000Z
             */
            updated_at: string;
            /** @example 10 */
            refunded_amount: number;
            /** @example 19.95 */
            refundable_amount: number;
            refunds: components["schemas"]["RefundView"][];
        };
        UpdateOrderStatusDto: {
            /**
             * @example sent
             * @enum {string}
             */
            status: "pending" | "paid" | "failed" | "expired" | "canceled" | "sent" | "printed" | "delivered";
            /** @example Posted with PostNL */
            comment?: string | null;
        };
        AddOrderCommentDto: {
            /** @example The customer called: leave it with the neighbours */
            comment: string;
        };
        QueuedView: {
            /** @example true */
            queued: boolean;
        };
        SendOrderEmailDto: {
            /** @example order_shipped */
            template_name: string;
            /**
             * @example {
             *       "tracking_code": "3SABCD1234567"
             *     }
             */
            variables?: {
                [key: string]: (string | number) | null;
            };
            /**
             * @example en
             * @enum {string}
             */
            language: "ar" | "en" | "nl";
            /** @example Thank you for your patience! */
            custom_message?: string | null;
        };
        CreateRefundDto: {
            /**
             * @description Major units of the order's currency
             * @example 10
             */
            amount: number;
            /** @example One book arrived damaged */
            reason: string;
        };
        OrderHistoryView: {
            /**
             * Format: uuid
             * @example 6f708192-a3b4-4c5d-8e6f-708192a3b4c5
             */
            id: string;
            /**
             * @description null when the system did it (a payment, the order being placed)
             * @example mariam
             */
            admin_username: string | null;
            /**
             * @example status_change
             * @enum {string}
             */
            action_type: "created" | "payment" | "status_change" | "comment" | "email_sent" | "refund";
            /** @example sent */
            new_value: string | null;
            /** @example Posted with PostNL */
            comment: string | null;
            /**
             * @description What the system recorded, as data (see libs/contracts/src/order-history.ts); null on staff's own lines and older ones
             * @example {
             *       "kind": "payment",
             *       "payment_id": "tr_WDqYK6vllg"
             *     }
             */
            details: {
                [key: string]: unknown;
            } | null;
            /**
             * Format: date-time
             * @example 2026-03-05T14:30:00.000Z
             */
            created_at: string;
        };
        RevenueDayView: {
            /**
             * Format: date
             * @example 2026-03-05
             */
            date: string;
            /** @example 129.75 */
            revenue: number;
        };
        StatsView: {
            /** @example 48 */
            total_books: number;
            /** @example 310 */
            total_orders: number;
            /**
             * @description Paid, printed, sent and delivered orders
             * @example 8425.5
             */
            total_revenue: number;
            /**
             * @description Distinct email addresses
             * @example 254
             */
            total_customers: number;
            /** @description One entry per day, oldest first, days without revenue included */
            revenue_by_day: components["schemas"]["RevenueDayView"][];
        };
        VatQuoteView: {
            /** @example DE */
            country_code: string;
            /**
             * @description Hundredths of a percent: 900 is 9%
             * @example 900
             */
            rate: number;
            /**
             * @description home: the rate of the country the shop is established in; oss: the destination’s
             * @enum {string}
             */
            scheme: "home" | "oss";
        };
        VatThresholdView: {
            /** @example NL */
            home_country: string;
            /** @example 2026 */
            year: number;
            /**
             * @description Net cross-border EU sales to consumers this year: paid orders less refunds, in cents
             * @example 812345
             */
            this_year_net_cents: number;
            /** @example 0 */
            last_year_net_cents: number;
            /** @example 1000000 */
            threshold_cents: number;
            /**
             * @description From 80% of the threshold, or when registered or over it: staff should act
             * @example true
             */
            warning: boolean;
            /** @example null */
            oss_registered_since: string | null;
        };
        VatReportLineView: {
            /**
             * @description home: on the home VAT return; oss: on the One-Stop-Shop return
             * @enum {string}
             */
            scheme: "home" | "oss";
            /** @example DE */
            country_code: string;
            /**
             * @description Hundredths of a percent
             * @example 700
             */
            rate: number;
            /** @example 251900 */
            sales_net_cents: number;
            /** @example 17600 */
            sales_vat_cents: number;
            /** @example 467 */
            refunds_net_cents: number;
            /** @example 33 */
            refunds_vat_cents: number;
            /**
             * @description Sales less refunds
             * @example 251433
             */
            net_cents: number;
            /**
             * @description Sales less refunds
             * @example 17567
             */
            vat_cents: number;
        };
        VatReportView: {
            /** @example 2026 */
            year: number;
            /**
             * @example 4
             * @enum {number}
             */
            quarter: 1 | 2 | 3 | 4;
            /**
             * @description The shop's currency: an OSS return is filed in euros
             * @example EUR
             */
            currency: string;
            lines: components["schemas"]["VatReportLineView"][];
        };
        UndeliveredEventView: {
            /** @example 1207 */
            id: string;
            /** @example order.paid */
            name: string;
            /** @example 3 */
            attempts: number;
            /** @example connect ECONNREFUSED 127.0.0.1:6379 */
            last_error: string | null;
            /**
             * Format: date-time
             * @example 2026-03-05T14:31:00.000Z
             */
            next_attempt_at: string | null;
            /**
             * Format: date-time
             * @description When it was handed to the queue, its handlers not all run yet; null: not handed on yet
             * @example null
             */
            handed_on_at: string | null;
            /**
             * Format: date-time
             * @example 2026-03-05T14:30:00.000Z
             */
            created_at: string;
        };
        FailedJobView: {
            /** @example 1207:send-order-confirmation */
            id: string;
            /**
             * @description The handler that failed
             * @example send-order-confirmation
             */
            handler: string;
            /** @example order.paid */
            event: string;
            /** @example 1207 */
            event_id: string;
            /** @example SMTP server refused the message */
            failed_reason: string | null;
            /** @example 5 */
            attempts: number;
            /**
             * Format: date-time
             * @example 2026-03-05T15:02:00.000Z
             */
            failed_at: string | null;
        };
        JobsOverviewView: {
            /**
             * @description Where handlers run: BullMQ workers, or in-process
             * @example bullmq
             * @enum {string}
             */
            mode: "bullmq" | "inline";
            undelivered_events: components["schemas"]["UndeliveredEventView"][];
            /**
             * @description BullMQ's job counts; null when events run in-process or the queue could not be read
             * @example {
             *       "waiting": 0,
             *       "active": 1,
             *       "delayed": 2,
             *       "completed": 840,
             *       "failed": 1
             *     }
             */
            counts: {
                [key: string]: number;
            } | null;
            failed_jobs: components["schemas"]["FailedJobView"][];
            /**
             * @description Why the queue could not be read
             * @example Connection is closed.
             */
            queue_error?: string;
        };
    };
    responses: never;
    parameters: never;
    requestBodies: never;
    headers: never;
    pathItems: never;
}
export type $defs = Record<string, never>;
export interface operations {
    HealthController_check: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HealthView"];
                };
            };
            /** @description The database does not answer, or the queue is down */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HealthView"];
                };
            };
        };
    };
    AuthController_login: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["LoginDto"];
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AdminSessionView"];
                };
            };
            /** @description validation_failed */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiErrorView"];
                };
            };
            /** @description invalid_credentials */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiErrorView"];
                };
            };
            /** @description too_many_requests */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiErrorView"];
                };
            };
        };
    };
    AuthController_refresh: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["RefreshTokenDto"];
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AccessTokenView"];
                };
            };
            /** @description validation_failed */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiErrorView"];
                };
            };
            /** @description invalid_refresh_token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiErrorView"];
                };
            };
        };
    };
    AuthController_logout: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["RefreshTokenDto"];
            };
        };
        responses: {
            /** @description The session is over (also when it already was) */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description validation_failed */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiErrorView"];
                };
            };
        };
    };
    AdminsController_list: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AdminListItemView"][];
                };
            };
            /** @description invalid_token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiErrorView"];
                };
            };
        };
    };
    AdminsController_create: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CreateAdminDto"];
            };
        };
        responses: {
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AdminListItemView"];
                };
            };
            /** @description validation_failed */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiErrorView"];
                };
            };
            /** @description invalid_token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiErrorView"];
                };
            };
            /** @description username_taken */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiErrorView"];
                };
            };
        };
    };
    AdminsController_delete: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Deleted, and signed out everywhere */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description cannot delete self, cannot delete last admin */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiErrorView"];
                };
            };
            /** @description invalid_token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiErrorView"];
                };
            };
            /** @description admin_not_found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiErrorView"];
                };
            };
        };
    };
    AdminsController_changePassword: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ChangePasswordDto"];
            };
        };
        responses: {
            /** @description Changed; the admin's other sessions are signed out */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description validation_failed, invalid_current_password */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiErrorView"];
                };
            };
            /** @description invalid_token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiErrorView"];
                };
            };
        };
    };
    BooksController_list: {
        parameters: {
            query?: {
                age_group?: "infants" | "toddlers" | "children" | "teenagers";
                category?: "animals" | "people" | "fantasy";
                featured?: boolean;
                limit?: number;
                /** @description Words of a title or author, in any language */
                q?: string;
                /** @description date_desc when not given */
                sort?: "name_asc" | "name_desc" | "price_asc" | "price_desc" | "date_asc" | "date_desc";
                /** @description Which language's titles name_asc and name_desc sort by (ar when not given) */
                lang?: "ar" | "en" | "nl";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BookView"][];
                };
            };
            /** @description validation_failed */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiErrorView"];
                };
            };
        };
    };
    BooksController_get: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BookView"];
                };
            };
            /** @description book_not_found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiErrorView"];
                };
            };
        };
    };
    AdminBooksController_list: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BookView"][];
                };
            };
            /** @description invalid_token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiErrorView"];
                };
            };
        };
    };
    AdminBooksController_create: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "multipart/form-data": components["schemas"]["BookFormUpload"];
            };
        };
        responses: {
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BookView"];
                };
            };
            /** @description validation_failed, invalid_file, too_many_previews */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiErrorView"];
                };
            };
            /** @description invalid_token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiErrorView"];
                };
            };
            /** @description file_too_large */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiErrorView"];
                };
            };
        };
    };
    AdminBooksController_update: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "multipart/form-data": components["schemas"]["BookFormUpload"];
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BookView"];
                };
            };
            /** @description validation_failed, invalid_file, too_many_previews */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiErrorView"];
                };
            };
            /** @description invalid_token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiErrorView"];
                };
            };
            /** @description book_not_found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiErrorView"];
                };
            };
            /** @description file_too_large */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiErrorView"];
                };
            };
        };
    };
    AdminBooksController_delete: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Deleted, with its files */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description invalid_token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiErrorView"];
                };
            };
            /** @description book_not_found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiErrorView"];
                };
            };
        };
    };
    SettingsController_get: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SettingsView"];
                };
            };
        };
    };
    SettingsController_update: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["UpdateSettingsDto"];
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SettingsView"];
                };
            };
            /** @description validation_failed */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiErrorView"];
                };
            };
            /** @description invalid_token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiErrorView"];
                };
            };
        };
    };
    SettingsController_updateDefaultShipping: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["DefaultShippingDto"];
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SettingsView"];
                };
            };
            /** @description validation_failed */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiErrorView"];
                };
            };
            /** @description invalid_token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiErrorView"];
                };
            };
        };
    };
    ShippingController_list: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ShippingConfigView"][];
                };
            };
        };
    };
    ShippingController_create: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ShippingConfigDto"];
            };
        };
        responses: {
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ShippingConfigView"];
                };
            };
            /** @description validation_failed */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiErrorView"];
                };
            };
            /** @description invalid_token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiErrorView"];
                };
            };
            /** @description shipping_exists */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiErrorView"];
                };
            };
        };
    };
    ShippingController_listForAdmin: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ShippingConfigView"][];
                };
            };
            /** @description invalid_token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiErrorView"];
                };
            };
        };
    };
    ShippingController_update: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ShippingConfigDto"];
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ShippingConfigView"];
                };
            };
            /** @description validation_failed, country_locked */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiErrorView"];
                };
            };
            /** @description invalid_token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiErrorView"];
                };
            };
            /** @description shipping_not_found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiErrorView"];
                };
            };
        };
    };
    ShippingController_delete: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Deleted */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description invalid_token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiErrorView"];
                };
            };
            /** @description shipping_not_found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiErrorView"];
                };
            };
        };
    };
    ContactController_send: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ContactMessageDto"];
            };
        };
        responses: {
            /** @description Stored; mailed to the shop */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ContactReceiptView"];
                };
            };
            /** @description validation_failed */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiErrorView"];
                };
            };
            /** @description too_many_requests */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiErrorView"];
                };
            };
        };
    };
    VatRatesController_list: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["VatRateView"][];
                };
            };
            /** @description invalid_token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiErrorView"];
                };
            };
        };
    };
    VatRatesController_add: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["VatRateDto"];
            };
        };
        responses: {
            /** @description Every rate after the change */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["VatRateView"][];
                };
            };
            /** @description validation_failed */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiErrorView"];
                };
            };
            /** @description invalid_token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiErrorView"];
                };
            };
        };
    };
    VatRatesController_registerForOss: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["OssRegistrationDto"];
            };
        };
        responses: {
            /** @description The VAT settings after the change */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["VatSettingsView"];
                };
            };
            /** @description validation_failed */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiErrorView"];
                };
            };
            /** @description invalid_token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiErrorView"];
                };
            };
        };
    };
    LegalTextsController_version: {
        parameters: {
            query?: {
                lang?: "ar" | "en" | "nl";
            };
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RenderedLegalTextView"];
                };
            };
            /** @description validation_failed */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiErrorView"];
                };
            };
            /** @description legal_text_not_found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiErrorView"];
                };
            };
        };
    };
    LegalTextsController_current: {
        parameters: {
            query?: {
                lang?: "ar" | "en" | "nl";
            };
            header?: never;
            path: {
                kind: "terms" | "withdrawal" | "privacy" | "shipping" | "about";
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RenderedLegalTextView"];
                };
            };
            /** @description validation_failed */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiErrorView"];
                };
            };
            /** @description legal_text_not_found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiErrorView"];
                };
            };
        };
    };
    AdminLegalTextsController_history: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                kind: "terms" | "withdrawal" | "privacy" | "shipping" | "about";
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["LegalTextVersionView"][];
                };
            };
            /** @description invalid_token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiErrorView"];
                };
            };
            /** @description legal_text_not_found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiErrorView"];
                };
            };
        };
    };
    AdminLegalTextsController_publish: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                kind: "terms" | "withdrawal" | "privacy" | "shipping" | "about";
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["PublishLegalTextDto"];
            };
        };
        responses: {
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["LegalTextVersionView"];
                };
            };
            /** @description validation_failed */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiErrorView"];
                };
            };
            /** @description invalid_token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiErrorView"];
                };
            };
            /** @description legal_text_not_found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiErrorView"];
                };
            };
            /** @description legal_text_changed */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiErrorView"];
                };
            };
        };
    };
    EmailTemplatesController_list: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["EmailTemplateView"][];
                };
            };
            /** @description invalid_token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiErrorView"];
                };
            };
        };
    };
    EmailTemplatesController_create: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["EmailTemplateDto"];
            };
        };
        responses: {
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["EmailTemplateView"];
                };
            };
            /** @description validation_failed, invalid_template */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiErrorView"];
                };
            };
            /** @description invalid_token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiErrorView"];
                };
            };
            /** @description template_exists */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiErrorView"];
                };
            };
        };
    };
    EmailTemplatesController_listForSending: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["EmailTemplateView"][];
                };
            };
            /** @description invalid_token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiErrorView"];
                };
            };
        };
    };
    EmailTemplatesController_update: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["EmailTemplateDto"];
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["EmailTemplateView"];
                };
            };
            /** @description validation_failed, invalid_template */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiErrorView"];
                };
            };
            /** @description invalid_token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiErrorView"];
                };
            };
            /** @description template_not_found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiErrorView"];
                };
            };
            /** @description template_exists, template_protected */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiErrorView"];
                };
            };
        };
    };
    EmailTemplatesController_delete: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Deleted */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description invalid_token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiErrorView"];
                };
            };
            /** @description template_not_found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiErrorView"];
                };
            };
            /** @description template_protected */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiErrorView"];
                };
            };
        };
    };
    MailboxController_list: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Newest first */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MailSummaryView"][];
                };
            };
            /** @description invalid_token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiErrorView"];
                };
            };
            /** @description mailbox_disabled */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiErrorView"];
                };
            };
        };
    };
    MailboxController_show: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["StoredMailView"];
                };
            };
            /** @description invalid_token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiErrorView"];
                };
            };
            /** @description mail_not_found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiErrorView"];
                };
            };
            /** @description mailbox_disabled */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiErrorView"];
                };
            };
        };
    };
    ReviewsController_list: {
        parameters: {
            query?: {
                /** @description Only this book's reviews */
                book_id?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Approved reviews (of one book with book_id), newest first */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PublicReviewView"][];
                };
            };
            /** @description validation_failed */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiErrorView"];
                };
            };
        };
    };
    ReviewsController_submit: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["SubmitReviewDto"];
            };
        };
        responses: {
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SubmittedReviewView"];
                };
            };
            /** @description validation_failed */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiErrorView"];
                };
            };
            /** @description too_many_requests */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiErrorView"];
                };
            };
        };
    };
    AdminReviewsController_list: {
        parameters: {
            query?: {
                /** @description Any part of the searched fields, ignoring case */
                q?: string;
                direction?: "asc" | "desc";
                /** @description With page or page_size the answer is one page and the total */
                page?: number;
                page_size?: number;
                /** @description all (or none): every status */
                status?: "pending" | "approved" | "denied" | "all";
                sort?: "name" | "email" | "rating" | "status" | "created_at";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description With page or page_size: one page and the total; without: an array of at most 1,000 reviews, newest first */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AdminReviewsPageView"] | components["schemas"]["ReviewView"][];
                };
            };
            /** @description validation_failed */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiErrorView"];
                };
            };
            /** @description invalid_token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiErrorView"];
                };
            };
        };
    };
    AdminReviewsController_approve: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ReviewView"];
                };
            };
            /** @description invalid_token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiErrorView"];
                };
            };
            /** @description review_not_found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiErrorView"];
                };
            };
        };
    };
    AdminReviewsController_deny: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ReviewView"];
                };
            };
            /** @description invalid_token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiErrorView"];
                };
            };
            /** @description review_not_found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiErrorView"];
                };
            };
        };
    };
    OrdersController_place: {
        parameters: {
            query?: never;
            header: {
                "idempotency-key": string;
                /** @description A retry with the same key answers the first response */
                "Idempotency-Key"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CreateOrderDto"];
            };
        };
        responses: {
            /** @description Placed and its books held; the customer pays at payment_url */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PlacedOrderView"];
                };
            };
            /** @description validation_failed, invalid_idempotency_key */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiErrorView"];
                };
            };
            /** @description price_changed, out_of_stock, request_in_progress */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiErrorView"];
                };
            };
            /** @description country_not_supported, book_not_found, idempotency_key_reused */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiErrorView"];
                };
            };
            /** @description too_many_requests */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiErrorView"];
                };
            };
            /** @description payment_unavailable */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiErrorView"];
                };
            };
        };
    };
    OrdersController_get: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                processNumber: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["OrderView"];
                };
            };
            /** @description order_not_found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiErrorView"];
                };
            };
        };
    };
    OrdersController_payAgain: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                processNumber: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Its books held anew, and a new payment */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PaymentLinkView"];
                };
            };
            /** @description order_not_found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiErrorView"];
                };
            };
            /** @description order_not_payable, out_of_stock */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiErrorView"];
                };
            };
            /** @description too_many_requests */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiErrorView"];
                };
            };
            /** @description payment_unavailable */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiErrorView"];
                };
            };
        };
    };
    PaymentWebhookController_webhook: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/x-www-form-urlencoded": components["schemas"]["PaymentWebhookDto"];
            };
        };
        responses: {
            /** @description Read; the order follows the payment as the provider reports it */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description validation_failed */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiErrorView"];
                };
            };
        };
    };
    OrderEmailsController_resend: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ResendConfirmationDto"];
            };
        };
        responses: {
            /** @description Queued, to the order's own email address */
            202: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ResendsLeftView"];
                };
            };
            /** @description validation_failed, template_not_allowed */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiErrorView"];
                };
            };
            /** @description order_not_found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiErrorView"];
                };
            };
            /** @description order_not_paid */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiErrorView"];
                };
            };
            /**
             * @description too_many_requests, resend_limit, resend_cooldown
             *
             *     too_many_requests
             */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiErrorView"];
                };
            };
        };
    };
    AdminOrdersController_list: {
        parameters: {
            query?: {
                /** @description Any part of the searched fields, ignoring case */
                q?: string;
                direction?: "asc" | "desc";
                /** @description With page or page_size the answer is one page and the total */
                page?: number;
                page_size?: number;
                /** @description One status; all (or none): every status */
                status?: "pending" | "paid" | "failed" | "expired" | "canceled" | "sent" | "printed" | "delivered";
                /** @description true: only the orders paid without stock, for staff to refund or restock */
                paid_without_stock?: boolean;
                sort?: "friendly_id" | "customer_name" | "customer_email" | "total_amount" | "status" | "created_at";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description With page or page_size: one page and the total; without: an array of at most 1,000 orders, newest first */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AdminOrdersPageView"] | components["schemas"]["AdminOrderView"][];
                };
            };
            /** @description validation_failed */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiErrorView"];
                };
            };
            /** @description invalid_token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiErrorView"];
                };
            };
        };
    };
    AdminOrdersController_exportCsv: {
        parameters: {
            query?: {
                /** @description Any part of the searched fields, ignoring case */
                q?: string;
                direction?: "asc" | "desc";
                /** @description With page or page_size the answer is one page and the total */
                page?: number;
                page_size?: number;
                /** @description One status; all (or none): every status */
                status?: "pending" | "paid" | "failed" | "expired" | "canceled" | "sent" | "printed" | "delivered";
                /** @description true: only the orders paid without stock, for staff to refund or restock */
                paid_without_stock?: boolean;
                sort?: "friendly_id" | "customer_name" | "customer_email" | "total_amount" | "status" | "created_at";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The CSV file, with a byte-order mark */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/csv": string;
                };
            };
            /** @description validation_failed */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiErrorView"];
                };
            };
            /** @description invalid_token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiErrorView"];
                };
            };
            /** @description export_busy */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiErrorView"];
                };
            };
        };
    };
    AdminOrdersController_get: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AdminOrderDetailView"];
                };
            };
            /** @description invalid_token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiErrorView"];
                };
            };
            /** @description order_not_found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiErrorView"];
                };
            };
        };
    };
    AdminOrdersController_changeStatus: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["UpdateOrderStatusDto"];
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AdminOrderView"];
                };
            };
            /** @description validation_failed */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiErrorView"];
                };
            };
            /** @description invalid_token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiErrorView"];
                };
            };
            /** @description order_not_found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiErrorView"];
                };
            };
            /** @description status_change_not_allowed */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiErrorView"];
                };
            };
        };
    };
    AdminOrdersController_comment: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["AddOrderCommentDto"];
            };
        };
        responses: {
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["QueuedView"];
                };
            };
            /** @description validation_failed */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiErrorView"];
                };
            };
            /** @description invalid_token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiErrorView"];
                };
            };
            /** @description order_not_found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiErrorView"];
                };
            };
        };
    };
    AdminOrdersController_sendEmail: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["SendOrderEmailDto"];
            };
        };
        responses: {
            202: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["QueuedView"];
                };
            };
            /** @description validation_failed, template_not_found */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiErrorView"];
                };
            };
            /** @description invalid_token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiErrorView"];
                };
            };
            /** @description order_not_found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiErrorView"];
                };
            };
        };
    };
    AdminOrdersController_refund: {
        parameters: {
            query?: never;
            header: {
                "idempotency-key": string;
            };
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CreateRefundDto"];
            };
        };
        responses: {
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RefundView"];
                };
            };
            /** @description validation_failed, refund_above_refundable */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiErrorView"];
                };
            };
            /** @description invalid_token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiErrorView"];
                };
            };
            /** @description order_not_found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiErrorView"];
                };
            };
            /** @description nothing_to_refund, refund_refused */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiErrorView"];
                };
            };
            /** @description payment_provider_unavailable */
            502: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiErrorView"];
                };
            };
        };
    };
    AdminOrdersController_history: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Oldest first */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["OrderHistoryView"][];
                };
            };
            /** @description invalid_token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiErrorView"];
                };
            };
            /** @description order_not_found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiErrorView"];
                };
            };
        };
    };
    AdminOrdersController_stats: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["StatsView"];
                };
            };
            /** @description invalid_token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiErrorView"];
                };
            };
        };
    };
    VatController_quote: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["VatQuoteView"];
                };
            };
            /** @description validation_failed */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiErrorView"];
                };
            };
        };
    };
    VatController_threshold: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["VatThresholdView"];
                };
            };
            /** @description invalid_token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiErrorView"];
                };
            };
        };
    };
    VatController_report: {
        parameters: {
            query: {
                year: number;
                quarter: 1 | 2 | 3 | 4;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Per scheme, destination and rate: the net and VAT of the quarter’s paid orders less its refunds */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["VatReportView"];
                };
            };
            /** @description validation_failed */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiErrorView"];
                };
            };
            /** @description invalid_token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiErrorView"];
                };
            };
        };
    };
    VatController_reportCsv: {
        parameters: {
            query: {
                year: number;
                quarter: 1 | 2 | 3 | 4;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The report as CSV, amounts in major units */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/csv": string;
                };
            };
            /** @description validation_failed */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiErrorView"];
                };
            };
            /** @description invalid_token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiErrorView"];
                };
            };
        };
    };
    JobsController_overview: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["JobsOverviewView"];
                };
            };
            /** @description invalid_token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiErrorView"];
                };
            };
        };
    };
    JobsController_retry: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description A failed BullMQ job, or an event not yet delivered */
                kind: "job" | "event";
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Tried again now */
            202: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Validation failed (enum string is expected) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiErrorView"];
                };
            };
            /** @description invalid_token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiErrorView"];
                };
            };
            /** @description job_not_found, event_not_found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiErrorView"];
                };
            };
        };
    };
}
