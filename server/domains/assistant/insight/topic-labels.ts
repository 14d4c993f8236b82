import type { Language } from '@common/languages';
import type { TopicId } from '../topics/topic-ids';

/** Topic names as the AI Insight shows them, in each interface language (order of TOPIC_IDS). */
const LABELS: Record<Language, string> = {
  en: 'Food|Coffee|Drinks|Breakfast|Selection|Service|Staff|Price|Cleanliness|Waiting time|Atmosphere|Noise|Booking|Location|Parking|Rooms|Treatment|Haircut',
  da: 'Mad|Kaffe|Drikkevarer|Morgenmad|Udvalg|Service|Personale|Pris|Rengøring|Ventetid|Stemning|Støj|Booking|Beliggenhed|Parkering|Værelser|Behandling|Klipning',
  sv: 'Mat|Kaffe|Drycker|Frukost|Utbud|Service|Personal|Pris|Städning|Väntetid|Stämning|Buller|Bokning|Läge|Parkering|Rum|Behandling|Klippning',
  no: 'Mat|Kaffe|Drikke|Frokost|Utvalg|Service|Personale|Pris|Renhold|Ventetid|Stemning|Støy|Bestilling|Beliggenhet|Parkering|Rom|Behandling|Klipp',
  fi: 'Ruoka|Kahvi|Juomat|Aamiainen|Valikoima|Palvelu|Henkilökunta|Hinta|Siisteys|Odotusaika|Tunnelma|Melu|Varaus|Sijainti|Pysäköinti|Huoneet|Hoito|Hiustenleikkaus',
  de: 'Essen|Kaffee|Getränke|Frühstück|Auswahl|Service|Personal|Preis|Sauberkeit|Wartezeit|Atmosphäre|Lärm|Reservierung|Lage|Parken|Zimmer|Behandlung|Haarschnitt',
  fr: 'Cuisine|Café|Boissons|Petit-déjeuner|Choix|Service|Personnel|Prix|Propreté|Attente|Ambiance|Bruit|Réservation|Emplacement|Stationnement|Chambres|Soin|Coupe',
  es: 'Comida|Café|Bebidas|Desayuno|Variedad|Servicio|Personal|Precio|Limpieza|Tiempo de espera|Ambiente|Ruido|Reserva|Ubicación|Aparcamiento|Habitaciones|Tratamiento|Corte de pelo',
  pt: 'Comida|Café|Bebidas|Pequeno-almoço|Variedade|Atendimento|Funcionários|Preço|Limpeza|Tempo de espera|Ambiente|Barulho|Reserva|Localização|Estacionamento|Quartos|Tratamento|Corte de cabelo',
};

const TOPIC_ORDER: TopicId[] = [
  'food', 'coffee', 'drinks', 'breakfast', 'selection', 'service', 'staff', 'price', 'cleanliness',
  'waiting', 'atmosphere', 'noise', 'booking', 'location', 'parking', 'rooms', 'treatment', 'haircut',
];

export function topicLabel(topic: TopicId, language: Language): string {
  const labels = LABELS[language].split('|');
  return labels[TOPIC_ORDER.indexOf(topic)] ?? topic;
}
