import type { LanguageBank } from './types';

export const pt: LanguageBank = {
  language: 'pt',
  names: [
    'João Silva', 'Ana Costa', 'Pedro Santos', 'Mariana Ferreira', 'Tiago Oliveira', 'Beatriz Almeida',
    'Rui Pereira', 'Inês Rodrigues', 'Gonçalo Martins', 'Carolina Sousa', 'Lucas Carvalho', 'Rita Gomes',
    'Miguel Ribeiro', 'Sofia Lopes',
  ],
  ownerReplies: [
    'Muito obrigado pelas suas palavras simpáticas! Esperamos voltar a vê-lo em breve.',
    'Obrigado pelo seu comentário, partilhámos com a equipa.',
    'Obrigado pela visita e pela avaliação!',
  ],
  texts: [
    { kind: 'any', rating: 5, topics: ['staff', 'service'], text: 'Lugar encantador e funcionários super simpáticos. Fomos muito bem recebidos desde o primeiro minuto. Recomendo muito!' },
    { kind: 'any', rating: 4, topics: ['service', 'price'], text: 'Bom atendimento e preços justos para a Dinamarca. Só não dou cinco estrelas porque estava bastante cheio.' },
    { kind: 'any', rating: 3, topics: ['waiting', 'service'], text: 'Razoável. Esperámos muito tempo para sermos atendidos e ninguém pediu desculpa.', translation: 'Reasonable. We waited a long time to be served and nobody apologised.' },
    { kind: 'any', rating: 2, topics: ['price', 'staff'], text: 'Muito caro para o que oferecem, e os funcionários pareciam pouco interessados em ajudar.' },
    { kind: 'any', rating: 1, topics: ['booking', 'staff'], text: 'A nossa reserva simplesmente desapareceu e o funcionário da receção foi muito mal-educado. Não voltamos.' },
    { kind: 'cafe', rating: 5, topics: ['drinks', 'food'], text: 'O melhor café de Copenhaga e os pãezinhos de canela são divinais. O brunch estava fresquinho e bem servido.' },
    { kind: 'cafe', rating: 3, topics: ['food', 'price', 'waiting'], text: 'A comida era boa, mas as doses são pequenas para o preço e o café demorou imenso.' },
    { kind: 'cafe', rating: 2, topics: ['cleanliness'], text: 'Mesas sujas e a casa de banho num estado lamentável. Pena, porque o café até é bom.', translation: 'Dirty tables and the toilet in a sorry state. A pity, because the coffee is actually good.' },
    { kind: 'hotel', rating: 5, topics: ['location', 'room', 'breakfast'], text: 'Localização fantástica junto à praia, quarto limpo e com vista para o mar. O pequeno-almoço é excelente.' },
    { kind: 'hotel', rating: 2, topics: ['noise', 'room'], text: 'Quarto muito barulhento e mais pequeno do que nas fotos. Dormimos mal as duas noites.' },
    { kind: 'hotel', rating: 4, topics: ['booking', 'staff', 'parking'], text: 'Reserva fácil e pessoal muito prestável, que nos ajudou a encontrar estacionamento. As camas podiam ser melhores.', translation: 'Easy booking and very helpful staff, who helped us find parking. The beds could be better.' },
    { kind: 'salon', rating: 5, topics: ['haircut', 'colour'], text: 'Adorei o corte e a cor! A cabeleireira percebeu logo o que eu queria e deu ótimas dicas.' },
    { kind: 'salon', rating: 3, topics: ['haircut', 'waiting'], text: 'O corte ficou bem, mas esperei vinte minutos mesmo tendo marcação.' },
    { kind: 'salon', rating: 1, topics: ['colour', 'price'], text: 'A cor ficou completamente diferente do combinado e ainda me cobraram mais do que o preço indicado.' },
  ],
};
