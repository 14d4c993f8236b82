import type { IntentLexicon } from '../intent-lexicon';

/** Spanish. Weights: 4 names the intent, 3 points clearly to it, 2 supports it, 1 or less hints. */
export const es: IntentLexicon = {
  howTo: ['poder', 'deja', 'dejar', 'desactivar', 'activar', 'cambiar', 'dejar de', 'haz', 'recibo', 'como', 'donde', 'puedo', 'se puede', 'puede', 'se pueden', 'pueden', 'es posible', 'quiero', 'me gustaria', 'ayudame', 'que hago', 'hay forma'],
  data: ['cuantas', 'cuantos', 'cuando', 'que se', 'que hay', 'cual es', 'cuales', 'tengo', 'hemos', 'muestrame', 'estado'],
  intents: {
    pending: {
      'pendiente*': 4, 'esper*': 2, 'sin responder': 3, 'sin respuesta': 3, 'sin contestar': 3, 'por aprobar': 3, 'por responder': 3, aprobar: 1,
      'nuevas resen*': 2, 'resen*': 0.5, '5 estrella*': 1, 'cinco estrella*': 1, 'de golpe': 2, 'de una vez': 2, 'a la vez': 2, 'en bloque': 2, 'masiv*': 2,
      'borrador*': 1.5, listas: 1, bandeja: 2, todavia: 1, aun: 1, quedan: 1.5, 'por revisar': 2, 'que contestar': 3, 'que responder': 3, contestar: 1.5,
    },
    scheduled: {
      'programad*': 4, 'programa*': 3, 'planificad*': 4, 'previst*': 3, 'proxim*': 1.5, 'se publican': 2, 'se publicaran': 3, 'van a publicar*': 3,
      'seran publicad*': 3, 'aprobad* automaticamente': 3, hoy: 1, manana: 1, 'mas tarde': 1, cola: 2, cuando: 2,
    },
    posted: {
      'publicad*': 3, publico: 3, publicaron: 3, 'public*': 1, 'posteado*': 3, 'post*': 1, 'enviad*': 1, 'respondid*': 2, 'contestad*': 2, 'esta semana': 2,
      semana: 1, 'la semana pasada': 1.5, 'ultimos 7 dias': 2, ya: 0.5, 'se han publicado': 2,
    },
    rating: {
      'valoracion*': 2, media: 3, promedio: 4, 'puntuacion*': 2, nota: 2, estrellas: 1, 'estrella*': 1, 'sube o baja': 3, sube: 1.5, baja: 1.5, 'mejor*': 1,
      peor: 1.5, 'a peor': 3, 'a mejor': 3, evolucion: 2, tendencia: 3, '30 dias': 2, 'ultimo mes': 1.5, 'mes pasado': 1.5, 'compar*': 1.5, 'por estrella': 3, distribucion: 2, 'como vamos': 3, 'calificacion*': 2,
    },
    complaints: {
      'quej*': 4, 'descontent*': 4, 'insatisfech*': 4, 'negativ*': 3, 'critic*': 3, 'mal*': 1.5, malas: 2, malos: 2, 'malas resenas': 2, 'problema*': 2, 'decepcion*': 3, 'no les gusta': 4,
      'no gusta': 4, 'no contentos': 4, mejorar: 1.5, '1 estrella': 2, 'reclam*': 4,
    },
    praise: {
      'elogi*': 4, gusta: 3, gustan: 3, 'encanta*': 3, 'positiv*': 3, 'satisfech*': 2, contentos: 2, 'lo mejor': 2, 'lo que mas': 1.5, bien: 1, 'punto* fuerte*': 3,
      'cumplido*': 4, 'felicit*': 3, valoran: 3, destacan: 3, alaban: 4,
    },
    connections: {
      'conexion*': 3, 'conectad*': 2, 'sincroniz*': 3, 'sync*': 3, ultima: 1, 'ultima sincroniz*': 3, funciona: 2, 'caduc*': 3, 'expir*': 3, 'token*': 3,
      estado: 2, google: 1, facebook: 1, trustpilot: 1, 'desconectad*': 2, 'importad*': 1.5,
    },
    howApprove: {
      'aprobar una respuesta': 3, aprobar: 1.5, 'aprueb*': 2, 'publicar una respuesta': 3, 'editar*': 3, edito: 3, 'cambiar la respuesta': 3, regenerar: 3,
      'nueva respuesta': 2, 'nueva sugerencia': 2, 'rechaz*': 2, 'responder a una resena': 3, reescribir: 3, 'respuesta sugerida': 2,
    },
    howContactEmail: {
      contacto: 3, 'contactar*': 3, 'mi correo': 2, 'mi email': 2, 'correo* respuesta*': 3, 'email* respuesta*': 3, telefono: 2, 'nombre de contacto': 3,
      'seguimiento de quejas': 3,
    },
    howConnect: {
      conectar: 3, conecto: 3, 'conect*': 2, vincular: 2, enlazar: 2, 'anadir google': 3, google: 1.5, facebook: 1.5, trustpilot: 1.5, 'plataforma*': 2,
      configurar: 1, integrar: 1.5,
    },
    howTone: {
      tono: 4, 'informal*': 3, 'formal*': 3, amable: 2, 'profesional*': 3, estilo: 3, sonar: 2, suenan: 2, 'cercan*': 2, 'relajad*': 3, 'rigid*': 2, tutear: 3,
    },
    howInstructions: {
      'instruccion*': 4, 'personalizad*': 2, 'instrucciones personalizadas': 2, ia: 1, firma: 3, siempre: 1.5, reglas: 2, mencionar: 2, prompt: 3,
      'decirle a la ia': 3, despedida: 2, nunca: 1.5, 'indicacion*': 3, firmar: 3, 'mi nombre': 2,
    },
    howAutoApproval: {
      'aprobacion automatica': 4, 'aprobar automaticamente': 3, 'automatic*': 2, auto: 1.5, aprobacion: 0.5, 'activ*': 1, 'publicar automatica*': 3, solas: 2,
      'por si sol*': 3, 'sin aprobar': 3,
    },
    howPostingHours: {
      'horario*': 3, 'horario de publicacion': 4, 'horario de apertura': 4, 'hora*': 1.5, 'a que hora*': 3, 'retraso*': 4, 'demora*': 3, 'de noche': 3, noche: 2,
      'fin de semana': 2, franja: 3, solo: 1, solamente: 1, entre: 0.5, durante: 1, 'aleatori*': 2, rapido: 1,
    },
    howNotifications: {
      'notificacion*': 4, 'correo*': 2, 'email*': 2, 'mail*': 2, 'e mail*': 2, 'resumen*': 3, digest: 4, 'diario*': 1.5, 'semanal*': 1.5, 'aviso*': 2, 'alerta*': 3,
      'darme de baja': 3, 'desactiv*': 1, 'dejar de recibir': 3, 'palabra* clave': 2, demasiados: 2,
    },
    howLanguages: {
      'idioma*': 4, 'lengua*': 3, espanol: 3, ingles: 3, aleman: 3, danes: 3, sueco: 3, noruego: 3, finlandes: 3, frances: 3, portugues: 3, 'tradu*': 3,
      'en ingles': 1, 'escritas en': 1.5, forzar: 2, 'detect*': 1,
    },
    howPlans: {
      plan: 3, planes: 3, 'suscripcion*': 4, 'precio*': 3, cuesta: 3, 'cuanto cuesta': 2, 'cost*': 2, pagar: 2, 'pago*': 3, 'factura*': 4, 'mejorar el plan': 3,
      upgrade: 4, starter: 2, professional: 2, enterprise: 3, gratis: 1.5, prueba: 1, dkk: 2, cancelar: 2, caro: 2, barato: 2,
    },
    howPassword: {
      'contrasena*': 4, 'password*': 4, 'iniciar sesion': 2, login: 2, olvide: 2, olvidado: 2, restablecer: 2, apple: 2, 'bloquead*': 2, desvincular: 3,
      'cuentas conectadas': 3,
    },
  },
};
