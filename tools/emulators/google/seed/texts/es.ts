import type { LanguageBank } from './types';

export const es: LanguageBank = {
  language: 'es',
  names: [
    'Carlos García', 'Lucía Fernández', 'Javier Martínez', 'María López', 'Pablo Sánchez', 'Elena Romero',
    'Alejandro Ruiz', 'Paula Torres', 'Diego Navarro', 'Laura Gil', 'Sergio Moreno', 'Marta Iglesias',
    'Andrés Castro', 'Carmen Ortega',
  ],
  ownerReplies: [
    '¡Muchas gracias por tus amables palabras! Esperamos verte pronto.',
    'Gracias por tu opinión, la hemos compartido con el equipo.',
    'Gracias por visitarnos y por tomarte el tiempo de escribir.',
  ],
  texts: [
    { kind: 'any', rating: 5, topics: ['staff', 'service'], text: 'Un sitio encantador con un personal amabilísimo. Nos atendieron de maravilla desde el primer momento. ¡Muy recomendable!' },
    { kind: 'any', rating: 4, topics: ['atmosphere', 'price', 'noise'], text: 'Muy buen ambiente y precios razonables para Dinamarca. Le quito una estrella porque había bastante ruido.' },
    { kind: 'any', rating: 3, topics: ['waiting', 'service'], text: 'Correcto, pero tardaron mucho en atendernos y nadie se disculpó por la espera.', translation: 'Fine, but they took a long time to attend to us and nobody apologised for the wait.' },
    { kind: 'any', rating: 2, topics: ['price', 'staff'], text: 'Caro para lo que ofrecen, y el personal parecía no tener ninguna gana de trabajar.' },
    { kind: 'any', rating: 1, topics: ['booking', 'service'], text: 'Teníamos una reserva confirmada y al llegar no aparecía por ningún lado. Nadie nos dio una solución. Una vergüenza.' },
    { kind: 'cafe', rating: 5, topics: ['drinks', 'food'], text: 'El mejor café que he probado en Copenhague y los bollos de canela, espectaculares. El brunch, fresco y bien presentado.' },
    { kind: 'cafe', rating: 4, topics: ['food', 'waiting'], text: 'La comida estaba muy rica, aunque un sábado por la mañana hay que esperar un rato para conseguir mesa.' },
    { kind: 'cafe', rating: 1, topics: ['cleanliness', 'food'], text: 'Mesas sucias, baño descuidado y el bocadillo estaba seco. No volveremos.', translation: 'Dirty tables, a neglected toilet and the sandwich was dry. We will not be back.' },
    { kind: 'hotel', rating: 5, topics: ['room', 'breakfast'], text: 'Habitación limpia y luminosa con vistas al mar, y un desayuno buenísimo con pan casero.' },
    { kind: 'hotel', rating: 3, topics: ['location', 'room', 'price'], text: 'Buena ubicación y habitación correcta, pero algo pequeña y cara para lo que es.' },
    { kind: 'hotel', rating: 1, topics: ['cleanliness', 'staff'], text: 'La habitación estaba sucia, con pelos en el baño, y en recepción no hicieron nada cuando nos quejamos.', translation: 'The room was dirty, with hair in the bathroom, and reception did nothing when we complained.' },
    { kind: 'salon', rating: 5, topics: ['haircut', 'staff'], text: '¡Me encanta mi nuevo corte! La peluquera entendió exactamente lo que quería y me dio consejos muy útiles.' },
    { kind: 'salon', rating: 4, topics: ['colour', 'booking', 'price'], text: 'Reservé por internet sin problema y el color quedó precioso. Un poco caro, pero merece la pena.' },
    { kind: 'salon', rating: 2, topics: ['waiting', 'haircut'], text: 'Esperé media hora a pesar de tener cita y el corte quedó desigual.' },
  ],
};
