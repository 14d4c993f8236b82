import type { PhraseBank } from './types';

/**
 * Spanish (Spain): usted in the professional tone, tú in the friendly and casual ones, as owners answer
 * on Google. Topic phrases carry their article; 'de el' and 'a el' contract to 'del' and 'al'. The
 * templates use verbs that fit every topic ('te decepcionara', 'te convenció'), never an adjective that
 * would have to agree with the topic's gender.
 */
export const ES: PhraseBank = {
  language: 'es',
  forms: ['t'],
  join: (a, b) => `${a} y ${b}`,
  polish: (sentence) => sentence.replace(/(?<!\p{L})de el /gu, 'del ').replace(/(?<!\p{L})a el /gu, 'al '),
  topics: {
    food: 'la comida', coffee: 'el café', drinks: 'las bebidas#pl', breakfast: 'el desayuno', selection: 'la variedad', service: 'el servicio',
    staff: { pos: 'el trato de nuestro equipo', neg: 'el trato recibido' }, price: { pos: 'la relación calidad-precio', neg: 'los precios#pl' },
    cleanliness: 'la limpieza', waiting: { pos: 'la rapidez del servicio', neg: 'el tiempo de espera' }, atmosphere: 'el ambiente',
    noise: { pos: 'la tranquilidad', neg: 'el nivel de ruido' }, booking: { pos: 'la facilidad para reservar', neg: 'la gestión de la reserva' }, location: 'la ubicación',
    parking: 'el aparcamiento', rooms: 'la habitación', treatment: 'el tratamiento',
    haircut: 'el resultado en el cabello',
  },
  appointment: { pos: 'la facilidad para pedir cita', neg: 'la gestión de la cita' },
  greeting: {
    named: { professional: ['Hola, {name}:', 'Buenos días, {name}:'], friendly: ['¡Hola, {name}!', 'Hola, {name}:'], casual: ['¡Hola, {name}!', '¡Buenas, {name}!'] },
    anonymous: { professional: ['Buenos días:', ''], friendly: ['¡Hola!', ''], casual: ['¡Hola!', '¡Buenas!', ''] },
  },
  thanks: {
    positive: {
      professional: [
        '((Muchas gracias|Muchísimas gracias|Le damos las gracias)) por ((su amable reseña|sus palabras tan generosas|tomarse el tiempo de escribirnos|compartir su experiencia con nosotros|una valoración tan generosa)).',
        'Le agradecemos ((sinceramente|de corazón|muchísimo)) ((su reseña|sus amables palabras|que haya compartido su experiencia)).',
        'Gracias por elegir {business} y por ((contarnos su experiencia|dejarnos esta reseña)).',
        '((Ha sido un placer|Es una alegría|Da gusto)) leer su reseña, muchas gracias.',
      ],
      warm: [
        '¡((Muchísimas gracias|Mil gracias|Gracias de corazón|Muchas gracias)) por ((tu reseña tan bonita|tus palabras tan bonitas|tomarte el tiempo de escribirnos|compartir tu experiencia|una reseña tan cariñosa))!',
        '¡Qué ((alegría|ilusión)) ((leer tu reseña|recibir una reseña así)), gracias!',
        '¡Tu reseña nos ha alegrado el día, ((gracias|muchas gracias))!',
        '¡Gracias por venir a {business} y por ((contárnoslo|dejarnos estas palabras))!',
      ],
      friendly: ['Te agradecemos ((muchísimo|de corazón)) ((tu reseña|tus palabras)).'],
      casual: ['¡Menuda reseña, mil gracias!', '¡Así da gusto, muchísimas gracias!'],
    },
    mixed: {
      professional: [
        '((Gracias|Muchas gracias)) por ((su reseña|su opinión sincera|tomarse el tiempo de contarnos su visita|sus comentarios)).',
        'Le agradecemos que nos cuente cómo fue su visita.',
        'Gracias por visitar {business} y por su opinión.',
      ],
      warm: [
        '((Gracias|Muchas gracias)) por ((tu reseña|tu opinión sincera|contarnos qué tal fue|tus comentarios)).',
        'Te agradecemos que nos cuentes cómo fue tu visita.',
        'Gracias por pasar por {business} y por tu sinceridad.',
      ],
      casual: ['¡Gracias por la reseña tan sincera!'],
    },
    negative: {
      professional: [
        '((Gracias|Muchas gracias)) por ((hacernos llegar su opinión|contarnos lo ocurrido|tomarse el tiempo de escribirnos)).',
        'Le agradecemos que nos lo haya hecho saber.',
        'Hemos leído su reseña con detenimiento y le agradecemos que la haya escrito.',
      ],
      warm: [
        '((Gracias|Muchas gracias)) por ((contarnos lo que pasó|hacernos llegar tu opinión|tomarte el tiempo de escribirnos)).',
        'Te agradecemos que nos lo hayas contado.',
        'Hemos leído tu reseña con detenimiento y te agradecemos que la hayas escrito.',
      ],
    },
  },
  thanksFor: {
    professional: [
      '((Muchas gracias|Muchísimas gracias)) por ((sus amables palabras sobre|lo bien que habla de|sus elogios a)) {t}.',
      'Le agradecemos ((de corazón|mucho)) ((sus amables palabras sobre|lo bien que habla de)) {t}.',
    ],
    warm: ['¡((Muchísimas gracias|Mil gracias|Gracias de corazón)) por ((tus bonitas palabras sobre|lo bien que hablas de|tus elogios a)) {t}!'],
    casual: ['¡Gracias por ((hablar tan bien de|los piropos a)) {t}!'],
  },
  ratingOnly: {
    positive: {
      professional: [
        '((Muchas gracias|Muchísimas gracias|Le damos las gracias)) por ((su valoración|su excelente valoración|tomarse el tiempo de valorarnos|su confianza)).',
        'Le agradecemos ((muchísimo|de corazón|sinceramente)) ((su valoración|que nos haya valorado tan bien|su confianza en {business})).',
        '((Es un placer|Da gusto|Es una alegría)) recibir una valoración así, ((gracias|muchas gracias)).',
        'Gracias por valorar tan bien a {business}.',
      ],
      warm: [
        '¡((Muchísimas gracias|Mil gracias|Gracias de corazón|Muchas gracias)) por ((la valoración|las estrellas|valorarnos tan bien|acordarte de nosotros|tu confianza))!',
        '¡Qué ((alegría|ilusión)) ver tu valoración, ((gracias|mil gracias))!',
        'Te agradecemos ((un montón|muchísimo)) que nos hayas valorado.',
        '¡Gracias por valorar tan bien a {business}!',
      ],
    },
    mixed: {
      professional: ['((Gracias|Muchas gracias)) por su valoración.', 'Le agradecemos que se haya tomado el tiempo de valorarnos.'],
      warm: ['((Gracias|Muchas gracias)) por tu valoración.', 'Te agradecemos que te hayas tomado el tiempo de valorarnos.'],
    },
    negative: {
      professional: [
        'Lamentamos que su experiencia con nosotros no fuera mejor.',
        'Sentimos no haber estado a la altura de sus expectativas.',
        'Le pedimos disculpas si su visita no fue como esperaba.',
      ],
      warm: [
        'Sentimos que tu experiencia con nosotros no fuera mejor.',
        'Lamentamos no haber estado a la altura de lo que esperabas.',
        'Te pedimos disculpas si tu visita no fue como esperabas.',
      ],
    },
  },
  praise: {
    professional: [
      'Nos alegra mucho que le {haya/hayan} gustado {t}.',
      'Nos hace especial ilusión que {t} le {haya/hayan} encantado.',
      'Nos encanta saber que {t} le {convenció/convencieron}.',
      'Es una satisfacción saber que {t} {estuvo/estuvieron} a su gusto.',
      'Sus elogios a {t} nos animan muchísimo.',
    ],
    warm: [
      'Nos alegra mucho que te {haya/hayan} gustado {t}.',
      'Nos hace mucha ilusión que {t} te {haya/hayan} encantado.',
      'Nos encanta saber que {t} te {convenció/convencieron}.',
      'Tus elogios a {t} nos animan un montón.',
    ],
    friendly: ['¡Qué bien que {t} {fuera/fueran} de tu gusto!'],
    casual: ['¡Genial que te {gustara/gustaran} tanto {t}!'],
  },
  praiseAside: {
    professional: [
      'Nos alegra que le {gustara/gustaran} {t}.',
      'Es bueno saber que {t} {estuvo/estuvieron} a su gusto.',
      'Nos quedamos con lo positivo: {t} le {convenció/convencieron}.',
      'Celebramos que {t} le {gustara/gustaran}.',
    ],
    warm: [
      'Nos alegra que te {gustara/gustaran} {t}.',
      'Es bueno saber que {t} {estuvo/estuvieron} a tu gusto.',
      'Nos quedamos con lo positivo: {t} te {convenció/convencieron}.',
      'Celebramos que {t} te {gustara/gustaran}.',
    ],
  },
  note: {
    professional: [
      'Tomamos nota de lo que comenta sobre {n}.',
      'Lo que nos cuenta sobre {n} nos ayuda a mejorar, y lo tendremos presente.',
      'Apuntamos su comentario sobre {n} para seguir mejorando.',
      'Revisaremos lo que señala sobre {n}.',
      'Tendremos en cuenta lo que comenta sobre {n}.',
    ],
    warm: [
      'Tomamos nota de lo que comentas sobre {n}.',
      'Lo que nos cuentas sobre {n} nos ayuda a mejorar, y lo tendremos presente.',
      'Apuntamos tu comentario sobre {n} para seguir mejorando.',
      'Revisaremos lo que dices sobre {n}.',
      'Tendremos en cuenta lo que comentas sobre {n}.',
    ],
  },
  apology: {
    professional: [
      'Lamentamos lo que nos cuenta sobre {n}.',
      'Sentimos mucho que {n} le {decepcionara/decepcionaran}.',
      'Le pedimos disculpas por las molestias con {n}.',
      'Lamentamos que {n} no {fuera/fueran} lo que esperaba.',
      'Sentimos que {n} no le {convenciera/convencieran}, y tomamos nota para que no se repita.',
      'Sentimos de veras que {n} no {cumpliera/cumplieran} sus expectativas.',
    ],
    warm: [
      'Lamentamos lo que nos cuentas sobre {n}.',
      'Sentimos mucho que {n} te {decepcionara/decepcionaran}.',
      'Te pedimos disculpas por las molestias con {n}.',
      'Lamentamos que {n} no {fuera/fueran} lo que esperabas.',
      'Sentimos que {n} no te {convenciera/convencieran}, y tomamos nota para que no se repita.',
      'Sentimos de veras que {n} no {cumpliera/cumplieran} tus expectativas.',
    ],
    casual: ['Nos sabe fatal lo de {n}, lo sentimos de verdad.'],
  },
  apologyGeneral: {
    mixed: {
      professional: [
        'Lamentamos que no todo estuviera a la altura de lo que esperaba.',
        'Sentimos que su visita no fuera redonda del todo.',
        'Le pedimos disculpas por aquello que no salió como debía.',
      ],
      warm: [
        'Sentimos que no todo estuviera a la altura de lo que esperabas.',
        'Lamentamos que tu visita no fuera redonda del todo.',
        'Te pedimos disculpas por aquello que no salió como debía.',
      ],
    },
    negative: {
      professional: [
        'Lamentamos profundamente que su experiencia fuera tan decepcionante.',
        'Sentimos mucho no haber estado a la altura esta vez.',
        'Le pedimos sinceras disculpas por la mala experiencia.',
      ],
      warm: [
        'Sentimos muchísimo que tu experiencia fuera tan decepcionante.',
        'Lamentamos de verdad no haber estado a la altura.',
        'Te pedimos disculpas de corazón por la mala experiencia.',
      ],
    },
  },
  question: {
    withEmail: {
      professional: ['En cuanto a su pregunta, escríbanos a {email} y le responderemos encantados.', 'Si nos escribe a {email}, resolveremos su duda con mucho gusto.'],
      warm: ['Sobre tu pregunta, escríbenos a {email} y te respondemos encantados.', 'Si nos escribes a {email}, te resolvemos la duda con mucho gusto.'],
    },
    withoutEmail: {
      professional: [
        'En cuanto a su pregunta, lo más sencillo es que se ponga en contacto con nosotros y se la resolveremos encantados.',
        'Si se pone en contacto con nosotros, resolveremos su duda con mucho gusto.',
      ],
      warm: [
        'Sobre tu pregunta, lo más sencillo es que te pongas en contacto con nosotros y te la resolvemos encantados.',
        'Si te pones en contacto con nosotros, te resolvemos la duda con mucho gusto.',
      ],
    },
  },
  invite: {
    withEmail: {
      professional: [
        'Le rogamos que nos escriba a {email}.',
        'Escríbanos a {email} para que podamos hablarlo con calma.',
        'Nos gustaría saber más; puede escribirnos a {email}.',
        'Si lo desea, escríbanos a {email}: queremos entender qué pasó.',
        'Puede contactarnos en {email} y le responderemos personalmente.',
      ],
      warm: [
        'Escríbenos a {email} y lo hablamos.',
        'Nos gustaría saber más; escríbenos a {email}.',
        'Si te parece, escríbenos a {email}: queremos entender qué pasó.',
        'Puedes contactarnos en {email} y te responderemos personalmente.',
      ],
    },
    withoutEmail: {
      professional: [
        'Le invitamos a ponerse en contacto con nosotros directamente.',
        'Nos gustaría hablarlo con usted; póngase en contacto con nosotros cuando le venga bien.',
        'Si lo desea, contacte con nosotros directamente: queremos entender qué pasó.',
      ],
      warm: [
        'Ponte en contacto con nosotros directamente y lo hablamos.',
        'Nos gustaría hablarlo contigo; contáctanos cuando te venga bien.',
        'Si te parece, contacta con nosotros directamente: queremos entender qué pasó.',
      ],
    },
  },
  emailLine: {
    professional: ['Puede escribirnos cuando quiera a {email}.', 'Para cualquier cosa, estamos en {email}.', 'Si tiene alguna duda, escríbanos a {email}.'],
    warm: ['Puedes escribirnos cuando quieras a {email}.', 'Para lo que necesites, estamos en {email}.', 'Si tienes cualquier duda, escríbenos a {email}.'],
  },
  closing: {
    positive: {
      professional: ['Esperamos volver a verle pronto.', 'Será un placer volver a atenderle.', 'Le esperamos de nuevo cuando quiera.', 'Confiamos en tener el gusto de recibirle de nuevo.', 'Estaremos encantados de recibirle de nuevo.'],
      friendly: ['¡Esperamos verte pronto de nuevo!', 'Aquí nos tienes para la próxima.', '¡Te esperamos con los brazos abiertos!', 'Será un placer volver a verte.', '¡Ojalá volvamos a verte pronto!', 'Aquí estaremos para cuando quieras volver.'],
      casual: ['¡Hasta la próxima!', '¡Vuelve cuando quieras!', '¡Nos vemos pronto!', '¡Te esperamos!'],
    },
    mixed: {
      professional: ['Esperamos que nos dé otra oportunidad para sorprenderle.', 'Nos encantaría volver a recibirle y ofrecerle una visita redonda.', 'Confiamos en verle de nuevo y hacerlo aún mejor.', 'Ojalá podamos atenderle de nuevo y convencerle del todo.'],
      warm: ['Ojalá vuelvas y podamos sorprenderte del todo.', 'Nos encantaría volver a verte y que todo sea de diez.', 'Esperamos que nos des otra oportunidad.'],
    },
    negative: {
      professional: ['Esperamos tener la oportunidad de recuperar su confianza.', 'Ojalá podamos demostrarle en otra ocasión lo que sabemos hacer.', 'Queremos hacer las cosas bien, y su opinión nos ayuda.', 'Nos encantaría tener la ocasión de hacerlo mejor.'],
      warm: ['Ojalá podamos recuperar tu confianza.', 'Nos encantaría tener otra oportunidad contigo.', 'Queremos arreglarlo, de verdad.', 'Ojalá podamos demostrarte en otra ocasión lo que sabemos hacer.'],
    },
  },
  extra: {
    positive: {
      all: [
        'Reseñas así dan sentido a nuestro trabajo.', 'Leer algo así es la mejor recompensa.', 'Se lo hemos enseñado a todos los compañeros.', 'Es un orgullo leer comentarios así.',
        'Ponemos mucho cariño en lo que hacemos, y nos encanta que se note.',
      ],
      professional: ['Opiniones como la suya nos animan a seguir.'],
      warm: ['Opiniones como la tuya nos dan la vida.'],
    },
    mixed: {
      all: [
        'Cada comentario nos ayuda a seguir mejorando.', 'Leemos todas las reseñas con detenimiento.', 'Trabajamos cada día para hacerlo mejor.',
        'Nos importa que cada visita salga redonda.', 'Ponemos mucho empeño en cada detalle.',
      ],
      professional: ['Opiniones sinceras como la suya nos hacen crecer.'],
      warm: ['Opiniones sinceras como la tuya nos hacen crecer.'],
    },
    negative: {
      all: [
        'Nos tomamos muy en serio cada opinión.', 'No es la experiencia que queremos para nadie.', 'Ya lo hemos hablado internamente para mejorar.',
        'Cada visita nos importa de verdad.', 'Estamos analizando lo ocurrido a fondo.',
      ],
    },
  },
  readsReviews: /Leemos/u,
  signoff: {
    professional: ['Un cordial saludo,', 'Atentamente,', 'Saludos cordiales,'],
    friendly: ['Un saludo,', 'Un abrazo,', 'Saludos,'],
    casual: ['¡Un abrazo!', 'Un abrazo fuerte,', '¡Saludos!'],
  },
  signoffAfterComplaint: { all: ['Un cordial saludo,', 'Atentamente,'], warm: ['Un saludo,', 'Saludos,'] },
  signature: {
    contact: { all: ['{contact}'] },
    business: { all: ['{business}'] },
    both: { professional: ['{contact}\n{business}'], friendly: ['{contact}, de {business}', '{contact}\n{business}'], casual: ['{contact}', '{contact} de {business}'] },
  },
};
