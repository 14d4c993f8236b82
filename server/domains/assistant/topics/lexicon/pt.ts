import type { Lexicon } from '../topic-ids';

/**
 * European Portuguese. Words are also listed without their accents where people often type them so
 * ('nao', 'otimo', 'simpatico'). 'Pequeno' alone is no complaint word, being half of 'pequeno-almoço':
 * only phrases are ('muito pequeno', 'pequeno para'). 'Sem' alone is no negation ('sem dúvida o melhor'
 * is praise): its complaints are listed whole ('sem sabor'), and it negates only in phrases ('sem dor',
 * 'sem demoras', 'sem cortar'). 'Mal' negates what follows ('mal educado', 'mal se ouvia').
 * Adjectives said of people ('simpático', 'atencioso', 'prestável') are weak cues for the staff, and
 * 'lento' one for the wait, so that 'o serviço foi lento' is about the service.
 */
export const PT_LEXICON: Lexicon = {
  topics: {
    food: [
      'comida*', 'prato', 'pratos', 'pratinho*', 'refeição', 'refeições', 'refeicao', 'petisco*', 'ementa*', 'menu', 'menus', 'dose', 'doses', 'porção', 'porções',
      'sabor', 'sabores', 'saboros*', 'cozinha', 'chef', 'cozinheir*', 'sobremesa*', 'bolo', 'bolos', 'bolinho*', 'pastel', 'pastéis', 'pasteis', 'pastelinho*',
      'croissant*', 'torrada*', 'tosta', 'tostas', 'tosta mista', 'sandes', 'sanduíche*', 'sanduiche*', 'prego', 'pregos', 'bifana*', 'francesinha*', 'bitoque*',
      'bacalhau', 'polvo', 'peixe*', 'marisco*', 'carne', 'carnes', 'frango', 'porco', 'vitela', 'cabrito', 'leitão', 'borrego', 'bife', 'bifes', 'picanha', 'posta',
      'rojões', 'cozido', 'feijoada', 'arroz', 'arrozes', 'massa', 'massas', 'sopa', 'sopas', 'caldo verde', 'salada*', 'batata*', 'pão', 'pães', 'broa', 'queijo*',
      'presunto', 'enchido*', 'sardinha*', 'amêijoa*', 'ameijoa*', 'camarão', 'camarões', 'lula', 'lulas', 'chocos', 'pizza*', 'hambúrguer*', 'hamburguer*', 'sushi',
      'tapas', 'pudim', 'mousse', 'leite creme', 'gelado', 'gelados', 'tarte', 'tartes', 'doces', 'salgados', 'grelhad*', 'assado', 'assada', 'confeção', 'confecção',
      'confecionad*', 'cozinhad*', 'tempero*', 'vegetarian*', 'vegan*', 'sem glúten', 'caseirinh*', '~jantar', '~jantares', '~almoço', '~almoços', '~almoçar', '~lanche',
      '~entradas', '~caseir*', '~sabe a', '~sabia a',
    ],
    coffee: [
      'café', 'cafés', 'cafezinho', 'cafézinho', 'bica', 'bicas', 'galão', 'galões', 'galao', 'meia de leite', 'abatanado*', 'pingado', 'carioca de café', 'cappuccino*',
      'capuccino*', 'capucino*', 'cappucino*', 'expresso*', 'latte*', 'chá', 'chás', 'cha', 'chávena*', 'infusão', 'infusões', 'tisana*', 'descafeinado*', '~garoto',
    ],
    drinks: [
      'bebida*', 'vinho*', 'cerveja*', 'cocktail*', 'cocktai*', 'sumo', 'sumos', 'limonada*', 'sangria*', 'ginja*', 'ginjinha*', 'espumante*', 'champanhe', 'gin',
      'gins', 'mojito*', 'caipirinha*', 'aperitivo*', 'digestivo*', 'licor*', 'aguardente*', 'batido', 'batidos', 'refrigerante*', 'chocolate quente', 'carta de vinhos',
      'imperial', 'imperiais', 'finos', 'sangrias', '~bar', '~água',
    ],
    breakfast: ['pequeno-almoço*', 'pequenos-almoços', 'pequeno almoço', 'pequeno-almoco', 'pequeno almoco', 'brunch*', 'buffet*', 'bufete', 'café da manhã'],
    selection: [
      'variedade*', 'seleção', 'selecção', 'selecao', 'gama', 'diversidade', 'sortido', 'stock', 'esgotad*', '~escolha', '~oferta', '~variad*', '~opções', '~opção',
      '~opcoes', '~leque',
    ],
    service: [
      'atendimento*', 'serviço', 'servico', 'apoio ao cliente', 'serviço ao cliente', 'pós-venda', '~servid*', '~aconselh*', '~organização', '~desorganização',
      '~organizacao', '~conselho*', '~atendid*',
    ],
    staff: [
      'funcionári*', 'funcionari*', 'equipa', 'equipas', 'equipe', 'staff', 'pessoal', 'empregad*', 'colaborador*', 'receção', 'recepção', 'rececao', 'rececionista*',
      'recepcionista*', 'dono', 'donos', 'dona', 'proprietári*', 'gerente*', 'patrão', 'patroa', 'senhor', 'senhora', 'senhores', 'senhoras', 'sr', 'sra', 'menina',
      'meninas', 'rapaz', 'rapazes', 'barista*', 'cabeleireir*', 'barbeir*', 'esteticista*', 'manicura', 'dentista*', 'médico', 'médica', 'médicos', 'médicas', 'medico',
      'medica', 'doutor', 'doutora', 'dr', 'dra', 'enfermeir*', 'higienista*', 'terapeuta*', 'fisioterapeuta*', 'massagista*', 'ortodontista*', 'assistente*',
      'auxiliar*', 'anfitri*', 'a atitude', 'forma como fomos tratados', 'forma como fui tratad*', 'maneira como fomos tratados', '~simpátic*', '~simpatic*',
      '~antipátic*', '~antipatic*', '~mal-educad*', '~mal educad*', '~malcriad*', '~educad*', '~querid*', '~amáve*', '~amave*', '~amor', '~amores', '~profissiona*',
      '~pessoas', '~malta', '~prestáve*', '~prestave*', '~prestativ*', '~atencios*', '~artista', '~bem-dispost*', '~bem dispost*', '~sorridente*', '~rude*',
      '~arrogante*',
    ],
    price: [
      'preço*', 'preco*', 'preçário', 'preçario', 'qualidade-preço', 'qualidade/preço', 'qualidade preço', 'relação qualidade', 'caro', 'cara', 'caros', 'caras',
      'caríssim*', 'carissim*', 'carote', 'careir*', 'barato', 'barata', 'baratos', 'baratinh*', 'baratíssim*', 'dinheiro', 'cobrad*', 'cobrar', 'cobraram', 'cobrou',
      'cobrança*', 'orçamento*', 'pechincha', 'roubo', 'euros', 'na conta', 'conta final', 'a conta veio', 'a conta foi', 'a conta era', 'valor da conta',
      'total da conta', 'paguei', 'pagámos', 'pagar', '~pagamos', '~pago', '~conta', '~valor', '~valores', '~acessíve*', '~acessive*', '~económic*', '~economic*',
      '~custo*', '~custou', '~custa',
    ],
    cleanliness: [
      'limpeza', 'limpo', 'limpa', 'limpos', 'limpas', 'limpinh*', 'limpíssim*', 'limpar', 'limpavam', 'limpava', 'limparam', 'sujo', 'suja', 'sujos', 'sujas',
      'sujíssim*', 'sujidade', 'imund*', 'higiene', 'higiénic*', 'higienic*', 'anti-higiénic*', 'mofo', 'bolor', 'pó', 'lixo', 'nódoa*', 'manchad*', 'arrumad*',
      'desarrumad*', 'asseio', 'assead*', 'imaculad*', 'desinfe*', 'esteriliz*', 'cheiro a mofo', 'mau cheiro', 'cheirava mal', '~cheir*',
    ],
    waiting: [
      'espera', 'esperas', 'esperar', 'esperei', 'esperámos', 'esperaram', 'demora', 'demoras', 'demorou', 'demoraram', 'demorad*', 'demorar', 'demoram', 'fila',
      'filas', 'lentidão', 'rapidez', 'atraso*', 'atrasad*', 'atrasou', 'pontual*', 'pontualidade', 'eternidade', 'a horas', 'tempo de espera', '~esperamos', '~lento',
      '~lenta', '~lentos', '~lentas', '~rápid*', '~rapid*', '~despachad*', '~minutos', '~min', '~horas', '~hora', '~muito tempo', '~demasiado tempo',
    ],
    atmosphere: [
      'ambiente', 'atmosfera', 'acolhedor*', 'aconchegante*', 'aconchego', 'decoração', 'decoracao', 'decorad*', 'música', 'musica', 'charme', 'vibe', '~espaço',
      '~espaco', '~esplanada*', '~cantinho', '~interior', '~relaxante*', '~descontraíd*', '~descontraid*', '~iluminação',
    ],
    noise: [
      'barulh*', 'ruído*', 'ruido*', 'ruidos*', 'sossego', 'silêncio', 'silencio', 'algazarra', 'gritaria', 'música alta', 'musica alta', '~sossegad*', '~tranquil*',
      '~calmo', '~silencios*',
    ],
    booking: [
      'reserva', 'reservas', 'reservar', 'reservaram', 'reservad*', 'marcação', 'marcações', 'marcacao', 'marcar', 'marcaram', '~reservei', '~reservámos', '~reservamos',
      '~marquei', '~marcámos', '~marcamos', 'desmarc*', 'agendamento*', 'agendar', 'agendad*', 'overbooking', '~consulta', '~consultas', '~agenda',
    ],
    location: [
      'localização', 'localizacao', 'localizad*', 'situad*', 'fácil de encontrar', 'difícil de encontrar', '~vista', '~vistas', '~zona', '~centro', '~central*',
      '~bairro', '~acesso*', '~perto', '~paisagem', '~rio', '~mar', '~praia', '~arredores',
    ],
    parking: ['estacionamento*', 'estacionar', 'estacionei', 'estacionámos', 'garagem', 'lugares para o carro', '~parque'],
    rooms: [
      'quarto', 'quartos', 'cama', 'camas', 'duche*', 'chuveiro*', 'banheira*', 'almofada*', 'colchão', 'colchões', 'colchao', 'suite*', 'suíte*', 'lençóis', 'lençol',
      'lencois', 'minibar', 'roupa de cama', '~casa de banho', '~casas de banho', '~ar condicionado', '~varanda', '~alojamento',
    ],
    treatment: [
      'tratamento*', 'massag*', 'limpeza de pele', 'facial', 'manicure*', 'pedicure*', 'unhas', 'verniz', 'depilação', 'depilações', 'sobrancelhas', 'pestanas',
      'maquilhagem', 'sessão', 'sessões', 'sessao', 'destartarização', 'destartarizacao', 'higienização', 'higienizacao', 'branqueamento', 'implante*', 'obturação',
      'obturações', 'desvitalização', 'canal', 'extração', 'extracção', 'raio-x', 'raio x', 'radiografia*', 'exame', 'exames', 'diagnóstico', 'cirurgia', 'fisioterapia',
      'osteopatia', 'ortodontia', 'procedimento*', 'intervenção', '~gel', '~dentes', '~dente', '~aparelho', '~clínica', '~clinica', '~resultado*', '~consulta',
    ],
    haircut: [
      'corte', 'cortes', 'cortar o cabelo', 'cortar cabelo', 'cortou', 'cortei', 'cabelo', 'cabelos', 'madeixas', 'mechas', 'coloração', 'brushing', 'penteado*',
      'alisamento', 'balayage', 'franja', 'barba', 'nuances', 'degradé', 'extensões', '~pintura', '~cor', '~luzes', '~permanente', '~madeixa',
    ],
  },
  positive: [
    'bom', 'boa', 'bons', 'boas', 'ótim*', 'óptim*', 'otim*', 'optim*', 'excelente*', 'exelente*', 'delicios*', 'saboros*', 'fantástic*', 'fantastic*', 'maravilh*',
    'perfeit*', 'perfeição', 'melhor', 'melhores', 'recomend*', 'aconselho', 'acolhedor*', 'aconchegante*', 'limpo', 'limpa', 'limpos', 'limpas', 'limpinh*',
    'limpíssim*', 'impecáve*', 'impecave*', 'irrepreensíve*', 'rápid*', 'rapid*', 'rapidez', 'despachad*', 'atencios*', 'agradáve*', 'agradave*', 'simpátic*',
    'simpatic*', 'simpatia', 'simpatiquíssim*', 'simpatiquissim*', 'querid*', 'amáve*', 'amave*', 'amor', 'amores', 'encant*', 'profissiona*', 'competente*',
    'competência', 'fresc*', 'confortáve*', 'confortave*', 'cómod*', 'relaxante*', 'bonit*', 'lind*', 'giro', 'gira', 'giros', 'giras', 'content*', 'satisfeit*',
    'adoro', 'adorei', 'adorámos', 'adoramos', 'adorou', 'adoraram', 'adorável', 'adoráveis', 'gostei', 'gostámos', 'gostamos', 'gostou', 'gostaram', 'gosto', 'agradou',
    'agradaram', 'agrado', 'apreciad*', 'apreciou', 'justo', 'justos', 'justa', 'justas', 'honest*', 'divin*', 'espetacular*', 'espectacular*', 'incrível', 'incríveis',
    'incrivel', 'top', 'brutal', 'porreir*', 'fixe', 'excecional', 'excecionais', 'excepcional', 'excepcionais', 'exími*', 'fenomena*', 'sublime', 'soberb*', 'genial',
    'cinco estrelas', '5 estrelas', 'nota 10', 'prestáve*', 'prestave*', 'prestativ*', 'eficiente*', 'pontual', 'pontuais', 'generos*', 'bem servid*', 'bem feito',
    'bem feita', 'bem feitos', 'muito bem', 'correu bem', 'correu tudo bem', 'bem atendid*', 'bem tratad*', 'bem recebid*', 'bem localizad*', 'bem decorad*',
    'bem confecionad*', 'bem cozinhad*', 'bem-dispost*', 'bem dispost*', 'boa disposição', 'sorridente*', 'tenr*', 'suculent*', 'estaladiç*', 'quentinh*', 'paciente*',
    'paciência', 'delicad*', 'cuidados*', 'carinhos*', 'educad*', 'sossegad*', 'tranquil*', 'silencios*', 'espaços*', 'amplo', 'ampla', 'amplos', 'amplas', 'charmos*',
    'acessíve*', 'económic*', 'barato', 'barata', 'baratos', 'baratinh*', 'muito em conta', 'em conta', 'vale a pena', 'valeu a pena', 'compensa', 'à altura',
    'o que esperava', 'o que eu esperava', 'o que esperávamos', 'correspondeu', 'corresponderam', 'correspondido', 'superou', 'superaram', 'ultrapassou',
    'de cortar a respiração', 'de sonho', 'uma maravilha', 'um mimo', 'no ponto', 'chorar por mais', 'ideal', 'sucesso', 'super', 'impressionante*', 'positiv*',
    'sem barulho', 'sem ruído', 'sem espera', 'sem esperas', 'sem filas', 'inesquecíve*', 'quente', 'quentes', 'feliz', 'felizes', 'alegria', 'orgulho*', 'prazer',
    'facilidade', 'fácil', 'facil', 'de confiança', 'elogi*', 'gostado', 'radiante*', 'apreciamos', 'dedicad*', 'minucios*', 'rigoros*', 'artista', 'funciona',
    'funcionam', 'funcionou', 'funcionaram', 'funcionava', 'funcionavam', 'ao menos isso', 'pelo menos isso', 'como eu queria', 'como queria', 'como pedi',
    'como eu pedi', 'atento', 'atenta', 'atentos', 'atentas', 'caloros*',
  ],
  negative: [
    'doses pequenas', 'porções pequenas', 'doses eram pequenas', 'porções eram pequenas',
    'mau', 'má', 'maus', 'más', 'horrível', 'horríveis', 'horrivel', 'horriveis', 'terrível', 'terríveis', 'terrivel', 'péssim*', 'pessim*', 'mal-educad*',
    'mal educad*', 'malcriad*', 'antipátic*', 'antipatic*', 'rude*', 'arrogante*', 'lento', 'lenta', 'lentos', 'lentas', 'lentidão', 'sujo', 'suja', 'sujos', 'sujas',
    'sujíssim*', 'sujidade', 'imund*', 'nojent*', 'nojo', 'porcaria', 'frio', 'fria', 'frios', 'frias', 'morno', 'morna', 'mornos', 'requentad*', 'caro', 'cara',
    'caros', 'caras', 'caríssim*', 'carissim*', 'carote', 'careir*', 'puxad*', 'exorbitante*', 'exagerad*', 'abusiv*', 'roubo', 'conta salgada', 'demasiado salgad*',
    'muito salgad*', 'desilud*', 'desilusão', 'desilusao', 'decepcion*', 'dececion*', 'decepção', 'deceção', 'pior', 'piores', 'barulhent*', 'ruidos*', 'infernal',
    'aborrecid*', 'ignorad*', 'ignoraram', 'ignorou', 'cheirava mal', 'mau cheiro', 'mofo', 'bolor', 'pequena', 'pequenas', 'minúscul*', 'apertad*', 'exígu*',
    'stressad*', 'nem um pedido de desculpa', 'nem pediu desculpa', 'nem pediram desculpa', 'sem pedir desculpa', 'sem explicação', 'nenhuma explicação', 'nunca mais',
    'não volto', 'não voltarei', 'não voltamos', 'não voltaremos', 'nao volto', 'infelizmente', 'lamentavelmente', 'lamentáve*', 'lamentave*', 'lamentamos', 'lamento',
    'pedimos desculpa', 'pedimos desculpas', 'sinceras desculpas', 'as nossas desculpas', 'peço desculpa', 'vergonh*', 'escandalos*', 'inadmissíve*', 'inaceitáve*',
    'inaceitave*', 'ridícul*', 'absurd*', 'impossível', 'impossivel', 'demor*', 'fraco', 'fraca', 'fracos', 'fracas', 'fraquinh*', 'medíocre*', 'mediocre*', 'insoss*',
    'sem sabor', 'sem graça', 'sem jeito', 'nada de jeito', 'nada de especial', 'nada de extraordinário', 'nada demais', 'seco', 'seca', 'secos', 'secas', 'queimad*',
    'cru', 'crua', 'crus', 'mal passad*', 'mal feit*', 'mal cozinhad*', 'mal atendid*', 'mal servid*', 'mal tratad*', 'maltrat*', 'oleos*', 'gordurent*', 'rijo', 'rija',
    'mole', 'moles', 'desconfortáve*', 'desconfortave*', 'incómod*', 'desagradáve*', 'desagradave*', 'triste', 'é pena', 'que pena', 'foi pena', 'uma pena', 'pena que',
    'reclam*', 'queixa*', 'problema*', 'erro', 'erros', 'errad*', 'engan*', 'esquec*', 'perdid*', 'falh*', 'avariad*', 'estragad*', 'a desejar', 'esperava mais',
    'esperava muito mais', 'esperávamos mais', 'esperava melhor', 'abaixo das expectativas', 'aquém', 'desleixad*', 'desorganizad*', 'caótic*', 'caos', 'desastre',
    'desastros*', 'martírio', 'pesadelo', 'desrespeito', 'falta de respeito', 'falta', 'faltou', 'faltava', 'faltam', 'faltavam', 'doeu', 'dói', 'dor', 'dores',
    'doloros*', 'ninguém atende', 'ninguém responde', 'não atendem', 'não respondem', 'sem resposta', 'tivemos de esperar', 'tive de esperar', 'tivemos que esperar',
    'tive que esperar', 'à espera', 'uma eternidade', 'mais de uma hora', 'mais de meia hora', 'só fui atendid*', 'mau aspeto', 'mau aspecto', 'descuidad*', 'desatent*',
    'indiferente*', 'de mau humor', 'mal-disposto*', 'frustrante*', 'chato', 'chata', 'duvidos*', 'cobrad* a mais', 'cobraram a mais', 'mal cortad*', 'confus*',
    'desagrado', 'é pago', 'são pagos', 'pago à parte', 'não tinham a minha', 'não tinham registo', 'não havia registo', 'não havia reserva', 'não havia marcação',
    'não encontraram a', 'não encontravam a', 'diferente do que me', 'diferente do combinado', 'do que o combinado', 'repetitiv*', 'monóton*', 'ficou mal',
    'o único senão', 'único senão', 'pequeno para', 'muito pequeno', 'bastante pequeno', 'pouco pequeno', 'é pequeno', 'era pequeno', 'algo pequeno',
    'demasiado pequeno', 'bocado pequeno', 'pequeno demais', 'mas pequeno', 'tão pequeno', 'ficaram mal', 'correu mal', 'complicad*',
  ],
  negators: [
    'não', 'nao', 'nunca', 'nenhum', 'nenhuma', 'nem', 'ninguém', 'ninguem', 'jamais', 'mal', 'falta', 'faltou', 'faltava', 'sem dor', 'sem dores', 'sem demora',
    'sem demoras', 'sem problema*', 'sem qualquer problema', 'sem falha*', 'sem erro*', 'sem complicaç*', 'sem stress', 'mesmo com', 'sem cortar', 'sem ser',
    'sem fazer', 'sem comer', 'sem jantar', 'sem almoçar',
  ],
  wishes: [
    'seria 5 estrelas se', 'seria cinco estrelas se', 'seriam 5 estrelas', 'teria dado 5 estrelas', 'só faltava', 'podia ser melhor', 'podiam ser', 'podia ter', 'devia',
    'deviam', 'deveria', 'deveriam', 'gostava que', 'gostaria que', 'quem dera', 'oxalá', 'se tivessem', 'se houvesse',
  ],
  contrast: [
    'mas', 'embora', 'porém', 'porem', 'contudo', 'no entanto', 'todavia', 'exceto', 'excepto', 'infelizmente', 'apesar', 'só que', 'tirando', 'o único senão',
    'único senão', 'senão', 'ainda assim', 'mesmo assim', 'enquanto que', 'ao passo que', 'se bem que', 'pena que', 'só é pena', 'o problema', 'lamentavelmente',
  ],
};
