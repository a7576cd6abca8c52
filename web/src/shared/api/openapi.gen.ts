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
    "/api/health/live": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: operations["HealthController_live"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/health/ready": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: operations["HealthController_ready"];
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
    "/api/orders/{processNumber}/receipt.pdf": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: operations["OrdersController_receipt"];
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
    "/api/admin/orders/{id}/receipt.pdf": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: operations["AdminOrdersController_receipt"];
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
    "/api/orders/{processNumber}/withdrawal": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: operations["WithdrawalsController_state"];
        put?: never;
        post: operations["WithdrawalsController_withdraw"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/withdrawals/lookup": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post: operations["WithdrawalsController_lookup"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/withdrawals": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: operations["AdminWithdrawalsController_list"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/withdrawals/{id}/books-back": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post: operations["AdminWithdrawalsController_booksBack"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/withdrawals/{id}/refund": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post: operations["AdminWithdrawalsController_refund"];
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
    "/api/admin/privacy/lookup": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post: operations["AdminPrivacyController_lookup"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/privacy/export": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post: operations["AdminPrivacyController_export"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/privacy/erase": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post: operations["AdminPrivacyController_erase"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/privacy/requests": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: operations["AdminPrivacyController_requests"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/privacy/requests": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post: operations["PrivacyController_request"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/privacy/download": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post: operations["PrivacyController_download"];
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
        LivenessView: {
            /**
             * @example ok
             * @enum {string}
             */
            status: "ok";
        };
        ReadinessView: {
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
            /**
             * @description where uploads are kept: the local disk or the S3 bucket
             * @example up
             * @enum {string}
             */
            storage: "up" | "down";
            /**
             * @example ready
             * @enum {string}
             */
            process: "starting" | "ready" | "stopping";
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
        BookCardImagesView: {
            cover: components["schemas"]["ImageView"];
        };
        BookCardView: {
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
             * @description In the shop's currency, major units (stored as integer cents)
             * @example 12.5
             */
            price: number;
            /** @example /uploads/books/5b1f3f7e-8d2a-4c61-9a55-0c6f1e2d3b4a/cover.jpg */
            cover_image_url: string;
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
            /** @description The size and WebP variants of the cover */
            images: components["schemas"]["BookCardImagesView"];
        };
        AgeGroupCountsView: {
            /** @example 3 */
            infants: number;
            /** @example 12 */
            toddlers: number;
            /** @example 20 */
            children: number;
            /** @example 8 */
            teenagers: number;
        };
        CategoryCountsView: {
            /** @example 14 */
            animals: number;
            /** @example 9 */
            people: number;
            /** @example 5 */
            fantasy: number;
        };
        BookFacetsView: {
            age_groups: components["schemas"]["AgeGroupCountsView"];
            categories: components["schemas"]["CategoryCountsView"];
        };
        BookPageView: {
            items: components["schemas"]["BookCardView"][];
            /** @example 230 */
            total: number;
            /** @example 1 */
            page: number;
            /** @example 24 */
            page_size: number;
            facets: components["schemas"]["BookFacetsView"];
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
             * @description Unpaid orders (failed, expired, canceled) lose their personal details after this many months
             * @example 3
             */
            retention_unpaid_orders_months: number;
            /**
             * @description Contact messages are deleted after this many months
             * @example 12
             */
            retention_contact_messages_months: number;
            /**
             * @description The mail folder's files are deleted after this many months
             * @example 3
             */
            retention_mail_files_months: number;
            /**
             * @description Paid orders lose name, address, phone and email this many years after the end of their year (amounts, country and VAT stay)
             * @example 7
             */
            retention_tax_records_years: number;
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
            /**
             * @description Months unpaid orders keep their personal details; unchanged when not given
             * @example 3
             */
            retention_unpaid_orders_months?: number;
            /**
             * @description Months contact messages are kept; unchanged when not given
             * @example 12
             */
            retention_contact_messages_months?: number;
            /**
             * @description Months the mail folder's files are kept; unchanged when not given
             * @example 3
             */
            retention_mail_files_months?: number;
            /**
             * @description Years after the end of its year a paid order keeps its personal details (at least 7: Dutch tax law); unchanged when not given
             * @example 7
             */
            retention_tax_records_years?: number;
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
             * @example home
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
            /**
             * @description Once paid: the receipt’s number (its PDF at receipt.pdf)
             * @example R2026-000042
             */
            receipt_number: string | null;
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
            /**
             * @description Once paid: the receipt’s number (its PDF at receipt.pdf)
             * @example R2026-000042
             */
            receipt_number: string | null;
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
            /**
             * @description Once paid: the receipt’s number (its PDF at receipt.pdf)
             * @example R2026-000042
             */
            receipt_number: string | null;
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
            action_type: "created" | "payment" | "status_change" | "comment" | "email_sent" | "refund" | "withdrawal";
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
        WithdrawnItemView: {
            /**
             * Format: uuid
             * @example 4d5e6f70-8192-4a3b-bc4d-5e6f70819203
             */
            order_item_id: string;
            /** @example القطة الصغيرة */
            title_ar: string;
            /** @example The Little Cat */
            title_en: string;
            /** @example Het kleine katje */
            title_nl: string;
            /** @example 1 */
            quantity: number;
            /**
             * @description What these copies cost
             * @example 12.5
             */
            amount: number;
        };
        WithdrawalView: {
            /**
             * Format: uuid
             * @example 9a8b7c6d-5e4f-4a3b-9c2d-1e0f9a8b7c6d
             */
            id: string;
            /**
             * Format: date-time
             * @description When the shop received it
             * @example 2026-03-05T14:30:00.000Z
             */
            received_at: string;
            /**
             * Format: date-time
             * @description The shop refunds by then (14 days after receipt)
             * @example 2026-03-19T14:30:00.000Z
             */
            refund_due_at: string;
            /**
             * @example received
             * @enum {string}
             */
            status: "received" | "books_back" | "refunded";
            items: components["schemas"]["WithdrawnItemView"][];
            /**
             * @description The withdrawn books as paid for
             * @example 25
             */
            books_amount: number;
            /**
             * @description The order's standard delivery, refunded with them
             * @example 4.95
             */
            shipping_amount: number;
            /**
             * @description books_amount + shipping_amount
             * @example 29.95
             */
            refund_amount: number;
            /**
             * @example EUR
             * @enum {string}
             */
            currency: "EUR" | "USD" | "GBP";
        };
        WithdrawalStateView: {
            /**
             * @description The "Withdraw from contract here" button is offered
             * @example true
             */
            can_withdraw: boolean;
            /**
             * Format: date-time
             * @description When the withdrawal period ends; null while the books have not arrived
             * @example 2026-03-19T23:00:00.000Z
             */
            period_ends_at: string | null;
            /** @description The withdrawal made, if any */
            withdrawal: components["schemas"]["WithdrawalView"] | null;
            /**
             * @description Where to send the books back, line by line
             * @example [
             *       "Rotterdam",
             *       "info@kinderboekwinkel.nl"
             *     ]
             */
            return_address: string[];
        };
        WithdrawItemDto: {
            /**
             * Format: uuid
             * @description The order line's id (items[].id of the order)
             * @example 4d5e6f70-8192-4a3b-bc4d-5e6f70819203
             */
            order_item_id: string;
            /** @example 1 */
            quantity: number;
        };
        WithdrawDto: {
            /** @description The lines withdrawn; left out or empty: every book of the order */
            items?: components["schemas"]["WithdrawItemDto"][];
        };
        WithdrawalLookupDto: {
            /**
             * @description The order number of the confirmation (BK-10042; bk 10042 and 10042 are read alike)
             * @example BK-10042
             */
            order_number: string;
            /**
             * Format: email
             * @example layla@example.com
             */
            email: string;
        };
        WithdrawalLookupView: {
            /** @example sent_if_found */
            status: string;
        };
        AdminWithdrawalView: {
            /**
             * Format: uuid
             * @example 9a8b7c6d-5e4f-4a3b-9c2d-1e0f9a8b7c6d
             */
            id: string;
            /**
             * Format: date-time
             * @description When the shop received it
             * @example 2026-03-05T14:30:00.000Z
             */
            received_at: string;
            /**
             * Format: date-time
             * @description The shop refunds by then (14 days after receipt)
             * @example 2026-03-19T14:30:00.000Z
             */
            refund_due_at: string;
            /**
             * @example received
             * @enum {string}
             */
            status: "received" | "books_back" | "refunded";
            items: components["schemas"]["WithdrawnItemView"][];
            /**
             * @description The withdrawn books as paid for
             * @example 25
             */
            books_amount: number;
            /**
             * @description The order's standard delivery, refunded with them
             * @example 4.95
             */
            shipping_amount: number;
            /**
             * @description books_amount + shipping_amount
             * @example 29.95
             */
            refund_amount: number;
            /**
             * @example EUR
             * @enum {string}
             */
            currency: "EUR" | "USD" | "GBP";
            /**
             * Format: uuid
             * @example 2b4d6f80-1a3c-4e5f-9a7b-8c9d0e1f2a3b
             */
            order_id: string;
            /** @example BK-10042 */
            friendly_id: string;
            /** @example Layla Haddad */
            customer_name: string;
            /** @example layla@example.com */
            customer_email: string;
            /**
             * @description On the shop clock: due_soon within 3 days of refund_due_at, overdue past it, done once refunded
             * @example on_time
             * @enum {string}
             */
            urgency: "done" | "on_time" | "due_soon" | "overdue";
            /**
             * Format: date-time
             * @example null
             */
            books_back_at: string | null;
            /**
             * Format: date-time
             * @example null
             */
            refunded_at: string | null;
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
             * @example oss
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
             * @example oss
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
        PersonalDataQueryDto: {
            /**
             * Format: email
             * @example layla@example.com
             */
            email: string;
        };
        PersonalOrderItemView: {
            /** @example The Little Camel */
            title: string;
            /** @example 2 */
            quantity: number;
            /**
             * @description Major units
             * @example 12.5
             */
            unit_price: number;
            /**
             * @description Major units
             * @example 25
             */
            total_price: number;
        };
        PersonalEmailLineView: {
            /** @example order_confirmation */
            template_name: string;
            /** @example ar */
            language: string | null;
            /**
             * Format: date-time
             * @example 2026-03-01T10:00:00.000Z
             */
            sent_at: string;
        };
        PersonalOrderView: {
            /** @example BK-10042 */
            friendly_id: string;
            /** @example paid */
            status: string;
            /**
             * Format: date-time
             * @example 2026-03-01T09:58:00.000Z
             */
            created_at: string;
            /**
             * @description Empty once erased
             * @example Layla Haddad
             */
            customer_name: string;
            /**
             * @description Empty once erased
             * @example layla@example.com
             */
            customer_email: string;
            /**
             * @description Empty once erased
             * @example +31612345678
             */
            customer_phone: string;
            /**
             * @description Only the country is left once erased
             * @example {
             *       "country": "NL",
             *       "street_name": "Kade",
             *       "building_number": "1",
             *       "apartment_number": "",
             *       "city": "Rotterdam",
             *       "postal_code": "3011 AA"
             *     }
             */
            shipping_address: {
                [key: string]: string;
            };
            /** @example ar */
            language: string;
            /** @example EUR */
            currency: string;
            items: components["schemas"]["PersonalOrderItemView"][];
            /** @example 25 */
            subtotal: number;
            /** @example 4.95 */
            shipping_cost: number;
            /** @example 29.95 */
            total_amount: number;
            /** @description The emails the shop sent about this order */
            emails_sent: components["schemas"]["PersonalEmailLineView"][];
            /**
             * Format: date
             * @description Set once its personal details were erased: a sale is kept for the tax records until this day
             * @example 2034-01-01
             */
            tax_record_until: string | null;
        };
        PersonalReviewView: {
            /** @example Layla */
            name: string;
            /** @example layla@example.com */
            email: string;
            /** @example 5 */
            rating: number;
            /** @example My daughter loves it. */
            review_text: string;
            /** @example approved */
            status: string;
            /**
             * Format: date-time
             * @example 2026-03-05T18:00:00.000Z
             */
            created_at: string;
        };
        PersonalContactMessageView: {
            /** @example Layla Haddad */
            full_name: string;
            /** @example layla@example.com */
            email: string;
            /** @example Delivery */
            subject: string;
            /** @example Do you deliver to Belgium? */
            message: string;
            /**
             * Format: date-time
             * @example 2026-02-20T08:00:00.000Z
             */
            created_at: string;
        };
        PersonalMailView: {
            /** @example 2026-03-01T10-00-00-000Z-a1b2c3d4e5 */
            id: string;
            /** @example layla@example.com */
            to: string;
            /** @example Thank you! Your order BK-10042 is confirmed */
            subject: string;
            /**
             * Format: date-time
             * @example 2026-03-01T10:00:00.000Z
             */
            date: string;
        };
        PersonalDataView: {
            /** @example layla@example.com */
            email: string;
            orders: components["schemas"]["PersonalOrderView"][];
            reviews: components["schemas"]["PersonalReviewView"][];
            contact_messages: components["schemas"]["PersonalContactMessageView"][];
            /** @description Mails in the mail folder (a shop without SMTP) to or about the address */
            emails: components["schemas"]["PersonalMailView"][];
        };
        PersonalDataExportView: {
            /** @example layla@example.com */
            email: string;
            orders: components["schemas"]["PersonalOrderView"][];
            reviews: components["schemas"]["PersonalReviewView"][];
            contact_messages: components["schemas"]["PersonalContactMessageView"][];
            /** @description Mails in the mail folder (a shop without SMTP) to or about the address */
            emails: components["schemas"]["PersonalMailView"][];
            /**
             * Format: date-time
             * @example 2026-03-10T12:00:00.000Z
             */
            generated_at: string;
            /**
             * @description What the file holds, in the language asked for, one line each
             * @example [
             *       "Orders: 1 (BK-10042)",
             *       "Reviews: 1",
             *       "Contact messages: 0",
             *       "Emails: 1"
             *     ]
             */
            summary: string[];
        };
        ErasePersonalDataDto: {
            /**
             * Format: email
             * @example layla@example.com
             */
            email: string;
            /**
             * @description The same address again (any case)
             * @example layla@example.com
             */
            confirm_email: string;
        };
        ErasedOrderView: {
            /** @example BK-10042 */
            friendly_id: string;
            /**
             * Format: date
             * @example 2034-01-01
             */
            tax_record_until: string | null;
        };
        ErasureOutcomeView: {
            /**
             * @description Orders deleted whole (never paid)
             * @example [
             *       "BK-10040"
             *     ]
             */
            orders_deleted: string[];
            /** @description Orders kept without personal details (sales: for the tax records) */
            orders_anonymised: components["schemas"]["ErasedOrderView"][];
            /** @example 1 */
            reviews_deleted: number;
            /** @example 2 */
            contact_messages_deleted: number;
            /** @example 3 */
            emails_deleted: number;
        };
        PrivacyRequestView: {
            /**
             * Format: uuid
             * @example 3f6a9b1e-2c4d-4e8f-a0b1-c2d3e4f5a6b7
             */
            id: string;
            /**
             * @example access
             * @enum {string}
             */
            kind: "access" | "erasure";
            /**
             * @example storefront
             * @enum {string}
             */
            channel: "storefront" | "back_office";
            /**
             * @description null once the address was erased
             * @example layla@example.com
             */
            email: string | null;
            /**
             * @description Who answered it (or recorded it)
             * @example admin
             */
            admin_username: string | null;
            /**
             * Format: date-time
             * @example 2026-03-10T12:00:00.000Z
             */
            created_at: string;
            /**
             * Format: date-time
             * @description One month after it was made
             * @example 2026-04-10T12:00:00.000Z
             */
            due_at: string;
            /**
             * Format: date-time
             * @example 2026-03-10T12:05:00.000Z
             */
            completed_at: string | null;
            /**
             * @description Open, and its month has passed
             * @example false
             */
            overdue: boolean;
            /**
             * @description What was done: counts and order numbers
             * @example {
             *       "orders": 1,
             *       "reviews": 1,
             *       "contact_messages": 0,
             *       "emails": 1
             *     }
             */
            outcome?: {
                [key: string]: unknown;
            } | null;
        };
        PrivacyRequestsView: {
            /**
             * @description Requests not answered yet
             * @example 1
             */
            open: number;
            /**
             * @description Open requests whose month has passed
             * @example 0
             */
            overdue: number;
            /** @description Open requests first (soonest due), then the latest answered */
            requests: components["schemas"]["PrivacyRequestView"][];
        };
        PrivacyCopyRequestDto: {
            /**
             * Format: email
             * @example layla@example.com
             */
            email: string;
            /**
             * @description The number of one of their orders
             * @example BK-10042
             */
            order_number: string;
            /**
             * @description The email and the copy are in this language; Arabic when left out
             * @example ar
             * @enum {string}
             */
            language?: "ar" | "en" | "nl";
        };
        PrivacyCopyRequestedView: {
            /**
             * @example received
             * @enum {string}
             */
            status: "received";
        };
        PrivacyDownloadDto: {
            /** @example 3f6a9b1e-2c4d-4e8f-a0b1-c2d3e4f5a6b7.q1w2e3r4t5y6u7i8o9p0a1s2d3f4g5h6j7k8l9z0x1c2v */
            token: string;
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
             * @description What went wrong, for programs: one of the codes of the error schemas (…Error)
             * @example validation_failed
             */
            code?: string;
            /**
             * @description Each invalid field's translation key (web/src/shared/i18n)
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
        /** @description 400 validation_failed */
        ValidationFailedError: {
            /**
             * @example 400
             * @enum {integer}
             */
            statusCode: 400;
            /** @example Bad Request */
            error: string;
            /**
             * @description English, for logs and developers
             * @example Invalid or missing fields: customer_email
             */
            message: string;
            /**
             * @example validation_failed
             * @enum {string}
             */
            code: "validation_failed";
            /**
             * @description Each invalid field's translation key (web/src/shared/i18n)
             * @example {
             *       "customer_email": "cart.validation.email"
             *     }
             */
            fields: {
                [key: string]: string;
            };
        };
        /** @description 429 too_many_requests */
        TooManyRequestsError: {
            /**
             * @example 429
             * @enum {integer}
             */
            statusCode: 429;
            /** @example Too Many Requests */
            error: string;
            /**
             * @description English, for logs and developers
             * @example Too many requests, please try again later
             */
            message: string;
            /**
             * @example too_many_requests
             * @enum {string}
             */
            code: "too_many_requests";
            /**
             * @description Seconds to wait before trying again
             * @example 30
             */
            retry_after: number;
        };
        /** @description 400 invalid_idempotency_key */
        InvalidIdempotencyKeyError: {
            /**
             * @example 400
             * @enum {integer}
             */
            statusCode: 400;
            /** @example Bad Request */
            error: string;
            /**
             * @description English, for logs and developers
             * @example Idempotency-Key must be 8 to 200 letters, digits, dashes or underscores
             */
            message: string;
            /**
             * @example invalid_idempotency_key
             * @enum {string}
             */
            code: "invalid_idempotency_key";
        };
        /** @description 409 request_in_progress */
        RequestInProgressError: {
            /**
             * @example 409
             * @enum {integer}
             */
            statusCode: 409;
            /** @example Conflict */
            error: string;
            /**
             * @description English, for logs and developers
             * @example A request with this Idempotency-Key is still being processed
             */
            message: string;
            /**
             * @example request_in_progress
             * @enum {string}
             */
            code: "request_in_progress";
        };
        /** @description 422 idempotency_key_reused */
        IdempotencyKeyReusedError: {
            /**
             * @example 422
             * @enum {integer}
             */
            statusCode: 422;
            /** @example Unprocessable Entity */
            error: string;
            /**
             * @description English, for logs and developers
             * @example This Idempotency-Key was used for a different request
             */
            message: string;
            /**
             * @example idempotency_key_reused
             * @enum {string}
             */
            code: "idempotency_key_reused";
        };
        /** @description 401 invalid_token */
        InvalidTokenError: {
            /**
             * @example 401
             * @enum {integer}
             */
            statusCode: 401;
            /** @example Unauthorized */
            error: string;
            /**
             * @description English, for logs and developers
             * @example Missing, invalid or expired access token
             */
            message: string;
            /**
             * @example invalid_token
             * @enum {string}
             */
            code: "invalid_token";
        };
        /** @description 401 invalid_credentials */
        InvalidCredentialsError: {
            /**
             * @example 401
             * @enum {integer}
             */
            statusCode: 401;
            /** @example Unauthorized */
            error: string;
            /**
             * @description English, for logs and developers
             * @example Invalid username or password
             */
            message: string;
            /**
             * @example invalid_credentials
             * @enum {string}
             */
            code: "invalid_credentials";
        };
        /** @description 401 invalid_refresh_token */
        InvalidRefreshTokenError: {
            /**
             * @example 401
             * @enum {integer}
             */
            statusCode: 401;
            /** @example Unauthorized */
            error: string;
            /**
             * @description English, for logs and developers
             * @example Refresh token is unknown, expired or revoked
             */
            message: string;
            /**
             * @example invalid_refresh_token
             * @enum {string}
             */
            code: "invalid_refresh_token";
        };
        /** @description 409 username_taken */
        UsernameTakenError: {
            /**
             * @example 409
             * @enum {integer}
             */
            statusCode: 409;
            /** @example Conflict */
            error: string;
            /**
             * @description English, for logs and developers
             * @example Username already exists
             */
            message: string;
            /**
             * @example username_taken
             * @enum {string}
             */
            code: "username_taken";
        };
        /** @description 404 admin_not_found */
        AdminNotFoundError: {
            /**
             * @example 404
             * @enum {integer}
             */
            statusCode: 404;
            /** @example Not Found */
            error: string;
            /**
             * @description English, for logs and developers
             * @example Admin not found
             */
            message: string;
            /**
             * @example admin_not_found
             * @enum {string}
             */
            code: "admin_not_found";
        };
        /** @description 400 cannot delete self */
        CannotDeleteSelfError: {
            /**
             * @example 400
             * @enum {integer}
             */
            statusCode: 400;
            /** @example Bad Request */
            error: string;
            /**
             * @description English, for logs and developers
             * @example You cannot delete yourself
             */
            message: string;
            /**
             * @example cannot delete self
             * @enum {string}
             */
            code: "cannot delete self";
        };
        /** @description 400 cannot delete last admin */
        CannotDeleteLastAdminError: {
            /**
             * @example 400
             * @enum {integer}
             */
            statusCode: 400;
            /** @example Bad Request */
            error: string;
            /**
             * @description English, for logs and developers
             * @example There must be at least one admin
             */
            message: string;
            /**
             * @example cannot delete last admin
             * @enum {string}
             */
            code: "cannot delete last admin";
        };
        /** @description 400 invalid_current_password */
        InvalidCurrentPasswordError: {
            /**
             * @example 400
             * @enum {integer}
             */
            statusCode: 400;
            /** @example Bad Request */
            error: string;
            /**
             * @description English, for logs and developers
             * @example Current password is incorrect
             */
            message: string;
            /**
             * @example invalid_current_password
             * @enum {string}
             */
            code: "invalid_current_password";
        };
        /** @description 404 book_not_found */
        BookNotFoundError: {
            /**
             * @example 404
             * @enum {integer}
             */
            statusCode: 404;
            /** @example Not Found */
            error: string;
            /**
             * @description English, for logs and developers
             * @example Book not found
             */
            message: string;
            /**
             * @example book_not_found
             * @enum {string}
             */
            code: "book_not_found";
        };
        /** @description 400 invalid_file */
        InvalidFileError: {
            /**
             * @example 400
             * @enum {integer}
             */
            statusCode: 400;
            /** @example Bad Request */
            error: string;
            /**
             * @description English, for logs and developers
             * @example cover_image is not a JPEG, PNG or WebP image
             */
            message: string;
            /**
             * @example invalid_file
             * @enum {string}
             */
            code: "invalid_file";
            /**
             * @description Each invalid field's translation key (web/src/shared/i18n)
             * @example {
             *       "cover_image": "admin.manage.imageInvalid"
             *     }
             */
            fields: {
                [key: string]: string;
            };
        };
        /** @description 400 unexpected_file */
        UnexpectedFileError: {
            /**
             * @example 400
             * @enum {integer}
             */
            statusCode: 400;
            /** @example Bad Request */
            error: string;
            /**
             * @description English, for logs and developers
             * @example Unexpected file field "attachment"
             */
            message: string;
            /**
             * @example unexpected_file
             * @enum {string}
             */
            code: "unexpected_file";
            /**
             * @description Each invalid field's translation key (web/src/shared/i18n)
             * @example {
             *       "attachment": "admin.manage.unexpectedFile"
             *     }
             */
            fields: {
                [key: string]: string;
            };
        };
        /** @description 400 too_many_previews */
        TooManyPreviewsError: {
            /**
             * @example 400
             * @enum {integer}
             */
            statusCode: 400;
            /** @example Bad Request */
            error: string;
            /**
             * @description English, for logs and developers
             * @example Maximum 5 preview images allowed
             */
            message: string;
            /**
             * @example too_many_previews
             * @enum {string}
             */
            code: "too_many_previews";
            /**
             * @description Each invalid field's translation key (web/src/shared/i18n)
             * @example {
             *       "preview_images": "admin.manage.maxPreviewImages"
             *     }
             */
            fields: {
                [key: string]: string;
            };
        };
        /** @description 400 unknown_preview */
        UnknownPreviewError: {
            /**
             * @example 400
             * @enum {integer}
             */
            statusCode: 400;
            /** @example Bad Request */
            error: string;
            /**
             * @description English, for logs and developers
             * @example existing_preview_image_2 is not one of this book's preview images
             */
            message: string;
            /**
             * @example unknown_preview
             * @enum {string}
             */
            code: "unknown_preview";
            /**
             * @description Each invalid field's translation key (web/src/shared/i18n)
             * @example {
             *       "existing_preview_image_2": "admin.manage.previewUnknown"
             *     }
             */
            fields: {
                [key: string]: string;
            };
        };
        /** @description 413 file_too_large */
        FileTooLargeError: {
            /**
             * @example 413
             * @enum {integer}
             */
            statusCode: 413;
            /** @example Payload Too Large */
            error: string;
            /**
             * @description English, for logs and developers
             * @example cover_image is larger than 10 MB
             */
            message: string;
            /**
             * @example file_too_large
             * @enum {string}
             */
            code: "file_too_large";
            /**
             * @description Each invalid field's translation key (web/src/shared/i18n)
             * @example {
             *       "cover_image": "admin.manage.imageTooLarge"
             *     }
             */
            fields: {
                [key: string]: string;
            };
        };
        /** @description 409 out_of_stock */
        OutOfStockError: {
            /**
             * @example 409
             * @enum {integer}
             */
            statusCode: 409;
            /** @example Conflict */
            error: string;
            /**
             * @description English, for logs and developers
             * @example Not enough stock for some books
             */
            message: string;
            /**
             * @example out_of_stock
             * @enum {string}
             */
            code: "out_of_stock";
            /**
             * @description The books the order asked more copies of than are left
             * @example [
             *       "1f0c…"
             *     ]
             */
            book_ids: string[];
            /**
             * @description The copies left of each of those books (0 for a book no longer sold)
             * @example [
             *       {
             *         "book_id": "1f0c…",
             *         "stock": 1
             *       }
             *     ]
             */
            available: {
                book_id: string;
                stock: number;
            }[];
        };
        /** @description 404 sitemap_not_found */
        SitemapNotFoundError: {
            /**
             * @example 404
             * @enum {integer}
             */
            statusCode: 404;
            /** @example Not Found */
            error: string;
            /**
             * @description English, for logs and developers
             * @example No such sitemap file
             */
            message: string;
            /**
             * @example sitemap_not_found
             * @enum {string}
             */
            code: "sitemap_not_found";
        };
        /** @description 404 order_not_found */
        OrderNotFoundError: {
            /**
             * @example 404
             * @enum {integer}
             */
            statusCode: 404;
            /** @example Not Found */
            error: string;
            /**
             * @description English, for logs and developers
             * @example Order not found
             */
            message: string;
            /**
             * @example order_not_found
             * @enum {string}
             */
            code: "order_not_found";
        };
        /** @description 422 country_not_supported */
        CountryNotSupportedError: {
            /**
             * @example 422
             * @enum {integer}
             */
            statusCode: 422;
            /** @example Unprocessable Entity */
            error: string;
            /**
             * @description English, for logs and developers
             * @example We currently only deliver to EU countries. We will add your country to our shipping destinations soon!
             */
            message: string;
            /**
             * @example country_not_supported
             * @enum {string}
             */
            code: "country_not_supported";
            /**
             * @description Each invalid field's translation key (web/src/shared/i18n)
             * @example {
             *       "shipping_address.country": "cart.validation.euOnly"
             *     }
             */
            fields: {
                [key: string]: string;
            };
        };
        /** @description 422 book_not_found */
        BooksNotSoldError: {
            /**
             * @example 422
             * @enum {integer}
             */
            statusCode: 422;
            /** @example Unprocessable Entity */
            error: string;
            /**
             * @description English, for logs and developers
             * @example Some books are no longer sold
             */
            message: string;
            /**
             * @example book_not_found
             * @enum {string}
             */
            code: "book_not_found";
            /**
             * @description The books of the order the shop no longer sells
             * @example [
             *       "1f0c…"
             *     ]
             */
            book_ids: string[];
        };
        /** @description 409 price_changed */
        PriceChangedError: {
            /**
             * @example 409
             * @enum {integer}
             */
            statusCode: 409;
            /** @example Conflict */
            error: string;
            /**
             * @description English, for logs and developers
             * @example Prices have changed since the cart was filled
             */
            message: string;
            /**
             * @example price_changed
             * @enum {string}
             */
            code: "price_changed";
            /**
             * @description Each line at the shop's current price
             * @example [
             *       {
             *         "book_id": "1f0c…",
             *         "quantity": 2,
             *         "unit_price": 12.5,
             *         "total_price": 25
             *       }
             *     ]
             */
            items: {
                book_id: string;
                quantity: number;
                unit_price: number;
                total_price: number;
            }[];
            /**
             * @description The lines together
             * @example 25
             */
            subtotal: number;
            /**
             * @description Shipping to the order's country
             * @example 4.95
             */
            shipping_cost: number;
            /**
             * @description What the order costs now
             * @example 29.95
             */
            total_amount: number;
        };
        /** @description 409 order_not_payable */
        OrderNotPayableError: {
            /**
             * @example 409
             * @enum {integer}
             */
            statusCode: 409;
            /** @example Conflict */
            error: string;
            /**
             * @description English, for logs and developers
             * @example An order that is paid cannot be paid again
             */
            message: string;
            /**
             * @example order_not_payable
             * @enum {string}
             */
            code: "order_not_payable";
        };
        /** @description 503 checkout_busy */
        CheckoutBusyError: {
            /**
             * @example 503
             * @enum {integer}
             */
            statusCode: 503;
            /** @example Service Unavailable */
            error: string;
            /**
             * @description English, for logs and developers
             * @example Many orders are being placed right now. Please try again in a few seconds.
             */
            message: string;
            /**
             * @example checkout_busy
             * @enum {string}
             */
            code: "checkout_busy";
            /**
             * @description Seconds to wait before trying again
             * @example 30
             */
            retry_after: number;
        };
        /** @description 503 payment_unavailable */
        PaymentUnavailableError: {
            /**
             * @example 503
             * @enum {integer}
             */
            statusCode: 503;
            /** @example Service Unavailable */
            error: string;
            /**
             * @description English, for logs and developers
             * @example The payment provider could not be reached. Please try again.
             */
            message: string;
            /**
             * @example payment_unavailable
             * @enum {string}
             */
            code: "payment_unavailable";
        };
        /** @description 400 template_not_allowed */
        TemplateNotAllowedError: {
            /**
             * @example 400
             * @enum {integer}
             */
            statusCode: 400;
            /** @example Bad Request */
            error: string;
            /**
             * @description English, for logs and developers
             * @example Only the order_confirmation template can be resent
             */
            message: string;
            /**
             * @example template_not_allowed
             * @enum {string}
             */
            code: "template_not_allowed";
            /**
             * @description Each invalid field's translation key (web/src/shared/i18n)
             * @example {
             *       "template_name": "emails.templateNotAllowed"
             *     }
             */
            fields: {
                [key: string]: string;
            };
        };
        /** @description 409 order_not_paid */
        OrderNotPaidError: {
            /**
             * @example 409
             * @enum {integer}
             */
            statusCode: 409;
            /** @example Conflict */
            error: string;
            /**
             * @description English, for logs and developers
             * @example The confirmation is sent once the order is paid
             */
            message: string;
            /**
             * @example order_not_paid
             * @enum {string}
             */
            code: "order_not_paid";
        };
        /** @description 429 resend_limit */
        ResendLimitError: {
            /**
             * @example 429
             * @enum {integer}
             */
            statusCode: 429;
            /** @example Too Many Requests */
            error: string;
            /**
             * @description English, for logs and developers
             * @example Maximum resends reached
             */
            message: string;
            /**
             * @example resend_limit
             * @enum {string}
             */
            code: "resend_limit";
        };
        /** @description 429 resend_cooldown */
        ResendCooldownError: {
            /**
             * @example 429
             * @enum {integer}
             */
            statusCode: 429;
            /** @example Too Many Requests */
            error: string;
            /**
             * @description English, for logs and developers
             * @example Please wait before resending
             */
            message: string;
            /**
             * @example resend_cooldown
             * @enum {string}
             */
            code: "resend_cooldown";
            /**
             * @description Seconds to wait before trying again
             * @example 15
             */
            retry_after: number;
        };
        /** @description 409 status_change_not_allowed */
        StatusChangeNotAllowedError: {
            /**
             * @example 409
             * @enum {integer}
             */
            statusCode: 409;
            /** @example Conflict */
            error: string;
            /**
             * @description English, for logs and developers
             * @example An order that is delivered cannot become pending
             */
            message: string;
            /**
             * @example status_change_not_allowed
             * @enum {string}
             */
            code: "status_change_not_allowed";
        };
        /** @description 429 export_busy */
        ExportBusyError: {
            /**
             * @example 429
             * @enum {integer}
             */
            statusCode: 429;
            /** @example Too Many Requests */
            error: string;
            /**
             * @description English, for logs and developers
             * @example 2 exports are running already; try again when one has finished
             */
            message: string;
            /**
             * @example export_busy
             * @enum {string}
             */
            code: "export_busy";
        };
        /** @description 400 template_not_found */
        TemplateToSendNotFoundError: {
            /**
             * @example 400
             * @enum {integer}
             */
            statusCode: 400;
            /** @example Bad Request */
            error: string;
            /**
             * @description English, for logs and developers
             * @example There is no email template "order_shipped"
             */
            message: string;
            /**
             * @example template_not_found
             * @enum {string}
             */
            code: "template_not_found";
            /**
             * @description Each invalid field's translation key (web/src/shared/i18n)
             * @example {
             *       "template_name": "admin.orders.templateNotFound"
             *     }
             */
            fields: {
                [key: string]: string;
            };
        };
        /** @description 400 template_not_for_orders */
        TemplateNotForOrdersError: {
            /**
             * @example 400
             * @enum {integer}
             */
            statusCode: 400;
            /** @example Bad Request */
            error: string;
            /**
             * @description English, for logs and developers
             * @example The email template "welcome" is not sent to customers about an order
             */
            message: string;
            /**
             * @example template_not_for_orders
             * @enum {string}
             */
            code: "template_not_for_orders";
            /**
             * @description Each invalid field's translation key (web/src/shared/i18n)
             * @example {
             *       "template_name": "admin.orders.templateNotForOrders"
             *     }
             */
            fields: {
                [key: string]: string;
            };
        };
        /** @description 409 nothing_to_refund */
        NothingToRefundError: {
            /**
             * @example 409
             * @enum {integer}
             */
            statusCode: 409;
            /** @example Conflict */
            error: string;
            /**
             * @description English, for logs and developers
             * @example Nothing of this order can be refunded: no payment of it is left unrefunded
             */
            message: string;
            /**
             * @example nothing_to_refund
             * @enum {string}
             */
            code: "nothing_to_refund";
        };
        /** @description 400 refund_above_refundable */
        RefundAboveRefundableError: {
            /**
             * @example 400
             * @enum {integer}
             */
            statusCode: 400;
            /** @example Bad Request */
            error: string;
            /**
             * @description English, for logs and developers
             * @example At most €19.95 of this order can still be refunded
             */
            message: string;
            /**
             * @example refund_above_refundable
             * @enum {string}
             */
            code: "refund_above_refundable";
            /**
             * @description Each invalid field's translation key (web/src/shared/i18n)
             * @example {
             *       "amount": "admin.orders.refunds.amountTooHigh"
             *     }
             */
            fields: {
                [key: string]: string;
            };
            /**
             * @description What can be refunded here, in major units of the shop currency
             * @example 19.95
             */
            refundable_amount: number;
        };
        /** @description 400 refund_above_payment */
        RefundAbovePaymentError: {
            /**
             * @example 400
             * @enum {integer}
             */
            statusCode: 400;
            /** @example Bad Request */
            error: string;
            /**
             * @description English, for logs and developers
             * @example A refund goes back on one payment: at most €10.00 here, refund the rest separately
             */
            message: string;
            /**
             * @example refund_above_payment
             * @enum {string}
             */
            code: "refund_above_payment";
            /**
             * @description Each invalid field's translation key (web/src/shared/i18n)
             * @example {
             *       "amount": "admin.orders.refunds.amountAbovePayment"
             *     }
             */
            fields: {
                [key: string]: string;
            };
            /**
             * @description What can be refunded of the one payment, in major units
             * @example 10
             */
            refundable_amount: number;
        };
        /** @description 409 refund_refused */
        RefundRefusedError: {
            /**
             * @example 409
             * @enum {integer}
             */
            statusCode: 409;
            /** @example Conflict */
            error: string;
            /**
             * @description English, for logs and developers
             * @example The payment provider refused the refund: The amount is higher than the amount left
             */
            message: string;
            /**
             * @example refund_refused
             * @enum {string}
             */
            code: "refund_refused";
            /**
             * @description The payment provider's own words
             * @example The amount is higher than the amount left
             */
            provider_message: string;
        };
        /** @description 502 payment_provider_unavailable */
        PaymentProviderUnavailableError: {
            /**
             * @example 502
             * @enum {integer}
             */
            statusCode: 502;
            /** @example Bad Gateway */
            error: string;
            /**
             * @description English, for logs and developers
             * @example The payment provider could not be reached, nothing was refunded: connect ETIMEDOUT
             */
            message: string;
            /**
             * @example payment_provider_unavailable
             * @enum {string}
             */
            code: "payment_provider_unavailable";
            /**
             * @description The payment provider's own words
             * @example connect ETIMEDOUT
             */
            provider_message: string;
        };
        /** @description 422 vat_rate_missing */
        VatRateMissingError: {
            /**
             * @example 422
             * @enum {integer}
             */
            statusCode: 422;
            /** @example Unprocessable Entity */
            error: string;
            /**
             * @description English, for logs and developers
             * @example No VAT rate is set for DE: staff add one in the back office
             */
            message: string;
            /**
             * @example vat_rate_missing
             * @enum {string}
             */
            code: "vat_rate_missing";
        };
        /** @description 409 receipt_not_issued */
        ReceiptNotIssuedError: {
            /**
             * @example 409
             * @enum {integer}
             */
            statusCode: 409;
            /** @example Conflict */
            error: string;
            /**
             * @description English, for logs and developers
             * @example An order has a receipt once it is paid
             */
            message: string;
            /**
             * @example receipt_not_issued
             * @enum {string}
             */
            code: "receipt_not_issued";
        };
        /** @description 404 withdrawal_not_found */
        WithdrawalNotFoundError: {
            /**
             * @example 404
             * @enum {integer}
             */
            statusCode: 404;
            /** @example Not Found */
            error: string;
            /**
             * @description English, for logs and developers
             * @example Withdrawal not found
             */
            message: string;
            /**
             * @example withdrawal_not_found
             * @enum {string}
             */
            code: "withdrawal_not_found";
        };
        /** @description 400 withdrawal_items_invalid */
        WithdrawalItemsInvalidError: {
            /**
             * @example 400
             * @enum {integer}
             */
            statusCode: 400;
            /** @example Bad Request */
            error: string;
            /**
             * @description English, for logs and developers
             * @example Each book withdrawn must be a line of this order, named once, with at most the copies ordered
             */
            message: string;
            /**
             * @example withdrawal_items_invalid
             * @enum {string}
             */
            code: "withdrawal_items_invalid";
            /**
             * @description Each invalid field's translation key (web/src/shared/i18n)
             * @example {
             *       "items": "withdrawal.validation.items"
             *     }
             */
            fields: {
                [key: string]: string;
            };
        };
        /** @description 409 withdrawal_period_over */
        WithdrawalPeriodOverError: {
            /**
             * @example 409
             * @enum {integer}
             */
            statusCode: 409;
            /** @example Conflict */
            error: string;
            /**
             * @description English, for logs and developers
             * @example The withdrawal period of this order has ended (14 days after delivery)
             */
            message: string;
            /**
             * @example withdrawal_period_over
             * @enum {string}
             */
            code: "withdrawal_period_over";
        };
        /** @description 409 withdrawal_refunded */
        WithdrawalRefundedError: {
            /**
             * @example 409
             * @enum {integer}
             */
            statusCode: 409;
            /** @example Conflict */
            error: string;
            /**
             * @description English, for logs and developers
             * @example This withdrawal has already been refunded
             */
            message: string;
            /**
             * @example withdrawal_refunded
             * @enum {string}
             */
            code: "withdrawal_refunded";
        };
        /** @description 404 shipping_not_found */
        ShippingNotFoundError: {
            /**
             * @example 404
             * @enum {integer}
             */
            statusCode: 404;
            /** @example Not Found */
            error: string;
            /**
             * @description English, for logs and developers
             * @example Shipping configuration not found
             */
            message: string;
            /**
             * @example shipping_not_found
             * @enum {string}
             */
            code: "shipping_not_found";
        };
        /** @description 409 shipping_exists */
        ShippingExistsError: {
            /**
             * @example 409
             * @enum {integer}
             */
            statusCode: 409;
            /** @example Conflict */
            error: string;
            /**
             * @description English, for logs and developers
             * @example A shipping configuration for NL already exists
             */
            message: string;
            /**
             * @example shipping_exists
             * @enum {string}
             */
            code: "shipping_exists";
        };
        /** @description 400 country_locked */
        CountryLockedError: {
            /**
             * @example 400
             * @enum {integer}
             */
            statusCode: 400;
            /** @example Bad Request */
            error: string;
            /**
             * @description English, for logs and developers
             * @example The country of a shipping configuration cannot be changed
             */
            message: string;
            /**
             * @example country_locked
             * @enum {string}
             */
            code: "country_locked";
            /**
             * @description Each invalid field's translation key (web/src/shared/i18n)
             * @example {
             *       "country_code": "admin.shipping.countryLocked"
             *     }
             */
            fields: {
                [key: string]: string;
            };
        };
        /** @description 404 template_not_found */
        TemplateNotFoundError: {
            /**
             * @example 404
             * @enum {integer}
             */
            statusCode: 404;
            /** @example Not Found */
            error: string;
            /**
             * @description English, for logs and developers
             * @example Email template not found
             */
            message: string;
            /**
             * @example template_not_found
             * @enum {string}
             */
            code: "template_not_found";
        };
        /** @description 400 invalid_template */
        InvalidTemplateError: {
            /**
             * @example 400
             * @enum {integer}
             */
            statusCode: 400;
            /** @example Bad Request */
            error: string;
            /**
             * @description English, for logs and developers
             * @example Not a valid Handlebars template. body_en: unclosed {{
             */
            message: string;
            /**
             * @example invalid_template
             * @enum {string}
             */
            code: "invalid_template";
            /**
             * @description Each invalid field's translation key (web/src/shared/i18n)
             * @example {
             *       "body_en": "admin.templates.invalidSyntax"
             *     }
             */
            fields: {
                [key: string]: string;
            };
        };
        /** @description 409 template_exists */
        TemplateExistsError: {
            /**
             * @example 409
             * @enum {integer}
             */
            statusCode: 409;
            /** @example Conflict */
            error: string;
            /**
             * @description English, for logs and developers
             * @example An email template named "order_shipped" already exists
             */
            message: string;
            /**
             * @example template_exists
             * @enum {string}
             */
            code: "template_exists";
            /**
             * @description Each invalid field's translation key (web/src/shared/i18n)
             * @example {
             *       "name": "admin.templates.nameTaken"
             *     }
             */
            fields: {
                [key: string]: string;
            };
        };
        /** @description 409 template_protected */
        TemplateProtectedError: {
            /**
             * @example 409
             * @enum {integer}
             */
            statusCode: 409;
            /** @example Conflict */
            error: string;
            /**
             * @description English, for logs and developers
             * @example The email template "order_confirmation" is sent by the shop itself: its name cannot change
             */
            message: string;
            /**
             * @example template_protected
             * @enum {string}
             */
            code: "template_protected";
            /**
             * @description Each invalid field's translation key (web/src/shared/i18n)
             * @example {
             *       "name": "admin.templates.systemNameFixed"
             *     }
             */
            fields?: {
                [key: string]: string;
            };
        };
        /** @description 409 mailbox_disabled */
        MailboxDisabledError: {
            /**
             * @example 409
             * @enum {integer}
             */
            statusCode: 409;
            /** @example Conflict */
            error: string;
            /**
             * @description English, for logs and developers
             * @example Mails are sent through SMTP_URL, so none are kept in the mailbox
             */
            message: string;
            /**
             * @example mailbox_disabled
             * @enum {string}
             */
            code: "mailbox_disabled";
        };
        /** @description 404 mail_not_found */
        MailNotFoundError: {
            /**
             * @example 404
             * @enum {integer}
             */
            statusCode: 404;
            /** @example Not Found */
            error: string;
            /**
             * @description English, for logs and developers
             * @example Mail not found
             */
            message: string;
            /**
             * @example mail_not_found
             * @enum {string}
             */
            code: "mail_not_found";
        };
        /** @description 404 legal_text_not_found */
        LegalTextNotFoundError: {
            /**
             * @example 404
             * @enum {integer}
             */
            statusCode: 404;
            /** @example Not Found */
            error: string;
            /**
             * @description English, for logs and developers
             * @example No such legal text
             */
            message: string;
            /**
             * @example legal_text_not_found
             * @enum {string}
             */
            code: "legal_text_not_found";
        };
        /** @description 409 legal_text_changed */
        LegalTextChangedError: {
            /**
             * @example 409
             * @enum {integer}
             */
            statusCode: 409;
            /** @example Conflict */
            error: string;
            /**
             * @description English, for logs and developers
             * @example Another version of the terms text was just published
             */
            message: string;
            /**
             * @example legal_text_changed
             * @enum {string}
             */
            code: "legal_text_changed";
        };
        /** @description 404 privacy_link_invalid */
        PrivacyLinkInvalidError: {
            /**
             * @example 404
             * @enum {integer}
             */
            statusCode: 404;
            /** @example Not Found */
            error: string;
            /**
             * @description English, for logs and developers
             * @example This download link is unknown, was already used, or is older than 24 hours
             */
            message: string;
            /**
             * @example privacy_link_invalid
             * @enum {string}
             */
            code: "privacy_link_invalid";
        };
        /** @description 404 review_not_found */
        ReviewNotFoundError: {
            /**
             * @example 404
             * @enum {integer}
             */
            statusCode: 404;
            /** @example Not Found */
            error: string;
            /**
             * @description English, for logs and developers
             * @example Review not found
             */
            message: string;
            /**
             * @example review_not_found
             * @enum {string}
             */
            code: "review_not_found";
        };
        /** @description 404 job_not_found */
        JobNotFoundError: {
            /**
             * @example 404
             * @enum {integer}
             */
            statusCode: 404;
            /** @example Not Found */
            error: string;
            /**
             * @description English, for logs and developers
             * @example No failed job with this id
             */
            message: string;
            /**
             * @example job_not_found
             * @enum {string}
             */
            code: "job_not_found";
        };
        /** @description 404 event_not_found */
        EventNotFoundError: {
            /**
             * @example 404
             * @enum {integer}
             */
            statusCode: 404;
            /** @example Not Found */
            error: string;
            /**
             * @description English, for logs and developers
             * @example No undelivered event with this id
             */
            message: string;
            /**
             * @example event_not_found
             * @enum {string}
             */
            code: "event_not_found";
        };
        /** @description 401 invalid_metrics_token */
        InvalidMetricsTokenError: {
            /**
             * @example 401
             * @enum {integer}
             */
            statusCode: 401;
            /** @example Unauthorized */
            error: string;
            /**
             * @description English, for logs and developers
             * @example A valid metrics token is required
             */
            message: string;
            /**
             * @example invalid_metrics_token
             * @enum {string}
             */
            code: "invalid_metrics_token";
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
    HealthController_live: {
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
                    "application/json": components["schemas"]["LivenessView"];
                };
            };
        };
    };
    HealthController_ready: {
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
                    "application/json": components["schemas"]["ReadinessView"];
                };
            };
            /** @description Starting or stopping, or the database, the queue or the file storage cannot be reached */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ReadinessView"];
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
                    "application/json": components["schemas"]["ValidationFailedError"];
                };
            };
            /** @description invalid_credentials */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["InvalidCredentialsError"];
                };
            };
            /** @description too_many_requests */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TooManyRequestsError"];
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
                    "application/json": components["schemas"]["ValidationFailedError"];
                };
            };
            /** @description invalid_refresh_token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["InvalidRefreshTokenError"];
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
                    "application/json": components["schemas"]["ValidationFailedError"];
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
                    "application/json": components["schemas"]["InvalidTokenError"];
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
                    "application/json": components["schemas"]["ValidationFailedError"];
                };
            };
            /** @description invalid_token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["InvalidTokenError"];
                };
            };
            /** @description username_taken */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UsernameTakenError"];
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
                    "application/json": components["schemas"]["CannotDeleteSelfError"] | components["schemas"]["CannotDeleteLastAdminError"];
                };
            };
            /** @description invalid_token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["InvalidTokenError"];
                };
            };
            /** @description admin_not_found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AdminNotFoundError"];
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
                    "application/json": components["schemas"]["ValidationFailedError"] | components["schemas"]["InvalidCurrentPasswordError"];
                };
            };
            /** @description invalid_token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["InvalidTokenError"];
                };
            };
        };
    };
    BooksController_list: {
        parameters: {
            query?: {
                /** @description Books of any of these age groups (repeat the parameter) */
                age_group?: ("infants" | "toddlers" | "children" | "teenagers")[];
                /** @description Books of any of these categories (repeat the parameter) */
                category?: ("animals" | "people" | "fantasy")[];
                featured?: boolean;
                /** @description Without paging: at most this many books (200 when not given) */
                limit?: number;
                /** @description With page or page_size the answer is one page of cards, the total and the counts */
                page?: number;
                /** @description Books per page (24 when not given) */
                page_size?: number;
                /** @description Words of a title, author or description in any language and any order, in any common spelling; best matches first */
                q?: string;
                /** @description date_desc when not given; with q, the order within equally good matches */
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
            /** @description One page of cards with page or page_size; otherwise the books themselves, at most limit */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BookPageView"] | components["schemas"]["BookView"][];
                };
            };
            /** @description validation_failed */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ValidationFailedError"];
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
                    "application/json": components["schemas"]["BookNotFoundError"];
                };
            };
        };
    };
    AdminBooksController_list: {
        parameters: {
            query?: {
                /** @description Books of any of these age groups (repeat the parameter) */
                age_group?: ("infants" | "toddlers" | "children" | "teenagers")[];
                /** @description Books of any of these categories (repeat the parameter) */
                category?: ("animals" | "people" | "fantasy")[];
                featured?: boolean;
                /** @description Without paging: at most this many books (200 when not given) */
                limit?: number;
                /** @description With page or page_size the answer is one page of cards, the total and the counts */
                page?: number;
                /** @description Books per page (24 when not given) */
                page_size?: number;
                /** @description Words of a title, author or description in any language and any order, in any common spelling; best matches first */
                q?: string;
                /** @description date_desc when not given; with q, the order within equally good matches */
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
            /** @description One page of cards with page or page_size; otherwise the books themselves, at most limit */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BookPageView"] | components["schemas"]["BookView"][];
                };
            };
            /** @description validation_failed */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ValidationFailedError"];
                };
            };
            /** @description invalid_token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["InvalidTokenError"];
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
            /** @description validation_failed, invalid_file, unexpected_file, too_many_previews, unknown_preview */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ValidationFailedError"] | components["schemas"]["InvalidFileError"] | components["schemas"]["UnexpectedFileError"] | components["schemas"]["TooManyPreviewsError"] | components["schemas"]["UnknownPreviewError"];
                };
            };
            /** @description invalid_token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["InvalidTokenError"];
                };
            };
            /** @description file_too_large */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["FileTooLargeError"];
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
            /** @description validation_failed, invalid_file, unexpected_file, too_many_previews, unknown_preview */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ValidationFailedError"] | components["schemas"]["InvalidFileError"] | components["schemas"]["UnexpectedFileError"] | components["schemas"]["TooManyPreviewsError"] | components["schemas"]["UnknownPreviewError"];
                };
            };
            /** @description invalid_token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["InvalidTokenError"];
                };
            };
            /** @description book_not_found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BookNotFoundError"];
                };
            };
            /** @description file_too_large */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["FileTooLargeError"];
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
                    "application/json": components["schemas"]["InvalidTokenError"];
                };
            };
            /** @description book_not_found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BookNotFoundError"];
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
                    "application/json": components["schemas"]["ValidationFailedError"];
                };
            };
            /** @description invalid_token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["InvalidTokenError"];
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
                    "application/json": components["schemas"]["ValidationFailedError"];
                };
            };
            /** @description invalid_token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["InvalidTokenError"];
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
                    "application/json": components["schemas"]["ValidationFailedError"];
                };
            };
            /** @description invalid_token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["InvalidTokenError"];
                };
            };
            /** @description shipping_exists */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ShippingExistsError"];
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
                    "application/json": components["schemas"]["InvalidTokenError"];
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
                    "application/json": components["schemas"]["ValidationFailedError"] | components["schemas"]["CountryLockedError"];
                };
            };
            /** @description invalid_token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["InvalidTokenError"];
                };
            };
            /** @description shipping_not_found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ShippingNotFoundError"];
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
                    "application/json": components["schemas"]["InvalidTokenError"];
                };
            };
            /** @description shipping_not_found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ShippingNotFoundError"];
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
                    "application/json": components["schemas"]["ValidationFailedError"];
                };
            };
            /** @description too_many_requests */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TooManyRequestsError"];
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
                    "application/json": components["schemas"]["InvalidTokenError"];
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
                    "application/json": components["schemas"]["ValidationFailedError"];
                };
            };
            /** @description invalid_token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["InvalidTokenError"];
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
                    "application/json": components["schemas"]["ValidationFailedError"];
                };
            };
            /** @description invalid_token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["InvalidTokenError"];
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
                    "application/json": components["schemas"]["ValidationFailedError"];
                };
            };
            /** @description legal_text_not_found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["LegalTextNotFoundError"];
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
                    "application/json": components["schemas"]["ValidationFailedError"];
                };
            };
            /** @description legal_text_not_found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["LegalTextNotFoundError"];
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
                    "application/json": components["schemas"]["InvalidTokenError"];
                };
            };
            /** @description legal_text_not_found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["LegalTextNotFoundError"];
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
                    "application/json": components["schemas"]["ValidationFailedError"];
                };
            };
            /** @description invalid_token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["InvalidTokenError"];
                };
            };
            /** @description legal_text_not_found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["LegalTextNotFoundError"];
                };
            };
            /** @description legal_text_changed */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["LegalTextChangedError"];
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
                    "application/json": components["schemas"]["InvalidTokenError"];
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
                    "application/json": components["schemas"]["ValidationFailedError"] | components["schemas"]["InvalidTemplateError"];
                };
            };
            /** @description invalid_token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["InvalidTokenError"];
                };
            };
            /** @description template_exists */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TemplateExistsError"];
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
                    "application/json": components["schemas"]["InvalidTokenError"];
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
                    "application/json": components["schemas"]["ValidationFailedError"] | components["schemas"]["InvalidTemplateError"];
                };
            };
            /** @description invalid_token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["InvalidTokenError"];
                };
            };
            /** @description template_not_found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TemplateNotFoundError"];
                };
            };
            /** @description template_exists, template_protected */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TemplateExistsError"] | components["schemas"]["TemplateProtectedError"];
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
                    "application/json": components["schemas"]["InvalidTokenError"];
                };
            };
            /** @description template_not_found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TemplateNotFoundError"];
                };
            };
            /** @description template_protected */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TemplateProtectedError"];
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
                    "application/json": components["schemas"]["InvalidTokenError"];
                };
            };
            /** @description mailbox_disabled */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MailboxDisabledError"];
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
                    "application/json": components["schemas"]["InvalidTokenError"];
                };
            };
            /** @description mail_not_found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MailNotFoundError"];
                };
            };
            /** @description mailbox_disabled */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MailboxDisabledError"];
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
                    "application/json": components["schemas"]["ValidationFailedError"];
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
                    "application/json": components["schemas"]["ValidationFailedError"];
                };
            };
            /** @description too_many_requests */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TooManyRequestsError"];
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
                    "application/json": components["schemas"]["ValidationFailedError"];
                };
            };
            /** @description invalid_token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["InvalidTokenError"];
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
                    "application/json": components["schemas"]["InvalidTokenError"];
                };
            };
            /** @description review_not_found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ReviewNotFoundError"];
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
                    "application/json": components["schemas"]["InvalidTokenError"];
                };
            };
            /** @description review_not_found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ReviewNotFoundError"];
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
                    "application/json": components["schemas"]["ValidationFailedError"] | components["schemas"]["InvalidIdempotencyKeyError"];
                };
            };
            /** @description price_changed, out_of_stock, request_in_progress */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PriceChangedError"] | components["schemas"]["OutOfStockError"] | components["schemas"]["RequestInProgressError"];
                };
            };
            /** @description country_not_supported, vat_rate_missing, book_not_found, idempotency_key_reused */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CountryNotSupportedError"] | components["schemas"]["VatRateMissingError"] | components["schemas"]["BooksNotSoldError"] | components["schemas"]["IdempotencyKeyReusedError"];
                };
            };
            /** @description too_many_requests */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TooManyRequestsError"];
                };
            };
            /** @description checkout_busy, payment_unavailable */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CheckoutBusyError"] | components["schemas"]["PaymentUnavailableError"];
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
                    "application/json": components["schemas"]["OrderNotFoundError"];
                };
            };
        };
    };
    OrdersController_receipt: {
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
            /** @description The receipt as a PDF */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/pdf": string;
                };
            };
            /** @description order_not_found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["OrderNotFoundError"];
                };
            };
            /** @description receipt_not_issued */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ReceiptNotIssuedError"];
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
                    "application/json": components["schemas"]["OrderNotFoundError"];
                };
            };
            /** @description order_not_payable, out_of_stock */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["OrderNotPayableError"] | components["schemas"]["OutOfStockError"];
                };
            };
            /** @description too_many_requests */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TooManyRequestsError"];
                };
            };
            /** @description checkout_busy, payment_unavailable */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CheckoutBusyError"] | components["schemas"]["PaymentUnavailableError"];
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
                    "application/json": components["schemas"]["ValidationFailedError"];
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
                    "application/json": components["schemas"]["ValidationFailedError"] | components["schemas"]["TemplateNotAllowedError"];
                };
            };
            /** @description order_not_found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["OrderNotFoundError"];
                };
            };
            /** @description order_not_paid */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["OrderNotPaidError"];
                };
            };
            /** @description resend_limit, resend_cooldown, too_many_requests */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ResendLimitError"] | components["schemas"]["ResendCooldownError"] | components["schemas"]["TooManyRequestsError"];
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
                    "application/json": components["schemas"]["ValidationFailedError"];
                };
            };
            /** @description invalid_token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["InvalidTokenError"];
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
                    "application/json": components["schemas"]["ValidationFailedError"];
                };
            };
            /** @description invalid_token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["InvalidTokenError"];
                };
            };
            /** @description export_busy */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ExportBusyError"];
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
                    "application/json": components["schemas"]["InvalidTokenError"];
                };
            };
            /** @description order_not_found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["OrderNotFoundError"];
                };
            };
        };
    };
    AdminOrdersController_receipt: {
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
            /** @description The receipt as a PDF */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/pdf": string;
                };
            };
            /** @description invalid_token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["InvalidTokenError"];
                };
            };
            /** @description order_not_found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["OrderNotFoundError"];
                };
            };
            /** @description receipt_not_issued */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ReceiptNotIssuedError"];
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
                    "application/json": components["schemas"]["ValidationFailedError"];
                };
            };
            /** @description invalid_token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["InvalidTokenError"];
                };
            };
            /** @description order_not_found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["OrderNotFoundError"];
                };
            };
            /** @description status_change_not_allowed, out_of_stock */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["StatusChangeNotAllowedError"] | components["schemas"]["OutOfStockError"];
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
                    "application/json": components["schemas"]["ValidationFailedError"];
                };
            };
            /** @description invalid_token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["InvalidTokenError"];
                };
            };
            /** @description order_not_found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["OrderNotFoundError"];
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
            /** @description validation_failed, template_not_found, template_not_for_orders */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ValidationFailedError"] | components["schemas"]["TemplateToSendNotFoundError"] | components["schemas"]["TemplateNotForOrdersError"];
                };
            };
            /** @description invalid_token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["InvalidTokenError"];
                };
            };
            /** @description order_not_found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["OrderNotFoundError"];
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
            /** @description validation_failed, refund_above_refundable, refund_above_payment */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ValidationFailedError"] | components["schemas"]["RefundAboveRefundableError"] | components["schemas"]["RefundAbovePaymentError"];
                };
            };
            /** @description invalid_token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["InvalidTokenError"];
                };
            };
            /** @description order_not_found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["OrderNotFoundError"];
                };
            };
            /** @description nothing_to_refund, refund_refused */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["NothingToRefundError"] | components["schemas"]["RefundRefusedError"];
                };
            };
            /** @description payment_provider_unavailable */
            502: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PaymentProviderUnavailableError"];
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
                    "application/json": components["schemas"]["InvalidTokenError"];
                };
            };
            /** @description order_not_found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["OrderNotFoundError"];
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
                    "application/json": components["schemas"]["InvalidTokenError"];
                };
            };
        };
    };
    WithdrawalsController_state: {
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
                    "application/json": components["schemas"]["WithdrawalStateView"];
                };
            };
            /** @description order_not_found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["OrderNotFoundError"];
                };
            };
        };
    };
    WithdrawalsController_withdraw: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                processNumber: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["WithdrawDto"];
            };
        };
        responses: {
            /** @description Received; the acknowledgement is emailed. 200: already withdrawn, unchanged */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["WithdrawalStateView"];
                };
            };
            /** @description validation_failed, withdrawal_items_invalid */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ValidationFailedError"] | components["schemas"]["WithdrawalItemsInvalidError"];
                };
            };
            /** @description order_not_found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["OrderNotFoundError"];
                };
            };
            /** @description order_not_paid, withdrawal_period_over */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["OrderNotPaidError"] | components["schemas"]["WithdrawalPeriodOverError"];
                };
            };
            /** @description too_many_requests */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TooManyRequestsError"];
                };
            };
        };
    };
    WithdrawalsController_lookup: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["WithdrawalLookupDto"];
            };
        };
        responses: {
            202: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["WithdrawalLookupView"];
                };
            };
            /** @description validation_failed */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ValidationFailedError"];
                };
            };
            /** @description too_many_requests */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TooManyRequestsError"];
                };
            };
        };
    };
    AdminWithdrawalsController_list: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Open ones first by refund-by date, then the refunded; at most 500 */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AdminWithdrawalView"][];
                };
            };
            /** @description invalid_token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["InvalidTokenError"];
                };
            };
        };
    };
    AdminWithdrawalsController_booksBack: {
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
                    "application/json": components["schemas"]["AdminWithdrawalView"];
                };
            };
            /** @description invalid_token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["InvalidTokenError"];
                };
            };
            /** @description withdrawal_not_found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["WithdrawalNotFoundError"];
                };
            };
        };
    };
    AdminWithdrawalsController_refund: {
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
                    "application/json": components["schemas"]["AdminWithdrawalView"];
                };
            };
            /** @description invalid_token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["InvalidTokenError"];
                };
            };
            /** @description withdrawal_not_found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["WithdrawalNotFoundError"];
                };
            };
            /** @description withdrawal_refunded, nothing_to_refund, refund_refused */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["WithdrawalRefundedError"] | components["schemas"]["NothingToRefundError"] | components["schemas"]["RefundRefusedError"];
                };
            };
            /** @description payment_provider_unavailable */
            502: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PaymentProviderUnavailableError"];
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
                    "application/json": components["schemas"]["ValidationFailedError"];
                };
            };
            /** @description too_many_requests */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TooManyRequestsError"];
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
                    "application/json": components["schemas"]["InvalidTokenError"];
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
                    "application/json": components["schemas"]["ValidationFailedError"];
                };
            };
            /** @description invalid_token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["InvalidTokenError"];
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
                    "application/json": components["schemas"]["ValidationFailedError"];
                };
            };
            /** @description invalid_token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["InvalidTokenError"];
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
                    "application/json": components["schemas"]["InvalidTokenError"];
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
                    "application/json": components["schemas"]["InvalidTokenError"];
                };
            };
            /** @description job_not_found, event_not_found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["JobNotFoundError"] | components["schemas"]["EventNotFoundError"];
                };
            };
        };
    };
    AdminPrivacyController_lookup: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["PersonalDataQueryDto"];
            };
        };
        responses: {
            /** @description Everything the shop holds about the address */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PersonalDataView"];
                };
            };
            /** @description validation_failed */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ValidationFailedError"];
                };
            };
            /** @description invalid_token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["InvalidTokenError"];
                };
            };
        };
    };
    AdminPrivacyController_export: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["PersonalDataQueryDto"];
            };
        };
        responses: {
            /** @description The copy as a JSON download; logged as an answered access request */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PersonalDataExportView"];
                };
            };
            /** @description validation_failed */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ValidationFailedError"];
                };
            };
            /** @description invalid_token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["InvalidTokenError"];
                };
            };
        };
    };
    AdminPrivacyController_erase: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ErasePersonalDataDto"];
            };
        };
        responses: {
            /** @description What was deleted, and which sales are kept for the tax records until when */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErasureOutcomeView"];
                };
            };
            /** @description validation_failed */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ValidationFailedError"];
                };
            };
            /** @description invalid_token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["InvalidTokenError"];
                };
            };
        };
    };
    AdminPrivacyController_requests: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Open requests (soonest due first), then the latest answered */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PrivacyRequestsView"];
                };
            };
            /** @description invalid_token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["InvalidTokenError"];
                };
            };
        };
    };
    PrivacyController_request: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["PrivacyCopyRequestDto"];
            };
        };
        responses: {
            /** @description The same answer whether or not the address placed that order; only then is a link mailed */
            202: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PrivacyCopyRequestedView"];
                };
            };
            /** @description validation_failed */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ValidationFailedError"];
                };
            };
            /** @description too_many_requests */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TooManyRequestsError"];
                };
            };
        };
    };
    PrivacyController_download: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["PrivacyDownloadDto"];
            };
        };
        responses: {
            /** @description The copy as a JSON download; the link works once, for 24 hours */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PersonalDataExportView"];
                };
            };
            /** @description validation_failed */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ValidationFailedError"];
                };
            };
            /** @description privacy_link_invalid */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PrivacyLinkInvalidError"];
                };
            };
            /** @description too_many_requests */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TooManyRequestsError"];
                };
            };
        };
    };
}
