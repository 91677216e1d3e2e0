type SeedIntakeField = {
  /** Indonesian snake_case key, e.g. `nama_perusahaan`. */
  key: string;
  label: string;
  required: boolean;
  description: string;
};

export type SeedService = {
  code: string;
  name: string;
  description: string;
  category: string;
  price_idr: number;
  sla_hours: number;
  pricing: 'fixed' | 'bid';
  active: boolean;
  agent_visible: boolean;
  agent_orderable: boolean;
  intake: SeedIntakeField[];
};
