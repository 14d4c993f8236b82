import type { IntentLexicon } from '../intent-lexicon';

/** Portuguese (as in Portugal, like the interface). Weights: 4 names the intent, 3 points clearly to it, 2 supports it, 1 or less hints. */
export const pt: IntentLexicon = {
  howTo: ['poder', 'deixa', 'deixar', 'desativar', 'ativar', 'mudar', 'deixar de', 'tornar', 'recebo', 'como', 'onde', 'posso', 'pode se', 'podem', 'e possivel', 'quero', 'gostaria', 'ajuda me', 'o que faco', 'da pra', 'da para'],
  data: ['quantas', 'quantos', 'quando', 'o que foi', 'qual e', 'quais', 'tenho', 'temos', 'mostra me', 'estado', 'o que esta', 'o que falta'],
  intents: {
    pending: {
      'a espera': 4, espera: 2, 'pendente*': 4, 'por responder': 3, 'sem resposta': 3, 'falta responder': 3, 'falta*': 1.5, 'para aprovar': 3, 'por aprovar': 3,
      aprovar: 1, 'novas avaliac*': 2, 'avaliac*': 0.5, '5 estrela*': 1, 'cinco estrela*': 1, 'de uma vez': 2, 'de uma so vez': 2, 'em massa': 2, 'em lote': 2,
      'rascunho*': 1.5, prontas: 1, 'caixa de entrada': 2, ainda: 1, 'por rever': 2, 'para responder': 3, responder: 1,
    },
    scheduled: {
      'agendad*': 4, 'programad*': 4, 'planead*': 3, 'previst*': 3, 'proxim*': 1.5, 'sao publicadas': 2, 'serao publicad*': 3, 'vao ser publicad*': 3,
      'aprovad* automaticamente': 3, hoje: 1, amanha: 1, 'mais tarde': 1, fila: 2, quando: 2,
    },
    posted: {
      'publicad*': 3, 'public*': 1, publicou: 3, publicamos: 3, 'postad*': 3, 'post*': 1, 'enviad*': 1, 'respondid*': 2, 'esta semana': 2, semana: 1,
      'semana passada': 1.5, 'ultimos 7 dias': 2, ja: 0.5, 'foi publicad*': 2, 'foram publicad*': 2,
    },
    rating: {
      'classificac*': 2, media: 3, nota: 2, estrelas: 1, 'estrela*': 1, 'avaliacao media': 3, 'a subir ou a descer': 3, subir: 1.5, descer: 1.5, sobe: 1.5,
      desce: 1.5, 'melhor*': 1, pior: 1.5, piorar: 3, 'a piorar': 2, 'a melhorar': 2, evolucao: 2, tendencia: 3, '30 dias': 2, 'ultimo mes': 1.5, 'mes passado': 1.5, 'compar*': 1.5, 'por estrela': 3, distribuicao: 2, 'como estamos': 3,
      'pontuac*': 2,
    },
    complaints: {
      'queix*': 4, 'reclam*': 4, 'insatisfeit*': 4, 'descontente*': 4, 'negativ*': 3, 'critic*': 3, mau: 1.5, 'problema*': 2, 'desilud*': 3, 'nao gostam': 4,
      'nao gosta': 4, melhorar: 1.5, '1 estrela': 2,
    },
    praise: {
      'elogi*': 4, gostam: 3, gosta: 3, adoram: 3, 'positiv*': 3, 'satisfeit*': 2, contentes: 2, 'o melhor': 2, mais: 0.5, bem: 1, 'ponto* forte*': 3,
      apreciam: 3, valorizam: 3, destacam: 3,
    },
    connections: {
      ligacao: 3, ligacoes: 3, 'ligad*': 2, conexao: 3, 'conectad*': 2, 'sincroniz*': 3, 'sync*': 3, ultima: 1, 'ultima sincroniz*': 3, funcionar: 2, funciona: 2,
      'expir*': 3, 'caduc*': 3, 'token*': 3, estado: 2, google: 1, facebook: 1, trustpilot: 1, 'desligad*': 2, 'importad*': 1.5,
    },
    howApprove: {
      'aprovar uma resposta': 3, aprovar: 1.5, 'aprovo': 2, 'publicar uma resposta': 3, 'editar*': 3, edito: 3, 'mudar a resposta': 3, regenerar: 3,
      'nova resposta': 2, 'nova sugestao': 2, 'rejeit*': 2, 'responder a uma avaliac*': 3, reescrever: 3, 'resposta sugerida': 2,
    },
    howContactEmail: {
      contacto: 3, contato: 3, 'contactar*': 3, 'meu email': 2, 'meu e mail': 2, 'email* respostas': 3, 'e mail nas respostas': 3, telefone: 2,
      'nome de contacto': 3, 'acompanhamento de reclamac*': 3,
    },
    howConnect: {
      ligar: 3, ligo: 3, conectar: 3, associar: 2, 'adicionar google': 3, google: 1.5, facebook: 1.5, trustpilot: 1.5, 'plataforma*': 2, configurar: 1,
      integrar: 1.5,
    },
    howTone: {
      tom: 4, 'descontraid*': 3, 'formal*': 3, 'informal*': 3, formais: 3, informais: 3, 'menos formais': 2, amigavel: 2, 'profissiona*': 3, estilo: 3, soar: 2, soam: 2, 'rigid*': 2, 'tratar por tu': 3,
    },
    howInstructions: {
      'instruc*': 4, 'personalizad*': 2, 'instrucoes personalizadas': 2, ia: 1, assinatura: 3, sempre: 1.5, regras: 2, mencionar: 2, prompt: 3, 'dizer a ia': 3,
      despedida: 2, nunca: 1.5, 'indicac*': 3, assinar: 3, 'o meu nome': 2,
    },
    howAutoApproval: {
      'aprovacao automatica': 4, 'aprovar automaticamente': 3, 'automatic*': 2, auto: 1.5, aprovacao: 0.5, 'ativ*': 1, 'publicar automatica*': 3, 'sozinh*': 3,
      'sem aprovar': 3,
    },
    howPostingHours: {
      'horario*': 3, 'horario de publicacao': 4, 'horario de funcionamento': 4, 'hora*': 1.5, 'atraso*': 4, 'demora*': 3, 'a noite': 3, noite: 2,
      'fim de semana': 2, janela: 2, so: 1, apenas: 1, entre: 0.5, durante: 1, 'aleatori*': 2, rapido: 1,
    },
    howNotifications: {
      'notificac*': 4, 'email*': 2, 'e mail*': 2, 'mail*': 2, 'correio*': 2, 'resumo*': 3, digest: 4, 'diario*': 1.5, 'semanal*': 1.5, 'aviso*': 2, 'alerta*': 3,
      'cancelar a subscricao': 3, 'deslig*': 1, 'desativ*': 1, 'deixar de receber': 3, 'palavra* chave': 2, demasiados: 2,
    },
    howLanguages: {
      'idioma*': 4, 'lingua*': 3, portugues: 3, ingles: 3, alemao: 3, dinamarques: 3, sueco: 3, noruegues: 3, finlandes: 3, frances: 3, espanhol: 3,
      'traduz*': 3, 'traduc*': 3, 'em ingles': 1, 'escritas em': 1.5, forcar: 2,
    },
    howPlans: {
      plano: 3, planos: 3, subscricao: 4, 'preco*': 3, custa: 3, 'quanto custa': 2, 'cust*': 2, pagar: 2, 'pagamento*': 3, 'fatura*': 4, 'faturac*': 4,
      upgrade: 4, starter: 2, professional: 2, enterprise: 3, gratis: 1.5, gratuito: 1.5, dkk: 2, cancelar: 1, caro: 2, barato: 2,
    },
    howPassword: {
      'palavra passe': 4, senha: 4, 'password*': 4, 'iniciar sessao': 2, login: 2, esqueci: 2, repor: 2, redefinir: 2, apple: 2, 'bloquead*': 2,
      desassociar: 3, 'contas ligadas': 3,
    },
  },
};
