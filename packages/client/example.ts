import { createClient } from '@agent-order-service/client';

const api = createClient({ baseUrl: process.env.SERVICE_API_URL!, apiKey: process.env.SERVICE_API_KEY! });
const { data: service } = await api.GET('/services/{code}', { params: { path: { code: 'review-kontrak' } } });
const intake = { dokumen_kontrak_url: 'https://files.example.com/kontrak.pdf', jenis_kontrak: 'perjanjian sewa' };
const order = await api.createOrder({ service: service!.code, intake, max_budget: service!.price_idr });
// 402, 422 …: fix the request, don't retry (429 and 5xx were already retried, with the same Idempotency-Key)
if (order.error) throw new Error(`${order.error.error.code}: ${order.error.error.message}`);
const { data: now } = await api.GET('/orders/{id}', { params: { path: { id: order.data.id } } });
console.log(order.data.id, now!.status); // dibayar, then ditawarkan once a practitioner is offered it
