/** The SLA of an order counts from payment: at creation when paid at once, else at approval. */
export function slaDeadline(paidAt: Date, slaHours: number): Date {
  return new Date(paidAt.getTime() + slaHours * 3600_000);
}
