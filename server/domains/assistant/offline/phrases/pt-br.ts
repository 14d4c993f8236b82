import { PT } from './pt';
import type { PhraseBank } from './types';

/**
 * Brazilian Portuguese, as a Brazilian café, restaurant, hotel, salon or clinic answers on Google. The reviewer is 'você'
 * in every tone ('a sua visita', 'receber você'), as Brazilian businesses write; only the casual tone says 'pra', 'te' and
 * 'valeu'. Pronouns go before the verb ('nos escreva', 'nos alegra saber'), the past of 'nós' has no accent ('ficamos',
 * 'adoramos'), and the words are Brazil's ('equipe', 'café da manhã', 'entre em contato', 'reserva', 'decepcionante').
 * No sentence needs the reviewer's gender ('satisfeito/a', 'recebê-lo/la' become 'receber você'), and none agrees an
 * adjective with a topic: topics take verbs ('esteve à altura') or prepositions, whose contractions are the forms
 * t (a comida), de (da comida), a (à comida), por (pela comida) and em (na comida).
 */
export const PT_BR: PhraseBank = {
  language: 'pt',
  variety: 'Brazil',
  forms: PT.forms,
  join: PT.join,
  // The topics Brazil names as Portugal does are Portugal's: the bank says only how it names the others.
  topics: {
    ...PT.topics,
    breakfast: 'o café da manhã|do café da manhã|ao café da manhã|pelo café da manhã|no café da manhã',
    staff: {
      pos: 'a nossa equipe|da nossa equipe|à nossa equipe|pela nossa equipe|na nossa equipe',
      neg: 'a postura da nossa equipe|da postura da nossa equipe|à postura da nossa equipe|pela postura da nossa equipe|na postura da nossa equipe',
    },
    price: {
      pos: 'o custo-benefício|do custo-benefício|ao custo-benefício|pelo custo-benefício|no custo-benefício',
      neg: 'os preços|dos preços|aos preços|pelos preços|nos preços#pl',
    },
    noise: {
      pos: 'a tranquilidade|da tranquilidade|à tranquilidade|pela tranquilidade|na tranquilidade',
      neg: 'o barulho|do barulho|ao barulho|pelo barulho|no barulho',
    },
    booking: {
      pos: 'a praticidade da reserva|da praticidade da reserva|à praticidade da reserva|pela praticidade da reserva|na praticidade da reserva',
      neg: 'a sua reserva|da sua reserva|à sua reserva|pela sua reserva|na sua reserva',
    },
  },
  greeting: {
    named: { professional: ['Olá, {name},', 'Bom dia, {name},'], friendly: ['Olá, {name}!', 'Oi, {name}!'], casual: ['Oi, {name}!', 'Oi {name}!', 'Olá, {name}!'] },
    anonymous: { professional: ['Olá,', 'Bom dia,', ''], friendly: ['Olá!', 'Oi!', ''], casual: ['Oi!', 'Olá!', ''] },
  },
  thanks: {
    positive: {
      formal: [
        '((Muito obrigado|Obrigado)) ((pela sua avaliação tão positiva|pelas suas palavras tão gentis|por compartilhar a sua experiência|por tirar um momento para nos escrever|pela excelente avaliação)).',
        '((Agradecemos|Agradecemos sinceramente|Agradecemos muito)) ((a sua avaliação tão positiva|as suas palavras tão gentis|o tempo que você dedicou para nos escrever|a sua excelente avaliação|o seu carinho)).',
        'Obrigado por escolher {business} e por compartilhar a sua experiência.',
      ],
      professional: ['Foi um prazer ler a sua avaliação, ((muito obrigado|obrigado)).', 'É muito gratificante ler uma avaliação assim, ((muito obrigado|obrigado)).'],
      warm: [
        '((Muito obrigado|Muitíssimo obrigado|Muito obrigado mesmo|Obrigado de coração)) ((pela avaliação tão carinhosa|pelas palavras tão bonitas|por escrever para a gente|por essa avaliação tão linda|pelo carinho))!',
        'Que avaliação ((linda|maravilhosa|mais carinhosa)), muito obrigado!',
        'A sua avaliação ((alegrou o nosso dia|fez o nosso dia|deixou a gente de coração quentinho)), obrigado!',
        'Obrigado por passar aqui e ainda tirar um tempinho para nos escrever!',
      ],
      friendly: ['Ler a sua avaliação foi um presente, obrigado!'],
      casual: ['Uau, obrigado pelas palavras tão gentis!', 'Isso é que é avaliação, muito obrigado!', 'Ganhamos o dia com essa avaliação, obrigado!', 'Que bom ler isso, obrigado!', 'Valeu demais pelo carinho!'],
    },
    mixed: {
      formal: [
        '((Muito obrigado|Obrigado)) ((pela sua avaliação|pela sua opinião honesta|por compartilhar as suas impressões|pela sua avaliação equilibrada)).',
        'Agradecemos ((o seu comentário|a sua franqueza|por nos contar como foi a sua visita)).',
        'Obrigado pela visita e pela opinião franca.',
      ],
      casual: [
        'Obrigado pela avaliação honesta!',
        'Obrigado por contar pra gente como foi.',
        'Obrigado pela opinião sem rodeios!',
        'Obrigado por compartilhar as suas impressões!',
        'Obrigado por passar aqui e deixar a sua opinião!',
      ],
    },
    negative: {
      formal: [
        '((Muito obrigado|Obrigado)) por ((nos contar como foi a sua visita|deixar a sua opinião|nos dar o seu retorno)).',
        'Agradecemos por dedicar um tempo a nos contar como foi.',
        'Agradecemos a sua franqueza.',
      ],
      casual: ['Obrigado por contar pra gente como foi.', 'Obrigado pela franqueza.', 'Obrigado por nos avisar.', 'Agradecemos a honestidade.'],
    },
  },
  thanksFor: {
    formal: ['((Muito obrigado|Obrigado)) pelas palavras ((tão gentis|tão generosas|tão carinhosas)) sobre {t}.', 'Agradecemos ((muito|sinceramente)) os elogios {t.a}.'],
    warm: ['((Muito obrigado|Muitíssimo obrigado|Obrigado de coração)) pelos elogios {t.a}!', 'Obrigado por ter gostado tanto {t.de}!'],
    casual: ['Obrigado pelas palavras tão gentis sobre {t}!', 'Valeu pelos elogios {t.a}!'],
  },
  ratingOnly: {
    positive: {
      formal: [
        '((Muito obrigado|Obrigado)) ((pela excelente nota|pela sua avaliação tão positiva|por tirar um momento para nos avaliar|pela sua avaliação|pelas estrelas)).',
        '((Agradecemos|Agradecemos sinceramente|Agradecemos muito)) ((a sua excelente nota|a sua avaliação|o tempo que você dedicou para nos avaliar|a sua avaliação tão positiva)).',
        'Obrigado por avaliar {business} de forma tão positiva.',
      ],
      professional: [
        'A sua avaliação é muito importante para nós, obrigado.',
        'Ficamos honrados com a sua avaliação, obrigado.',
        'É muito gratificante ver uma nota assim, obrigado.',
        'Uma avaliação assim é motivo de orgulho para nós, obrigado.',
      ],
      warm: [
        '((Muito obrigado|Muitíssimo obrigado|Muito obrigado mesmo|Obrigado de coração)) ((pela nota tão boa|pelas estrelas|por nos avaliar tão bem|pela excelente nota|por passar aqui e nos avaliar))!',
        'Que nota maravilhosa, obrigado!',
        'Ficamos radiantes com a sua avaliação, obrigado!',
      ],
      casual: ['Obrigado pelas estrelinhas!', 'Estrelas assim alegram o nosso dia, obrigado!', 'Obrigadão pela nota!', 'Assim dá gosto, obrigado pela avaliação!', 'Uau, obrigado por essa nota!', 'Valeu pelas estrelas!'],
    },
    mixed: {
      formal: ['((Muito obrigado|Obrigado)) pela sua avaliação.', 'Agradecemos o tempo que você dedicou para nos avaliar.', 'Obrigado por avaliar a sua visita.'],
      casual: ['Obrigado pela avaliação!', 'Obrigado por nos avaliar.', 'Obrigado pela nota!'],
    },
    negative: {
      all: [
        'Lamentamos que a sua visita não tenha correspondido às suas expectativas.',
        'Sentimos muito por não termos estado à altura desta vez.',
        'Pedimos desculpas pela experiência abaixo do esperado.',
        'Lamentamos muito que a experiência não tenha sido a que você merecia.',
      ],
    },
  },
  praise: {
    all: [
      'Ficamos muito ((felizes|contentes)) em saber que você gostou {t.de}.',
      'É ótimo saber que {t} {esteve/estiveram} à altura das suas expectativas.',
      'Foi um orgulho ler o que você contou sobre {t}.',
      'Que bom saber que {t} {foi/foram} do seu agrado.',
      'É uma alegria saber que {t} {agradou/agradaram} tanto.',
      'Ficamos especialmente felizes com o que você falou sobre {t}.',
      'Ficamos radiantes em saber que {t} {esteve/estiveram} à altura.',
      'É muito bom saber que você gostou {t.de}.',
    ],
    casual: ['Que bom que você curtiu {t}!', 'Adoramos saber que {t} {fez/fizeram} sucesso!', 'Que bom que {t} {esteve/estiveram} à altura!'],
  },
  praiseAside: {
    all: [
      'Ficamos felizes em saber que você gostou {t.de}.',
      'É bom saber que {t} {foi/foram} do seu agrado.',
      'Valorizamos o que você destacou de positivo sobre {t}.',
      'Ainda bem que você gostou {t.de}.',
      'Nos alegra saber que você gostou {t.de}.',
    ],
  },
  note: {
    all: [
      'Anotamos o que você observou sobre {n}.',
      'O que você disse sobre {n} ficou registrado, e vamos analisar com atenção.',
      'Quanto {n.a}, vamos ver o que podemos ajustar.',
      'Levamos a sério a sua observação sobre {n}.',
      'O que você apontou sobre {n} é muito útil, e vamos trabalhar nisso.',
    ],
  },
  apology: {
    all: [
      'Sentimos muito pelo que você descreveu sobre {n}; esse não é o nosso padrão.',
      'Pedimos desculpas pelo ocorrido com {n}; isso não reflete o nosso padrão.',
      'Lamentamos sinceramente os problemas com {n}.',
      'Lamentamos que {n} {tenha/tenham} sido motivo de insatisfação.',
      'Nossas sinceras desculpas pelo que deu errado com {n}.',
      'Sentimos muito que a sua experiência com {n} não tenha sido boa.',
    ],
  },
  apologyGeneral: {
    mixed: {
      all: ['Lamentamos que nem tudo tenha saído como deveria.', 'Pedimos desculpas por nem tudo ter estado à altura.', 'Sentimos muito que a sua passagem por aqui não tenha sido perfeita.'],
    },
    negative: {
      all: [
        'Sentimos muito que a sua experiência tenha sido tão decepcionante.',
        'Pedimos sinceras desculpas pela decepção que você descreve.',
        'Lamentamos profundamente não ter estado à altura.',
      ],
    },
  },
  question: {
    withEmail: {
      all: [
        'Sobre a sua dúvida, é só enviar um e-mail para {email} que responderemos assim que possível.',
        'Para responder à sua pergunta, basta nos enviar um e-mail para {email}.',
      ],
    },
    withoutEmail: {
      all: [
        'Sobre a sua pergunta, o mais simples é nos procurar diretamente; responderemos assim que possível.',
        'É só entrar em contato diretamente que esclarecemos a sua dúvida.',
      ],
    },
  },
  invite: {
    withEmail: {
      all: [
        'Por favor, escreva para {email}.',
        'Gostaríamos de conversar com você: escreva para {email}, por favor.',
        'Se possível, entre em contato pelo e-mail {email}; queremos muito entender o que aconteceu.',
        'Envie uma mensagem para {email} e falaremos com você pessoalmente.',
        'Queremos ouvir mais sobre isso, então nos escreva em {email}.',
      ],
    },
    withoutEmail: {
      all: [
        'Por favor, entre em contato conosco diretamente.',
        'Gostaríamos de conversar com você: entre em contato diretamente, por favor.',
        'Se possível, fale com a gente diretamente; queremos muito entender o que aconteceu.',
        'Queremos ouvir mais sobre isso, por isso não hesite em nos procurar diretamente.',
      ],
    },
  },
  emailLine: {
    all: [
      'Quando quiser, é só mandar um e-mail para {email}.',
      'Para qualquer dúvida, estamos à disposição em {email}.',
      'Se precisar de alguma coisa, é só entrar em contato pelo e-mail {email}.',
      'O nosso e-mail, para o que você precisar, é {email}.',
    ],
  },
  closing: {
    positive: {
      professional: ['Aguardamos a sua próxima visita.', 'Esperamos receber você novamente em breve.', 'Contamos com a sua visita em breve.'],
      friendly: ['Até breve!', 'Volte sempre!', 'As nossas portas estão sempre abertas para você.', 'Esperamos ver você de novo em breve!'],
      casual: ['Até a próxima!', 'Volte sempre!', 'Até logo!', 'Esperamos te ver de novo!', 'Apareça sempre!'],
    },
    mixed: {
      all: [
        'Esperamos ter a oportunidade de proporcionar a você momentos ainda mais especiais.',
        'Adoraríamos mostrar, em uma próxima visita, tudo o que sabemos fazer.',
        'Contamos com uma nova chance de surpreender você.',
      ],
    },
    negative: {
      all: ['Esperamos ter a oportunidade de causar uma impressão melhor no futuro.', 'Contamos com uma nova chance de receber você.', 'Estamos empenhados em corrigir essa situação.'],
    },
  },
  extra: {
    positive: {
      all: [
        'Isso significa muito para todos nós.',
        'É esse tipo de mensagem que nos inspira a continuar.',
        'Vamos mostrar isso para todo mundo aqui.',
        'Fazemos tudo com muito capricho, e é muito bom ver isso reconhecido.',
        'Comentários assim nos dão ânimo para seguir em frente.',
      ],
    },
    mixed: {
      all: [
        'Um retorno como o seu nos ajuda a melhorar.',
        'Buscamos evoluir todos os dias, e o seu ponto de vista faz toda a diferença.',
        'Lemos todos os relatos dos nossos clientes e levamos tudo em consideração.',
        'A sua perspectiva é valiosa para nós.',
      ],
    },
    negative: {
      all: [
        'Levamos toda crítica a sério, porque é assim que podemos melhorar.',
        'Ninguém deveria sair daqui com essa sensação.',
        'O seu relato foi compartilhado com todos aqui.',
        'Lemos todas as avaliações com atenção, inclusive a sua.',
      ],
    },
  },
  readsReviews: /Lemos tod[ao]s/u,
  signoff: {
    professional: ['Atenciosamente,', 'Cordialmente,', 'Um cordial abraço,'],
    friendly: ['Um abraço,', 'Abraços,', 'Um grande abraço,'],
    casual: ['Um abraço,', 'Abraços,', 'Abração,'],
  },
  signoffAfterComplaint: { all: ['Atenciosamente,', 'Cordialmente,'], warm: ['Um abraço,'] },
  signature: PT.signature,
};
