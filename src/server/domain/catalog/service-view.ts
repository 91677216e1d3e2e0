import type { IntakeFieldType, serviceIntakeFields, services } from '~/server/db/schema';

type ServiceRow = typeof services.$inferSelect;
type IntakeRow = typeof serviceIntakeFields.$inferSelect;

/** The public shape of a catalog entry (decisions.md, Shapes). */
export type ServiceView = {
  code: string;
  name: string;
  description: string;
  category: string;
  price_idr: number;
  sla_hours: number;
  pricing: 'fixed' | 'bid';
  orderable: boolean;
  intake: { key: string; label: string; required: boolean; type: IntakeFieldType; description: string }[];
};

export function toServiceView(service: ServiceRow, intake: IntakeRow[]): ServiceView {
  return {
    code: service.code,
    name: service.name,
    description: service.description,
    category: service.category,
    price_idr: service.priceIdr,
    sla_hours: service.slaHours,
    pricing: service.pricing,
    orderable: service.active && service.agentVisible && service.agentOrderable && service.pricing === 'fixed',
    intake: [...intake]
      .sort((a, b) => a.position - b.position)
      .map((f) => ({ key: f.key, label: f.label, required: f.required, type: f.type, description: f.description })),
  };
}
