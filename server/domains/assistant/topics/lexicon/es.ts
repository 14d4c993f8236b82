import type { Lexicon } from '../topic-ids';

export const ES_LEXICON: Lexicon = {
  topics: {
    food: ['comida*', 'plato', 'platos', 'cena', 'almuerzo', 'brunch', 'pizza*', 'hamburguesa*', 'pasta', 'carne', 'sushi', 'tarta*', 'bollería', 'bocadillo*', 'menú', 'carta', 'ración', 'raciones', 'sabor*', 'cocina', 'chef', 'cocinero*', 'postre*', 'rico', 'rica', 'riquísim*', 'tapas'],
    coffee: ['café', 'cafés', 'cortado*', 'capuchino*', 'cappuccino*', 'espresso*', 'té', 'barista*'],
    drinks: ['bebida*', 'vino', 'vinos', 'cerveza*', 'cóctel*', 'coctel*', 'copa*', 'bar'],
    breakfast: ['desayuno*', 'bufé', 'buffet*'],
    selection: ['variedad', 'selección', 'oferta', 'variado', 'opciones'],
    service: ['servicio', 'atención', 'atento*', 'atenta*', 'servicial*'],
    staff: ['personal', 'equipo', 'camarer*', 'empleado*', 'recepción', 'recepcionista*', 'dueño*', 'dueña*', 'borde', 'maleducad*', 'amable*', 'simpátic*', 'encantador*'],
    price: ['precio', 'precios', 'caro', 'cara', 'caros', 'barato*', 'calidad-precio', 'calidad precio', 'dinero', 'asequible*'],
    cleanliness: ['limpi*', 'sucio*', 'sucia*', 'suciedad', 'higiene', 'olor*', 'olía', 'polvo'],
    waiting: ['espera', 'esperar', 'esperamos', 'esperando', 'cola', 'lento*', 'lenta*', 'tardaron', 'tardó', 'rápid*', 'retraso*'],
    atmosphere: ['ambiente', 'atmósfera', 'acogedor*', 'decoración', 'música', 'relajante*', 'sitio agradable'],
    noise: ['ruido*', 'ruidos*', 'tranquil*'],
    booking: ['reserva*', 'reservé', 'reservamos', 'cita', 'citas'],
    location: ['ubicación', 'ubicado*', 'ubicada*', 'situado*', 'vistas', 'zona', 'céntric*'],
    parking: ['aparcamiento', 'aparcar', 'parking', 'estacionamiento'],
    rooms: ['habitación', 'habitaciones', 'cama', 'camas', 'baño', 'baños', 'ducha*', 'almohada*', 'suite*'],
    treatment: ['tratamiento*', 'masaje*', 'masajista*', 'fisio*', 'fisioterapeuta*', 'dentista*', 'médic*', 'doctor*', 'enfermer*', 'consulta', 'clínica', 'sesión*'],
    haircut: ['corte*', 'peluquer*', 'pelo', 'cabello', 'peinado*', 'tinte*', 'mechas', 'barber*'],
  },
  positive: ['bueno', 'buena', 'buenos', 'buenas', 'buen', 'buenísim*', 'rico', 'rica', 'riquísim*', 'delicios*', 'excelente*', 'genial*', 'fantástic*', 'maravillos*', 'perfect*', 'perfectamente', 'mejor', 'recomend*', 'recomiendo', 'acogedor*', 'limpi*', 'rápid*', 'atento*', 'atenta*', 'agradable*', 'amable*', 'simpátic*', 'encantador*', 'profesional*', 'fresc*', 'razonable*', 'cómod*', 'relajante*', 'precioso', 'preciosa', 'preciosos', 'preciosas', 'bonit*', 'contento*', 'encanta*'],
  negative: ['mal', 'malo', 'mala', 'malos', 'horrible*', 'terrible*', 'pésim*', 'borde', 'maleducad*', 'lento*', 'lenta*', 'sucio*', 'sucia*', 'frío', 'fría', 'caro', 'cara', 'caros', 'decepcion*', 'peor', 'ruido*', 'aburrid*', 'ignoraron', 'olía', 'pequeñ*', 'estresad*', 'ni una disculpa', 'explicaciones', 'nunca más', 'lamentablemente', 'desgraciadamente', 'malo es', 'largo', 'difícil', 'flojo', 'elevados', 'sin sabor'],
  negators: ['no', 'nunca', 'ningún', 'ninguna', 'sin', 'ni', 'nada'],
  contrast: ['pero', 'aunque', 'sin embargo', 'eso sí', 'excepto', 'lo único malo'],
};
