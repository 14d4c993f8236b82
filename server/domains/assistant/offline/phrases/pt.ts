import type { PhraseBank } from './types';

/**
 * European Portuguese. The reviewer is addressed in the third person ('a sua visita', 'escreva-nos') in
 * every tone, as Portuguese businesses do; the casual tone is lighter in its words, not in its grammar.
 * No sentence needs the reviewer's gender ('satisfeito/a', 'recebê-lo/la'), and none agrees an adjective
 * with a topic: topics take verbs ('esteve à altura') or prepositions, whose contractions are the forms
 * t (a comida), de (da comida), a (à comida), por (pela comida) and em (na comida).
 */
export const PT: PhraseBank = {
  language: 'pt',
  forms: ['t', 'de', 'a', 'por', 'em'],
  join: (a, b) => `${a} e ${b}`,
  topics: {
    food: 'a comida|da comida|à comida|pela comida|na comida',
    coffee: 'o café|do café|ao café|pelo café|no café',
    drinks: 'as bebidas|das bebidas|às bebidas|pelas bebidas|nas bebidas#pl',
    breakfast: 'o pequeno-almoço|do pequeno-almoço|ao pequeno-almoço|pelo pequeno-almoço|no pequeno-almoço',
    selection: 'a variedade|da variedade|à variedade|pela variedade|na variedade',
    service: 'o atendimento|do atendimento|ao atendimento|pelo atendimento|no atendimento',
    staff: {
      pos: 'a nossa equipa|da nossa equipa|à nossa equipa|pela nossa equipa|na nossa equipa',
      neg: 'a atitude da nossa equipa|da atitude da nossa equipa|à atitude da nossa equipa|pela atitude da nossa equipa|na atitude da nossa equipa',
    },
    price: {
      pos: 'a relação qualidade-preço|da relação qualidade-preço|à relação qualidade-preço|pela relação qualidade-preço|na relação qualidade-preço',
      neg: 'os preços|dos preços|aos preços|pelos preços|nos preços#pl',
    },
    cleanliness: 'a limpeza|da limpeza|à limpeza|pela limpeza|na limpeza',
    waiting: {
      pos: 'a rapidez|da rapidez|à rapidez|pela rapidez|na rapidez',
      neg: 'o tempo de espera|do tempo de espera|ao tempo de espera|pelo tempo de espera|no tempo de espera',
    },
    atmosphere: 'o ambiente|do ambiente|ao ambiente|pelo ambiente|no ambiente',
    noise: { pos: 'o sossego|do sossego|ao sossego|pelo sossego|no sossego', neg: 'o barulho|do barulho|ao barulho|pelo barulho|no barulho' },
    booking: {
      pos: 'a facilidade da marcação|da facilidade da marcação|à facilidade da marcação|pela facilidade da marcação|na facilidade da marcação',
      neg: 'a sua marcação|da sua marcação|à sua marcação|pela sua marcação|na sua marcação',
    },
    location: 'a localização|da localização|à localização|pela localização|na localização',
    parking: 'o estacionamento|do estacionamento|ao estacionamento|pelo estacionamento|no estacionamento',
    rooms: 'o quarto|do quarto|ao quarto|pelo quarto|no quarto',
    treatment: 'o tratamento|do tratamento|ao tratamento|pelo tratamento|no tratamento',
    haircut: 'o resultado no cabelo|do resultado no cabelo|ao resultado no cabelo|pelo resultado no cabelo|no resultado no cabelo',
  },
  greeting: {
    named: { professional: ['Olá, {name},', 'Bom dia, {name},'], friendly: ['Olá, {name}!', 'Olá, {name},'], casual: ['Olá, {name}!', 'Olá {name}!'] },
    anonymous: { professional: ['Olá,', 'Bom dia,', ''], friendly: ['Olá!', 'Olá,', ''], casual: ['Olá!', ''] },
  },
  thanks: {
    positive: {
      formal: [
        '((Muito obrigado|Obrigado)) ((pela sua avaliação tão positiva|pelas suas amáveis palavras|por ter partilhado a sua experiência|por ter dedicado um momento a escrever-nos|pela excelente avaliação)).',
        '((Agradecemos|Agradecemos sinceramente|Agradecemos muito)) ((a sua avaliação tão positiva|as suas amáveis palavras|o tempo que dedicou a escrever-nos|a sua excelente avaliação|o seu comentário tão simpático)).',
        'Obrigado por ter escolhido {business} e por ter partilhado a sua experiência.',
      ],
      professional: ['Foi um prazer ler a sua avaliação, ((muito obrigado|obrigado)).', 'É sempre gratificante receber uma avaliação assim, ((muito obrigado|obrigado)).'],
      warm: [
        '((Muito obrigado|Muitíssimo obrigado|Um enorme obrigado|Um grande obrigado)) ((pela avaliação tão simpática|pelas palavras tão carinhosas|por nos ter escrito|por esta avaliação tão bonita|pelo carinho))!',
        'Que avaliação ((tão bonita|maravilhosa|tão simpática)), muito obrigado!',
        'A sua avaliação ((alegrou-nos o dia|pôs-nos um sorriso no rosto|deixou-nos de coração cheio)), obrigado!',
        'Obrigado pela visita e por ter tirado um momento para nos escrever!',
      ],
      friendly: ['Ficámos tão contentes ao ler a sua avaliação, obrigado!'],
      casual: ['Uau, obrigado pelas palavras tão simpáticas!', 'Assim dá gosto, muito obrigado!', 'Ganhámos o dia com esta avaliação, obrigado!', 'Que bom ler isto, obrigado!'],
    },
    mixed: {
      formal: [
        '((Muito obrigado|Obrigado)) ((pela sua avaliação|pela sua opinião sincera|por ter partilhado a sua experiência connosco|pela sua avaliação equilibrada)).',
        'Agradecemos ((o seu comentário|a sua franqueza|que nos tenha contado como correu a visita)).',
        'Obrigado pela visita e pela opinião franca.',
      ],
      casual: [
        'Obrigado pela avaliação sincera!',
        'Obrigado por nos contar como correu.',
        'Obrigado pela opinião sem rodeios!',
        'Obrigado por ter partilhado a sua experiência!',
        'Obrigado por ter passado por cá e pela opinião!',
      ],
    },
    negative: {
      formal: [
        '((Muito obrigado|Obrigado)) por nos ter ((dado a conhecer a sua experiência|contado como correu a sua visita|deixado a sua opinião)).',
        'Agradecemos o tempo que dedicou a escrever-nos.',
        'Lemos a sua avaliação com toda a atenção.',
      ],
      casual: ['Obrigado por nos contar como correu.', 'Obrigado pela franqueza.', 'Lemos a sua avaliação e levamo-la a sério.', 'Agradecemos a sinceridade.'],
    },
  },
  thanksFor: {
    formal: ['((Muito obrigado|Obrigado)) pelas ((amáveis|simpáticas|generosas)) palavras sobre {t}.', 'Agradecemos ((muito|sinceramente)) os elogios {t.a}.'],
    warm: ['((Muito obrigado|Muitíssimo obrigado|Um grande obrigado)) pelos elogios {t.a}!', 'Obrigado por ter gostado tanto {t.de}!'],
    casual: ['Obrigado pelas palavras tão simpáticas sobre {t}!'],
  },
  ratingOnly: {
    positive: {
      formal: [
        '((Muito obrigado|Obrigado)) ((pela excelente classificação|pela sua classificação tão positiva|por ter dedicado um momento a avaliar-nos|pela sua avaliação|pelas estrelas)).',
        '((Agradecemos|Agradecemos sinceramente|Agradecemos muito)) ((a sua excelente classificação|a sua avaliação|o tempo que dedicou a avaliar-nos|a sua classificação tão positiva)).',
        'Obrigado por ter avaliado {business} de forma tão positiva.',
      ],
      professional: [
        'A sua classificação é muito apreciada, obrigado.',
        'Foi um gosto receber a sua classificação, obrigado.',
        'É muito gratificante receber uma classificação assim, obrigado.',
        'Uma classificação assim é motivo de orgulho, obrigado.',
      ],
      warm: [
        '((Muito obrigado|Muitíssimo obrigado|Um enorme obrigado|Um grande obrigado)) ((pela classificação tão boa|pelas estrelas|por nos ter avaliado tão bem|pela excelente nota|por ter passado por cá e nos ter avaliado))!',
        'Que bela classificação, obrigado!',
        'Ficámos radiantes com a sua classificação, obrigado!',
      ],
      casual: ['Obrigado pelas estrelinhas!', 'Estrelas assim dão-nos ânimo, obrigado!', 'Obrigadíssimo pela nota!', 'Assim dá gosto, obrigado pela classificação!', 'Uau, obrigado por esta nota!'],
    },
    mixed: {
      formal: ['((Muito obrigado|Obrigado)) pela sua classificação.', 'Agradecemos o tempo que dedicou a avaliar-nos.', 'Obrigado por ter avaliado a sua visita.'],
      casual: ['Obrigado pela classificação!', 'Obrigado por nos ter avaliado.', 'Obrigado pela nota!'],
    },
    negative: {
      all: [
        'Lamentamos que a sua visita não tenha correspondido às suas expectativas.',
        'Lamentamos não ter estado à altura desta vez.',
        'Pedimos desculpa por a sua experiência connosco não ter sido melhor.',
        'Lamentamos muito que a experiência não tenha sido a que merecia.',
      ],
    },
  },
  praise: {
    all: [
      'Ficamos muito ((contentes|felizes)) por saber que gostou {t.de}.',
      'É ótimo saber que {t} {esteve/estiveram} à altura das suas expectativas.',
      'Foi um orgulho ler o que escreveu sobre {t}.',
      'Que bom saber que {t} {foi/foram} do seu agrado.',
      'É uma alegria saber que {t} lhe {agradou/agradaram} tanto.',
      'Ficamos especialmente contentes por ter apreciado {t}.',
      'Ficámos radiantes por saber que {t} {esteve/estiveram} à altura.',
      'É muito bom saber que gostou {t.de}.',
    ],
    casual: ['Que bom que gostou {t.de}!', 'Adorámos saber que {t} {foi/foram} um sucesso!', 'Que bom que {t} {esteve/estiveram} à altura!'],
  },
  praiseAside: {
    all: [
      'Ficamos contentes por saber que gostou {t.de}.',
      'É bom saber que {t} {foi/foram} do seu agrado.',
      'Apreciamos o que refere de positivo sobre {t}.',
      'Ainda bem que gostou {t.de}.',
      'Fica-nos a alegria de saber que gostou {t.de}.',
    ],
  },
  note: {
    all: [
      'Tomámos nota do que refere sobre {n}.',
      'O seu reparo sobre {n} fica registado, e vamos analisá-lo com atenção.',
      'Quanto {n.a}, vamos analisar o que podemos ajustar.',
      'Levamos a sério o que diz sobre {n}.',
      'O que aponta sobre {n} é muito útil, e vamos trabalhar nisso.',
    ],
  },
  apology: {
    all: [
      'Lamentamos muito o que descreve sobre {n}; não é esse o padrão da casa.',
      'Pedimos desculpa pelo que aconteceu com {n}; não é esse o nível que queremos oferecer.',
      'Lamentamos sinceramente os problemas com {n}.',
      'Lamentamos que {n} {tenha/tenham} sido motivo de desagrado.',
      'As nossas sinceras desculpas pelo que correu mal com {n}.',
      'Lamentamos que a sua experiência com {n} não tenha sido boa.',
    ],
  },
  apologyGeneral: {
    mixed: {
      all: ['Lamentamos que nem tudo tenha corrido como devia.', 'Pedimos desculpa por nem tudo ter estado à altura.', 'Lamentamos que a visita não tenha sido perfeita.'],
    },
    negative: {
      all: [
        'Lamentamos muito que a sua experiência tenha sido tão dececionante.',
        'Pedimos sinceras desculpas pela desilusão que descreve.',
        'Lamentamos profundamente não ter estado à altura.',
      ],
    },
  },
  question: {
    withEmail: {
      all: [
        'Quanto à sua pergunta, escreva-nos para {email} e teremos todo o gosto em ajudar.',
        'Para responder à sua pergunta, basta enviar-nos uma mensagem para {email}.',
      ],
    },
    withoutEmail: {
      all: [
        'Quanto à sua pergunta, o mais simples é contactar-nos diretamente; teremos todo o gosto em ajudar.',
        'Se nos contactar diretamente, responderemos com todo o gosto à sua pergunta.',
      ],
    },
  },
  invite: {
    withEmail: {
      all: [
        'Escreva-nos para {email}, por favor.',
        'Gostaríamos de falar consigo: escreva-nos para {email}, por favor.',
        'Se puder, contacte-nos através de {email}; queremos mesmo perceber o que aconteceu.',
        'Envie-nos uma mensagem para {email} e falaremos consigo pessoalmente.',
        'Gostaríamos de saber mais, por isso escreva-nos para {email}.',
      ],
    },
    withoutEmail: {
      all: [
        'Por favor, contacte-nos diretamente.',
        'Gostaríamos de falar consigo: contacte-nos diretamente, por favor.',
        'Se puder, contacte-nos diretamente; queremos mesmo perceber o que aconteceu.',
        'Gostaríamos de saber mais, por isso não hesite em contactar-nos diretamente.',
      ],
    },
  },
  emailLine: {
    all: [
      'Pode sempre escrever-nos para {email}.',
      'Para qualquer questão, estamos disponíveis em {email}.',
      'Se precisar de alguma coisa, pode contactar-nos através de {email}.',
      'O nosso e-mail, para o que precisar, é {email}.',
    ],
  },
  closing: {
    positive: {
      professional: ['Aguardamos a sua próxima visita.', 'Contamos com a sua visita em breve.', 'Esperamos ter o prazer da sua visita novamente.'],
      friendly: ['Até breve!', 'Volte sempre!', 'As nossas portas estão sempre abertas.', 'Contamos consigo em breve!'],
      casual: ['Até à próxima!', 'Volte sempre!', 'Até breve!', 'Apareça sempre!'],
    },
    mixed: {
      all: [
        'Esperamos ter oportunidade de lhe proporcionar uma experiência ainda melhor.',
        'Gostaríamos muito de lhe mostrar, numa próxima visita, o que sabemos fazer.',
        'Contamos poder surpreender pela positiva numa próxima visita.',
      ],
    },
    negative: {
      all: ['Esperamos ter oportunidade de causar uma melhor impressão no futuro.', 'Gostaríamos de ter uma nova oportunidade.', 'Queremos corrigir esta situação.'],
    },
  },
  extra: {
    positive: {
      all: [
        'Significa muito para todos nós.',
        'São comentários como o seu que nos dão ânimo para continuar.',
        'Todos cá em casa vão ficar felizes ao ler isto.',
        'Pomos muito carinho no que fazemos, por isso é bom ler isto.',
        'É sempre um prazer receber palavras assim.',
      ],
    },
    mixed: {
      all: [
        'Opiniões sinceras como a sua ajudam-nos a melhorar.',
        'Trabalhamos todos os dias para melhorar, e comentários como o seu ajudam muito.',
        'Lemos todas as avaliações com atenção e tomamos nota dos seus pontos.',
        'A sua perspetiva é muito útil para nós.',
      ],
    },
    negative: {
      all: [
        'Levamos todos os comentários a sério e usamo-los para melhorar.',
        'Não é a experiência que queremos proporcionar a ninguém.',
        'O seu comentário foi partilhado com todos cá dentro.',
        'Lemos todas as avaliações com atenção, incluindo a sua.',
      ],
    },
  },
  readsReviews: /Lemos todas/u,
  signoff: {
    professional: ['Com os melhores cumprimentos,', 'Cumprimentos,', 'Atenciosamente,'],
    friendly: ['Um abraço,', 'Cumprimentos,', 'Votos de um excelente dia,'],
    casual: ['Um abraço,', 'Abraço,', 'Um abraço grande,'],
  },
  signoffAfterComplaint: { all: ['Com os melhores cumprimentos,', 'Cumprimentos,', 'Atenciosamente,'] },
  signature: {
    contact: { all: ['{contact}'] },
    business: { all: ['{business}'] },
    both: { professional: ['{contact}\n{business}'], friendly: ['{contact}\n{business}', '{contact} – {business}'], casual: ['{contact}', '{contact} – {business}'] },
  },
};
