import type { PhraseBank } from './types';

/** European Portuguese, third-person address ('a sua visita'), wording that needs no guess at anyone's gender. */
export const PT: PhraseBank = {
  language: 'pt',
  forms: ['t', 'de'],
  join: (a, b) => `${a} e ${b}`,
  topics: {
    food: 'a comida|da comida', coffee: 'o café|do café', drinks: 'as bebidas|das bebidas#pl', breakfast: 'o pequeno-almoço|do pequeno-almoço',
    selection: 'a variedade|da variedade', service: 'o atendimento|do atendimento', staff: { pos: 'a nossa equipa|da nossa equipa', neg: 'o tratamento recebido|do tratamento recebido' },
    price: { pos: 'a relação qualidade-preço|da relação qualidade-preço', neg: 'os preços|dos preços#pl' }, cleanliness: 'a limpeza|da limpeza',
    waiting: { pos: 'a rapidez do serviço|da rapidez do serviço', neg: 'o tempo de espera|do tempo de espera' }, atmosphere: 'o ambiente|do ambiente',
    noise: { pos: 'a tranquilidade|da tranquilidade', neg: 'o barulho|do barulho' }, booking: { pos: 'a reserva|da reserva', neg: 'a gestão da sua reserva|da gestão da sua reserva' },
    location: 'a localização|da localização', parking: 'o estacionamento|do estacionamento', rooms: 'o quarto|do quarto',
    treatment: 'o tratamento|do tratamento', haircut: { pos: 'o novo corte|do novo corte', neg: 'o corte|do corte' },
  },
  greeting: {
    named: { professional: ['Olá, {name},'], friendly: ['Olá, {name}!', 'Olá, {name},'], casual: ['Olá, {name}!', 'Olá {name}!'] },
    anonymous: { professional: ['Olá,', ''], friendly: ['Olá!', ''], casual: ['Olá!', ''] },
  },
  thanks: {
    positive: {
      professional: ['Muito obrigado pela sua amável avaliação.', 'Agradecemos ter dedicado algum tempo a partilhar a sua experiência.', 'Muito obrigado pela excelente avaliação.', 'Agradecemos sinceramente o seu comentário positivo.', 'Obrigado pela preferência e por partilhar a sua experiência.', 'Obrigado pelas palavras simpáticas sobre a sua visita.'],
      friendly: ['Muito obrigado pela sua avaliação tão simpática!', 'Que avaliação maravilhosa, muito obrigado!', 'Mil obrigados pelas palavras tão simpáticas!', 'Obrigado pela visita e por ter tirado um tempo para nos escrever!', 'Ficámos tão felizes ao ler a sua avaliação, obrigado!', 'A sua avaliação alegrou-nos o dia, obrigado!', 'Um enorme obrigado pelas suas palavras calorosas!'],
      casual: ['Muito obrigado pela avaliação fantástica!', 'Uau, obrigado pelas palavras simpáticas!', 'Um grande obrigado pelos elogios!', 'Fez-nos o dia, obrigado!', 'Obrigado por ter passado por cá e deixado uma avaliação tão simpática!', 'Obrigado pela avaliação tão bonita!'],
    },
    mixed: {
      professional: ['Obrigado pela sua avaliação e pela opinião sincera.', 'Agradecemos ter partilhado a sua experiência connosco.', 'Agradecemos a sua avaliação equilibrada.'],
      friendly: ['Obrigado por ter tirado um tempo para nos contar como foi a visita.', 'Obrigado pela avaliação sincera, valorizamos muito.', 'Obrigado pela visita e pela opinião franca.'],
      casual: ['Obrigado pela avaliação sincera!', 'Obrigado por nos contar como correu.', 'Obrigado pela opinião sem rodeios!'],
    },
    negative: {
      professional: ['Obrigado pelo seu comentário, e lamentamos sinceramente que a sua visita não tenha corrido como devia.', 'Lamentamos muito saber da sua experiência.', 'Pedimos sinceras desculpas por esta desilusão.', 'Lamentamos a experiência dececionante que descreve.'],
      friendly: ['Obrigado por nos dizer, e lamentamos muito que esta não tenha sido a experiência que merecia.', 'Lamentamos muito ler como correu a sua visita.', 'Pedimos sinceras desculpas pela desilusão.', 'Obrigado pela avaliação sincera, e lamentamos que tenha sido uma desilusão tão grande.'],
      casual: ['Lamentamos muito ler isto.', 'Obrigado por nos dizer, e lamentamos mesmo que tenha corrido assim.', 'Desculpe, uma visita nossa não devia ser assim.'],
    },
  },
  ratingOnly: {
    positive: { all: ['Muito obrigado pela excelente classificação!', 'Obrigado pela classificação, significa muito para nós.', 'Agradecemos muito ter tirado um tempo para nos avaliar.', 'Muito obrigado pela sua avaliação positiva.', 'Um grande obrigado pelas estrelas!'] },
    mixed: { all: ['Obrigado pela sua classificação.', 'Obrigado por ter tirado um tempo para nos avaliar.', 'Agradecemos a sua avaliação.'] },
    negative: { all: ['Obrigado pela sua classificação, e lamentamos que a experiência não tenha sido melhor.', 'Lamentamos que a visita não tenha correspondido às suas expectativas.', 'Lamentamos não ter estado à altura das suas expectativas.'] },
  },
  thanksFor: {},
  praise: {
    all: ['Ficamos muito felizes por saber que gostou {t.de}.', 'É ótimo saber que {t} {esteve/estiveram} à altura das suas expectativas.', 'Ficamos especialmente contentes por ter apreciado {t}.', 'As suas palavras sobre {t} significam muito para nós.', 'É uma alegria saber que {t} {foi/foram} do seu agrado.'],
    casual: ['Que bom que gostou {t.de}!', 'Adorámos saber que {t} {foi/foram} um sucesso!'],
  },
  praiseAside: {
    all: ['Ficamos muito felizes por saber que gostou {t.de}.', 'É ótimo saber que {t} {esteve/estiveram} à altura das suas expectativas.', 'Ficamos especialmente contentes por ter apreciado {t}.', 'As suas palavras sobre {t} significam muito para nós.', 'É uma alegria saber que {t} {foi/foram} do seu agrado.'],
    casual: ['Que bom que gostou {t.de}!', 'Adorámos saber que {t} {foi/foram} um sucesso!'],
  },
  note: { all: ['Obrigado também pelo comentário sobre {n}; vamos tê-lo em conta.', 'Tomámos nota do que diz sobre {n}.', 'O seu reparo sobre {n} fica anotado, obrigado.'] },
  apology: { all: ['Lamentamos ler que {t} não {esteve/estiveram} à altura das suas expectativas.', 'Obrigado pela sua franqueza sobre {t}; não é esse o nível que pretendemos.', 'O que descreve sobre {t} não é aceitável, e levamos o assunto muito a sério.', 'Lamentamos que {t} não {tenha/tenham} estado à altura desta vez.', 'Partilhámos os seus comentários sobre {t} com a equipa para aprendermos com eles.'] },
  apologyGeneral: { mixed: { all: ['Ficamos contentes por parte da visita ter corrido bem, e lamentamos que nem tudo tenha estado à altura.', 'Parece que houve altos e baixos, e agradecemos que nos tenha falado de ambos.', 'A sua opinião equilibrada ajuda-nos a perceber onde podemos melhorar.'] }, negative: { all: ['Ficamos contentes por parte da visita ter corrido bem, e lamentamos que nem tudo tenha estado à altura.', 'Parece que houve altos e baixos, e agradecemos que nos tenha falado de ambos.', 'A sua opinião equilibrada ajuda-nos a perceber onde podemos melhorar.'] } },
  question: { withEmail: {}, withoutEmail: {} },
  invite: {
    withEmail: { all: ['Escreva-nos para {email}.', 'Gostaríamos muito de saber mais, por isso escreva-nos para {email}.', 'Contacte-nos através de {email} para podermos falar diretamente consigo.', 'Se estiver disponível, escreva-nos para {email}; queremos mesmo perceber o que aconteceu.', 'Envie-nos uma mensagem para {email} e responderemos pessoalmente.'] },
    withoutEmail: { all: ['Contacte-nos diretamente.', 'Gostaríamos muito de saber mais, por isso não hesite em contactar-nos diretamente.', 'Contacte-nos diretamente para podermos conversar sobre o assunto.', 'Se estiver disponível, gostaríamos muito de falar consigo diretamente para perceber o que aconteceu.', 'Não hesite em contactar-nos diretamente; queremos muito ouvir o que tem a dizer.'] },
  },
  emailLine: { all: ['Pode escrever-nos para {email}.', 'Para qualquer questão, pode sempre contactar-nos através de {email}.', 'Pode sempre escrever-nos para {email}.', 'Se tiver alguma dúvida, estamos em {email}.'] },
  closing: {
    positive: {
      professional: ['Esperamos pela sua próxima visita.', 'Contamos com a sua visita em breve.', 'Até à próxima visita.'],
      friendly: ['Até breve!', 'Volte sempre!', 'As nossas portas estão sempre abertas.', 'Esperamos pela sua próxima visita!'],
      casual: ['Até à próxima!', 'Volte sempre!', 'Até breve!'],
    },
    mixed: { all: ['Esperamos ter a oportunidade de lhe proporcionar uma experiência ainda melhor.', 'Gostaríamos muito de ter uma nova oportunidade.', 'Esperamos conseguir superar as suas expectativas da próxima vez.'] },
    negative: { all: ['Esperamos ter a oportunidade de causar uma melhor impressão no futuro.', 'Obrigado, mais uma vez, por nos ter alertado.', 'O seu comentário ajuda-nos a melhorar.'] },
  },
  extra: {
    positive: { all: ['Significa muito para toda a equipa.', 'São comentários como o seu que nos motivam.', 'Toda a equipa vai ficar feliz ao ler isto.', 'Avaliações como a sua alegram-nos o dia.', 'Pomos todo o nosso carinho no que fazemos, por isso é ótimo ler isto.', 'É sempre um prazer receber um comentário assim.'] },
    mixed: { all: ['Opiniões sinceras como a sua ajudam-nos a melhorar.', 'Trabalhamos todos os dias para melhorar, e os seus comentários ajudam-nos nisso.', 'Lemos todas as avaliações com atenção e temos em conta os seus pontos.', 'A sua perspetiva é muito valiosa para nós.'] },
    negative: { all: ['Levamos todos os comentários a sério e usamo-los para melhorar.', 'Não é a experiência que queremos proporcionar a ninguém.', 'Obrigado por ter tirado um tempo para nos contar.', 'O seu comentário foi partilhado com a equipa.', 'Lemos todas as avaliações com atenção, incluindo a sua.'] },
  },
  signoff: { professional: ['Com os melhores cumprimentos,', 'Cumprimentos,', 'Atenciosamente,'], friendly: ['Um abraço,', 'Cumprimentos,', 'Até breve,'], casual: ['Um abraço,', 'Abraço,', 'Até breve,'] },
  signature: { contact: { all: ['{contact}'] }, business: { all: ['Equipa {business}'] }, both: { all: ['{contact}'] } },
};
