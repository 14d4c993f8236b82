import type { Language } from '@common/languages';
import type { RiskFlag } from '@common/schemas/reasons';

export type { RiskFlag };

/**
 * Words that keep a review from auto-posting, per language. Whole words and stems only ('press' never in
 * 'impressed'); a leading '=' marks a word that is innocent in another of our languages (Finnish 'home',
 * mould, is English 'home'), used only when the review is in that language.
 */
export const RISK_WORDS: Record<Language, Record<RiskFlag, string[]>> = {
  en: {
    legal: ['lawyer*', 'attorney*', 'solicitor*', 'lawsuit*', 'sue', 'sued', 'suing', 'legal action', '=court', 'small claims', 'trading standards', 'go to the press', 'the press', 'journalist*'],
    health_safety: ['food poisoning', 'poisoned', 'allergic reaction', 'anaphyla*', 'hospital', 'hospitals', 'hospitalised', 'hospitalized', 'ambulance', 'a&e', 'injured', 'injury', 'injuries', 'unsafe', 'dangerous', 'vomit*', 'threw up', 'diarrh*', 'got sick', 'made us sick', 'made me sick', 'fire hazard', 'burned myself', 'broken glass'],
    hygiene: ['cockroach*', 'roach*', '=rat', '=rats', 'mice', 'mouse droppings', 'hair in', 'mould', 'mold', 'mouldy', 'moldy', 'bed bug*', 'bedbug*', 'insect*', 'maggot*', 'filthy', 'unhygienic', 'dirty', 'raw chicken'],
    discrimination: ['racis*', 'discriminat*', 'sexis*', 'homophob*', 'transphob*', 'because i am black', 'because of my skin', 'because of my religion', 'because i am gay', 'because of my wheelchair'],
    police: ['police', 'cops', 'called the police', 'report*ed to the police'],
  },
  da: {
    legal: ['advokat*', 'retssag*', 'sagsøg*', 'stævning*', 'forbrugerklage*', 'forbrugerrådet', 'pressen', 'journalist*'],
    health_safety: ['madforgift*', 'forgiftet', 'allergisk reaktion', 'anafylak*', 'skadestue*', 'hospital', 'hospitalet', 'hospitalsindlagt', 'sygehus*', 'ambulance', 'kastede op', 'opkast*', 'diarré', 'blev syge', 'blev syg', 'farlig*', 'kom til skade', 'brandfare'],
    hygiene: ['kakerlak*', 'rotte*', '=mus', 'musepis', 'hår i', 'skimmel*', 'væggelus', 'insekt*', 'maddiker', 'uhygiejnisk*', 'beskidt*', 'snavset*', 'ulækker*'],
    discrimination: ['racis*', 'diskrimin*', 'sexis*', 'homofob*', 'transfob*', 'fordi jeg er sort', 'på grund af min hudfarve'],
    police: ['politi', 'politiet', 'politianmeld*', 'anmeldt til politiet'],
  },
  no: {
    legal: ['advokat*', 'rettssak*', 'saksøk*', 'forbrukerrådet', 'forliksrådet', 'pressen', 'journalist*'],
    health_safety: ['matforgift*', 'forgiftet', 'allergisk reaksjon', 'anafylak*', 'legevakt*', 'sykehus*', 'ambulanse', 'kastet opp', 'oppkast*', 'diaré', 'ble syke', 'ble syk', 'farlig*', 'skadet meg', 'brannfare'],
    hygiene: ['kakerlakk*', 'rotte*', '=mus', 'hår i', 'mugg*', 'veggdyr', 'insekt*', 'uhygienisk*', 'skitten', 'skittent', 'skitne', 'møkkete', 'ekkel*'],
    discrimination: ['rasis*', 'diskrimin*', 'sexis*', 'homofob*', 'transfob*', 'fordi jeg er svart', 'på grunn av hudfargen'],
    police: ['politi', 'politiet', 'politianmeld*', 'anmeldt til politiet'],
  },
  sv: {
    legal: ['advokat*', 'stämma er', 'stämma dem', 'rättegång*', 'anmälan till arn', 'konsumentverket', 'pressen', 'journalist*'],
    health_safety: ['matförgift*', 'förgiftad*', 'allergisk reaktion', 'anafylak*', 'akuten', 'sjukhus*', 'ambulans', 'kräktes', 'spydde', 'diarré', 'blev sjuka', 'blev sjuk', 'farlig*', 'skadade mig', 'brandfara'],
    hygiene: ['kackerlack*', 'råtta', 'råttor', 'möss', 'hår i', 'mögel*', 'vägglöss', 'insekt*', 'ohygienisk*', 'smutsig*', 'äcklig*'],
    discrimination: ['rasis*', 'diskrimin*', 'sexis*', 'homofob*', 'transfob*', 'för att jag är svart', 'på grund av min hudfärg'],
    police: ['polis', 'polisen', 'polisanmäl*'],
  },
  fi: {
    legal: ['asianajaja*', 'haastaa oikeuteen', 'oikeudenkäyn*', 'kuluttajariitalautakun*', 'lehdistö*', 'toimittaja*'],
    health_safety: ['ruokamyrkyty*', 'myrkyty*', 'allerginen reaktio', 'anafylak*', 'sairaala*', 'päivystyk*', 'ambulanssi*', 'oksen*', 'ripuli*', 'sairastui*', 'vaarallinen', 'vaarallis*', 'loukkaantu*'],
    hygiene: ['torakka*', 'torako*', 'rotta*', 'rotan', 'hiiri*', 'hiiriä', 'hiuksia ruoassa', 'hius ruoassa', '=home', 'hometta', 'homeinen', 'lutika*', 'hyönteis*', 'epähygieeni*', 'likai*'],
    discrimination: ['rasis*', 'syrji*', 'seksis*', 'homofob*', 'transfob*'],
    police: ['poliisi*', 'rikosilmoitu*'],
  },
  de: {
    legal: ['anwalt*', 'anwält*', 'rechtsanwalt*', 'klage', 'verklag*', 'vor gericht', 'gerichtlich*', 'amtsgericht*', 'abmahnung*', 'verbraucherzentrale', 'presse', 'journalist*'],
    health_safety: ['lebensmittelvergift*', 'vergiftet', 'allergische reaktion', 'anaphyla*', 'krankenhaus*', 'notaufnahme', 'notarzt', 'krankenwagen', 'erbrochen', 'mich übergeben', 'uns übergeben', 'durchfall', 'krank geworden', 'gefährlich*', 'verletzt*', 'brandgefahr'],
    hygiene: ['kakerlake*', 'schabe*', 'ratte*', 'mäuse', 'mausekot', 'haar im', 'haare im', 'schimmel*', 'bettwanze*', 'insekt*', '=maden', 'unhygienisch*', 'dreckig*', 'schmutzig*', 'eklig*'],
    discrimination: ['rassis*', 'diskrimin*', 'sexis*', 'homophob*', 'transphob*', 'weil ich schwarz bin', 'wegen meiner hautfarbe'],
    police: ['polizei*', 'anzeige erstattet', 'strafanzeige'],
  },
  fr: {
    legal: ['mon avocat', 'notre avocat', 'un avocat', 'porter plainte', 'plainte', 'tribunal', 'procès', 'poursuites', 'poursuivre en justice', 'la presse', 'journaliste*', 'répression des fraudes', 'dgccrf'],
    health_safety: ['intoxication*', 'empoisonn*', 'réaction allergique', 'anaphyla*', 'hôpital', 'hôpitaux', 'urgences', 'samu', 'ambulance', 'vomi*', 'diarrhée*', 'tombés malades', 'tombé malade', 'tombée malade', 'dangereu*', 'blessé*', 'blessure*'],
    hygiene: ['cafard*', 'blatte*', '=rat', '=rats', 'souris', 'cheveu dans', 'cheveux dans', 'moisi*', 'moisissure*', 'punaise* de lit', 'insecte*', 'asticot*', 'insalubre*', 'crasseu*', 'répugnant*', 'pas hygiénique'],
    discrimination: ['racis*', 'discrimin*', 'sexis*', 'homophob*', 'transphob*', 'parce que je suis noir*', 'à cause de ma couleur'],
    police: ['police', 'policier*', 'gendarme*', 'flics'],
  },
  es: {
    legal: ['abogado*', 'demanda*', 'denuncia*', 'denunciar', 'tribunal*', 'juicio', 'hoja de reclamaciones', 'la prensa', 'periodista*'],
    health_safety: ['intoxicación', 'intoxicad*', 'envenen*', 'reacción alérgica', 'anafila*', 'hospital', 'hospitalizad*', 'urgencias', 'ambulancia', 'vomit*', 'vómito*', 'diarrea', 'nos pusimos malos', 'me puse malo', 'me puse mala', 'peligros*', 'herid*', 'quemadura*'],
    hygiene: ['cucaracha*', 'rata', 'ratas', 'ratón', 'ratones', 'un pelo en', 'pelos en', 'moho', 'chinches', 'insecto*', 'gusano*', 'antihigiénic*', 'insalubre*', 'asqueros*', 'mugr*'],
    discrimination: ['racis*', 'discrimin*', 'sexis*', 'homófob*', 'homofob*', 'tránsfob*', 'por ser negr*', 'por mi color de piel'],
    police: ['policía*', 'guardia civil', 'mossos', 'ertzaintza'],
  },
  pt: {
    legal: ['advogad*', 'processar', 'processo judicial', 'tribunal*', 'livro de reclamações', 'queixa formal', '=asae', '=deco', 'a imprensa', 'jornalista*'],
    health_safety: ['intoxicação', 'intoxicad*', 'envenen*', 'reação alérgica', 'anafila*', 'hospital', 'hospitalizad*', 'urgência*', 'ambulância', 'vomit*', 'vómito*', 'diarreia', 'ficámos doentes', 'fiquei doente', 'perigos*', 'ferid*', 'queimadura*'],
    hygiene: ['=barata*', '=rato', '=ratos', 'ratazana*', 'cabelo na', 'cabelo no', 'bolor*', 'percevejo*', 'inseto*', 'insecto*', 'larva*', 'anti-higiénic*', 'nojent*', 'imund*'],
    discrimination: ['racis*', 'discrimin*', 'sexis*', 'homofób*', 'transfób*', 'por ser negr*', 'pela cor da minha pele'],
    police: ['polícia*', '=psp', '=gnr'],
  },
};
