import type { PlayFormat, RiskCategory } from '../../shared/registration-rules.ts';
import type { Pass } from '../../shared/passes.ts';
import { INDIAN_STATES } from '../../shared/india.ts';
import type { IndianState } from '../../shared/india.ts';
import { m } from '../../paraglide/messages.js';

// The words the player's screens show for a format, a risk level and a pass, in the page's
// language (called at render time); the wire carries only the codes (solo/squad, hr/lr).
const FORMAT_TEXT: Record<PlayFormat, () => string> = {
  solo: m.registration_format_solo,
  squad: m.registration_format_squad,
};
const RISK_TEXT: Record<RiskCategory, () => string> = {
  hr: m.registration_risk_hr,
  lr: m.registration_risk_lr,
};
const PASS_TEXT: Record<Pass['type'], () => string> = {
  max: m.registration_pass_max,
  lite: m.registration_pass_lite,
};

/** "Solo" / "सोलो". */
export const formatLabel = (format: PlayFormat): string => FORMAT_TEXT[format]();
/** "High Risk" / "हाई रिस्क". */
export const riskLabel = (risk: RiskCategory): string => RISK_TEXT[risk]();
/** A pass's name ("Max Pass") in the page's language. */
export const passLabel = (pass: Pick<Pass, 'type'>): string => PASS_TEXT[pass.type]();

/** A pass name as the server sends it ("Max Pass"), in the page's language; any other as it is. */
export function passNameText(name: string): string {
  if (name === 'Max Pass') return m.registration_pass_max();
  if (name === 'Lite Pass') return m.registration_pass_lite();
  return name;
}

const STATE_TEXT: Record<IndianState, () => string> = {
  'Andhra Pradesh': m.registration_state_andhra_pradesh,
  'Arunachal Pradesh': m.registration_state_arunachal_pradesh,
  Assam: m.registration_state_assam,
  Bihar: m.registration_state_bihar,
  Chhattisgarh: m.registration_state_chhattisgarh,
  Goa: m.registration_state_goa,
  Gujarat: m.registration_state_gujarat,
  Haryana: m.registration_state_haryana,
  'Himachal Pradesh': m.registration_state_himachal_pradesh,
  Jharkhand: m.registration_state_jharkhand,
  Karnataka: m.registration_state_karnataka,
  Kerala: m.registration_state_kerala,
  'Madhya Pradesh': m.registration_state_madhya_pradesh,
  Maharashtra: m.registration_state_maharashtra,
  Manipur: m.registration_state_manipur,
  Meghalaya: m.registration_state_meghalaya,
  Mizoram: m.registration_state_mizoram,
  Nagaland: m.registration_state_nagaland,
  Odisha: m.registration_state_odisha,
  Punjab: m.registration_state_punjab,
  Rajasthan: m.registration_state_rajasthan,
  Sikkim: m.registration_state_sikkim,
  'Tamil Nadu': m.registration_state_tamil_nadu,
  Telangana: m.registration_state_telangana,
  Tripura: m.registration_state_tripura,
  'Uttar Pradesh': m.registration_state_uttar_pradesh,
  Uttarakhand: m.registration_state_uttarakhand,
  'West Bengal': m.registration_state_west_bengal,
  'Andaman and Nicobar Islands': m.registration_state_andaman_nicobar,
  Chandigarh: m.registration_state_chandigarh,
  'Dadra and Nagar Haveli and Daman and Diu': m.registration_state_dnh_dd,
  Delhi: m.registration_state_delhi,
  'Jammu and Kashmir': m.registration_state_jammu_kashmir,
  Ladakh: m.registration_state_ladakh,
  Lakshadweep: m.registration_state_lakshadweep,
  Puducherry: m.registration_state_puducherry,
};

/** The states and union territories: the value the wire carries, the name the page shows. */
export const stateOptions = (): { value: IndianState; label: string }[] =>
  INDIAN_STATES.map((value) => ({ value, label: STATE_TEXT[value]() }));
