import type { Lexicon } from '../topic-ids';

export const PT_LEXICON: Lexicon = {
  topics: {
    food: ['comida*', 'prato', 'pratos', 'jantar', 'almoço', 'almoçar', 'brunch', 'pizza*', 'hambúrguer*', 'massa', 'carne', 'sushi', 'bolo*', 'sandes', 'sanduíche*', 'menu', 'ementa', 'dose', 'doses', 'sabor*', 'cozinha', 'chef', 'cozinheir*', 'sobremesa*', 'saboros*', 'delicios*'],
    coffee: ['café', 'cafés', 'galão', 'capuccino*', 'cappuccino*', 'expresso*', 'chá', 'barista*'],
    drinks: ['bebida*', 'vinho', 'vinhos', 'cerveja*', 'cocktail*', 'bar'],
    breakfast: ['pequeno-almoço*', 'pequeno almoço', 'café da manhã', 'buffet*', 'bufete'],
    selection: ['variedade', 'seleção', 'oferta', 'variado', 'opções'],
    service: ['atendimento', 'serviço', 'atencios*', 'prestáve*'],
    staff: ['funcionári*', 'equipa', 'equipe', 'empregad*', 'receção', 'recepção', 'rececionista*', 'dono*', 'dona', 'mal-educad*', 'mal educad*', 'simpátic*', 'querid*', 'antipátic*'],
    price: ['preço*', 'caro', 'cara', 'caros', 'barato*', 'qualidade-preço', 'qualidade preço', 'dinheiro', 'acessíve*'],
    cleanliness: ['limp*', 'suj*', 'sujidade', 'higiene', 'cheiro*', 'cheirava', 'pó'],
    waiting: ['espera', 'esperar', 'esperámos', 'esperamos', 'fila', 'lento*', 'lenta*', 'demorar*', 'demorou', 'demoraram', 'rápid*', 'atraso*'],
    atmosphere: ['ambiente', 'atmosfera', 'acolhedor*', 'decoração', 'música', 'relaxante*', 'espaço'],
    noise: ['barulh*', 'ruído*', 'tranquil*', 'sossegad*'],
    booking: ['reserva*', 'reservei', 'reservámos', 'marcação', 'marcações', 'consulta marcada'],
    location: ['localização', 'localizado*', 'situado*', 'vista', 'zona', 'central*'],
    parking: ['estacionamento', 'estacionar', 'parque'],
    rooms: ['quarto', 'quartos', 'cama', 'camas', 'casa de banho', 'banheiro*', 'duche*', 'chuveiro*', 'almofada*', 'suite*'],
    treatment: ['tratamento*', 'massagem*', 'massagista*', 'fisioterapeuta*', 'dentista*', 'médic*', 'enfermeir*', 'clínica', 'consulta', 'sessão', 'sessões'],
    haircut: ['corte*', 'cabeleireir*', 'cabelo', 'penteado*', 'madeixas', 'pintura', 'barbeir*'],
  },
  positive: ['bom', 'boa', 'bons', 'boas', 'ótim*', 'óptim*', 'excelente*', 'delicios*', 'saboros*', 'fantástic*', 'maravilhos*', 'perfeit*', 'perfeição', 'melhor', 'recomend*', 'acolhedor*', 'limp*', 'rápid*', 'atencios*', 'agradáve*', 'simpátic*', 'querid*', 'profissional*', 'fresc*', 'razoáve*', 'confortáve*', 'relaxante*', 'bonit*', 'content*', 'adoro', 'impecáve*', 'justos', 'gostámos', 'gostei'],
  negative: ['mau', 'má', 'maus', 'horrível', 'terríve*', 'péssim*', 'mal-educad*', 'mal educad*', 'antipátic*', 'lento*', 'lenta*', 'suj*', 'fri*', 'caro', 'cara', 'caros', 'desilud*', 'decepcion*', 'pior', 'barulh*', 'aborrecid*', 'ignoraram', 'cheirava', 'pequen*', 'stressad*', 'nem um pedido de desculpa', 'explicação', 'nunca mais', 'infelizmente', 'senão', 'longo', 'difícil', 'fraco', 'altos', 'sem sabor'],
  negators: ['não', 'nunca', 'nenhum', 'nenhuma', 'sem', 'nem', 'nada'],
  contrast: ['mas', 'embora', 'porém', 'contudo', 'no entanto', 'exceto', 'o único senão'],
};
