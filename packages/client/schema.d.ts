// Generated from /v1/openapi.json by `npm run client:generate`; do not edit.

export interface paths {
    "/services": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List the catalog
         * @description Services agents can see, with price, SLA and intake. Bid-based and not-opened services are listed with `orderable: false`.
         */
        get: operations["services-list"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/services/{code}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One service and its intake fields */
        get: operations["services-get"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/orders": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List the organization's orders (reconciliation)
         * @description Newest first. Page with `starting_after` = the last id of the previous page while `has_more` is true.
         */
        get: operations["orders-list"];
        put?: never;
        /**
         * Order a catalog service
         * @description Paid from the organization deposit into escrow (`dibayar`), or `menunggu_bayar` when the price is above the approval threshold. Send `Idempotency-Key` to retry safely: the same key and body within 24 h replays the order (200, `Idempotent-Replayed: true`).
         */
        post: operations["orders-create"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/orders/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The full order with its messages and files
         * @description Each file has a `download_url` that works without the API key until `expires_at` (a few minutes): show it to your user, or fetch the order again for a fresh link.
         */
        get: operations["orders-get"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/orders/{id}/messages": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Reply to the practitioner's request for data
         * @description Only in `butuh_input_klien`; the order goes back to `dikerjakan`. `files`: ids from POST /v1/files (at most 10). Returns the full order.
         */
        post: operations["orders-postMessage"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/orders/{id}/accept": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Accept the deliverable
         * @description Only in `diserahkan`; the order becomes `selesai` and the escrow goes to the practitioner. No body.
         */
        post: operations["orders-accept"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/orders/{id}/receipt": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The paid order's payment receipt (PDF)
         * @description Numbered on first request (`KWT/<year>/<number>`, test orders `TEST-KWT/...` on their own sequence) and the same paper afterwards. 409 `INVALID_STATE` while the order awaits payment (approval).
         */
        get: operations["orders-receipt"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/cases": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Submit a custom matter to the case board
         * @description For matters no catalog service fits. Practitioners bid; select a bid to get an invoice. Promise no outcome to the user.
         */
        post: operations["cases-create"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/cases/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Case status and bids */
        get: operations["cases-get"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/cases/{id}/select": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Choose a bid; an invoice is created
         * @description Only while the case is `terbuka`. Other bids become `ditolak`.
         */
        post: operations["cases-selectBid"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/balance": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Deposit, escrow and the budget limits of this key */
        get: operations["balance-get"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/statements/{month}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The monthly deposit statement (PDF)
         * @description Opening balance, every movement of the deposit, closing balance and escrow at the end of the month (Asia/Jakarta). A closed month is numbered (`RKD/<year>/<number>`); the running month is provisional and unnumbered.
         */
        get: operations["statements-get"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/events": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List the organization's events of the last 30 days, with their deliveries
         * @description Newest first. Page with `starting_after` = the last id of the previous page while `has_more` is true; events written meanwhile come before the first page, never between pages.
         */
        get: operations["events-list"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/events/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One event with its delivery attempts */
        get: operations["events-get"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/files": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Upload a document
         * @description multipart/form-data with one part `file` and a field `purpose`. The type is decided from the bytes; a declared type or extension that does not match them, a type outside the list, an empty file or one over the size cap, or one over the organization quota is 422 VALIDATION naming `file`.
         */
        post: operations["files-upload"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/files/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A file's metadata */
        get: operations["files-get"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/files/{id}/content": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A file's bytes
         * @description Streamed as an attachment (`Content-Disposition: attachment`), with the type decided at upload and `X-Content-Type-Options: nosniff`; never shown inline.
         */
        get: operations["files-content"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/test/deposit": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Top up the test deposit (test keys only)
         * @description Adds test money to the organization’s test deposit and answers the test balance (as `GET /v1/balance` with this key). Test money never reaches the live deposit, ledger or invoices. A live key gets 404 `NOT_FOUND`.
         */
        post: operations["test-deposit"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/test/orders/{id}/advance": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Take the simulated practitioner’s next step now (test keys only)
         * @description Test orders move one step every few seconds on their own (`dibayar` → `ditawarkan` → `diambil` → `dikerjakan` → `diserahkan`); this takes the next step at once. An intake value `__tanya__` makes the practitioner ask once (`butuh_input_klien`) and wait for your message; `__tolak__` makes every offer expire. No body. A live key gets 404 `NOT_FOUND`.
         */
        post: operations["test-advance"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/test/orders/{id}/expire-offer": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Let the current offer of a test order expire now (test keys only)
         * @description The order stays `ditawarkan` and rotates as a live order with no taker would (the next round one offer window later). No body. A live key gets 404 `NOT_FOUND`.
         */
        post: operations["test-expireOffer"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/test/invoices/{id}/pay": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Pay a test invoice, as finance would mark a live one paid (test keys only)
         * @description The invoice of a test case becomes `lunas` and the simulated practitioner is credited in test money; the live ledger, balances and finance never see it. Answers the case (as `GET /v1/cases/{id}` with this key). No body. Paying it again is 409 `INVALID_STATE`. A live key, a live invoice or another organization’s invoice gets 404 `NOT_FOUND`.
         */
        post: operations["test-payInvoice"];
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
        Error: {
            error: {
                /** @description Stable error code: base logic on it and the HTTP status */
                code: string;
                /** @description Human-readable; may change */
                message: string;
            };
        };
        File: {
            /** @description `file_…` */
            id: string;
            /** @constant */
            object: "file";
            /** @enum {string} */
            purpose: "intake" | "message" | "deliverable";
            /** @description The uploaded name, without path, control or bidi characters */
            filename: string;
            /**
             * @description Decided from the bytes
             * @enum {string}
             */
            content_type: "application/pdf" | "image/png" | "image/jpeg" | "image/webp" | "application/vnd.openxmlformats-officedocument.wordprocessingml.document" | "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet" | "application/vnd.oasis.opendocument.text" | "text/plain";
            /** @description Bytes */
            size: number;
            /** @description Hex SHA-256 of the bytes */
            sha256: string;
            livemode: boolean;
            created_at: string;
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
    "services-list": {
        parameters: {
            query?: {
                q?: string;
                category?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Successful response */
            200: {
                headers: {
                    /** @description Requests allowed per 60-second window */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the current window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Quote it to support */
                    "X-Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            /** @description Service code, used as `service` when ordering */
                            code: string;
                            /** @description Name (Indonesian) */
                            name: string;
                            /** @description Scope of the work */
                            description: string;
                            /** @description Catalog category */
                            category: string;
                            /** @description Agent price in rupiah (indicative starting price for bid-based services) */
                            price_idr: number;
                            /** @description Hours from payment to the deliverable */
                            sla_hours: number;
                            /**
                             * @description `bid`: submit as a case, not an order
                             * @enum {string}
                             */
                            pricing: "fixed" | "bid";
                            /** @description Whether POST /v1/orders accepts this service */
                            orderable: boolean;
                            /** @description Fields to fill when ordering */
                            intake: {
                                /** @description Key in the order `intake` map */
                                key: string;
                                /** @description Label (Indonesian) */
                                label: string;
                                /** @description Must be present and non-blank */
                                required: boolean;
                                /**
                                 * @description `file`: the value is a `file_…` id from POST /v1/files (a document), else text
                                 * @enum {string}
                                 */
                                type: "text" | "file";
                                /** @description What to fill in and its format */
                                description: string;
                            }[];
                        }[];
                    };
                };
            };
            /** @description VALIDATION */
            400: {
                headers: {
                    /** @description Quote it to support */
                    "X-Request-Id"?: string;
                    /** @description Requests allowed per 60-second window (once the key is known) */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the current window (once the key is known) */
                    "X-RateLimit-Remaining"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description UNAUTHORIZED */
            401: {
                headers: {
                    /** @description Quote it to support */
                    "X-Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description FORBIDDEN_SCOPE, ACCOUNT_PENDING, ACCOUNT_REJECTED */
            403: {
                headers: {
                    /** @description Quote it to support */
                    "X-Request-Id"?: string;
                    /** @description Requests allowed per 60-second window (once the key is known) */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the current window (once the key is known) */
                    "X-RateLimit-Remaining"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description METHOD_NOT_ALLOWED: another method on this path (the `Allow` header lists the served ones); not counted against the rate limit */
            405: {
                headers: {
                    /** @description Quote it to support */
                    "X-Request-Id"?: string;
                    /** @description Methods served on this path */
                    Allow?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description VALIDATION */
            422: {
                headers: {
                    /** @description Quote it to support */
                    "X-Request-Id"?: string;
                    /** @description Requests allowed per 60-second window (once the key is known) */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the current window (once the key is known) */
                    "X-RateLimit-Remaining"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description RATE_LIMITED */
            429: {
                headers: {
                    /** @description Quote it to support */
                    "X-Request-Id"?: string;
                    /** @description Requests allowed per 60-second window (once the key is known) */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the current window (once the key is known) */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Seconds until the window ends */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description INTERNAL */
            500: {
                headers: {
                    /** @description Quote it to support */
                    "X-Request-Id"?: string;
                    /** @description Requests allowed per 60-second window (once the key is known) */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the current window (once the key is known) */
                    "X-RateLimit-Remaining"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description TEMPORARILY_UNAVAILABLE */
            503: {
                headers: {
                    /** @description Quote it to support */
                    "X-Request-Id"?: string;
                    /** @description Requests allowed per 60-second window (once the key is known) */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the current window (once the key is known) */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Seconds to wait before retrying (the database is away or a statement timed out) */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    "services-get": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Service code */
                code: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Successful response */
            200: {
                headers: {
                    /** @description Requests allowed per 60-second window */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the current window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Quote it to support */
                    "X-Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description Service code, used as `service` when ordering */
                        code: string;
                        /** @description Name (Indonesian) */
                        name: string;
                        /** @description Scope of the work */
                        description: string;
                        /** @description Catalog category */
                        category: string;
                        /** @description Agent price in rupiah (indicative starting price for bid-based services) */
                        price_idr: number;
                        /** @description Hours from payment to the deliverable */
                        sla_hours: number;
                        /**
                         * @description `bid`: submit as a case, not an order
                         * @enum {string}
                         */
                        pricing: "fixed" | "bid";
                        /** @description Whether POST /v1/orders accepts this service */
                        orderable: boolean;
                        /** @description Fields to fill when ordering */
                        intake: {
                            /** @description Key in the order `intake` map */
                            key: string;
                            /** @description Label (Indonesian) */
                            label: string;
                            /** @description Must be present and non-blank */
                            required: boolean;
                            /**
                             * @description `file`: the value is a `file_…` id from POST /v1/files (a document), else text
                             * @enum {string}
                             */
                            type: "text" | "file";
                            /** @description What to fill in and its format */
                            description: string;
                        }[];
                    };
                };
            };
            /** @description UNAUTHORIZED */
            401: {
                headers: {
                    /** @description Quote it to support */
                    "X-Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description FORBIDDEN_SCOPE, ACCOUNT_PENDING, ACCOUNT_REJECTED */
            403: {
                headers: {
                    /** @description Quote it to support */
                    "X-Request-Id"?: string;
                    /** @description Requests allowed per 60-second window (once the key is known) */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the current window (once the key is known) */
                    "X-RateLimit-Remaining"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description SERVICE_NOT_FOUND */
            404: {
                headers: {
                    /** @description Quote it to support */
                    "X-Request-Id"?: string;
                    /** @description Requests allowed per 60-second window (once the key is known) */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the current window (once the key is known) */
                    "X-RateLimit-Remaining"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description METHOD_NOT_ALLOWED: another method on this path (the `Allow` header lists the served ones); not counted against the rate limit */
            405: {
                headers: {
                    /** @description Quote it to support */
                    "X-Request-Id"?: string;
                    /** @description Methods served on this path */
                    Allow?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description RATE_LIMITED */
            429: {
                headers: {
                    /** @description Quote it to support */
                    "X-Request-Id"?: string;
                    /** @description Requests allowed per 60-second window (once the key is known) */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the current window (once the key is known) */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Seconds until the window ends */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description INTERNAL */
            500: {
                headers: {
                    /** @description Quote it to support */
                    "X-Request-Id"?: string;
                    /** @description Requests allowed per 60-second window (once the key is known) */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the current window (once the key is known) */
                    "X-RateLimit-Remaining"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description TEMPORARILY_UNAVAILABLE */
            503: {
                headers: {
                    /** @description Quote it to support */
                    "X-Request-Id"?: string;
                    /** @description Requests allowed per 60-second window (once the key is known) */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the current window (once the key is known) */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Seconds to wait before retrying (the database is away or a statement timed out) */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    "orders-list": {
        parameters: {
            query?: {
                status?: "menunggu_bayar" | "dibayar" | "ditawarkan" | "diambil" | "dikerjakan" | "butuh_input_klien" | "diserahkan" | "selesai" | "sengketa" | "dibatalkan" | "direfund";
                updated_since?: string;
                limit?: number;
                starting_after?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Successful response */
            200: {
                headers: {
                    /** @description Requests allowed per 60-second window */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the current window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Quote it to support */
                    "X-Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            /** @description `ord_…` */
                            id: string;
                            /** @description Service code from the catalog */
                            service: string;
                            /**
                             * @description Order state
                             * @enum {string}
                             */
                            status: "menunggu_bayar" | "dibayar" | "ditawarkan" | "diambil" | "dikerjakan" | "butuh_input_klien" | "diserahkan" | "selesai" | "sengketa" | "dibatalkan" | "direfund";
                            /** @description Agent price in rupiah, held in escrow once paid */
                            price_idr: number;
                            /** @description Ceiling given at creation */
                            max_budget: number | null;
                            /** @description Intake field values */
                            intake: {
                                [key: string]: string;
                            };
                            /** @description Webhook address of this order */
                            callback_url: string | null;
                            /** @description ISO 8601 UTC with milliseconds */
                            sla_due_at: string;
                            /** @description The handed-in result, null until then */
                            deliverable: string | null;
                            /** @description true when the price is above the organization approval threshold */
                            approval_required: boolean;
                            /** @description Messages between practitioner and client, oldest first */
                            messages: {
                                /** @description `msg_…` */
                                id: string;
                                /**
                                 * @description Who wrote it
                                 * @enum {string}
                                 */
                                sender: "praktisi" | "klien";
                                /** @description Message text */
                                text: string;
                                /** @description ISO 8601 UTC */
                                created_at: string;
                            }[];
                            /** @description ISO 8601 UTC */
                            created_at: string;
                            /** @description ISO 8601 UTC */
                            updated_at: string;
                            /** @description What the caller may do to this order now (for an API key: `kirim_pesan`, `terima_hasil`) */
                            allowed_actions: ("setujui_order" | "tolak_order" | "ambil_order" | "tolak_penawaran" | "mulai_kerjakan" | "lepas_order" | "minta_data_klien" | "kirim_pesan" | "serahkan_hasil" | "terima_hasil" | "minta_revisi" | "ajukan_sengketa" | "putus_sengketa" | "batalkan_order")[];
                            /** @description The order's documents: intake files, each message's files and the current hand-in's */
                            files: {
                                /** @description `file_…` */
                                id: string;
                                /** @description The uploaded name, without path, control or bidi characters */
                                filename: string;
                                /** @description Decided from the bytes at upload */
                                content_type: string;
                                /** @description Bytes */
                                size: number;
                                /** @description Hex SHA-256 of the bytes */
                                sha256: string;
                                /**
                                 * @description An intake value (`intake_key`), a message (`message_id`), or the current hand-in
                                 * @enum {string}
                                 */
                                attached_to: "intake" | "message" | "deliverable";
                                /** @description The intake field whose value is this file */
                                intake_key: string | null;
                                /** @description The message that carries this file */
                                message_id: string | null;
                                /** @description Signed link, no API key needed, valid until `expires_at`; safe to show to your user */
                                download_url: string | null;
                                /** @description Signed link that shows a PDF or image in the browser (sandboxed) instead of saving it; null for other types */
                                preview_url: string | null;
                                /** @description ISO 8601 UTC: when `download_url` and `preview_url` stop working */
                                expires_at: string | null;
                            }[];
                        }[];
                        has_more: boolean;
                    };
                };
            };
            /** @description VALIDATION */
            400: {
                headers: {
                    /** @description Quote it to support */
                    "X-Request-Id"?: string;
                    /** @description Requests allowed per 60-second window (once the key is known) */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the current window (once the key is known) */
                    "X-RateLimit-Remaining"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description UNAUTHORIZED */
            401: {
                headers: {
                    /** @description Quote it to support */
                    "X-Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description FORBIDDEN_SCOPE, ACCOUNT_PENDING, ACCOUNT_REJECTED */
            403: {
                headers: {
                    /** @description Quote it to support */
                    "X-Request-Id"?: string;
                    /** @description Requests allowed per 60-second window (once the key is known) */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the current window (once the key is known) */
                    "X-RateLimit-Remaining"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description NOT_FOUND */
            404: {
                headers: {
                    /** @description Quote it to support */
                    "X-Request-Id"?: string;
                    /** @description Requests allowed per 60-second window (once the key is known) */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the current window (once the key is known) */
                    "X-RateLimit-Remaining"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description METHOD_NOT_ALLOWED: another method on this path (the `Allow` header lists the served ones); not counted against the rate limit */
            405: {
                headers: {
                    /** @description Quote it to support */
                    "X-Request-Id"?: string;
                    /** @description Methods served on this path */
                    Allow?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description VALIDATION */
            422: {
                headers: {
                    /** @description Quote it to support */
                    "X-Request-Id"?: string;
                    /** @description Requests allowed per 60-second window (once the key is known) */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the current window (once the key is known) */
                    "X-RateLimit-Remaining"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description RATE_LIMITED */
            429: {
                headers: {
                    /** @description Quote it to support */
                    "X-Request-Id"?: string;
                    /** @description Requests allowed per 60-second window (once the key is known) */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the current window (once the key is known) */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Seconds until the window ends */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description INTERNAL */
            500: {
                headers: {
                    /** @description Quote it to support */
                    "X-Request-Id"?: string;
                    /** @description Requests allowed per 60-second window (once the key is known) */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the current window (once the key is known) */
                    "X-RateLimit-Remaining"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description TEMPORARILY_UNAVAILABLE */
            503: {
                headers: {
                    /** @description Quote it to support */
                    "X-Request-Id"?: string;
                    /** @description Requests allowed per 60-second window (once the key is known) */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the current window (once the key is known) */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Seconds to wait before retrying (the database is away or a statement timed out) */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    "orders-create": {
        parameters: {
            query?: never;
            header?: {
                /** @description 1-255 visible ASCII characters without space, quote or backslash; may be quoted */
                "Idempotency-Key"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @description Service code from the catalog */
                    service: string;
                    /** @description Intake values, as strings: every required field of the service. The keys are that service's intake fields (listed by `GET /v1/services/{code}`); any other key is refused with 422 `VALIDATION`. */
                    intake: {
                        [key: string]: string;
                    };
                    /** @description Integer > 0; the order fails with 402 if the price exceeds it */
                    max_budget?: number | null;
                    /** @description Webhook address for this order (overrides the key webhook URL) */
                    callback_url?: string | null;
                };
            };
        };
        responses: {
            /** @description Idempotent replay: the order created by the first request, in its current status */
            200: {
                headers: {
                    /** @description Requests allowed per 60-second window */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the current window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Quote it to support */
                    "X-Request-Id"?: string;
                    "Idempotent-Replayed"?: "true";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description `ord_…` */
                        id: string;
                        /** @description Service code from the catalog */
                        service: string;
                        /**
                         * @description Order state
                         * @enum {string}
                         */
                        status: "menunggu_bayar" | "dibayar" | "ditawarkan" | "diambil" | "dikerjakan" | "butuh_input_klien" | "diserahkan" | "selesai" | "sengketa" | "dibatalkan" | "direfund";
                        /** @description Agent price in rupiah, held in escrow once paid */
                        price_idr: number;
                        /** @description Ceiling given at creation */
                        max_budget: number | null;
                        /** @description Intake field values */
                        intake: {
                            [key: string]: string;
                        };
                        /** @description Webhook address of this order */
                        callback_url: string | null;
                        /** @description ISO 8601 UTC with milliseconds */
                        sla_due_at: string;
                        /** @description The handed-in result, null until then */
                        deliverable: string | null;
                        /** @description true when the price is above the organization approval threshold */
                        approval_required: boolean;
                        /** @description Messages between practitioner and client, oldest first */
                        messages: {
                            /** @description `msg_…` */
                            id: string;
                            /**
                             * @description Who wrote it
                             * @enum {string}
                             */
                            sender: "praktisi" | "klien";
                            /** @description Message text */
                            text: string;
                            /** @description ISO 8601 UTC */
                            created_at: string;
                        }[];
                        /** @description ISO 8601 UTC */
                        created_at: string;
                        /** @description ISO 8601 UTC */
                        updated_at: string;
                        /** @description What the caller may do to this order now (for an API key: `kirim_pesan`, `terima_hasil`) */
                        allowed_actions: ("setujui_order" | "tolak_order" | "ambil_order" | "tolak_penawaran" | "mulai_kerjakan" | "lepas_order" | "minta_data_klien" | "kirim_pesan" | "serahkan_hasil" | "terima_hasil" | "minta_revisi" | "ajukan_sengketa" | "putus_sengketa" | "batalkan_order")[];
                        /** @description The order's documents: intake files, each message's files and the current hand-in's */
                        files: {
                            /** @description `file_…` */
                            id: string;
                            /** @description The uploaded name, without path, control or bidi characters */
                            filename: string;
                            /** @description Decided from the bytes at upload */
                            content_type: string;
                            /** @description Bytes */
                            size: number;
                            /** @description Hex SHA-256 of the bytes */
                            sha256: string;
                            /**
                             * @description An intake value (`intake_key`), a message (`message_id`), or the current hand-in
                             * @enum {string}
                             */
                            attached_to: "intake" | "message" | "deliverable";
                            /** @description The intake field whose value is this file */
                            intake_key: string | null;
                            /** @description The message that carries this file */
                            message_id: string | null;
                            /** @description Signed link, no API key needed, valid until `expires_at`; safe to show to your user */
                            download_url: string | null;
                            /** @description Signed link that shows a PDF or image in the browser (sandboxed) instead of saving it; null for other types */
                            preview_url: string | null;
                            /** @description ISO 8601 UTC: when `download_url` and `preview_url` stop working */
                            expires_at: string | null;
                        }[];
                    };
                };
            };
            /** @description Successful response */
            201: {
                headers: {
                    /** @description Requests allowed per 60-second window */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the current window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Quote it to support */
                    "X-Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description `ord_…` */
                        id: string;
                        /** @description Service code from the catalog */
                        service: string;
                        /**
                         * @description Order state
                         * @enum {string}
                         */
                        status: "menunggu_bayar" | "dibayar" | "ditawarkan" | "diambil" | "dikerjakan" | "butuh_input_klien" | "diserahkan" | "selesai" | "sengketa" | "dibatalkan" | "direfund";
                        /** @description Agent price in rupiah, held in escrow once paid */
                        price_idr: number;
                        /** @description Ceiling given at creation */
                        max_budget: number | null;
                        /** @description Intake field values */
                        intake: {
                            [key: string]: string;
                        };
                        /** @description Webhook address of this order */
                        callback_url: string | null;
                        /** @description ISO 8601 UTC with milliseconds */
                        sla_due_at: string;
                        /** @description The handed-in result, null until then */
                        deliverable: string | null;
                        /** @description true when the price is above the organization approval threshold */
                        approval_required: boolean;
                        /** @description Messages between practitioner and client, oldest first */
                        messages: {
                            /** @description `msg_…` */
                            id: string;
                            /**
                             * @description Who wrote it
                             * @enum {string}
                             */
                            sender: "praktisi" | "klien";
                            /** @description Message text */
                            text: string;
                            /** @description ISO 8601 UTC */
                            created_at: string;
                        }[];
                        /** @description ISO 8601 UTC */
                        created_at: string;
                        /** @description ISO 8601 UTC */
                        updated_at: string;
                        /** @description What the caller may do to this order now (for an API key: `kirim_pesan`, `terima_hasil`) */
                        allowed_actions: ("setujui_order" | "tolak_order" | "ambil_order" | "tolak_penawaran" | "mulai_kerjakan" | "lepas_order" | "minta_data_klien" | "kirim_pesan" | "serahkan_hasil" | "terima_hasil" | "minta_revisi" | "ajukan_sengketa" | "putus_sengketa" | "batalkan_order")[];
                        /** @description The order's documents: intake files, each message's files and the current hand-in's */
                        files: {
                            /** @description `file_…` */
                            id: string;
                            /** @description The uploaded name, without path, control or bidi characters */
                            filename: string;
                            /** @description Decided from the bytes at upload */
                            content_type: string;
                            /** @description Bytes */
                            size: number;
                            /** @description Hex SHA-256 of the bytes */
                            sha256: string;
                            /**
                             * @description An intake value (`intake_key`), a message (`message_id`), or the current hand-in
                             * @enum {string}
                             */
                            attached_to: "intake" | "message" | "deliverable";
                            /** @description The intake field whose value is this file */
                            intake_key: string | null;
                            /** @description The message that carries this file */
                            message_id: string | null;
                            /** @description Signed link, no API key needed, valid until `expires_at`; safe to show to your user */
                            download_url: string | null;
                            /** @description Signed link that shows a PDF or image in the browser (sandboxed) instead of saving it; null for other types */
                            preview_url: string | null;
                            /** @description ISO 8601 UTC: when `download_url` and `preview_url` stop working */
                            expires_at: string | null;
                        }[];
                    };
                };
            };
            /** @description VALIDATION */
            400: {
                headers: {
                    /** @description Quote it to support */
                    "X-Request-Id"?: string;
                    /** @description Requests allowed per 60-second window (once the key is known) */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the current window (once the key is known) */
                    "X-RateLimit-Remaining"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description UNAUTHORIZED */
            401: {
                headers: {
                    /** @description Quote it to support */
                    "X-Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description BUDGET_EXCEEDED, MONTHLY_BUDGET_EXCEEDED, INSUFFICIENT_DEPOSIT */
            402: {
                headers: {
                    /** @description Quote it to support */
                    "X-Request-Id"?: string;
                    /** @description Requests allowed per 60-second window (once the key is known) */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the current window (once the key is known) */
                    "X-RateLimit-Remaining"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description FORBIDDEN_SCOPE, ACCOUNT_PENDING, ACCOUNT_REJECTED */
            403: {
                headers: {
                    /** @description Quote it to support */
                    "X-Request-Id"?: string;
                    /** @description Requests allowed per 60-second window (once the key is known) */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the current window (once the key is known) */
                    "X-RateLimit-Remaining"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description SERVICE_NOT_FOUND */
            404: {
                headers: {
                    /** @description Quote it to support */
                    "X-Request-Id"?: string;
                    /** @description Requests allowed per 60-second window (once the key is known) */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the current window (once the key is known) */
                    "X-RateLimit-Remaining"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description METHOD_NOT_ALLOWED: another method on this path (the `Allow` header lists the served ones); not counted against the rate limit */
            405: {
                headers: {
                    /** @description Quote it to support */
                    "X-Request-Id"?: string;
                    /** @description Methods served on this path */
                    Allow?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description SERVICE_IS_BID, NOT_AGENT_ELIGIBLE, INTAKE_INVALID, IDEMPOTENCY_KEY_REUSED, VALIDATION */
            422: {
                headers: {
                    /** @description Quote it to support */
                    "X-Request-Id"?: string;
                    /** @description Requests allowed per 60-second window (once the key is known) */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the current window (once the key is known) */
                    "X-RateLimit-Remaining"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description RATE_LIMITED */
            429: {
                headers: {
                    /** @description Quote it to support */
                    "X-Request-Id"?: string;
                    /** @description Requests allowed per 60-second window (once the key is known) */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the current window (once the key is known) */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Seconds until the window ends */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description INTERNAL */
            500: {
                headers: {
                    /** @description Quote it to support */
                    "X-Request-Id"?: string;
                    /** @description Requests allowed per 60-second window (once the key is known) */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the current window (once the key is known) */
                    "X-RateLimit-Remaining"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description TEMPORARILY_UNAVAILABLE */
            503: {
                headers: {
                    /** @description Quote it to support */
                    "X-Request-Id"?: string;
                    /** @description Requests allowed per 60-second window (once the key is known) */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the current window (once the key is known) */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Seconds to wait before retrying (the database is away or a statement timed out) */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    "orders-get": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Order id (`ord_…`) */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Successful response */
            200: {
                headers: {
                    /** @description Requests allowed per 60-second window */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the current window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Quote it to support */
                    "X-Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description `ord_…` */
                        id: string;
                        /** @description Service code from the catalog */
                        service: string;
                        /**
                         * @description Order state
                         * @enum {string}
                         */
                        status: "menunggu_bayar" | "dibayar" | "ditawarkan" | "diambil" | "dikerjakan" | "butuh_input_klien" | "diserahkan" | "selesai" | "sengketa" | "dibatalkan" | "direfund";
                        /** @description Agent price in rupiah, held in escrow once paid */
                        price_idr: number;
                        /** @description Ceiling given at creation */
                        max_budget: number | null;
                        /** @description Intake field values */
                        intake: {
                            [key: string]: string;
                        };
                        /** @description Webhook address of this order */
                        callback_url: string | null;
                        /** @description ISO 8601 UTC with milliseconds */
                        sla_due_at: string;
                        /** @description The handed-in result, null until then */
                        deliverable: string | null;
                        /** @description true when the price is above the organization approval threshold */
                        approval_required: boolean;
                        /** @description Messages between practitioner and client, oldest first */
                        messages: {
                            /** @description `msg_…` */
                            id: string;
                            /**
                             * @description Who wrote it
                             * @enum {string}
                             */
                            sender: "praktisi" | "klien";
                            /** @description Message text */
                            text: string;
                            /** @description ISO 8601 UTC */
                            created_at: string;
                        }[];
                        /** @description ISO 8601 UTC */
                        created_at: string;
                        /** @description ISO 8601 UTC */
                        updated_at: string;
                        /** @description What the caller may do to this order now (for an API key: `kirim_pesan`, `terima_hasil`) */
                        allowed_actions: ("setujui_order" | "tolak_order" | "ambil_order" | "tolak_penawaran" | "mulai_kerjakan" | "lepas_order" | "minta_data_klien" | "kirim_pesan" | "serahkan_hasil" | "terima_hasil" | "minta_revisi" | "ajukan_sengketa" | "putus_sengketa" | "batalkan_order")[];
                        /** @description The order's documents: intake files, each message's files and the current hand-in's */
                        files: {
                            /** @description `file_…` */
                            id: string;
                            /** @description The uploaded name, without path, control or bidi characters */
                            filename: string;
                            /** @description Decided from the bytes at upload */
                            content_type: string;
                            /** @description Bytes */
                            size: number;
                            /** @description Hex SHA-256 of the bytes */
                            sha256: string;
                            /**
                             * @description An intake value (`intake_key`), a message (`message_id`), or the current hand-in
                             * @enum {string}
                             */
                            attached_to: "intake" | "message" | "deliverable";
                            /** @description The intake field whose value is this file */
                            intake_key: string | null;
                            /** @description The message that carries this file */
                            message_id: string | null;
                            /** @description Signed link, no API key needed, valid until `expires_at`; safe to show to your user */
                            download_url: string | null;
                            /** @description Signed link that shows a PDF or image in the browser (sandboxed) instead of saving it; null for other types */
                            preview_url: string | null;
                            /** @description ISO 8601 UTC: when `download_url` and `preview_url` stop working */
                            expires_at: string | null;
                        }[];
                    };
                };
            };
            /** @description UNAUTHORIZED */
            401: {
                headers: {
                    /** @description Quote it to support */
                    "X-Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description FORBIDDEN_SCOPE, ACCOUNT_PENDING, ACCOUNT_REJECTED */
            403: {
                headers: {
                    /** @description Quote it to support */
                    "X-Request-Id"?: string;
                    /** @description Requests allowed per 60-second window (once the key is known) */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the current window (once the key is known) */
                    "X-RateLimit-Remaining"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description NOT_FOUND */
            404: {
                headers: {
                    /** @description Quote it to support */
                    "X-Request-Id"?: string;
                    /** @description Requests allowed per 60-second window (once the key is known) */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the current window (once the key is known) */
                    "X-RateLimit-Remaining"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description METHOD_NOT_ALLOWED: another method on this path (the `Allow` header lists the served ones); not counted against the rate limit */
            405: {
                headers: {
                    /** @description Quote it to support */
                    "X-Request-Id"?: string;
                    /** @description Methods served on this path */
                    Allow?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description RATE_LIMITED */
            429: {
                headers: {
                    /** @description Quote it to support */
                    "X-Request-Id"?: string;
                    /** @description Requests allowed per 60-second window (once the key is known) */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the current window (once the key is known) */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Seconds until the window ends */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description INTERNAL */
            500: {
                headers: {
                    /** @description Quote it to support */
                    "X-Request-Id"?: string;
                    /** @description Requests allowed per 60-second window (once the key is known) */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the current window (once the key is known) */
                    "X-RateLimit-Remaining"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description TEMPORARILY_UNAVAILABLE */
            503: {
                headers: {
                    /** @description Quote it to support */
                    "X-Request-Id"?: string;
                    /** @description Requests allowed per 60-second window (once the key is known) */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the current window (once the key is known) */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Seconds to wait before retrying (the database is away or a statement timed out) */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    "orders-postMessage": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Order id (`ord_…`) */
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @description Reply text, 1-20000 characters */
                    message: string;
                    /** @description Documents the reply carries: ids from POST /v1/files, at most 10 */
                    files?: string[];
                };
            };
        };
        responses: {
            /** @description Successful response */
            200: {
                headers: {
                    /** @description Requests allowed per 60-second window */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the current window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Quote it to support */
                    "X-Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description `ord_…` */
                        id: string;
                        /** @description Service code from the catalog */
                        service: string;
                        /**
                         * @description Order state
                         * @enum {string}
                         */
                        status: "menunggu_bayar" | "dibayar" | "ditawarkan" | "diambil" | "dikerjakan" | "butuh_input_klien" | "diserahkan" | "selesai" | "sengketa" | "dibatalkan" | "direfund";
                        /** @description Agent price in rupiah, held in escrow once paid */
                        price_idr: number;
                        /** @description Ceiling given at creation */
                        max_budget: number | null;
                        /** @description Intake field values */
                        intake: {
                            [key: string]: string;
                        };
                        /** @description Webhook address of this order */
                        callback_url: string | null;
                        /** @description ISO 8601 UTC with milliseconds */
                        sla_due_at: string;
                        /** @description The handed-in result, null until then */
                        deliverable: string | null;
                        /** @description true when the price is above the organization approval threshold */
                        approval_required: boolean;
                        /** @description Messages between practitioner and client, oldest first */
                        messages: {
                            /** @description `msg_…` */
                            id: string;
                            /**
                             * @description Who wrote it
                             * @enum {string}
                             */
                            sender: "praktisi" | "klien";
                            /** @description Message text */
                            text: string;
                            /** @description ISO 8601 UTC */
                            created_at: string;
                        }[];
                        /** @description ISO 8601 UTC */
                        created_at: string;
                        /** @description ISO 8601 UTC */
                        updated_at: string;
                        /** @description What the caller may do to this order now (for an API key: `kirim_pesan`, `terima_hasil`) */
                        allowed_actions: ("setujui_order" | "tolak_order" | "ambil_order" | "tolak_penawaran" | "mulai_kerjakan" | "lepas_order" | "minta_data_klien" | "kirim_pesan" | "serahkan_hasil" | "terima_hasil" | "minta_revisi" | "ajukan_sengketa" | "putus_sengketa" | "batalkan_order")[];
                        /** @description The order's documents: intake files, each message's files and the current hand-in's */
                        files: {
                            /** @description `file_…` */
                            id: string;
                            /** @description The uploaded name, without path, control or bidi characters */
                            filename: string;
                            /** @description Decided from the bytes at upload */
                            content_type: string;
                            /** @description Bytes */
                            size: number;
                            /** @description Hex SHA-256 of the bytes */
                            sha256: string;
                            /**
                             * @description An intake value (`intake_key`), a message (`message_id`), or the current hand-in
                             * @enum {string}
                             */
                            attached_to: "intake" | "message" | "deliverable";
                            /** @description The intake field whose value is this file */
                            intake_key: string | null;
                            /** @description The message that carries this file */
                            message_id: string | null;
                            /** @description Signed link, no API key needed, valid until `expires_at`; safe to show to your user */
                            download_url: string | null;
                            /** @description Signed link that shows a PDF or image in the browser (sandboxed) instead of saving it; null for other types */
                            preview_url: string | null;
                            /** @description ISO 8601 UTC: when `download_url` and `preview_url` stop working */
                            expires_at: string | null;
                        }[];
                    };
                };
            };
            /** @description VALIDATION */
            400: {
                headers: {
                    /** @description Quote it to support */
                    "X-Request-Id"?: string;
                    /** @description Requests allowed per 60-second window (once the key is known) */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the current window (once the key is known) */
                    "X-RateLimit-Remaining"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description UNAUTHORIZED */
            401: {
                headers: {
                    /** @description Quote it to support */
                    "X-Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description FORBIDDEN_SCOPE, ACCOUNT_PENDING, ACCOUNT_REJECTED */
            403: {
                headers: {
                    /** @description Quote it to support */
                    "X-Request-Id"?: string;
                    /** @description Requests allowed per 60-second window (once the key is known) */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the current window (once the key is known) */
                    "X-RateLimit-Remaining"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description NOT_FOUND */
            404: {
                headers: {
                    /** @description Quote it to support */
                    "X-Request-Id"?: string;
                    /** @description Requests allowed per 60-second window (once the key is known) */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the current window (once the key is known) */
                    "X-RateLimit-Remaining"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description METHOD_NOT_ALLOWED: another method on this path (the `Allow` header lists the served ones); not counted against the rate limit */
            405: {
                headers: {
                    /** @description Quote it to support */
                    "X-Request-Id"?: string;
                    /** @description Methods served on this path */
                    Allow?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description INVALID_STATE */
            409: {
                headers: {
                    /** @description Quote it to support */
                    "X-Request-Id"?: string;
                    /** @description Requests allowed per 60-second window (once the key is known) */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the current window (once the key is known) */
                    "X-RateLimit-Remaining"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description VALIDATION */
            422: {
                headers: {
                    /** @description Quote it to support */
                    "X-Request-Id"?: string;
                    /** @description Requests allowed per 60-second window (once the key is known) */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the current window (once the key is known) */
                    "X-RateLimit-Remaining"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description RATE_LIMITED */
            429: {
                headers: {
                    /** @description Quote it to support */
                    "X-Request-Id"?: string;
                    /** @description Requests allowed per 60-second window (once the key is known) */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the current window (once the key is known) */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Seconds until the window ends */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description INTERNAL */
            500: {
                headers: {
                    /** @description Quote it to support */
                    "X-Request-Id"?: string;
                    /** @description Requests allowed per 60-second window (once the key is known) */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the current window (once the key is known) */
                    "X-RateLimit-Remaining"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description TEMPORARILY_UNAVAILABLE */
            503: {
                headers: {
                    /** @description Quote it to support */
                    "X-Request-Id"?: string;
                    /** @description Requests allowed per 60-second window (once the key is known) */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the current window (once the key is known) */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Seconds to wait before retrying (the database is away or a statement timed out) */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    "orders-accept": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Order id (`ord_…`) */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Successful response */
            200: {
                headers: {
                    /** @description Requests allowed per 60-second window */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the current window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Quote it to support */
                    "X-Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description `ord_…` */
                        id: string;
                        /** @description Service code from the catalog */
                        service: string;
                        /**
                         * @description Order state
                         * @enum {string}
                         */
                        status: "menunggu_bayar" | "dibayar" | "ditawarkan" | "diambil" | "dikerjakan" | "butuh_input_klien" | "diserahkan" | "selesai" | "sengketa" | "dibatalkan" | "direfund";
                        /** @description Agent price in rupiah, held in escrow once paid */
                        price_idr: number;
                        /** @description Ceiling given at creation */
                        max_budget: number | null;
                        /** @description Intake field values */
                        intake: {
                            [key: string]: string;
                        };
                        /** @description Webhook address of this order */
                        callback_url: string | null;
                        /** @description ISO 8601 UTC with milliseconds */
                        sla_due_at: string;
                        /** @description The handed-in result, null until then */
                        deliverable: string | null;
                        /** @description true when the price is above the organization approval threshold */
                        approval_required: boolean;
                        /** @description Messages between practitioner and client, oldest first */
                        messages: {
                            /** @description `msg_…` */
                            id: string;
                            /**
                             * @description Who wrote it
                             * @enum {string}
                             */
                            sender: "praktisi" | "klien";
                            /** @description Message text */
                            text: string;
                            /** @description ISO 8601 UTC */
                            created_at: string;
                        }[];
                        /** @description ISO 8601 UTC */
                        created_at: string;
                        /** @description ISO 8601 UTC */
                        updated_at: string;
                        /** @description What the caller may do to this order now (for an API key: `kirim_pesan`, `terima_hasil`) */
                        allowed_actions: ("setujui_order" | "tolak_order" | "ambil_order" | "tolak_penawaran" | "mulai_kerjakan" | "lepas_order" | "minta_data_klien" | "kirim_pesan" | "serahkan_hasil" | "terima_hasil" | "minta_revisi" | "ajukan_sengketa" | "putus_sengketa" | "batalkan_order")[];
                        /** @description The order's documents: intake files, each message's files and the current hand-in's */
                        files: {
                            /** @description `file_…` */
                            id: string;
                            /** @description The uploaded name, without path, control or bidi characters */
                            filename: string;
                            /** @description Decided from the bytes at upload */
                            content_type: string;
                            /** @description Bytes */
                            size: number;
                            /** @description Hex SHA-256 of the bytes */
                            sha256: string;
                            /**
                             * @description An intake value (`intake_key`), a message (`message_id`), or the current hand-in
                             * @enum {string}
                             */
                            attached_to: "intake" | "message" | "deliverable";
                            /** @description The intake field whose value is this file */
                            intake_key: string | null;
                            /** @description The message that carries this file */
                            message_id: string | null;
                            /** @description Signed link, no API key needed, valid until `expires_at`; safe to show to your user */
                            download_url: string | null;
                            /** @description Signed link that shows a PDF or image in the browser (sandboxed) instead of saving it; null for other types */
                            preview_url: string | null;
                            /** @description ISO 8601 UTC: when `download_url` and `preview_url` stop working */
                            expires_at: string | null;
                        }[];
                    };
                };
            };
            /** @description UNAUTHORIZED */
            401: {
                headers: {
                    /** @description Quote it to support */
                    "X-Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description FORBIDDEN_SCOPE, ACCOUNT_PENDING, ACCOUNT_REJECTED */
            403: {
                headers: {
                    /** @description Quote it to support */
                    "X-Request-Id"?: string;
                    /** @description Requests allowed per 60-second window (once the key is known) */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the current window (once the key is known) */
                    "X-RateLimit-Remaining"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description NOT_FOUND */
            404: {
                headers: {
                    /** @description Quote it to support */
                    "X-Request-Id"?: string;
                    /** @description Requests allowed per 60-second window (once the key is known) */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the current window (once the key is known) */
                    "X-RateLimit-Remaining"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description METHOD_NOT_ALLOWED: another method on this path (the `Allow` header lists the served ones); not counted against the rate limit */
            405: {
                headers: {
                    /** @description Quote it to support */
                    "X-Request-Id"?: string;
                    /** @description Methods served on this path */
                    Allow?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description INVALID_STATE */
            409: {
                headers: {
                    /** @description Quote it to support */
                    "X-Request-Id"?: string;
                    /** @description Requests allowed per 60-second window (once the key is known) */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the current window (once the key is known) */
                    "X-RateLimit-Remaining"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description RATE_LIMITED */
            429: {
                headers: {
                    /** @description Quote it to support */
                    "X-Request-Id"?: string;
                    /** @description Requests allowed per 60-second window (once the key is known) */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the current window (once the key is known) */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Seconds until the window ends */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description INTERNAL */
            500: {
                headers: {
                    /** @description Quote it to support */
                    "X-Request-Id"?: string;
                    /** @description Requests allowed per 60-second window (once the key is known) */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the current window (once the key is known) */
                    "X-RateLimit-Remaining"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description TEMPORARILY_UNAVAILABLE */
            503: {
                headers: {
                    /** @description Quote it to support */
                    "X-Request-Id"?: string;
                    /** @description Requests allowed per 60-second window (once the key is known) */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the current window (once the key is known) */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Seconds to wait before retrying (the database is away or a statement timed out) */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    "orders-receipt": {
        parameters: {
            query?: {
                lang?: "id" | "en";
            };
            header?: never;
            path: {
                /** @description Order id (`ord_…`) */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The PDF document, as a download */
            200: {
                headers: {
                    /** @description Requests allowed per 60-second window */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the current window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Quote it to support */
                    "X-Request-Id"?: string;
                    /** @description attachment; filename=… */
                    "Content-Disposition"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/pdf": string;
                };
            };
            /** @description VALIDATION */
            400: {
                headers: {
                    /** @description Quote it to support */
                    "X-Request-Id"?: string;
                    /** @description Requests allowed per 60-second window (once the key is known) */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the current window (once the key is known) */
                    "X-RateLimit-Remaining"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description UNAUTHORIZED */
            401: {
                headers: {
                    /** @description Quote it to support */
                    "X-Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description FORBIDDEN_SCOPE, ACCOUNT_PENDING, ACCOUNT_REJECTED */
            403: {
                headers: {
                    /** @description Quote it to support */
                    "X-Request-Id"?: string;
                    /** @description Requests allowed per 60-second window (once the key is known) */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the current window (once the key is known) */
                    "X-RateLimit-Remaining"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description NOT_FOUND */
            404: {
                headers: {
                    /** @description Quote it to support */
                    "X-Request-Id"?: string;
                    /** @description Requests allowed per 60-second window (once the key is known) */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the current window (once the key is known) */
                    "X-RateLimit-Remaining"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description METHOD_NOT_ALLOWED: another method on this path (the `Allow` header lists the served ones); not counted against the rate limit */
            405: {
                headers: {
                    /** @description Quote it to support */
                    "X-Request-Id"?: string;
                    /** @description Methods served on this path */
                    Allow?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description INVALID_STATE */
            409: {
                headers: {
                    /** @description Quote it to support */
                    "X-Request-Id"?: string;
                    /** @description Requests allowed per 60-second window (once the key is known) */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the current window (once the key is known) */
                    "X-RateLimit-Remaining"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description VALIDATION */
            422: {
                headers: {
                    /** @description Quote it to support */
                    "X-Request-Id"?: string;
                    /** @description Requests allowed per 60-second window (once the key is known) */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the current window (once the key is known) */
                    "X-RateLimit-Remaining"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description RATE_LIMITED */
            429: {
                headers: {
                    /** @description Quote it to support */
                    "X-Request-Id"?: string;
                    /** @description Requests allowed per 60-second window (once the key is known) */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the current window (once the key is known) */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Seconds until the window ends */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description INTERNAL */
            500: {
                headers: {
                    /** @description Quote it to support */
                    "X-Request-Id"?: string;
                    /** @description Requests allowed per 60-second window (once the key is known) */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the current window (once the key is known) */
                    "X-RateLimit-Remaining"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description TEMPORARILY_UNAVAILABLE */
            503: {
                headers: {
                    /** @description Quote it to support */
                    "X-Request-Id"?: string;
                    /** @description Requests allowed per 60-second window (once the key is known) */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the current window (once the key is known) */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Seconds to wait before retrying (the database is away or a statement timed out) */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    "cases-create": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @description Contact person */
                    contact_name: string;
                    /** @description Contact e-mail (valid address, else EMAIL_INVALID) */
                    contact_email: string;
                    /** @description What happened and what is needed, at least 30 characters (else STORY_TOO_SHORT) */
                    story: string;
                    /** @description Phone number */
                    contact_phone?: string | null;
                    /** @description Area of law */
                    area?: string | null;
                    /** @description How urgent */
                    urgency?: string | null;
                    /** @description Budget range */
                    budget_range?: string | null;
                };
            };
        };
        responses: {
            /** @description Successful response */
            201: {
                headers: {
                    /** @description Requests allowed per 60-second window */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the current window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Quote it to support */
                    "X-Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description `case_…` */
                        id: string;
                        /**
                         * @description `terbuka`: open for bids; `dipilih`: a bid was selected
                         * @enum {string}
                         */
                        status: "terbuka" | "dipilih" | "ditutup";
                        contact_name: string;
                        contact_email: string;
                        contact_phone: string | null;
                        area: string | null;
                        urgency: string | null;
                        budget_range: string | null;
                        story: string;
                        /** @description Bids (penawaran) from practitioners */
                        bids: {
                            /** @description `bid_…`, pass it to select */
                            bid_id: string;
                            practitioner_name: string;
                            /** @description Price offered in rupiah */
                            amount_idr: number;
                            message: string;
                            estimated_days: number;
                            /** @enum {string} */
                            status: "aktif" | "dipilih" | "ditolak";
                            created_at: string;
                        }[];
                        selected_bid_id: string | null;
                        /** @description Issued when a bid is selected */
                        invoice: {
                            /** @description `inv_…` */
                            id: string;
                            amount_idr: number;
                            /** @enum {string} */
                            status: "belum_dibayar" | "lunas";
                            created_at: string;
                        } | null;
                        created_at: string;
                        updated_at: string;
                    };
                };
            };
            /** @description VALIDATION */
            400: {
                headers: {
                    /** @description Quote it to support */
                    "X-Request-Id"?: string;
                    /** @description Requests allowed per 60-second window (once the key is known) */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the current window (once the key is known) */
                    "X-RateLimit-Remaining"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description UNAUTHORIZED */
            401: {
                headers: {
                    /** @description Quote it to support */
                    "X-Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description FORBIDDEN_SCOPE, ACCOUNT_PENDING, ACCOUNT_REJECTED */
            403: {
                headers: {
                    /** @description Quote it to support */
                    "X-Request-Id"?: string;
                    /** @description Requests allowed per 60-second window (once the key is known) */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the current window (once the key is known) */
                    "X-RateLimit-Remaining"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description METHOD_NOT_ALLOWED: another method on this path (the `Allow` header lists the served ones); not counted against the rate limit */
            405: {
                headers: {
                    /** @description Quote it to support */
                    "X-Request-Id"?: string;
                    /** @description Methods served on this path */
                    Allow?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description EMAIL_INVALID, STORY_TOO_SHORT, VALIDATION */
            422: {
                headers: {
                    /** @description Quote it to support */
                    "X-Request-Id"?: string;
                    /** @description Requests allowed per 60-second window (once the key is known) */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the current window (once the key is known) */
                    "X-RateLimit-Remaining"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description RATE_LIMITED */
            429: {
                headers: {
                    /** @description Quote it to support */
                    "X-Request-Id"?: string;
                    /** @description Requests allowed per 60-second window (once the key is known) */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the current window (once the key is known) */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Seconds until the window ends */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description INTERNAL */
            500: {
                headers: {
                    /** @description Quote it to support */
                    "X-Request-Id"?: string;
                    /** @description Requests allowed per 60-second window (once the key is known) */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the current window (once the key is known) */
                    "X-RateLimit-Remaining"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description TEMPORARILY_UNAVAILABLE */
            503: {
                headers: {
                    /** @description Quote it to support */
                    "X-Request-Id"?: string;
                    /** @description Requests allowed per 60-second window (once the key is known) */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the current window (once the key is known) */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Seconds to wait before retrying (the database is away or a statement timed out) */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    "cases-get": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Case id (`case_…`) */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Successful response */
            200: {
                headers: {
                    /** @description Requests allowed per 60-second window */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the current window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Quote it to support */
                    "X-Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description `case_…` */
                        id: string;
                        /**
                         * @description `terbuka`: open for bids; `dipilih`: a bid was selected
                         * @enum {string}
                         */
                        status: "terbuka" | "dipilih" | "ditutup";
                        contact_name: string;
                        contact_email: string;
                        contact_phone: string | null;
                        area: string | null;
                        urgency: string | null;
                        budget_range: string | null;
                        story: string;
                        /** @description Bids (penawaran) from practitioners */
                        bids: {
                            /** @description `bid_…`, pass it to select */
                            bid_id: string;
                            practitioner_name: string;
                            /** @description Price offered in rupiah */
                            amount_idr: number;
                            message: string;
                            estimated_days: number;
                            /** @enum {string} */
                            status: "aktif" | "dipilih" | "ditolak";
                            created_at: string;
                        }[];
                        selected_bid_id: string | null;
                        /** @description Issued when a bid is selected */
                        invoice: {
                            /** @description `inv_…` */
                            id: string;
                            amount_idr: number;
                            /** @enum {string} */
                            status: "belum_dibayar" | "lunas";
                            created_at: string;
                        } | null;
                        created_at: string;
                        updated_at: string;
                    };
                };
            };
            /** @description UNAUTHORIZED */
            401: {
                headers: {
                    /** @description Quote it to support */
                    "X-Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description FORBIDDEN_SCOPE, ACCOUNT_PENDING, ACCOUNT_REJECTED */
            403: {
                headers: {
                    /** @description Quote it to support */
                    "X-Request-Id"?: string;
                    /** @description Requests allowed per 60-second window (once the key is known) */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the current window (once the key is known) */
                    "X-RateLimit-Remaining"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description NOT_FOUND */
            404: {
                headers: {
                    /** @description Quote it to support */
                    "X-Request-Id"?: string;
                    /** @description Requests allowed per 60-second window (once the key is known) */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the current window (once the key is known) */
                    "X-RateLimit-Remaining"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description METHOD_NOT_ALLOWED: another method on this path (the `Allow` header lists the served ones); not counted against the rate limit */
            405: {
                headers: {
                    /** @description Quote it to support */
                    "X-Request-Id"?: string;
                    /** @description Methods served on this path */
                    Allow?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description RATE_LIMITED */
            429: {
                headers: {
                    /** @description Quote it to support */
                    "X-Request-Id"?: string;
                    /** @description Requests allowed per 60-second window (once the key is known) */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the current window (once the key is known) */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Seconds until the window ends */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description INTERNAL */
            500: {
                headers: {
                    /** @description Quote it to support */
                    "X-Request-Id"?: string;
                    /** @description Requests allowed per 60-second window (once the key is known) */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the current window (once the key is known) */
                    "X-RateLimit-Remaining"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description TEMPORARILY_UNAVAILABLE */
            503: {
                headers: {
                    /** @description Quote it to support */
                    "X-Request-Id"?: string;
                    /** @description Requests allowed per 60-second window (once the key is known) */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the current window (once the key is known) */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Seconds to wait before retrying (the database is away or a statement timed out) */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    "cases-selectBid": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Case id (`case_…`) */
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @description The chosen bid (`bid_…`) */
                    bid_id: string;
                };
            };
        };
        responses: {
            /** @description Successful response */
            200: {
                headers: {
                    /** @description Requests allowed per 60-second window */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the current window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Quote it to support */
                    "X-Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description `case_…` */
                        id: string;
                        /**
                         * @description `terbuka`: open for bids; `dipilih`: a bid was selected
                         * @enum {string}
                         */
                        status: "terbuka" | "dipilih" | "ditutup";
                        contact_name: string;
                        contact_email: string;
                        contact_phone: string | null;
                        area: string | null;
                        urgency: string | null;
                        budget_range: string | null;
                        story: string;
                        /** @description Bids (penawaran) from practitioners */
                        bids: {
                            /** @description `bid_…`, pass it to select */
                            bid_id: string;
                            practitioner_name: string;
                            /** @description Price offered in rupiah */
                            amount_idr: number;
                            message: string;
                            estimated_days: number;
                            /** @enum {string} */
                            status: "aktif" | "dipilih" | "ditolak";
                            created_at: string;
                        }[];
                        selected_bid_id: string | null;
                        /** @description Issued when a bid is selected */
                        invoice: {
                            /** @description `inv_…` */
                            id: string;
                            amount_idr: number;
                            /** @enum {string} */
                            status: "belum_dibayar" | "lunas";
                            created_at: string;
                        } | null;
                        created_at: string;
                        updated_at: string;
                    };
                };
            };
            /** @description VALIDATION */
            400: {
                headers: {
                    /** @description Quote it to support */
                    "X-Request-Id"?: string;
                    /** @description Requests allowed per 60-second window (once the key is known) */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the current window (once the key is known) */
                    "X-RateLimit-Remaining"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description UNAUTHORIZED */
            401: {
                headers: {
                    /** @description Quote it to support */
                    "X-Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description FORBIDDEN_SCOPE, ACCOUNT_PENDING, ACCOUNT_REJECTED */
            403: {
                headers: {
                    /** @description Quote it to support */
                    "X-Request-Id"?: string;
                    /** @description Requests allowed per 60-second window (once the key is known) */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the current window (once the key is known) */
                    "X-RateLimit-Remaining"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description NOT_FOUND */
            404: {
                headers: {
                    /** @description Quote it to support */
                    "X-Request-Id"?: string;
                    /** @description Requests allowed per 60-second window (once the key is known) */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the current window (once the key is known) */
                    "X-RateLimit-Remaining"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description METHOD_NOT_ALLOWED: another method on this path (the `Allow` header lists the served ones); not counted against the rate limit */
            405: {
                headers: {
                    /** @description Quote it to support */
                    "X-Request-Id"?: string;
                    /** @description Methods served on this path */
                    Allow?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description INVALID_STATE */
            409: {
                headers: {
                    /** @description Quote it to support */
                    "X-Request-Id"?: string;
                    /** @description Requests allowed per 60-second window (once the key is known) */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the current window (once the key is known) */
                    "X-RateLimit-Remaining"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description VALIDATION */
            422: {
                headers: {
                    /** @description Quote it to support */
                    "X-Request-Id"?: string;
                    /** @description Requests allowed per 60-second window (once the key is known) */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the current window (once the key is known) */
                    "X-RateLimit-Remaining"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description RATE_LIMITED */
            429: {
                headers: {
                    /** @description Quote it to support */
                    "X-Request-Id"?: string;
                    /** @description Requests allowed per 60-second window (once the key is known) */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the current window (once the key is known) */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Seconds until the window ends */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description INTERNAL */
            500: {
                headers: {
                    /** @description Quote it to support */
                    "X-Request-Id"?: string;
                    /** @description Requests allowed per 60-second window (once the key is known) */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the current window (once the key is known) */
                    "X-RateLimit-Remaining"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description TEMPORARILY_UNAVAILABLE */
            503: {
                headers: {
                    /** @description Quote it to support */
                    "X-Request-Id"?: string;
                    /** @description Requests allowed per 60-second window (once the key is known) */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the current window (once the key is known) */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Seconds to wait before retrying (the database is away or a statement timed out) */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    "balance-get": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Successful response */
            200: {
                headers: {
                    /** @description Requests allowed per 60-second window */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the current window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Quote it to support */
                    "X-Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description `org_…`: put it in the bank-transfer note to top up */
                        organization_id: string;
                        /** @constant */
                        currency: "IDR";
                        /** @description Available deposit */
                        deposit_idr: number;
                        /** @description Held in escrow for open orders */
                        escrow_idr: number;
                        key: {
                            prefix: string;
                            name: string;
                            per_order_limit_idr: number;
                            monthly_limit_idr: number;
                            /** @description Calendar month in Asia/Jakarta, YYYY-MM */
                            month: string;
                            month_spent_idr: number;
                            month_remaining_idr: number;
                        };
                    };
                };
            };
            /** @description UNAUTHORIZED */
            401: {
                headers: {
                    /** @description Quote it to support */
                    "X-Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description FORBIDDEN_SCOPE, ACCOUNT_PENDING, ACCOUNT_REJECTED */
            403: {
                headers: {
                    /** @description Quote it to support */
                    "X-Request-Id"?: string;
                    /** @description Requests allowed per 60-second window (once the key is known) */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the current window (once the key is known) */
                    "X-RateLimit-Remaining"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description METHOD_NOT_ALLOWED: another method on this path (the `Allow` header lists the served ones); not counted against the rate limit */
            405: {
                headers: {
                    /** @description Quote it to support */
                    "X-Request-Id"?: string;
                    /** @description Methods served on this path */
                    Allow?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description RATE_LIMITED */
            429: {
                headers: {
                    /** @description Quote it to support */
                    "X-Request-Id"?: string;
                    /** @description Requests allowed per 60-second window (once the key is known) */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the current window (once the key is known) */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Seconds until the window ends */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description INTERNAL */
            500: {
                headers: {
                    /** @description Quote it to support */
                    "X-Request-Id"?: string;
                    /** @description Requests allowed per 60-second window (once the key is known) */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the current window (once the key is known) */
                    "X-RateLimit-Remaining"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description TEMPORARILY_UNAVAILABLE */
            503: {
                headers: {
                    /** @description Quote it to support */
                    "X-Request-Id"?: string;
                    /** @description Requests allowed per 60-second window (once the key is known) */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the current window (once the key is known) */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Seconds to wait before retrying (the database is away or a statement timed out) */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    "statements-get": {
        parameters: {
            query?: {
                lang?: "id" | "en";
            };
            header?: never;
            path: {
                /** @description Calendar month, `YYYY-MM` (Asia/Jakarta) */
                month: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The PDF document, as a download */
            200: {
                headers: {
                    /** @description Requests allowed per 60-second window */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the current window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Quote it to support */
                    "X-Request-Id"?: string;
                    /** @description attachment; filename=… */
                    "Content-Disposition"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/pdf": string;
                };
            };
            /** @description VALIDATION */
            400: {
                headers: {
                    /** @description Quote it to support */
                    "X-Request-Id"?: string;
                    /** @description Requests allowed per 60-second window (once the key is known) */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the current window (once the key is known) */
                    "X-RateLimit-Remaining"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description UNAUTHORIZED */
            401: {
                headers: {
                    /** @description Quote it to support */
                    "X-Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description FORBIDDEN_SCOPE, ACCOUNT_PENDING, ACCOUNT_REJECTED */
            403: {
                headers: {
                    /** @description Quote it to support */
                    "X-Request-Id"?: string;
                    /** @description Requests allowed per 60-second window (once the key is known) */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the current window (once the key is known) */
                    "X-RateLimit-Remaining"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description METHOD_NOT_ALLOWED: another method on this path (the `Allow` header lists the served ones); not counted against the rate limit */
            405: {
                headers: {
                    /** @description Quote it to support */
                    "X-Request-Id"?: string;
                    /** @description Methods served on this path */
                    Allow?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description VALIDATION */
            422: {
                headers: {
                    /** @description Quote it to support */
                    "X-Request-Id"?: string;
                    /** @description Requests allowed per 60-second window (once the key is known) */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the current window (once the key is known) */
                    "X-RateLimit-Remaining"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description RATE_LIMITED */
            429: {
                headers: {
                    /** @description Quote it to support */
                    "X-Request-Id"?: string;
                    /** @description Requests allowed per 60-second window (once the key is known) */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the current window (once the key is known) */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Seconds until the window ends */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description INTERNAL */
            500: {
                headers: {
                    /** @description Quote it to support */
                    "X-Request-Id"?: string;
                    /** @description Requests allowed per 60-second window (once the key is known) */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the current window (once the key is known) */
                    "X-RateLimit-Remaining"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description TEMPORARILY_UNAVAILABLE */
            503: {
                headers: {
                    /** @description Quote it to support */
                    "X-Request-Id"?: string;
                    /** @description Requests allowed per 60-second window (once the key is known) */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the current window (once the key is known) */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Seconds to wait before retrying (the database is away or a statement timed out) */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    "events-list": {
        parameters: {
            query?: {
                type?: "order.dibayar" | "order.ditawarkan" | "order.diambil" | "order.dikerjakan" | "order.butuh_input_klien" | "order.diserahkan" | "order.selesai" | "order.sengketa" | "order.dibatalkan" | "order.direfund";
                order_id?: string;
                created_since?: string;
                limit?: number;
                starting_after?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Successful response */
            200: {
                headers: {
                    /** @description Requests allowed per 60-second window */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the current window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Quote it to support */
                    "X-Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            /** @description `evt_…`, the `id` of the webhook body */
                            id: string;
                            /** @description The event name, `order.<new status>` (the webhook body calls it `event`) */
                            type: string;
                            /** @description `ord_…` */
                            order_id: string;
                            /** @description ISO 8601 UTC: when the status changed */
                            created_at: string;
                            /** @description The webhook body, without `id`, `event` and `sent_at` */
                            data: {
                                /** @description The order summary the webhook carries, as it was at the change */
                                order: {
                                    id: string;
                                    status: string;
                                    service: string;
                                    price_idr: number;
                                    sla_due_at: string;
                                    deliverable: string | null;
                                    updated_at: string;
                                };
                            };
                            delivery: {
                                /**
                                 * @description `no_target`: neither callback_url nor a key webhook URL (polling)
                                 * @enum {string}
                                 */
                                status: "pending" | "delivered" | "dropped" | "no_target";
                                /** @description Where it is sent */
                                target_url: string | null;
                                /** @description When pending: the next automatic attempt */
                                next_attempt_at: string | null;
                                /** @description Every attempt, oldest first */
                                attempts: {
                                    /** @description 1-5 for automatic attempts; manual resends continue the count */
                                    attempt: number;
                                    /** @description A person resent it from the dashboard */
                                    manual: boolean;
                                    /** @description ISO 8601 UTC */
                                    started_at: string;
                                    /** @description Until the answer or the failure */
                                    duration_ms: number | null;
                                    /** @description The receiver's HTTP status; null when none came */
                                    status_code: number | null;
                                    /** @description Why the attempt failed, when it did */
                                    error: string | null;
                                    /** @description A 2xx within 10 seconds */
                                    succeeded: boolean;
                                }[];
                            };
                        }[];
                        has_more: boolean;
                    };
                };
            };
            /** @description VALIDATION */
            400: {
                headers: {
                    /** @description Quote it to support */
                    "X-Request-Id"?: string;
                    /** @description Requests allowed per 60-second window (once the key is known) */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the current window (once the key is known) */
                    "X-RateLimit-Remaining"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description UNAUTHORIZED */
            401: {
                headers: {
                    /** @description Quote it to support */
                    "X-Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description FORBIDDEN_SCOPE, ACCOUNT_PENDING, ACCOUNT_REJECTED */
            403: {
                headers: {
                    /** @description Quote it to support */
                    "X-Request-Id"?: string;
                    /** @description Requests allowed per 60-second window (once the key is known) */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the current window (once the key is known) */
                    "X-RateLimit-Remaining"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description NOT_FOUND */
            404: {
                headers: {
                    /** @description Quote it to support */
                    "X-Request-Id"?: string;
                    /** @description Requests allowed per 60-second window (once the key is known) */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the current window (once the key is known) */
                    "X-RateLimit-Remaining"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description METHOD_NOT_ALLOWED: another method on this path (the `Allow` header lists the served ones); not counted against the rate limit */
            405: {
                headers: {
                    /** @description Quote it to support */
                    "X-Request-Id"?: string;
                    /** @description Methods served on this path */
                    Allow?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description VALIDATION */
            422: {
                headers: {
                    /** @description Quote it to support */
                    "X-Request-Id"?: string;
                    /** @description Requests allowed per 60-second window (once the key is known) */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the current window (once the key is known) */
                    "X-RateLimit-Remaining"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description RATE_LIMITED */
            429: {
                headers: {
                    /** @description Quote it to support */
                    "X-Request-Id"?: string;
                    /** @description Requests allowed per 60-second window (once the key is known) */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the current window (once the key is known) */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Seconds until the window ends */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description INTERNAL */
            500: {
                headers: {
                    /** @description Quote it to support */
                    "X-Request-Id"?: string;
                    /** @description Requests allowed per 60-second window (once the key is known) */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the current window (once the key is known) */
                    "X-RateLimit-Remaining"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description TEMPORARILY_UNAVAILABLE */
            503: {
                headers: {
                    /** @description Quote it to support */
                    "X-Request-Id"?: string;
                    /** @description Requests allowed per 60-second window (once the key is known) */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the current window (once the key is known) */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Seconds to wait before retrying (the database is away or a statement timed out) */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    "events-get": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Event id (`evt_…`) */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Successful response */
            200: {
                headers: {
                    /** @description Requests allowed per 60-second window */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the current window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Quote it to support */
                    "X-Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description `evt_…`, the `id` of the webhook body */
                        id: string;
                        /** @description The event name, `order.<new status>` (the webhook body calls it `event`) */
                        type: string;
                        /** @description `ord_…` */
                        order_id: string;
                        /** @description ISO 8601 UTC: when the status changed */
                        created_at: string;
                        /** @description The webhook body, without `id`, `event` and `sent_at` */
                        data: {
                            /** @description The order summary the webhook carries, as it was at the change */
                            order: {
                                id: string;
                                status: string;
                                service: string;
                                price_idr: number;
                                sla_due_at: string;
                                deliverable: string | null;
                                updated_at: string;
                            };
                        };
                        delivery: {
                            /**
                             * @description `no_target`: neither callback_url nor a key webhook URL (polling)
                             * @enum {string}
                             */
                            status: "pending" | "delivered" | "dropped" | "no_target";
                            /** @description Where it is sent */
                            target_url: string | null;
                            /** @description When pending: the next automatic attempt */
                            next_attempt_at: string | null;
                            /** @description Every attempt, oldest first */
                            attempts: {
                                /** @description 1-5 for automatic attempts; manual resends continue the count */
                                attempt: number;
                                /** @description A person resent it from the dashboard */
                                manual: boolean;
                                /** @description ISO 8601 UTC */
                                started_at: string;
                                /** @description Until the answer or the failure */
                                duration_ms: number | null;
                                /** @description The receiver's HTTP status; null when none came */
                                status_code: number | null;
                                /** @description Why the attempt failed, when it did */
                                error: string | null;
                                /** @description A 2xx within 10 seconds */
                                succeeded: boolean;
                            }[];
                        };
                    };
                };
            };
            /** @description UNAUTHORIZED */
            401: {
                headers: {
                    /** @description Quote it to support */
                    "X-Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description FORBIDDEN_SCOPE, ACCOUNT_PENDING, ACCOUNT_REJECTED */
            403: {
                headers: {
                    /** @description Quote it to support */
                    "X-Request-Id"?: string;
                    /** @description Requests allowed per 60-second window (once the key is known) */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the current window (once the key is known) */
                    "X-RateLimit-Remaining"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description NOT_FOUND */
            404: {
                headers: {
                    /** @description Quote it to support */
                    "X-Request-Id"?: string;
                    /** @description Requests allowed per 60-second window (once the key is known) */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the current window (once the key is known) */
                    "X-RateLimit-Remaining"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description METHOD_NOT_ALLOWED: another method on this path (the `Allow` header lists the served ones); not counted against the rate limit */
            405: {
                headers: {
                    /** @description Quote it to support */
                    "X-Request-Id"?: string;
                    /** @description Methods served on this path */
                    Allow?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description RATE_LIMITED */
            429: {
                headers: {
                    /** @description Quote it to support */
                    "X-Request-Id"?: string;
                    /** @description Requests allowed per 60-second window (once the key is known) */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the current window (once the key is known) */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Seconds until the window ends */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description INTERNAL */
            500: {
                headers: {
                    /** @description Quote it to support */
                    "X-Request-Id"?: string;
                    /** @description Requests allowed per 60-second window (once the key is known) */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the current window (once the key is known) */
                    "X-RateLimit-Remaining"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description TEMPORARILY_UNAVAILABLE */
            503: {
                headers: {
                    /** @description Quote it to support */
                    "X-Request-Id"?: string;
                    /** @description Requests allowed per 60-second window (once the key is known) */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the current window (once the key is known) */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Seconds to wait before retrying (the database is away or a statement timed out) */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    "files-upload": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "multipart/form-data": {
                    /**
                     * @description What the file is for
                     * @enum {string}
                     */
                    purpose: "intake" | "message" | "deliverable";
                    /**
                     * Format: binary
                     * @description The document: PDF, PNG, JPEG, WebP, DOCX, XLSX, ODT or text
                     */
                    file: string;
                };
            };
        };
        responses: {
            /** @description Successful response */
            201: {
                headers: {
                    /** @description Requests allowed per 60-second window */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the current window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Quote it to support */
                    "X-Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["File"];
                };
            };
            /** @description VALIDATION */
            400: {
                headers: {
                    /** @description Quote it to support */
                    "X-Request-Id"?: string;
                    /** @description Requests allowed per 60-second window (once the key is known) */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the current window (once the key is known) */
                    "X-RateLimit-Remaining"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description UNAUTHORIZED */
            401: {
                headers: {
                    /** @description Quote it to support */
                    "X-Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description FORBIDDEN_SCOPE, ACCOUNT_PENDING, ACCOUNT_REJECTED */
            403: {
                headers: {
                    /** @description Quote it to support */
                    "X-Request-Id"?: string;
                    /** @description Requests allowed per 60-second window (once the key is known) */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the current window (once the key is known) */
                    "X-RateLimit-Remaining"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description METHOD_NOT_ALLOWED: another method on this path (the `Allow` header lists the served ones); not counted against the rate limit */
            405: {
                headers: {
                    /** @description Quote it to support */
                    "X-Request-Id"?: string;
                    /** @description Methods served on this path */
                    Allow?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description VALIDATION */
            422: {
                headers: {
                    /** @description Quote it to support */
                    "X-Request-Id"?: string;
                    /** @description Requests allowed per 60-second window (once the key is known) */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the current window (once the key is known) */
                    "X-RateLimit-Remaining"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description RATE_LIMITED */
            429: {
                headers: {
                    /** @description Quote it to support */
                    "X-Request-Id"?: string;
                    /** @description Requests allowed per 60-second window (once the key is known) */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the current window (once the key is known) */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Seconds until the window ends */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description INTERNAL */
            500: {
                headers: {
                    /** @description Quote it to support */
                    "X-Request-Id"?: string;
                    /** @description Requests allowed per 60-second window (once the key is known) */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the current window (once the key is known) */
                    "X-RateLimit-Remaining"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description TEMPORARILY_UNAVAILABLE */
            503: {
                headers: {
                    /** @description Quote it to support */
                    "X-Request-Id"?: string;
                    /** @description Requests allowed per 60-second window (once the key is known) */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the current window (once the key is known) */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Seconds to wait before retrying (the database is away or a statement timed out) */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    "files-get": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description File id (`file_…`) */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Successful response */
            200: {
                headers: {
                    /** @description Requests allowed per 60-second window */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the current window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Quote it to support */
                    "X-Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["File"];
                };
            };
            /** @description UNAUTHORIZED */
            401: {
                headers: {
                    /** @description Quote it to support */
                    "X-Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description FORBIDDEN_SCOPE, ACCOUNT_PENDING, ACCOUNT_REJECTED */
            403: {
                headers: {
                    /** @description Quote it to support */
                    "X-Request-Id"?: string;
                    /** @description Requests allowed per 60-second window (once the key is known) */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the current window (once the key is known) */
                    "X-RateLimit-Remaining"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description NOT_FOUND */
            404: {
                headers: {
                    /** @description Quote it to support */
                    "X-Request-Id"?: string;
                    /** @description Requests allowed per 60-second window (once the key is known) */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the current window (once the key is known) */
                    "X-RateLimit-Remaining"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description METHOD_NOT_ALLOWED: another method on this path (the `Allow` header lists the served ones); not counted against the rate limit */
            405: {
                headers: {
                    /** @description Quote it to support */
                    "X-Request-Id"?: string;
                    /** @description Methods served on this path */
                    Allow?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description RATE_LIMITED */
            429: {
                headers: {
                    /** @description Quote it to support */
                    "X-Request-Id"?: string;
                    /** @description Requests allowed per 60-second window (once the key is known) */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the current window (once the key is known) */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Seconds until the window ends */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description INTERNAL */
            500: {
                headers: {
                    /** @description Quote it to support */
                    "X-Request-Id"?: string;
                    /** @description Requests allowed per 60-second window (once the key is known) */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the current window (once the key is known) */
                    "X-RateLimit-Remaining"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description TEMPORARILY_UNAVAILABLE */
            503: {
                headers: {
                    /** @description Quote it to support */
                    "X-Request-Id"?: string;
                    /** @description Requests allowed per 60-second window (once the key is known) */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the current window (once the key is known) */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Seconds to wait before retrying (the database is away or a statement timed out) */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    "files-content": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description File id (`file_…`) */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The bytes, as an attachment of the type decided at upload */
            200: {
                headers: {
                    /** @description Requests allowed per 60-second window */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the current window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Quote it to support */
                    "X-Request-Id"?: string;
                    /** @description attachment; filename=… */
                    "Content-Disposition"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/octet-stream": string;
                };
            };
            /** @description UNAUTHORIZED */
            401: {
                headers: {
                    /** @description Quote it to support */
                    "X-Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description FORBIDDEN_SCOPE, ACCOUNT_PENDING, ACCOUNT_REJECTED */
            403: {
                headers: {
                    /** @description Quote it to support */
                    "X-Request-Id"?: string;
                    /** @description Requests allowed per 60-second window (once the key is known) */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the current window (once the key is known) */
                    "X-RateLimit-Remaining"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description NOT_FOUND */
            404: {
                headers: {
                    /** @description Quote it to support */
                    "X-Request-Id"?: string;
                    /** @description Requests allowed per 60-second window (once the key is known) */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the current window (once the key is known) */
                    "X-RateLimit-Remaining"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description METHOD_NOT_ALLOWED: another method on this path (the `Allow` header lists the served ones); not counted against the rate limit */
            405: {
                headers: {
                    /** @description Quote it to support */
                    "X-Request-Id"?: string;
                    /** @description Methods served on this path */
                    Allow?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description RATE_LIMITED */
            429: {
                headers: {
                    /** @description Quote it to support */
                    "X-Request-Id"?: string;
                    /** @description Requests allowed per 60-second window (once the key is known) */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the current window (once the key is known) */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Seconds until the window ends */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description INTERNAL */
            500: {
                headers: {
                    /** @description Quote it to support */
                    "X-Request-Id"?: string;
                    /** @description Requests allowed per 60-second window (once the key is known) */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the current window (once the key is known) */
                    "X-RateLimit-Remaining"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description TEMPORARILY_UNAVAILABLE */
            503: {
                headers: {
                    /** @description Quote it to support */
                    "X-Request-Id"?: string;
                    /** @description Requests allowed per 60-second window (once the key is known) */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the current window (once the key is known) */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Seconds to wait before retrying (the database is away or a statement timed out) */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    "test-deposit": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @description Test money to add, whole rupiah, 1-1000000000000 */
                    amount_idr: number;
                };
            };
        };
        responses: {
            /** @description Successful response */
            200: {
                headers: {
                    /** @description Requests allowed per 60-second window */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the current window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Quote it to support */
                    "X-Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description `org_…`: put it in the bank-transfer note to top up */
                        organization_id: string;
                        /** @constant */
                        currency: "IDR";
                        /** @description Available deposit */
                        deposit_idr: number;
                        /** @description Held in escrow for open orders */
                        escrow_idr: number;
                        key: {
                            prefix: string;
                            name: string;
                            per_order_limit_idr: number;
                            monthly_limit_idr: number;
                            /** @description Calendar month in Asia/Jakarta, YYYY-MM */
                            month: string;
                            month_spent_idr: number;
                            month_remaining_idr: number;
                        };
                    };
                };
            };
            /** @description VALIDATION */
            400: {
                headers: {
                    /** @description Quote it to support */
                    "X-Request-Id"?: string;
                    /** @description Requests allowed per 60-second window (once the key is known) */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the current window (once the key is known) */
                    "X-RateLimit-Remaining"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description UNAUTHORIZED */
            401: {
                headers: {
                    /** @description Quote it to support */
                    "X-Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description FORBIDDEN_SCOPE, ACCOUNT_PENDING, ACCOUNT_REJECTED */
            403: {
                headers: {
                    /** @description Quote it to support */
                    "X-Request-Id"?: string;
                    /** @description Requests allowed per 60-second window (once the key is known) */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the current window (once the key is known) */
                    "X-RateLimit-Remaining"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description NOT_FOUND */
            404: {
                headers: {
                    /** @description Quote it to support */
                    "X-Request-Id"?: string;
                    /** @description Requests allowed per 60-second window (once the key is known) */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the current window (once the key is known) */
                    "X-RateLimit-Remaining"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description METHOD_NOT_ALLOWED: another method on this path (the `Allow` header lists the served ones); not counted against the rate limit */
            405: {
                headers: {
                    /** @description Quote it to support */
                    "X-Request-Id"?: string;
                    /** @description Methods served on this path */
                    Allow?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description VALIDATION */
            422: {
                headers: {
                    /** @description Quote it to support */
                    "X-Request-Id"?: string;
                    /** @description Requests allowed per 60-second window (once the key is known) */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the current window (once the key is known) */
                    "X-RateLimit-Remaining"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description RATE_LIMITED */
            429: {
                headers: {
                    /** @description Quote it to support */
                    "X-Request-Id"?: string;
                    /** @description Requests allowed per 60-second window (once the key is known) */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the current window (once the key is known) */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Seconds until the window ends */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description INTERNAL */
            500: {
                headers: {
                    /** @description Quote it to support */
                    "X-Request-Id"?: string;
                    /** @description Requests allowed per 60-second window (once the key is known) */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the current window (once the key is known) */
                    "X-RateLimit-Remaining"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description TEMPORARILY_UNAVAILABLE */
            503: {
                headers: {
                    /** @description Quote it to support */
                    "X-Request-Id"?: string;
                    /** @description Requests allowed per 60-second window (once the key is known) */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the current window (once the key is known) */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Seconds to wait before retrying (the database is away or a statement timed out) */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    "test-advance": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Order id (`ord_…`) */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Successful response */
            200: {
                headers: {
                    /** @description Requests allowed per 60-second window */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the current window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Quote it to support */
                    "X-Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description `ord_…` */
                        id: string;
                        /** @description Service code from the catalog */
                        service: string;
                        /**
                         * @description Order state
                         * @enum {string}
                         */
                        status: "menunggu_bayar" | "dibayar" | "ditawarkan" | "diambil" | "dikerjakan" | "butuh_input_klien" | "diserahkan" | "selesai" | "sengketa" | "dibatalkan" | "direfund";
                        /** @description Agent price in rupiah, held in escrow once paid */
                        price_idr: number;
                        /** @description Ceiling given at creation */
                        max_budget: number | null;
                        /** @description Intake field values */
                        intake: {
                            [key: string]: string;
                        };
                        /** @description Webhook address of this order */
                        callback_url: string | null;
                        /** @description ISO 8601 UTC with milliseconds */
                        sla_due_at: string;
                        /** @description The handed-in result, null until then */
                        deliverable: string | null;
                        /** @description true when the price is above the organization approval threshold */
                        approval_required: boolean;
                        /** @description Messages between practitioner and client, oldest first */
                        messages: {
                            /** @description `msg_…` */
                            id: string;
                            /**
                             * @description Who wrote it
                             * @enum {string}
                             */
                            sender: "praktisi" | "klien";
                            /** @description Message text */
                            text: string;
                            /** @description ISO 8601 UTC */
                            created_at: string;
                        }[];
                        /** @description ISO 8601 UTC */
                        created_at: string;
                        /** @description ISO 8601 UTC */
                        updated_at: string;
                        /** @description What the caller may do to this order now (for an API key: `kirim_pesan`, `terima_hasil`) */
                        allowed_actions: ("setujui_order" | "tolak_order" | "ambil_order" | "tolak_penawaran" | "mulai_kerjakan" | "lepas_order" | "minta_data_klien" | "kirim_pesan" | "serahkan_hasil" | "terima_hasil" | "minta_revisi" | "ajukan_sengketa" | "putus_sengketa" | "batalkan_order")[];
                        /** @description The order's documents: intake files, each message's files and the current hand-in's */
                        files: {
                            /** @description `file_…` */
                            id: string;
                            /** @description The uploaded name, without path, control or bidi characters */
                            filename: string;
                            /** @description Decided from the bytes at upload */
                            content_type: string;
                            /** @description Bytes */
                            size: number;
                            /** @description Hex SHA-256 of the bytes */
                            sha256: string;
                            /**
                             * @description An intake value (`intake_key`), a message (`message_id`), or the current hand-in
                             * @enum {string}
                             */
                            attached_to: "intake" | "message" | "deliverable";
                            /** @description The intake field whose value is this file */
                            intake_key: string | null;
                            /** @description The message that carries this file */
                            message_id: string | null;
                            /** @description Signed link, no API key needed, valid until `expires_at`; safe to show to your user */
                            download_url: string | null;
                            /** @description Signed link that shows a PDF or image in the browser (sandboxed) instead of saving it; null for other types */
                            preview_url: string | null;
                            /** @description ISO 8601 UTC: when `download_url` and `preview_url` stop working */
                            expires_at: string | null;
                        }[];
                    };
                };
            };
            /** @description UNAUTHORIZED */
            401: {
                headers: {
                    /** @description Quote it to support */
                    "X-Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description FORBIDDEN_SCOPE, ACCOUNT_PENDING, ACCOUNT_REJECTED */
            403: {
                headers: {
                    /** @description Quote it to support */
                    "X-Request-Id"?: string;
                    /** @description Requests allowed per 60-second window (once the key is known) */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the current window (once the key is known) */
                    "X-RateLimit-Remaining"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description NOT_FOUND */
            404: {
                headers: {
                    /** @description Quote it to support */
                    "X-Request-Id"?: string;
                    /** @description Requests allowed per 60-second window (once the key is known) */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the current window (once the key is known) */
                    "X-RateLimit-Remaining"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description METHOD_NOT_ALLOWED: another method on this path (the `Allow` header lists the served ones); not counted against the rate limit */
            405: {
                headers: {
                    /** @description Quote it to support */
                    "X-Request-Id"?: string;
                    /** @description Methods served on this path */
                    Allow?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description INVALID_STATE */
            409: {
                headers: {
                    /** @description Quote it to support */
                    "X-Request-Id"?: string;
                    /** @description Requests allowed per 60-second window (once the key is known) */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the current window (once the key is known) */
                    "X-RateLimit-Remaining"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description RATE_LIMITED */
            429: {
                headers: {
                    /** @description Quote it to support */
                    "X-Request-Id"?: string;
                    /** @description Requests allowed per 60-second window (once the key is known) */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the current window (once the key is known) */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Seconds until the window ends */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description INTERNAL */
            500: {
                headers: {
                    /** @description Quote it to support */
                    "X-Request-Id"?: string;
                    /** @description Requests allowed per 60-second window (once the key is known) */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the current window (once the key is known) */
                    "X-RateLimit-Remaining"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description TEMPORARILY_UNAVAILABLE */
            503: {
                headers: {
                    /** @description Quote it to support */
                    "X-Request-Id"?: string;
                    /** @description Requests allowed per 60-second window (once the key is known) */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the current window (once the key is known) */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Seconds to wait before retrying (the database is away or a statement timed out) */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    "test-expireOffer": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Order id (`ord_…`) */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Successful response */
            200: {
                headers: {
                    /** @description Requests allowed per 60-second window */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the current window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Quote it to support */
                    "X-Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description `ord_…` */
                        id: string;
                        /** @description Service code from the catalog */
                        service: string;
                        /**
                         * @description Order state
                         * @enum {string}
                         */
                        status: "menunggu_bayar" | "dibayar" | "ditawarkan" | "diambil" | "dikerjakan" | "butuh_input_klien" | "diserahkan" | "selesai" | "sengketa" | "dibatalkan" | "direfund";
                        /** @description Agent price in rupiah, held in escrow once paid */
                        price_idr: number;
                        /** @description Ceiling given at creation */
                        max_budget: number | null;
                        /** @description Intake field values */
                        intake: {
                            [key: string]: string;
                        };
                        /** @description Webhook address of this order */
                        callback_url: string | null;
                        /** @description ISO 8601 UTC with milliseconds */
                        sla_due_at: string;
                        /** @description The handed-in result, null until then */
                        deliverable: string | null;
                        /** @description true when the price is above the organization approval threshold */
                        approval_required: boolean;
                        /** @description Messages between practitioner and client, oldest first */
                        messages: {
                            /** @description `msg_…` */
                            id: string;
                            /**
                             * @description Who wrote it
                             * @enum {string}
                             */
                            sender: "praktisi" | "klien";
                            /** @description Message text */
                            text: string;
                            /** @description ISO 8601 UTC */
                            created_at: string;
                        }[];
                        /** @description ISO 8601 UTC */
                        created_at: string;
                        /** @description ISO 8601 UTC */
                        updated_at: string;
                        /** @description What the caller may do to this order now (for an API key: `kirim_pesan`, `terima_hasil`) */
                        allowed_actions: ("setujui_order" | "tolak_order" | "ambil_order" | "tolak_penawaran" | "mulai_kerjakan" | "lepas_order" | "minta_data_klien" | "kirim_pesan" | "serahkan_hasil" | "terima_hasil" | "minta_revisi" | "ajukan_sengketa" | "putus_sengketa" | "batalkan_order")[];
                        /** @description The order's documents: intake files, each message's files and the current hand-in's */
                        files: {
                            /** @description `file_…` */
                            id: string;
                            /** @description The uploaded name, without path, control or bidi characters */
                            filename: string;
                            /** @description Decided from the bytes at upload */
                            content_type: string;
                            /** @description Bytes */
                            size: number;
                            /** @description Hex SHA-256 of the bytes */
                            sha256: string;
                            /**
                             * @description An intake value (`intake_key`), a message (`message_id`), or the current hand-in
                             * @enum {string}
                             */
                            attached_to: "intake" | "message" | "deliverable";
                            /** @description The intake field whose value is this file */
                            intake_key: string | null;
                            /** @description The message that carries this file */
                            message_id: string | null;
                            /** @description Signed link, no API key needed, valid until `expires_at`; safe to show to your user */
                            download_url: string | null;
                            /** @description Signed link that shows a PDF or image in the browser (sandboxed) instead of saving it; null for other types */
                            preview_url: string | null;
                            /** @description ISO 8601 UTC: when `download_url` and `preview_url` stop working */
                            expires_at: string | null;
                        }[];
                    };
                };
            };
            /** @description UNAUTHORIZED */
            401: {
                headers: {
                    /** @description Quote it to support */
                    "X-Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description FORBIDDEN_SCOPE, ACCOUNT_PENDING, ACCOUNT_REJECTED */
            403: {
                headers: {
                    /** @description Quote it to support */
                    "X-Request-Id"?: string;
                    /** @description Requests allowed per 60-second window (once the key is known) */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the current window (once the key is known) */
                    "X-RateLimit-Remaining"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description NOT_FOUND */
            404: {
                headers: {
                    /** @description Quote it to support */
                    "X-Request-Id"?: string;
                    /** @description Requests allowed per 60-second window (once the key is known) */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the current window (once the key is known) */
                    "X-RateLimit-Remaining"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description METHOD_NOT_ALLOWED: another method on this path (the `Allow` header lists the served ones); not counted against the rate limit */
            405: {
                headers: {
                    /** @description Quote it to support */
                    "X-Request-Id"?: string;
                    /** @description Methods served on this path */
                    Allow?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description INVALID_STATE */
            409: {
                headers: {
                    /** @description Quote it to support */
                    "X-Request-Id"?: string;
                    /** @description Requests allowed per 60-second window (once the key is known) */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the current window (once the key is known) */
                    "X-RateLimit-Remaining"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description RATE_LIMITED */
            429: {
                headers: {
                    /** @description Quote it to support */
                    "X-Request-Id"?: string;
                    /** @description Requests allowed per 60-second window (once the key is known) */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the current window (once the key is known) */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Seconds until the window ends */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description INTERNAL */
            500: {
                headers: {
                    /** @description Quote it to support */
                    "X-Request-Id"?: string;
                    /** @description Requests allowed per 60-second window (once the key is known) */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the current window (once the key is known) */
                    "X-RateLimit-Remaining"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description TEMPORARILY_UNAVAILABLE */
            503: {
                headers: {
                    /** @description Quote it to support */
                    "X-Request-Id"?: string;
                    /** @description Requests allowed per 60-second window (once the key is known) */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the current window (once the key is known) */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Seconds to wait before retrying (the database is away or a statement timed out) */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    "test-payInvoice": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Invoice id (`inv_…`) */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Successful response */
            200: {
                headers: {
                    /** @description Requests allowed per 60-second window */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the current window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Quote it to support */
                    "X-Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description `case_…` */
                        id: string;
                        /**
                         * @description `terbuka`: open for bids; `dipilih`: a bid was selected
                         * @enum {string}
                         */
                        status: "terbuka" | "dipilih" | "ditutup";
                        contact_name: string;
                        contact_email: string;
                        contact_phone: string | null;
                        area: string | null;
                        urgency: string | null;
                        budget_range: string | null;
                        story: string;
                        /** @description Bids (penawaran) from practitioners */
                        bids: {
                            /** @description `bid_…`, pass it to select */
                            bid_id: string;
                            practitioner_name: string;
                            /** @description Price offered in rupiah */
                            amount_idr: number;
                            message: string;
                            estimated_days: number;
                            /** @enum {string} */
                            status: "aktif" | "dipilih" | "ditolak";
                            created_at: string;
                        }[];
                        selected_bid_id: string | null;
                        /** @description Issued when a bid is selected */
                        invoice: {
                            /** @description `inv_…` */
                            id: string;
                            amount_idr: number;
                            /** @enum {string} */
                            status: "belum_dibayar" | "lunas";
                            created_at: string;
                        } | null;
                        created_at: string;
                        updated_at: string;
                    };
                };
            };
            /** @description UNAUTHORIZED */
            401: {
                headers: {
                    /** @description Quote it to support */
                    "X-Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description FORBIDDEN_SCOPE, ACCOUNT_PENDING, ACCOUNT_REJECTED */
            403: {
                headers: {
                    /** @description Quote it to support */
                    "X-Request-Id"?: string;
                    /** @description Requests allowed per 60-second window (once the key is known) */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the current window (once the key is known) */
                    "X-RateLimit-Remaining"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description NOT_FOUND */
            404: {
                headers: {
                    /** @description Quote it to support */
                    "X-Request-Id"?: string;
                    /** @description Requests allowed per 60-second window (once the key is known) */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the current window (once the key is known) */
                    "X-RateLimit-Remaining"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description METHOD_NOT_ALLOWED: another method on this path (the `Allow` header lists the served ones); not counted against the rate limit */
            405: {
                headers: {
                    /** @description Quote it to support */
                    "X-Request-Id"?: string;
                    /** @description Methods served on this path */
                    Allow?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description INVALID_STATE */
            409: {
                headers: {
                    /** @description Quote it to support */
                    "X-Request-Id"?: string;
                    /** @description Requests allowed per 60-second window (once the key is known) */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the current window (once the key is known) */
                    "X-RateLimit-Remaining"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description RATE_LIMITED */
            429: {
                headers: {
                    /** @description Quote it to support */
                    "X-Request-Id"?: string;
                    /** @description Requests allowed per 60-second window (once the key is known) */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the current window (once the key is known) */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Seconds until the window ends */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description INTERNAL */
            500: {
                headers: {
                    /** @description Quote it to support */
                    "X-Request-Id"?: string;
                    /** @description Requests allowed per 60-second window (once the key is known) */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the current window (once the key is known) */
                    "X-RateLimit-Remaining"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description TEMPORARILY_UNAVAILABLE */
            503: {
                headers: {
                    /** @description Quote it to support */
                    "X-Request-Id"?: string;
                    /** @description Requests allowed per 60-second window (once the key is known) */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the current window (once the key is known) */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Seconds to wait before retrying (the database is away or a statement timed out) */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
}
