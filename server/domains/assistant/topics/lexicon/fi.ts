import type { Lexicon } from '../topic-ids';

export const FI_LEXICON: Lexicon = {
  topics: {
    food: ['ruoka*', 'ruoa*', 'ruua*', 'ruok*', 'ateri*', 'annos*', 'pääruo*', 'alkuruo*', 'jälkiruo*', 'illalli*', 'lounas*', 'lounaa*', 'brunssi*', 'pizza*', 'burger*', 'pasta*', 'pihvi*', 'sushi*', 'kakku*', 'kaku*', 'pulla*', 'voilei*', 'menu*', 'maku*', 'mau*', 'keittiö*', 'kokki*', 'herkullis*', 'pikkujoulu*'],
    coffee: ['kahvi*', '*kahvi', 'latte*', 'cappuccino*', 'espresso*', 'tee', 'teetä', 'barista*'],
    drinks: ['juoma*', 'drinkki*', 'drinki*', 'viini*', 'olut', 'olue*', 'cocktail*', 'baari*'],
    breakfast: ['aamiai*', 'aamupala*', 'buffet*'],
    selection: ['valikoim*', 'monipuoli*', 'vaihtoehto*', 'vaihtoehdo*'],
    service: ['palvelu*', 'palvel*', 'huomaavai*', 'avulia*'],
    staff: ['henkilökun*', 'henkilöku*', 'työntekijä*', 'tarjoilija*', 'vastaanot*', 'omistaja*', 'tiimi*', 'kampaaj*', 'parturi', 'parturin', '~töykeä*', '~ystävälli*', '~epäystävälli*'],
    price: ['hinta*', 'hinno*', 'hinna*', 'kallis', 'kallii*', 'kallista', 'halpa*', 'edullis*', 'hintalaatu*', 'rahan arvoi*', 'rahoille*'],
    cleanliness: ['siisti*', 'siivo*', 'puhta*', 'puhdas*', 'likai*', 'epäsiisti*', 'hygieni*', 'haju*', 'haisi', 'pöly*'],
    waiting: ['odot*', 'jono*', 'hida*', 'hidas', 'kauan', 'nopea*', 'nopeasti', 'myöhäs*', 'viive*'],
    atmosphere: ['tunnelma*', 'viihtyis*', 'kodikas*', 'kodikkaa*', 'miljöö*', 'sisustu*', 'musiikki*', 'rentouttav*', 'ilmapiiri*'],
    noise: ['melu*', 'meluisa*', 'äänekä*', 'hiljai*', 'rauhalli*'],
    booking: ['varau*', 'varasi*', 'varattu', 'varasimme', 'ajanvarau*', 'aikamme', 'aika oli'],
    location: ['sijain*', 'sijaitse*', 'näköala*', 'alue*', 'keskeis*', 'keskusta*'],
    parking: ['parkki*', 'pysäköin*', 'pysäköi*'],
    rooms: ['huone*', 'huonee*', 'sänky*', 'sängy*', 'kylpyhuone*', 'suihku*', 'tyyny*', 'sviitti*'],
    treatment: ['hoito*', 'hoido*', 'hieronta*', 'hieroja*', 'fysioterapeut*', 'hammaslääkär*', 'lääkär*', 'sairaanhoitaja*', 'klinik*', 'vastaanotto*', 'käynti*', 'tutkimu*'],
    haircut: ['hiustenleikkau*', 'leikkau*', 'kampau*', 'hiukse*', 'hius*', 'hiukset', 'värjäy*', 'raidoitu*', 'föönau*', '~kampaamo*', '~lopputulo*'],
  },
  positive: ['hyvä*', 'iloi*', 'pidit', 'hyvää', 'herkullis*', 'loistav*', 'upea*', 'ihana*', 'ystävälli*', 'täydelli*', 'paras', 'parasta', 'suosittel*', 'viihtyis*', 'kodikas*', 'siisti*', 'nopea*', 'huomaavai*', 'kaunii*', 'kaunis', 'avulia*', 'ammattitaito*', 'tuore*', 'kohtuulli*', 'mukava*', 'taitava*', 'rentouttav*', 'tyytyväi*', 'huolellisesti', 'katossa', 'arvoi*'],
  negative: ['huono*', 'epätasai*', 'surkea*', 'kamala*', 'töykeä*', 'epäystävälli*', 'hidas', 'hida*', 'likai*', 'kylmä*', 'kallis', 'kallii*', 'kallista', 'pettyn*', 'pettymy*', 'pahin', 'meluisa*', 'tylsä*', 'epäammattimai*', 'haisi', 'pieniä', 'mautonta', 'stressaantu*', 'anteeksipyyntö*', 'selitystä', 'liian', 'turhan', 'valitettavasti', 'miinus', 'hankala*', 'jonoa'],
  negators: ['ei', 'en', 'et', 'emme', 'eivät', 'ilman', 'tuskin'],
  contrast: ['mutta', 'tosin', 'vaikka', 'paitsi', 'ainoa miinus'],
};
