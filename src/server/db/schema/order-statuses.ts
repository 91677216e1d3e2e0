export { ORDER_STATUSES, type OrderStatus } from '~/shared/orders/order-statuses';
