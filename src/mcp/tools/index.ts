import { ajukanKasus } from './ajukan-kasus';
import { buatOrder } from './buat-order';
import { daftarLayanan } from './daftar-layanan';
import { detailLayanan } from './detail-layanan';
import { kirimPesan } from './kirim-pesan';
import { pilihPenawaran } from './pilih-penawaran';
import { saldo } from './saldo';
import { statusKasus } from './status-kasus';
import { statusOrder } from './status-order';
import { terimaHasil } from './terima-hasil';

/** The ten tools of the spec, in its order. */
export const TOOLS = [
  daftarLayanan,
  detailLayanan,
  buatOrder,
  statusOrder,
  kirimPesan,
  terimaHasil,
  ajukanKasus,
  statusKasus,
  pilihPenawaran,
  saldo,
];
