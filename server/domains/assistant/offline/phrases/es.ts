import type { PhraseBank } from './types';

/** Spanish: usted for the professional tone, tú for friendly and casual; 'y' becomes 'e' before an i sound. */
export const ES: PhraseBank = {
  language: 'es',
  forms: ['t', 'de'],
  join: (a, b) => `${a} ${/^(?:l[ao]s? |el |del |de la |de los |de las )?h?i(?!e)/iu.test(b) ? 'e' : 'y'} ${b}`,
  topics: {
    food: 'la comida|de la comida', coffee: 'el café|del café', drinks: 'las bebidas|de las bebidas#pl', breakfast: 'el desayuno|del desayuno',
    selection: 'la variedad|de la variedad', service: 'el servicio|del servicio', staff: { pos: 'nuestro equipo|de nuestro equipo', neg: 'el trato recibido|del trato recibido' },
    price: { pos: 'la relación calidad-precio|de la relación calidad-precio', neg: 'los precios|de los precios#pl' }, cleanliness: 'la limpieza|de la limpieza',
    waiting: { pos: 'la agilidad del servicio|de la agilidad del servicio', neg: 'el tiempo de espera|del tiempo de espera' }, atmosphere: 'el ambiente|del ambiente',
    noise: { pos: 'la tranquilidad|de la tranquilidad', neg: 'el nivel de ruido|del nivel de ruido' }, booking: { pos: 'la reserva|de la reserva', neg: 'la gestión de la reserva|de la gestión de la reserva' },
    location: 'la ubicación|de la ubicación', parking: 'el aparcamiento|del aparcamiento', rooms: 'la habitación|de la habitación',
    treatment: 'el tratamiento|del tratamiento', haircut: { pos: 'el nuevo corte|del nuevo corte', neg: 'el corte|del corte' },
  },
  greeting: {
    named: { professional: ['Hola, {name}:', 'Buenos días, {name}:'], friendly: ['¡Hola, {name}!', 'Hola, {name}:'], casual: ['¡Hola, {name}!', '¡Buenas, {name}!'] },
    anonymous: { professional: ['Hola:', ''], friendly: ['¡Hola!', ''], casual: ['¡Hola!', '¡Buenas!', ''] },
  },
  thanks: {
    positive: {
      professional: ['Muchas gracias por su amable reseña.', 'Le agradecemos que se haya tomado el tiempo de compartir su experiencia.', 'Muchísimas gracias por su estupenda reseña de {business}.', 'Agradecemos sinceramente su valoración positiva.', 'Gracias por elegir {business} y por compartir su experiencia.', 'Gracias por sus amables palabras sobre su visita.'],
      friendly: ['¡Muchísimas gracias por tu reseña tan bonita!', '¡Qué reseña tan maravillosa, muchas gracias!', '¡Mil gracias por tus palabras tan amables!', '¡Gracias por visitar {business} y por tomarte el tiempo de escribirnos!', '¡Nos hace muy felices leer tu reseña, gracias!', '¡Tu reseña nos ha alegrado el día, gracias!', '¡Un enorme agradecimiento por tus cálidas palabras!'],
      casual: ['¡Mil gracias por la reseña tan genial!', '¡Guau, gracias por tus palabras!', '¡Muchísimas gracias por los elogios!', '¡Nos has alegrado el día, gracias!', '¡Gracias por pasarte por {business} y dejarnos esta reseña tan chula!', '¡Gracias por la reseña tan bonita!'],
    },
    mixed: {
      professional: ['Gracias por su reseña y por su opinión sincera.', 'Le agradecemos que haya compartido su experiencia con nosotros.', 'Valoramos su reseña equilibrada de {business}.'],
      friendly: ['Gracias por tomarte el tiempo de contarnos tu visita.', 'Gracias por tu reseña sincera, la valoramos mucho.', 'Gracias por visitar {business} y por tu opinión franca.'],
      casual: ['¡Gracias por la reseña sincera!', 'Gracias por contarnos qué tal fue.', '¡Gracias por la opinión sin rodeos!'],
    },
    negative: {
      professional: ['Gracias por su opinión, y lamentamos sinceramente que su visita no fuera como debía.', 'Sentimos mucho conocer su experiencia.', 'Le pedimos sinceras disculpas por la decepción de esta vez.', 'Lamentamos la experiencia decepcionante que describe.'],
      friendly: ['Gracias por contárnoslo, y sentimos de verdad que no fuera la experiencia que merecías.', 'Sentimos mucho leer cómo fue tu visita.', 'Te pedimos sinceras disculpas por la decepción.', 'Gracias por tu reseña sincera, y sentimos que haya sido una decepción tan grande.'],
      casual: ['Sentimos muchísimo leer esto.', 'Gracias por decírnoslo, y de verdad sentimos que fuera así.', 'Lo sentimos, una visita con nosotros no debería ser así.'],
    },
  },
  ratingOnly: {
    positive: { professional: ['Muchas gracias por su excelente valoración.', 'Le agradecemos que se haya tomado el tiempo de valorarnos.', 'Gracias por valorar tan bien a {business}.'], warm: ['¡Muchas gracias por la valoración tan buena!', 'Gracias por la valoración, ¡significa mucho para nosotros!', '¡Te agradecemos mucho que te hayas tomado el tiempo de valorarnos!', '¡Mil gracias por las estrellas!', '¡Qué alegría ver tu valoración, gracias!', 'Gracias de corazón por tu confianza.'] },
    mixed: { professional: ['Gracias por su valoración.', 'Le agradecemos que se haya tomado el tiempo de valorarnos.'], warm: ['Gracias por tu valoración.', 'Gracias por tomarte el tiempo de valorarnos.'] },
    negative: { professional: ['Gracias por su valoración, y lamentamos que su experiencia no fuera mejor.', 'Sentimos no haber estado a la altura de sus expectativas.'], warm: ['Gracias por tu valoración, y sentimos que tu experiencia no fuera mejor.', 'Sentimos no haber estado a la altura de tus expectativas.'] },
  },
  thanksFor: {},
  praise: {
    professional: ['Nos alegra mucho que le {haya/hayan} gustado {t}.', 'Es estupendo saber que {t} {estuvo/estuvieron} a la altura de sus expectativas.', 'Nos hace especial ilusión que haya disfrutado {t.de}.', 'Sus palabras sobre {t} significan mucho para nosotros.', 'Cuidamos mucho {t}, así que nos encanta leer esto.'],
    warm: ['Nos alegra mucho que te {haya/hayan} gustado {t}.', 'Qué bien saber que {t} {estuvo/estuvieron} a la altura.', 'Nos hace mucha ilusión que hayas disfrutado {t.de}.', 'Tus palabras sobre {t} significan mucho para nosotros.', 'Cuidamos mucho {t}, así que nos encanta leer esto.'],
    casual: ['¡Qué bien que te {haya/hayan} encantado {t}!'],
  },
  praiseAside: {
    professional: ['Nos alegra mucho que le {haya/hayan} gustado {t}.', 'Es estupendo saber que {t} {estuvo/estuvieron} a la altura de sus expectativas.', 'Nos hace especial ilusión que haya disfrutado {t.de}.', 'Sus palabras sobre {t} significan mucho para nosotros.', 'Cuidamos mucho {t}, así que nos encanta leer esto.'],
    warm: ['Nos alegra mucho que te {haya/hayan} gustado {t}.', 'Qué bien saber que {t} {estuvo/estuvieron} a la altura.', 'Nos hace mucha ilusión que hayas disfrutado {t.de}.', 'Tus palabras sobre {t} significan mucho para nosotros.', 'Cuidamos mucho {t}, así que nos encanta leer esto.'],
    casual: ['¡Qué bien que te {haya/hayan} encantado {t}!'],
  },
  note: { professional: ['Gracias también por su comentario sobre {n}; lo tendremos en cuenta.', 'Tomamos nota de lo que comenta sobre {n}.'], warm: ['Gracias también por el comentario sobre {n}; lo tendremos en cuenta.', 'Tomamos nota de lo que comentas sobre {n}.'] },
  apology: {
    professional: ['Lamentamos leer que {t} no {estuvo/estuvieron} a la altura de sus expectativas.', 'Gracias por su sinceridad sobre {t}; no es el nivel al que aspiramos.', 'Lo que describe sobre {t} no es aceptable, y nos lo tomamos muy en serio.', 'Sentimos que {t} no {estuviera/estuvieran} a la altura esta vez.', 'Hemos compartido sus comentarios sobre {t} con el equipo para aprender de ellos.'],
    warm: ['Sentimos leer que {t} no {estuvo/estuvieron} a la altura de tus expectativas.', 'Gracias por tu sinceridad sobre {t}; no es el nivel al que aspiramos.', 'Lo que cuentas sobre {t} no es aceptable, y nos lo tomamos muy en serio.', 'Hemos compartido tus comentarios sobre {t} con el equipo para aprender de ellos.'],
  },
  apologyGeneral: { mixed: {
    professional: ['Nos alegra que parte de su visita fuera buena, y lamentamos que no todo estuviera a la altura.', 'Parece que hubo luces y sombras, y le agradecemos que nos hable de ambas.', 'Su opinión equilibrada nos ayuda a ver dónde podemos mejorar.'],
    warm: ['Nos alegra que parte de tu visita fuera buena, y sentimos que no todo estuviera a la altura.', 'Parece que hubo luces y sombras, y te agradecemos que nos cuentes ambas.', 'Tu opinión equilibrada nos ayuda a ver dónde podemos mejorar.'],
  }, negative: {
    professional: ['Nos alegra que parte de su visita fuera buena, y lamentamos que no todo estuviera a la altura.', 'Parece que hubo luces y sombras, y le agradecemos que nos hable de ambas.', 'Su opinión equilibrada nos ayuda a ver dónde podemos mejorar.'],
    warm: ['Nos alegra que parte de tu visita fuera buena, y sentimos que no todo estuviera a la altura.', 'Parece que hubo luces y sombras, y te agradecemos que nos cuentes ambas.', 'Tu opinión equilibrada nos ayuda a ver dónde podemos mejorar.'],
  } },
  question: { withEmail: {}, withoutEmail: {} },
  invite: {
    withEmail: {
      professional: ['Escríbanos a {email}.', 'Nos gustaría saber más, así que le rogamos que nos escriba a {email}.', 'Póngase en contacto con nosotros en {email} para que podamos hablarlo directamente.', 'Si lo desea, escríbanos a {email}; queremos entender de verdad qué ocurrió.', 'Envíenos un mensaje a {email} y le responderemos personalmente.'],
      warm: ['Escríbenos a {email}.', 'Nos gustaría saber más, así que escríbenos a {email}.', 'Ponte en contacto con nosotros en {email} y lo hablamos directamente.', 'Si te apetece, escríbenos a {email}; queremos entender de verdad qué pasó.', 'Mándanos un mensaje a {email} y te responderemos personalmente.'],
    },
    withoutEmail: {
      professional: ['Contáctenos directamente.', 'Nos gustaría saber más, así que no dude en contactarnos directamente.', 'Póngase en contacto con nosotros directamente para que podamos hablarlo.', 'Si lo desea, nos encantaría hablar con usted directamente para entender qué ocurrió.'],
      warm: ['Contáctanos directamente.', 'Nos gustaría saber más, así que no dudes en contactarnos directamente.', 'Ponte en contacto con nosotros directamente y lo hablamos.', 'Si te apetece, nos encantaría hablar contigo directamente para entender qué pasó.'],
    },
  },
  emailLine: { professional: ['Puede escribirnos a {email}.', 'Para cualquier cosa, puede escribirnos siempre a {email}.', 'Si tiene alguna pregunta, estamos en {email}.'], warm: ['Puedes escribirnos a {email}.', 'Para cualquier cosa, puedes escribirnos siempre a {email}.', 'Si tienes alguna pregunta, estamos en {email}.', 'Ya sabes que puedes escribirnos a {email} cuando quieras.'] },
  closing: {
    positive: {
      professional: ['Esperamos darle la bienvenida de nuevo muy pronto.', 'Será un placer volver a atenderle.', 'Esperamos verle de nuevo pronto.'],
      friendly: ['¡Esperamos verte pronto de nuevo!', 'Será un placer volver a verte.', '¡Ojalá nos veamos pronto!', 'Aquí tienes tu casa siempre que quieras.', '¡Te esperamos con los brazos abiertos!'],
      casual: ['¡Hasta la próxima!', '¡Vuelve pronto!', '¡Nos vemos pronto!', '¡Aquí te esperamos!'],
    },
    mixed: { professional: ['Esperamos volver a verle y ofrecerle una experiencia aún mejor.', 'Nos encantaría tener otra oportunidad de atenderle.'], warm: ['Esperamos volver a verte y ofrecerte una experiencia aún mejor.', 'Nos encantaría tener otra oportunidad de sorprenderte.', 'Ojalá podamos convencerte del todo la próxima vez.'] },
    negative: { professional: ['Esperamos tener la oportunidad de causarle una mejor impresión en el futuro.', 'Gracias de nuevo por hacérnoslo saber.', 'Sus comentarios nos ayudan a mejorar.'], warm: ['Esperamos tener la oportunidad de causarte una mejor impresión en el futuro.', 'Gracias de nuevo por contárnoslo.', 'Tus comentarios nos ayudan a mejorar.'] },
  },
  extra: {
    positive: { all: ['Significa mucho para todo el equipo.', 'Todo el equipo se alegrará mucho de leer esto.', 'Ponemos todo nuestro cariño en lo que hacemos, así que esto nos encanta.', 'Siempre es un placer recibir comentarios así.'], professional: ['Opiniones como la suya son las que nos motivan.', 'Reseñas como la suya nos alegran el día.'], warm: ['Opiniones como la tuya son las que nos motivan.', 'Reseñas como la tuya nos alegran el día.'] },
    mixed: { all: ['Trabajamos cada día para mejorar, y estos comentarios nos ayudan.', 'Cada opinión nos ayuda a seguir mejorando.'], professional: ['Opiniones sinceras como la suya nos ayudan a mejorar.', 'Leemos cada reseña con atención y tenemos en cuenta sus comentarios.'], warm: ['Opiniones sinceras como la tuya nos ayudan a mejorar.', 'Leemos cada reseña con atención y tenemos en cuenta tus comentarios.'] },
    negative: { all: ['Nos tomamos muy en serio cada opinión y la usamos para mejorar.', 'No es la experiencia que queremos para nadie.', 'Leemos cada reseña con atención.'], professional: ['Gracias por tomarse el tiempo de contárnoslo.', 'Hemos compartido su opinión con el equipo.'], warm: ['Gracias por tomarte el tiempo de contárnoslo.', 'Hemos compartido tu opinión con el equipo.'] },
  },
  signoff: { professional: ['Un cordial saludo,', 'Saludos cordiales,', 'Atentamente,'], friendly: ['Un saludo,', 'Un abrazo,', 'Saludos,'], casual: ['¡Un abrazo!', 'Saludos,', '¡Hasta pronto!'] },
  signature: { contact: { all: ['{contact}'] }, business: { all: ['El equipo de {business}', 'Todo el equipo de {business}'] }, both: { all: ['{contact}'] } },
};
