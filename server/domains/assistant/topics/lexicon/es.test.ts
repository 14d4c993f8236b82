import { describe, expect, it } from 'vitest';
import { analyseReview } from '../analyse-review';
import { topicPolarities } from '../topic-polarities';

const topics = (text: string) => topicPolarities(text, 'es');

describe('Spanish lexicon', () => {
  it("reads an adjective of price put before its negation: 'caro no es' praise, 'barato no es' a complaint", () => {
    expect(topics('Caro no es, eso sí.')).toEqual({ price: 1 });
    expect(topics('Barato no es, pero la comida vale la pena.')).toMatchObject({ price: -1 });
  });

  it('knows the people behind the bar and how they behave', () => {
    expect(topics('El camarero, muy seco y cortante, ni nos miró.')).toMatchObject({ staff: -1 });
    expect(topics('La camarera fue muy borde y nos echó de malas maneras.')).toMatchObject({ staff: -1 });
    expect(topics('Se equivocaron con nuestro pedido.')).toEqual({ service: -1 });
    expect(topics('Nos trajeron el plato equivocado.')).toEqual({ service: -1 });
    expect(topics('El color quedó a parches.')).toEqual({ haircut: -1 });
    expect(topics('Las paredes son de papel.')).toEqual({ noise: -1 });
    expect(topics('El dentista fue muy bruto.')).toEqual({ staff: -1 });
    expect(topics('Aparcar es una pesadilla.')).toEqual({ parking: -1 });
    expect(topics('La dependienta pasó de nosotros, estaba todo el rato con el móvil.')).toMatchObject({ staff: -1 });
    expect(topics('Trato cercano y profesional, te sientes como en casa.')).toMatchObject({ staff: 1 });
  });

  it('reads food and rooms gone wrong, and everyday praise', () => {
    expect(topics('El cochinillo estaba seco y las patatas grasientas.')).toMatchObject({ food: -1 });
    expect(topics('El pulpo en su punto y las croquetas caseras buenísimas.')).toMatchObject({ food: 1 });
    expect(topics('Habitación enana y colchón hundido, se oían los vecinos.')).toMatchObject({ rooms: -1, noise: -1 });
    expect(topics('Los baños de la cafetería daban asco.')).toMatchObject({ cleanliness: -1 });
  });

  it('files queues and short staff under the wait', () => {
    expect(topics('Cola enorme para pagar y solo una cajera.')).toMatchObject({ waiting: -1 });
    expect(topics('Tuvimos que esperar tres cuartos de hora para sentarnos.')).toMatchObject({ waiting: -1 });
    expect(topics('Una hora para traer los segundos, falta de personal evidente.')).toMatchObject({ waiting: -1 });
  });

  it('knows price talk, the range, the noise, and salon and clinic words', () => {
    expect(topics('Nos clavaron 60 euros por dos platos, un atraco.')).toMatchObject({ price: -1 });
    expect(topics('Preciazo para la calidad que tiene.')).toMatchObject({ price: 1 });
    expect(topics('Mucha variedad de tallas y buenos precios.')).toMatchObject({ selection: 1, price: 1 });
    expect(topics('La música estaba demasiado alta.')).toMatchObject({ noise: -1 });
    expect(topics('La peluquera me dejó el pelo naranja, un desastre.')).toMatchObject({ haircut: -1 });
    expect(topics('El fisio me quitó el dolor en dos sesiones, un crack.')).toMatchObject({ staff: 1, treatment: 1 });
    expect(topics('Me hicieron una limpieza dental y la higienista fue un encanto.')).toMatchObject({ treatment: 1, staff: 1 });
  });

  it('does not take idioms and other senses for topics or complaints', () => {
    // 'Sin reservas' is wholehearted, not a booking; a ponytail is no queue; 'a la hora de' is 'when'.
    expect(topics('Lo recomiendo sin reservas.')).toEqual({});
    expect(topics('La cola de caballo que me hizo quedó preciosa.')).toEqual({ haircut: 1 });
    expect(topics('A la hora de pagar, todo correcto.')).toEqual({});
    expect(topics('Nos pedimos una coca cola y una caña, todo bien.')).toEqual({ drinks: 1 });
    // Negative concord: 'no tengo nada que objetar' is praise.
    expect(analyseReview('No tengo nada que objetar, todo genial.', 'es').sentiment).toBeGreaterThan(0);
    expect(topics('El local tiene mucho encanto y está cerca del centro.')).toEqual({ atmosphere: 1 });
  });

  it('uses up everyday phrases whose words mean no topic or feeling', () => {
    expect(topics('Menos mal que el camarero fue amable.')).toEqual({ staff: 1 });
  });

  it('reads staff who ignore you and staff who keep apologising', () => {
    expect(topics('La camarera ni nos miro.')).toEqual({ staff: -1 });
    expect(topics('Cuando pedí ayuda nadie me hizo caso.')).toEqual({ service: -1 });
    expect(topics('Nos atendieron muy bien y no paraban de pedir perdón.')).toEqual({ service: 1 });
    expect(topics('Mari Carmen es una artista.')).toEqual({ staff: 1 });
  });

  it("does not carry a complaint back over a 'pero' that turns to a subject of its own", () => {
    expect(topics('La comida bien, pero la noche ya estaba estropeada.')).toEqual({ food: 1 });
    expect(topics('La comida estaba buena, pero fría.')).toEqual({ food: -1 });
  });

  it('reads a price named as high or risen as a complaint', () => {
    expect(topics('Muy contenta con las mechas, eso sí, el precio un poco alto.')).toMatchObject({ price: -1 });
    expect(topics('Los precios algo subidos para ser tapas.')).toMatchObject({ price: -1 });
  });
  it('reads "en cuanto a limpieza" as the cleanliness', () => {
    expect(topics('El baño dejaba mucho que desear en cuanto a limpieza.')).toMatchObject({ cleanliness: -1 });
  });
  it('reads drinks outside a price as its terms, and what was charged but not ordered as the bill, not the service', () => {
    expect(topics('22 euros por cabeza sin bebida no compensa.')).toEqual({ price: -1 });
    expect(topics('Nos cobraron el pan que no habíamos pedido.')).not.toHaveProperty('service');
  });
  it('reads a colour not as asked, wishes for hotter, a bill asked for again and again, room for improvement and being treated well', () => {
    expect(topics('El color no quedó como pedí.')).toEqual({ haircut: -1 });
    // 'Caliente' is no praise when it is what the coffee lacked.
    expect(topics('El café podría estar más caliente.')).toEqual({ coffee: -1 });
    expect(topics('Tuvimos que pedir la cuenta tres veces.')).toEqual({ service: -1 });
    expect(topics('Nos trataron de maravilla.')).toEqual({ service: 1 });
    expect(topics('Hay margen de mejora en los postres.')).toEqual({ food: -1 });
  });
  it('reads nobody coming by, a hair in the food, flat beer, hard chairs, a cold room and tables too close as complaints', () => {
    expect(topics('Nadie vino a preguntarnos si queríamos algo más.')).toEqual({ service: -1 });
    expect(topics('Había un pelo en mi ensalada.')).toEqual({ cleanliness: -1, food: 0 });
    expect(topics('La cerveza estaba sin gas.')).toEqual({ drinks: -1 });
    expect(topics('Las sillas son muy incómodas.')).toEqual({ atmosphere: -1 });
    expect(topics('Hacía muchísimo frío dentro del local.')).toEqual({ atmosphere: -1 });
    expect(topics('Las mesas están demasiado juntas.')).toEqual({ atmosphere: -1 });
    expect(topics('Pedimos agua sin gas.')).toEqual({});
  });
  it('reads a refused exchange as the service', () => {
    expect(topics('Se negaron a cambiármelo.')).toEqual({ service: -1 });
  });
  it('reads a place by the beach as the location, and too few models as the selection', () => {
    expect(topics('Hotel a pie de playa, precioso.')).toMatchObject({ location: 1 });
    expect(topics('¿Vais a traer más modelos de niño en el 34? Vi muy pocos.')).toEqual({ selection: -1 });
  });
  it('reads rooms not cleaned, leaving hungry and things run out at the buffet as complaints, and a full breakfast and easy parking as praise', () => {
    expect(topics('No limpiaron la habitación en toda la estancia.')).toEqual({ cleanliness: -1, rooms: 0 });
    expect(topics('El desayuno buffet bastante completo.')).toEqual({ breakfast: 1 });
    expect(topics('Aparcar sin problema.')).toEqual({ parking: 1 });
    expect(topics('El desayuno bastante completo, aunque a partir de las 10 ya faltaban cosas y tardaban mucho en reponer.')).toEqual({ breakfast: -1 });
    expect(topics('No faltaba de nada.')).toEqual({});
    expect(topics('Llegamos con hambre y la comida estaba riquísima.')).toEqual({ food: 1 });
  });
  it('reads a cut that is no coffee, a dental cleaning that is no cleanliness, being kept waiting, a noisy dining room, a watery matcha and the cooking that has class as what they are', () => {
    expect(topics('Hotel con parking propio, que en esta zona se agradece muchísimo.')).toEqual({ parking: 0, location: 1 });
    expect(topics('Nos recomendó un par de sitios para cenar.')).toEqual({});
    expect(topics('Rocío me ha cortado y me ha quedado ideal.')).toEqual({ staff: 1, haircut: 1 });
    expect(topics('La doctora me hizo la limpieza con mucho cuidado.')).toEqual({ staff: 1, treatment: 1 });
    expect(topics('Me tuvieron 40 minutos en la sala de espera teniendo cita.')).toEqual({ waiting: -1 });
    expect(topics('Fuimos un sábado a comer, con reserva, y aun así nos tuvieron 20 minutos de pie en la puerta.')).toEqual({ waiting: -1 });
    expect(topics('El comedor era una jaula de grillos, no nos oíamos ni entre nosotros.')).toEqual({ noise: -1 });
    expect(topics('El matcha latte sabía a agua.')).toEqual({ coffee: -1 });
    expect(topics('Una pena, porque la cocina tiene nivel.')).toEqual({ food: 1 });
  });

  it("reads a bookshop's great stock and books found nowhere else as its selection", () => {
    expect(topics('Con un fondo enorme y libros que no encuentras en otro sitio.')).toEqual({ selection: 1 });
  });

  it('reads a breakfast on the scant side, the same every day, and an order that never came', () => {
    expect(topics('El desayuno un poco justo, todos los días lo mismo.')).toEqual({ breakfast: -1 });
    expect(topics('La segunda orden de tacos nunca llegó.')).toMatchObject({ service: -1 });
  });

  it('reads gel nails that chip, a rushed root canal, and what one looks for not being there', () => {
    expect(topics('El gelish se me empezó a despostillar a los dos días.')).toEqual({ treatment: -1 });
    expect(topics('Me hicieron una endodoncia a las carreras.')).toMatchObject({ treatment: -1 });
    expect(topics('Buenos precios pero a veces no hay lo que busco')).toEqual({ price: 1, selection: -1 });
    expect(topics('Don Beto nos atendió de maravilla.')).toMatchObject({ staff: 1 });
  });

  it('reads a shower without pressure, an air conditioner that does not cool, and parking charged apart', () => {
    expect(topics('En el cuarto la regadera casi sin presión y el aire no enfriaba nada.')).toEqual({ rooms: -1 });
    expect(topics('El estacionamiento cuesta $150 la noche aparte.')).toMatchObject({ price: -1 });
  });

  it('reads a booking that did not exist, a waiter lost or in a hurry, staff glued to the phone and an air conditioner that did not work', () => {
    expect(topics('Al llegar la reserva no existía.')).toEqual({ booking: -1 });
    expect(topics('Lo único, tardaron banda en traer las papas fritas y el mozo estaba medio perdido.')).toEqual({ waiting: -1, staff: -1 });
    expect(topics('La peluquera fue amable pero tenía prisa por terminar.')).toEqual({ staff: -1 });
    expect(topics('La recepcionista estaba pegada al celular.')).toEqual({ staff: -1 });
    expect(topics('El aire acondicionado no servía.')).toEqual({ rooms: -1 });
  });

  it("reads Mexican 'padrísima' and Chilean 'harta variedad' as praise", () => {
    expect(topics('La ubicación está padrísima.')).toEqual({ location: 1 });
    expect(topics('Harta variedad de cosas lindas para regalo.')).toEqual({ selection: 1 });
  });

  it("reads 'no puedo esperar' as no wait, and a waiting room that needs a clean as a complaint of the cleanliness", () => {
    expect(topics('El desayuno buenísimo. No puedo esperar a volver.')).toEqual({ breakfast: 1 });
    expect(topics('Muy buen fisio, pero la sala de espera necesita una limpieza.')).toMatchObject({ cleanliness: -1 });
  });

  it('reads better times, what must improve and paying twice as complaints', () => {
    expect(topics('El baño ha conocido tiempos mejores.')).toEqual({ rooms: -1 });
    expect(topics('La reserva tiene que mejorar.')).toEqual({ booking: -1 });
    expect(topics('La peluquera buena onda eso sí, pero tuve que pagar el tono de nuevo.')).toEqual({ staff: 1, price: -1 });
  });

  it("reads being called in late, the queue, a hung-up call, a damp smell, a sleepless night, Mexican 'chido' and 'no lo niego'", () => {
    expect(topics('Lo que no entiendo es que te citen a las 10 y te pasen a las 11 menos cuarto.')).toMatchObject({ waiting: 0 });
    expect(topics('Los tacos al pastor están bien chidos, eso ni se discute.')).toEqual({ food: 1 });
    expect(topics('El aire acondicionado sonaba como una licuadora toda la noche, no pegamos el ojo.')).toMatchObject({ noise: -1 });
    expect(topics('Tienen de todo, no lo niego. Pero media hora de cola.')).toMatchObject({ selection: 1, waiting: -1 });
    expect(topics('Me dijeron q eso era normal y me colgaron. Ah y el consultorio olia a humedad.')).toEqual({ service: -1, cleanliness: -1 });
  });

  it('reads a forgotten order as the service', () => {
    expect(topics('Se olvidaron de la mitad de lo que pedimos.')).toMatchObject({ service: -1 });
  });

  it("reads 'difícil encontrar algo así' as praise", () => {
    expect(topics('Menú del día a 13,50€ con primero, segundo, postre y bebida, difícil encontrar algo así por la zona.')).toMatchObject({ food: 1, drinks: 1 });
  });

  it('reads a lottery and an odyssey as complaints, Latin American parking, and a filling that did not hurt', () => {
    expect(topics('El agua caliente de la ducha era una lotería.')).toEqual({ rooms: -1 });
    expect(topics('Parquear por ahí es una odisea.')).toEqual({ parking: -1 });
    expect(topics('La tapadura no me dolió nada.')).toEqual({ treatment: 1 });
  });

  it("reads 'vale la pena' as a verdict on the visit, not on the price", () => {
    expect(topics('Hay que esperar mesa un buen rato. Pero vale la pena.')).not.toHaveProperty('price');
  });

  it('reads a cute shop, a queue to go to with patience, a faded dye, and a wrapping that is no place', () => {
    expect(topics('Eso sí, la tienda muy mona.')).toEqual({ atmosphere: 1 });
    expect(topics('Eso sí, los domingos hay cola hasta la esquina, así q ve con paciencia.')).toEqual({ waiting: 0 });
    expect(topics('El tinte a la semana ya estaba desvaído.')).toEqual({ haircut: -1 });
    expect(topics('Me lo envolvieron precioso.')).toEqual({});
  });

  it('knows everyday ways of telling noise, waits, staff and choice', () => {
    expect(topics('Había una despedida de soltera gritando toda la noche en el pasillo.')).toMatchObject({ noise: -1 });
    expect(topics('Obras a las 7 de la mañana, imposible dormir.')).toMatchObject({ noise: -1 });
    expect(topics('El reguetón a todo trapo, no se podía ni conversar.')).toMatchObject({ noise: -1 });
    expect(topics('No se podía ni platicar de lo fuerte que estaba la música.')).toMatchObject({ noise: -1 });
    expect(topics('La música estaba muy fuerte.')).toMatchObject({ noise: -1 });
    expect(topics('El perro del vecino ladró toda la noche.')).toMatchObject({ noise: -1 });
    expect(topics('A los 20 minutos seguíamos sin café.')).toMatchObject({ waiting: -1 });
    expect(topics('Nos cansamos de esperar y nos fuimos.')).toMatchObject({ waiting: -1 });
    expect(topics('El pedido llegó una hora tarde.')).toMatchObject({ waiting: -1 });
    expect(topics('La cola no avanzaba.')).toMatchObject({ waiting: -1 });
    expect(topics('Nos atendieron al toque.')).toMatchObject({ waiting: 1 });
    expect(topics('Estuvimos media hora sin que nadie viniera a la mesa.')).toMatchObject({ service: -1 });
    expect(topics('Nos hicieron sentir como en casa.')).toMatchObject({ staff: 1 });
    expect(topics('La chica que me atendió se desvivió por ayudarme.')).toMatchObject({ staff: 1 });
    expect(topics('El dueño es un tipazo.')).toMatchObject({ staff: 1 });
    expect(topics('La moza muy copada.')).toMatchObject({ staff: 1 });
    expect(topics('La dentista tiene unas manos de ángel.')).toMatchObject({ staff: 1 });
    expect(topics('Nos miró por encima del hombro.')).toMatchObject({ staff: -1 });
    expect(topics('A las 11 ya se les había terminado el pan.')).toMatchObject({ selection: -1 });
    expect(topics('No tenían nada de lo que buscaba.')).toMatchObject({ selection: -1 });
    expect(topics('Tienen muchísimo donde elegir.')).toMatchObject({ selection: 1 });
    expect(topics('Teníamos mesa reservada y no encontraban la reserva.')).toMatchObject({ booking: -1 });
    expect(topics('Un lugar con muy buena vibra.')).toMatchObject({ atmosphere: 1 });
    expect(topics('Precios por las nubes.')).toMatchObject({ price: -1 });
    expect(topics('Todo a precio de ganga.')).toMatchObject({ price: 1 });
  });

  it('knows food still warm, a taste told as if gone stale, a hair in the dish and a bad smell', () => {
    expect(topics('Los churros demasiado ricos.')).toMatchObject({ food: 1 });
    expect(topics('Las croquetas todavía calentitas.')).toMatchObject({ food: 1 });
    expect(topics('En la ensaladilla apareció un pelo largo.')).toMatchObject({ cleanliness: -1 });
  });

  it('reads the guest being late as no wait', () => {
    expect(topics('Llegué tarde y aun así me atendieron con una sonrisa.')).not.toHaveProperty('waiting');
  });

  it('knows everyday ways of judging the food, the room, the result, the price and the place', () => {
    expect(topics('Las patatas nadando en aceite.')).toMatchObject({ food: -1 });
    expect(topics('Los tacos de pastor no sabían a nada.')).toMatchObject({ food: -1 });
    expect(topics('La carrillada se deshacía en la boca.')).toMatchObject({ food: 1 });
    expect(topics('El filete más duro que una suela de zapato.')).toMatchObject({ food: -1 });
    expect(topics('La cerveza tenía más hielo que cerveza.')).toMatchObject({ drinks: -1 });
    expect(topics('El salmón se deshacía en la boca, pero el servicio fue lento.')).toMatchObject({ food: 1, service: -1 });
    expect(topics('Desde la ventana se veía el mar.')).toMatchObject({ location: 1 });
    expect(topics('El grifo goteaba toda la noche.')).toMatchObject({ rooms: -1 });
    expect(topics('La ventana daba a un patio interior.')).toMatchObject({ rooms: -1 });
    expect(topics('El color me quedó naranja.')).toMatchObject({ haircut: -1 });
    expect(topics('Por fin alguien que sabe cortar el pelo rizado.')).toMatchObject({ haircut: 1 });
    expect(topics('Me cortó mucho más de lo que le pedí.')).toMatchObject({ haircut: -1 });
    expect(topics('Todavía me duele la muela después del empaste.')).toMatchObject({ treatment: -1 });
    expect(topics('No sentí absolutamente nada durante la extracción.')).toMatchObject({ treatment: 1 });
    expect(topics('Tras diez sesiones de fisio no noté ninguna mejoría.')).toMatchObject({ treatment: -1 });
    expect(topics('Menudo susto con la cuenta.')).toMatchObject({ price: -1 });
    expect(topics('Comimos tres personas por menos de 30 euros.')).toMatchObject({ price: 1 });
    expect(topics('Precio muy ajustado para la calidad.')).toMatchObject({ price: 1 });
    expect(topics('Está en pleno centro, a dos pasos de todo.')).toMatchObject({ location: 1 });
    expect(topics('Nos costó encontrarlo porque está mal señalizado.')).toMatchObject({ location: -1 });
    expect(topics('El hotel está en el quinto pino.')).toMatchObject({ location: -1 });
    expect(topics('La decoración está anclada en los 80.')).toMatchObject({ atmosphere: -1 });
    expect(topics('No había papel higiénico en el baño.')).toMatchObject({ cleanliness: -1 });
    expect(topics('Debajo de la cama había pelusas y un calcetín del huésped anterior.')).toMatchObject({ cleanliness: -1 });
    expect(topics('El bar decorado con mucho gusto.')).toMatchObject({ atmosphere: 1 });
  });

  it('reads a waiting room, stale food, painless care, litotes, appointments, unanswered phones, deaf staff and noise, idioms, refunds, curtness and views', () => {
    expect(topics('La sala de espera está un poco vieja.')).not.toHaveProperty('waiting');
    expect(topics('La sala de espera está un poco vieja.')).toMatchObject({ atmosphere: -1 });
    expect(topics('La napolitana era de ayer.')).toMatchObject({ food: -1 });
    expect(topics('No sentí nada.')).toMatchObject({ treatment: 1 });
    expect(topics('Apenas noté nada cuando me hizo el empaste.')).toMatchObject({ treatment: 1 });
    expect(topics('Del corte nada que decir.')).toMatchObject({ haircut: 1 });
    expect(topics('Ninguna pega con la habitación.')).toMatchObject({ rooms: 1 });
    expect(topics('Tardé tres semanas en conseguir cita.')).toMatchObject({ booking: -1 });
    expect(topics('Llamé cuatro veces hasta que me dieron cita.')).toMatchObject({ booking: -1 });
    expect(topics('No cogen el teléfono.')).toMatchObject({ service: -1 });
    expect(topics('La clínica ya no coge el teléfono.')).toMatchObject({ service: -1 });
    expect(topics('No me escuchó.')).toMatchObject({ staff: -1 });
    expect(topics('No escuchó lo que le pedí.')).toMatchObject({ staff: -1 });
    expect(topics('No se oye ni uno mismo.')).toMatchObject({ noise: -1 });
    expect(topics('Imposible oír lo que decían los demás en la mesa.')).toMatchObject({ noise: -1 });
    expect(topics('Un error como la copa de un pino.')).not.toHaveProperty('drinks');
    expect(topics('Me devolvieron el dinero.')).not.toHaveProperty('price');
    expect(topics('Reservar online es un lío.')).toMatchObject({ booking: -1 });
    expect(topics('La web de reservas se colgó dos veces.')).toMatchObject({ booking: -1 });
    expect(topics('Me respondió de forma tajante.')).toMatchObject({ staff: -1 });
    expect(topics('Me contestó secamente.')).toMatchObject({ staff: -1 });
    expect(topics('Aparcar es un infierno, pero eso no es culpa del restaurante.').parking).not.toBe(-1);
    expect(topics('Vistas al lago desde la terraza.')).toMatchObject({ location: 1 });
    expect(topics('Sentarse a mirar el mar.')).toMatchObject({ location: 1 });
    expect(topics('Habían dado mi hora a otra persona.')).toMatchObject({ booking: -1 });
    expect(topics('Pequeñito y acogedor.')).toMatchObject({ atmosphere: 1 });
    expect(topics('Un local pequeñito pero muy acogedor.')).toMatchObject({ atmosphere: 1 });
    expect(topics('Nos costó una pasta.')).toMatchObject({ price: -1 });
    expect(topics('Nos costó una pasta.')).not.toHaveProperty('food');
    expect(topics('Sin mentir el mejor café de Madrid.')).toMatchObject({ coffee: 1 });
  });

  it('reads an asking cut short, an extra charge, a lunch break, praise of what one rarely sees and the other phrasings of the last blind set', () => {
    const read = (text: string, rating: number) => topicPolarities(text, 'es', 'review', rating);
    expect(read('Un trato como ya no hay.', 5)).toMatchObject({ staff: 1 });
    expect(read('Se come bien. Pero con la tele a todo trapo y los de al lado cantando cada gol no hay quien hable.', 3)).toMatchObject({ noise: -1 });
  });

  it("reads a wrong or missing order, nobody serving, a shrug, being hurried out, a shop's useless help, broken promises, refused returns, waits, hotel-night noise and named staff praised", () => {
    expect(topics('Pedimos gringas y nos trajeron quesadillas.')).toMatchObject({ service: -1 });
    expect(topics('Pedí un latte con leche de avena y me lo trajeron con leche normal.')).toMatchObject({ service: -1 });
    expect(topics('Tuvimos que ir nosotros a la barra a pedir.')).toMatchObject({ service: -1 });
    expect(topics('Tuvimos que hacer señas varias veces.')).toMatchObject({ service: -1 });
    expect(topics('Había que llamar al mesero todo el rato.')).toMatchObject({ service: -1 });
    expect(topics('El camarero se encogió de hombros.')).toMatchObject({ service: -1 });
    expect(topics('Ni siquiera se disculparon.')).toMatchObject({ service: -1 });
    expect(topics('Nadie hizo nada.')).toMatchObject({ service: -1 });
    expect(topics('Nos pusieron la cuenta en la mesa sin pedirla.')).toMatchObject({ service: -1 });
    expect(topics('Empezaron a subir las sillas a las mesas a nuestro alrededor.')).toMatchObject({ service: -1 });
    expect(topics('Empezaron a fregar el suelo mientras comíamos.')).toMatchObject({ service: -1 });
    expect(topics('El dependiente no tenía ni idea de lo que vende.')).toMatchObject({ service: -1 });
    expect(topics('Me vendieron la pintura equivocada.')).toMatchObject({ service: -1 });
    expect(topics('Tuve que buscarlo yo solo.')).toMatchObject({ service: -1 });
    expect(topics('Me lo prometieron para el viernes y ni lo habían empezado.')).toMatchObject({ service: -1 });
    expect(topics('El pedido nunca se envió.')).toMatchObject({ service: -1 });
    expect(topics('Todavía no ha llegado mi pedido.')).toMatchObject({ service: -1 });
    expect(topics('No me lo quisieron cambiar.')).toMatchObject({ service: -1 });
    expect(topics('Ni cambio ni vale.')).toMatchObject({ service: -1 });
    expect(topics('No hacen devoluciones.')).toMatchObject({ service: -1 });
    expect(topics('Hay que armarse de paciencia para conseguir mesa.')).toMatchObject({ waiting: -1 });
    expect(topics('Necesitas la paciencia de un santo.')).toMatchObject({ waiting: -1 });
    expect(topics('Dos horas para tres platos.')).toMatchObject({ waiting: -1 });
    expect(topics('La ventilación estuvo funcionando hasta las 11 y volvió a arrancar a las 6.')).toMatchObject({ noise: -1 });
    expect(topics('El aire acondicionado sonaba como un avión.')).toMatchObject({ noise: -1 });
    expect(topics('El ascensor traqueteó toda la noche.')).toMatchObject({ noise: -1 });
    expect(topics('Marcos se acuerda siempre de lo que pido.')).toMatchObject({ staff: 1 });
    expect(topics('Las recomendaciones de Pablo son un acierto.')).toMatchObject({ staff: 1 });
    expect(topics('Nadie movió un dedo.')).toMatchObject({ service: -1 });
    expect(topics('La discoteca de abajo hasta las tantas.')).toMatchObject({ noise: -1 });
  });

  it('reads price idioms, messy shops, thin ranges, curt deeds, service not done, praise by deeds, booking ease and failures, plain food faults, regional breakfast and parking, location, noise and cleanliness told by detail, painless treatment, clock-time waits and praise that ends as people put them', () => {
    const read = (text: string, rating: number) => topicPolarities(text, 'es', 'review', rating);
    // Prices 'pasados de la raya', an amount 'por esto', and fees.
    expect(topics('Se han pasado tres pueblos con los precios.')).toMatchObject({ price: -1 });
    expect(topics('4,50 € por esto, se pasan.')).toMatchObject({ price: -1 });
    expect(topics('Nos cobraron gastos de cancelación.')).toMatchObject({ price: -1 });
    // A shop in a mess is its cleanliness.
    expect(topics('La tienda está hecha un desastre, todo tirado por medio.')).toMatchObject({ cleanliness: -1 });
    expect(topics('La habitación estaba desordenada.')).toMatchObject({ cleanliness: -1 });
    expect(topics('Tienes que rebuscar un montón para encontrar cualquier cosa.')).toMatchObject({ cleanliness: -1 });
    // A thin or repetitive range.
    expect(topics('Por la tarde solo quedaban dos tipos de tarta.')).toMatchObject({ selection: -1 });
    expect(topics('Las tallas se agotan enseguida.')).toEqual({ selection: -1 });
    expect(topics('El buffet del desayuno siempre es lo mismo.')).toEqual({ breakfast: -1 });
    // Curt staff told by deeds.
    expect(topics('Ni te mira cuando le preguntas.')).toMatchObject({ staff: -1 });
    expect(topics('El dependiente sabía muy poco de lo que vendía.')).toMatchObject({ staff: -1 });
    expect(topics('Nos tiró los platos en la mesa.')).toMatchObject({ staff: -1 });
    // Service told by what did not happen.
    expect(read('Nadie dijo nada.', 1)).toEqual({ service: -1 });
    expect(topics('Ni un lo siento.')).toEqual({ service: -1 });
    expect(topics('Ni descuento ni nada.')).toMatchObject({ service: -1 });
    // Praise by deeds, and no rush that is no wait.
    expect(topics('Se tiró un buen rato ayudándome a elegir.')).toEqual({ service: 1 });
    expect(topics('Sin prisas ni agobios.')).toEqual({ service: 1 });
    expect(topics('El color exactamente como lo quería.')).toEqual({ haircut: 1 });
    // Booking praised by ease, and booking failures.
    expect(topics('Reservar es facilísimo, en un momento por la app.')).toEqual({ booking: 1 });
    expect(topics('No tenían nada a mi nombre.')).toEqual({ booking: -1 });
    expect(topics('Habían dado nuestra mesa a otros.')).toEqual({ booking: -1 });
    // Food faults told plainly, and a watery hot chocolate.
    expect(topics('Las raciones han menguado.')).toEqual({ food: -1 });
    expect(topics('Los bizcochos saben a los del Mercadona.')).toEqual({ food: -1 });
    expect(topics('El chocolate caliente estaba aguado.')).toEqual({ drinks: -1 });
    // A breakfast buffet faulted.
    expect(topics('El desayuno continental, muy justito.')).toEqual({ breakfast: -1 });
    // Parking that costs.
    expect(topics('El parking es de pago, 20 euros al día.')).toMatchObject({ parking: -1 });
    expect(topics('Parqueadero carísimo.')).toMatchObject({ parking: -1 });
    // Location told without the word.
    expect(topics('Es un lío encontrarlo.')).toEqual({ location: -1 });
    expect(topics('La entrada es difícil de ver, detrás de la farmacia.')).toEqual({ location: -1 });
    expect(topics('A orillas del lago, precioso.')).toEqual({ location: 1 });
    // Noise told without the word.
    expect(topics('Lleno hasta arriba y tan alto que no se puede trabajar.')).toMatchObject({ noise: -1 });
    expect(topics('La música tan alta que tuve que ponerme los cascos.')).toEqual({ noise: -1 });
    // Cleanliness told by detail, and praised.
    expect(topics('El baño no se había limpiado en bastante tiempo.')).toMatchObject({ cleanliness: -1 });
    expect(topics('Sin papel y todo mojado.')).toEqual({ cleanliness: -1 });
    expect(topics('Un olor fuerte a productos químicos.')).toEqual({ cleanliness: -1 });
    expect(topics('La clínica impecable.')).toMatchObject({ cleanliness: 1 });
    // Treatment praised through pain or ease.
    expect(topics('Apenas noté el empaste.')).toEqual({ treatment: 1 });
    expect(topics('Me hicieron la limpieza a fondo y sin hacer nada de daño.')).toEqual({ treatment: 1 });
    // Waits told as clock times and lateness.
    expect(read('Tenía cita a las 2 y entré a las 2:50.', 2)).toEqual({ waiting: -1 });
    expect(topics('Tres semanas hasta que llegó el pedido.')).toMatchObject({ waiting: -1 });
    expect(topics('El ramo llegó una hora tarde.')).toEqual({ waiting: -1 });
    // Praise that only ends keeps its sign.
    expect(read('El café muy bueno, pero eso fue todo.', 2)).toEqual({ coffee: 1 });
    expect(read('La ubicación genial, y hasta ahí lo bueno.', 2)).toEqual({ location: 1 });
  });

  it('reads a watery chocolate as the drink and Argentine medialunas from yesterday as stale food', () => {
    expect(topics('Pero el chocolate estaba aguado.')).toEqual({ drinks: -1 });
    expect(topics('Me trajeron las medialunas de ayer, duras.')).toMatchObject({ food: -1 });
  });

  it('reads praise of the atmosphere, the range, advice, drinks, cleanliness, people, the location, food, the result, booking, price and speed as people put it', () => {
    // The atmosphere praised without the word.
    expect(topics('El local es una monada.')).toEqual({ atmosphere: 1 });
    expect(topics('El interior es precioso.')).toEqual({ atmosphere: 1 });
    expect(topics('Una tienda preciosa, muy bien decorada.')).toMatchObject({ atmosphere: 1 });
    expect(topics('El local no tiene ningún encanto.')).toEqual({ atmosphere: -1 });
    // The range.
    expect(topics('Tienen una variedad enorme de quesos.')).toMatchObject({ selection: 1 });
    expect(topics('Hay algo para todos.')).toEqual({ selection: 1 });
    expect(topics('Tienen de todo.')).toEqual({ selection: 1 });
    // Advice and help.
    expect(topics('Sabía exactamente lo que necesitaba.')).toEqual({ service: 1 });
    expect(topics('Me ayudaron a encontrar la pieza que buscaba.')).toEqual({ service: 1 });
    expect(topics('No supieron aconsejarme.')).toEqual({ service: -1 });
    // Drinks.
    expect(topics('Zumo natural recién exprimido.')).toEqual({ drinks: 1 });
    expect(topics('El vino que nos recomendó maridaba perfecto.')).toEqual({ drinks: 1 });
    // Cleanliness, and far from it.
    expect(topics('Todo impoluto y los baños limpísimos.')).toMatchObject({ cleanliness: 1 });
    expect(topics('Los baños estaban lejos de ser impecables.')).toEqual({ cleanliness: -1 });
    // People by description.
    expect(topics('El dueño en persona salió a saludarnos.')).toMatchObject({ staff: 1 });
    expect(topics('La chica del mostrador fue un encanto.')).toEqual({ staff: 1 });
    expect(topics('La chica del mostrador fue bastante borde.')).toEqual({ staff: -1 });
    // The location, and a view of the car park.
    expect(topics('A dos minutos de la playa.')).toEqual({ location: 1 });
    expect(topics('Las vistas eran al aparcamiento.')).toMatchObject({ location: -1 });
    // Food by detail.
    expect(topics('Todo casero.')).toEqual({ food: 1 });
    expect(topics('Recién salido del horno.')).toEqual({ food: 1 });
    // The result at a salon.
    expect(topics('Me dejó el pelo tal cual le pedí.')).toEqual({ haircut: 1 });
    expect(topics('Manos muy suaves.')).toEqual({ treatment: 1 });
    expect(topics('El corte no era para nada lo que quería.')).toEqual({ haircut: -1 });
    // Booking.
    expect(topics('Me dieron cita el mismo día.')).toEqual({ booking: 1 });
    expect(topics('Me hicieron un hueco.')).toEqual({ booking: 1 });
    expect(topics('Imposible conseguir cita.')).toEqual({ booking: -1 });
    // Price.
    expect(topics('Precios justos.')).toEqual({ price: 1 });
    expect(topics('La leche de avena sin coste extra.')).toEqual({ price: 1 });
    expect(topics('Te cobran la avena aparte.')).toEqual({ price: -1 });
    // Speed.
    expect(topics('Nada de esperas.')).toEqual({ waiting: 1 });
    expect(topics('Nos atendieron al momento.')).toMatchObject({ waiting: 1 });
    expect(topics('Rápidos incluso con el local lleno.')).toEqual({ waiting: 1 });
  });

  it("reads 'no volvemos ni de coña' as a verdict against coming back, not a double negation that praises", () => {
    expect(topicPolarities('Para colmo 90 pavos dos personas con una botella de vino. Vamos, que no volvemos ni de coña.', 'es', 'review', 1)).not.toMatchObject({ drinks: 1 });
    // A verdict feels for no topic: the waitress keeps her praise.
    expect(topicPolarities('La camarera fue un amor, pero no vuelvo ni loco.', 'es', 'review', 2)).toEqual({ staff: 1 });
  });

  it("reads the Mexican 'ni te voltea a ver' (does not even look at you) as a complaint of the person", () => {
    expect(topicPolarities('La recepcionista ni te voltea a ver cuando le preguntas.', 'es', 'review', 2)).toEqual({ staff: -1 });
  });

  it("reads 'barato no es' (not cheap) as a complaint of the price", () => {
    expect(topicPolarities('Muy rico, pero barato no es.', 'es', 'review', 4)).toEqual({ food: 1, price: -1 });
  });

  it('reads story forms: a pretty café, a calm dentist, litotes, irony, deeds of staff, quick fixes, recovery, price by what was charged, noise and dirt by detail, regional food, thin stock, refused returns and the surroundings', () => {
    const rated = (text: string, rating: number) => topicPolarities(text, 'es', 'review', rating);
    // Homographs: the café named as a place, a calm dentist, the toilets.
    expect(topics('Un café precioso, muy acogedor.')).toEqual({ atmosphere: 1 });
    expect(topics('El dentista es muy tranquilo y te explica todo.')).toEqual({ staff: 1 });
    expect(topics('Servicios impecables.')).toEqual({ cleanliness: 1 });
    // Litotes and faint praise.
    expect(topics('Las tapas nada despreciables.')).toEqual({ food: 1 });
    expect(rated('El camarero muy majo pero estaba en babia.', 3)).toEqual({ staff: -1 });
    // Irony.
    expect(rated('Buena suerte si quieres aparcar.', 1)).toEqual({ parking: -1 });
    // Staff faults told by deeds.
    expect(rated('El chico se rió de mí cuando pregunté.', 1)).toEqual({ staff: -1 });
    expect(rated('Nos trataron como si les estuviéramos pidiendo un favor.', 1)).toMatchObject({ staff: -1 });
    // Staff praise idioms and people by a trait.
    expect(topics('La señora del mostrador es una maravilla.')).toEqual({ staff: 1 });
    // Waits told by time spans, speed told by a quick fix.
    expect(rated('Me atendieron una hora después de la cita.', 2)).toEqual({ waiting: -1 });
    expect(topics('Me lo solucionaron en el momento.')).toEqual({ waiting: 1 });
    // Results told by recovery and by looks.
    expect(topics('Estoy como nueva.')).toEqual({ treatment: 1 });
    expect(rated('Parezco un recluta de la mili.', 1)).toEqual({ haircut: -1 });
    expect(topics('Quedó justo como pedí.')).toEqual({ haircut: 1 });
    // Price told by what was charged.
    expect(topics('No me cobraron casi nada.')).toEqual({ price: 1 });
    // Noise and cleanliness told by detail.
    expect(rated('Se oía al vecino roncar.', 2)).toEqual({ noise: -1 });
    expect(rated('Un pelo de regalo en la sopa.', 1)).toMatchObject({ cleanliness: -1 });
    expect(rated('Hormigas en el baño.', 1)).toEqual({ cleanliness: -1 });
    // Regional dishes, drinks, and food no dog would eat.
    expect(topics('Las arepas buenísimas.')).toEqual({ food: 1 });
    expect(topics('El mezcal estaba buenísimo.')).toEqual({ drinks: 1 });
    expect(rated('Ni mi perro se lo comería.', 1)).toEqual({ food: -1 });
    // Thin stock, service as it used to be, nobody clearing, refused returns.
    expect(rated('No tienen nada en tienda, todo es por encargo.', 2)).toEqual({ selection: -1 });
    expect(rated('Antes te atendían bien aquí.', 2)).toEqual({ service: -1 });
    expect(rated('Nadie recogía las mesas.', 2)).toEqual({ service: -1 });
    // The surroundings.
    expect(topics('Desde el balcón se ve toda la sierra.')).toMatchObject({ location: 1 });
  });

  it('reads surprise charges, the dining room, Río de la Plata drinks and cuts, appointments and waits told as stories', () => {
    const rated = (text: string, rating: number) => topicPolarities(text, 'es', 'review', rating);
    // Charges the guest did not expect: the price, not the drink.
    expect(rated('Nos cobraron el cubierto por persona y no figuraba en la carta.', 2)).toEqual({ price: -1 });
    expect(rated('Pedimos agua de la canilla pero nos la cobraron como mineral.', 2)).toEqual({ price: -1 });
    // The dining room and its decor; 'hermoso' is praise.
    expect(topics('El salón de arriba es hermoso.')).toEqual({ atmosphere: 1 });
    expect(topics('Las paredes llenas de fotos viejas del barrio, preciosas.')).toEqual({ atmosphere: 1 });
    // Help that never came, a nightclub next door, a dryer that deafens.
    expect(rated('Pedí toallas limpias y no apareció nadie.', 1)).toMatchObject({ service: -1 });
    expect(rated('La discoteca de al lado hasta las 6, pum pum pum.', 1)).toEqual({ noise: -1 });
    expect(rated('El secador de al lado me dejó sorda.', 4)).toEqual({ noise: -1 });
    // Appointments: an ordeal to get, a booking doubly denied, one kept for the late.
    expect(rated('Sacar turno es una odisea, te responden a los cuatro días.', 3)).toEqual({ booking: -1 });
    expect(rated('No había ninguna reserva a mi nombre.', 2)).toEqual({ booking: -1 });
    expect(topics('Nos guardaron la mesa aunque llegamos media hora tarde.')).toEqual({ booking: 1 });
    // Wine by its grape, the submarino, the grill's cuts.
    expect(topics('El torrontés de la casa estaba buenísimo.')).toEqual({ drinks: 1 });
    expect(topics('El submarino estaba buenísimo.')).toEqual({ drinks: 1 });
    expect(topics('La entraña estaba perfecta.')).toEqual({ food: 1 });
    // A gluten-free range is praise; staff who cannot answer are the service.
    expect(rated('Tienen de todo: galletitas sin TACC, frutos secos y especias.', 4)).toEqual({ selection: 1 });
    expect(rated('La chica que atiende no me supo explicar la diferencia.', 3)).toMatchObject({ service: -1 });
    // A wait told by standing; a treat on the house and an apology are the staff's.
    expect(rated('Estuvimos veinte minutos parados en la barra.', 3)).toEqual({ waiting: -1 });
    expect(topics('La moza nos invitó un café.')).toEqual({ staff: 1 });
    expect(rated('La recepcionista se re disculpó.', 3)).toEqual({ staff: 1 });
  });

  it('reads mushy rice, retorts, lost bookings, waits inside, last-straw charges, receipts, Mexican praise and filth, shoebox rooms, announced complaints, sizes, unspeakable bills, parking fees, set menus and pity', () => {
    const rated = (text: string, rating: number) => topicPolarities(text, 'es', 'review', rating);
    // Rice cooked to a paste is the food, not 'una pasta' of money; a retort is the staff; no record of the booking is the booking.
    expect(rated('El risotto llegó pasadísimo, hecho una pasta.', 1)).toEqual({ food: -1 });
    expect(rated('Le dijimos que la carne estaba cruda y nos soltó que así se come en su tierra.', 2)).toMatchObject({ staff: -1 });
    expect(rated('Al llegar nos dicen que no les consta ninguna reserva.', 2)).toMatchObject({ booking: -1 });
    // Hours kept waiting, a stylist serving four at once: the wait.
    expect(rated('Nos tuvieron dos horas en la sala de espera sin decir nada.', 1)).toMatchObject({ waiting: -1 });
    expect(rated('La estilista atendía a cuatro clientas a la vez.', 2)).toEqual({ waiting: -1 });
    // A charge as the last straw for a so-called cleaning; a receipt brought back is no price.
    expect(rated('Y encima me cobraron 90 euros por esa supuesta limpieza.', 1)).toEqual({ price: -1, treatment: -1 });
    expect(rated('Volví con el ticket y no me quisieron cambiar las zapatillas.', 2).price).toBeUndefined();
    // The one who washed one's hair is the staff; 'bien cochino' is filth; a coffee called 'rico' is no food.
    expect(topics('El chavo que me lavó el pelo súper amable.')).toEqual({ staff: 1 });
    expect(rated('El café de olla muy rico y el baño bien cochino.', 3)).toEqual({ coffee: 1, cleanliness: -1 });
    // A shoebox room, a laughable breakfast of carton juice, a club across the street.
    expect(rated('La habitación era un cuchitril y el desayuno de risa, con zumo de brik.', 2)).toEqual({ rooms: -1, breakfast: -1 });
    expect(rated('El antro de enfrente con reguetón hasta las cuatro.', 2)).toEqual({ noise: -1 });
    // 'El problema es' announces whom the complaint is of; an appointment moved is the booking.
    expect(rated('El problema es la secretaria: me movieron la cita tres veces.', 2)).toEqual({ staff: -1, booking: -1 });
    // Never one's size is the range; a bill better not spoken of is the price.
    expect(rated('Bonitas sandalias, pero en mi talla nunca hay.', 3)).toMatchObject({ selection: -1 });
    expect(rated('Comimos bien. Y la cuenta... mejor ni hablemos.', 3)).toEqual({ food: 1, price: -1 });
    // A parking one pays for is the parking; a set menu with all in and nothing more to ask for is the price praised.
    expect(rated('El estacionamiento es de paga y está lejos.', 4)).toEqual({ parking: -1 });
    expect(topics('Menú a 12 euros con bebida y postre, ¿qué más se puede pedir?')).toMatchObject({ price: 1 });
    // 'Querida' of a person is praise and 'pobre' of her pity; staff who did what they could are praised; 'pobre' of a thing is still a complaint.
    expect(rated('La mesera súper querida, pobre, estaba sola con todo el local.', 2)).toEqual({ staff: 1 });
    expect(rated('La camarera hizo lo que pudo, pero la cocina fue un desastre.', 1)).toEqual({ staff: 1, food: -1 });
    expect(rated('Servicio muy pobre y comida fría.', 2)).toEqual({ service: -1, food: -1 });
  });

  it('reads parking charged though free, dishes dry as mojama, doctors who did not examine, waiting-room hours, top-up fees and stale breakfast pastries', () => {
    const rated = (text: string, rating: number) => topicPolarities(text, 'es', 'review', rating);
    // Charged for parking said to be free, or for a space that is not there: the parking criticised.
    expect(rated('Al salir nos cobraron el estacionamiento, y eso que decían que era gratis.', 2)).toEqual({ parking: -1 });
    expect(rated('Te cobran el parking por un lugar que ni hay.', 3)).toMatchObject({ parking: -1 });
    // A dish drier than mojama is the food; a doctor who did not even examine is the treatment.
    expect(rated('El cordero estaba más seco que la mojama.', 2)).toEqual({ food: -1 });
    expect(rated('El médico ni me revisó, me recetó algo y listo.', 2)).toMatchObject({ treatment: -1 });
    // An hour and a half in the waiting room is the wait; paying the difference the insurance leaves is the price.
    expect(rated('Pasé una hora y media en la sala de espera.', 2)).toEqual({ waiting: -1 });
    expect(rated('La obra social no cubre casi nada y siempre hay que abonar la diferencia.', 2)).toEqual({ price: -1 });
    // Yesterday's pastries at breakfast are the breakfast; a view onto the seafront the location.
    expect(rated('Las medialunas del día anterior en el desayuno, una pena.', 2)).toEqual({ breakfast: -1 });
    expect(rated('Desayunamos con vista al malecón, precioso.', 4)).toMatchObject({ location: 1 });
    // Arriving for one's appointment names no booking.
    expect(rated('Llegué a mi cita y el corte quedó divino.', 5).booking).toBeUndefined();
  });

  it('reads chairs stacked round diners, a wet cloth handed over, orange highlights, five-minute cleans and other complaints told without the topic word', () => {
    const rated = (text: string, rating: number) => topicPolarities(text, 'es', 'review', rating);
    // A plate taken away 'sin decir ni mu' is the waiter criticised.
    expect(rated('Se llevó el plato sin decir ni mu.', 2)).toMatchObject({ staff: -1 });
    // Chairs stacked around diners and the cloth handed to the guest are the service.
    expect(rated('Mientras cenábamos nos iban apilando las sillas.', 2)).toEqual({ service: -1 });
    expect(rated('Pedí que limpiaran la mesa y me pasaron el trapo.', 2)).toEqual({ service: -1 });
    // An air conditioner 'like a blender' is the noise.
    expect(rated('El aire acondicionado sonaba como una licuadora.', 2)).toMatchObject({ noise: -1 });
    // Highlights gone orange and a crooked fade are the colour and cut criticised.
    expect(rated('Las mechas me quedaron naranjas, parecía un tigre.', 2)).toEqual({ haircut: -1 });
    expect(rated('El fade quedó chueco.', 2)).toEqual({ haircut: -1 });
    // A five-minute clean leaving the tartar is the treatment.
    expect(rated('Una limpieza de cinco minutos y ni me quitaron el sarro.', 2)).toEqual({ treatment: -1 });
    // Deliveries always on time are the wait praised; weeks for days promised the wait criticised.
    expect(rated('Los pedidos llegan siempre a su hora.', 5)).toEqual({ waiting: 1 });
    expect(rated('Me dijeron tres días y fueron dos semanas.', 2)).toMatchObject({ waiting: -1 });
    // One who explains everything without making you feel stupid is the staff praised.
    expect(rated('Te explica todo y no te hace sentir tonta.', 5)).toEqual({ staff: 1 });
    // Given another room than booked is the booking criticised.
    expect(rated('Reservamos con vista al mar y nos dieron una que daba al patio.', 2)).toMatchObject({ booking: -1 });
    // The car left blocks away and clamped ('la araña') is the parking.
    expect(rated('Dejé el carro a cuatro cuadras y me pusieron la araña.', 2)).toEqual({ parking: -1 });
    // Prices 'un pelín por encima de lo normal' are the price criticised.
    expect(rated('Los precios un pelín por encima de lo normal.', 3)).toEqual({ price: -1 });
  });

  it('reads smoke signals, shops that keep less, next-day appointments, tables given away or laid short, guests ignored and dawn lorries', () => {
    const rated = (text: string, rating: number) => topicPolarities(text, 'es', 'review', rating);
    // Waving 'señales de humo' for the bill is the wait.
    expect(rated('Para pedir la cuenta tuvimos que hacer señales de humo.', 3)).toMatchObject({ waiting: -1 });
    // A shop that keeps less and orders what one asks for is the range criticised; a heap of kinds of tea the range praised.
    expect(rated('Cada vez tienen menos cosa y lo que buscas te lo tienen que pedir.', 3)).toEqual({ selection: -1 });
    expect(rated('Tienen un montón de variedades de té.', 5)).toMatchObject({ selection: 1 });
    // An appointment for the next day is the booking praised; not a minute waited the wait praised.
    expect(rated('Me dieron cita para el día siguiente.', 5)).toEqual({ booking: 1 });
    expect(rated('No esperamos ni un minuto.', 5)).toEqual({ waiting: 1 });
    // A booked table still taken ('la mesa se ha alargado') is the booking criticised.
    expect(rated('Teníamos mesa a las nueve y nos dijeron que la mesa se ha alargado.', 2)).toMatchObject({ booking: -1 });
    // Climbing stairs again after the sessions is the treatment praised.
    expect(rated('A la tercera sesión ya subía escaleras sin bastón.', 5)).toEqual({ treatment: 1 });
    // More at the till than quoted is the price criticised.
    expect(rated('Me dijeron 600 y a la hora de pagar eran 800.', 2)).toMatchObject({ price: -1 });
    // 'Olvídate de dejar el coche cerca' is the parking criticised.
    expect(rated('Olvídate de dejar el coche cerca.', 3)).toEqual({ parking: -1 });
    // Shop assistants chatting among themselves, or ignoring guests, are the staff criticised.
    expect(rated('Las dependientas charlando entre ellas y yo esperando.', 2)).toMatchObject({ staff: -1 });
    expect(rated('Nos ignoraron olímpicamente.', 2)).toEqual({ staff: -1 });
    // No oat milk is the range criticised.
    expect(rated('No tenían leche de avena.', 3)).toEqual({ selection: -1 });
    // A table laid for fewer than booked is the booking criticised.
    expect(rated('Habíamos reservado para ocho y nos pusieron una mesa de cinco.', 2)).toEqual({ booking: -1 });
    // Delivery lorries from dawn are the noise.
    expect(rated('Los camiones de reparto desde las 6 de la mañana.', 2)).toEqual({ noise: -1 });
    // Never seen on time, half an hour in the waiting room, is the wait.
    expect(rated('Nunca te atienden a la hora, media hora de sala siempre.', 2)).toEqual({ waiting: -1 });
    // A 'manchado' is the coffee, not a stain.
    expect(rated('Me pusieron un manchado frío.', 2)).toEqual({ coffee: -1 });
    // The same for half across the street is the price criticised.
    expect(rated('En el bar de enfrente por la mitad te tomas lo mismo.', 2)).toEqual({ price: -1 });
    // Pushed to sign like a car dealer is the staff criticised.
    expect(rated('Te aprietan para firmar como si vendieran coches.', 1)).toEqual({ staff: -1 });
    // A forgotten appointment is the booking criticised.
    expect(rated('Se habían olvidado de mi cita.', 2)).toEqual({ booking: -1 });
    // Eyes never off the phone is the staff criticised.
    expect(rated('El chavo de la caja, sin despegar los ojos del celular.', 2)).toEqual({ staff: -1 });
    // Asked to give up the table mid-meal is the service criticised.
    expect(rated('A la hora nos dijeron que les vamos a pedir la mesa.', 3)).toMatchObject({ service: -1 });
    // Regional faults: Chilean 'fome', a dish come 'helada', service done 'con las patas', an Argentine 'quilombo'.
    expect(rated('La comida estaba fome.', 2)).toEqual({ food: -1 });
    expect(rated('La sopa llegó helada.', 2)).toEqual({ food: -1 });
    expect(rated('Nos atendieron con las patas.', 2)).toEqual({ service: -1 });
    expect(rated('Hubo un quilombo con la reserva.', 2)).toEqual({ booking: -1 });
    // Argentine 'ni bola nos dio' is the staff ignoring guests.
    expect(rated('El pibe de la caja ni bola nos dio.', 2)).toEqual({ staff: -1 });
  });

  it('knows waits, lost bookings, sales and curt staff as people put them', () => {
    const rated = (text: string, rating: number) => topicPolarities(text, 'es', 'review', rating);
    // Hours with the luggage while the room is not ready, and an appointment months off, are the wait.
    expect(rated('Tres horas con las maletas a cuestas esperando la habitación.', 2)).toMatchObject({ waiting: -1 });
    expect(rated('Me dieron cita para dentro de dos meses.', 1)).toEqual({ waiting: -1 });
    // A wait told by clock time, and a quarter of an hour that is no room.
    expect(rated('No nos sentaron hasta las diez.', 2)).toEqual({ waiting: -1 });
    expect(rated('Nadie nos atendió durante un cuarto de hora.', 2)).toMatchObject({ waiting: -1 });
    // A quarter of an hour's walk is a distance, no wait.
    expect(rated('El hotel está a un cuarto de hora andando de la playa.', 4)).not.toHaveProperty('waiting');
    // A receptionist who does not look up is the person criticised.
    expect(rated('La recepcionista ni levantó la vista del ordenador.', 1)).toEqual({ staff: -1 });
    // A physio who took the pain away is the treatment praised.
    expect(rated('La fisio me quitó el dolor de espalda en dos sesiones.', 5)).toMatchObject({ treatment: 1 });
    // Two singles pushed together are the room criticised; pillows 'que da pena irse' praised.
    expect(rated('La cama eran dos camas juntas con la raja en medio.', 2)).toEqual({ rooms: -1 });
    expect(rated('Con unas almohadas que da pena irse.', 5)).toEqual({ rooms: 1 });
    // Meat 'tirando a seco' is the food, not a curt person.
    expect(rated('El cordero tirando a seco.', 3)).toEqual({ food: -1 });
    // Goods on sale are the price praised; a cut gone up the price criticised.
    expect(rated('Las zapatillas estaban rebajadas.', 5)).toEqual({ price: 1 });
    expect(rated('Han subido el corte a 30 euros.', 3)).toEqual({ price: -1 });
    // Not pushing the dearest item is the service praised, not the price.
    expect(rated('Te asesoran bien y no te intentan colar lo más caro.', 4)).toEqual({ service: 1 });
    // Teas in the plural are the tea; a place 'muy chulo' the setting.
    expect(rated('Tienen muchos tés y todos buenísimos.', 4)).toEqual({ coffee: 1 });
    expect(rated('El local es muy chulo.', 4)).toEqual({ atmosphere: 1 });
    // A lost booking is the booking criticised.
    expect(rated('Habían perdido nuestra reserva.', 1)).toEqual({ booking: -1 });
  });

  it('knows faces, tempers, tired bathrooms, the expected for the money and stories told in the present', () => {
    const rated = (text: string, rating: number) => topicPolarities(text, 'es', 'review', rating);
    // Not looked in the face is the staff, not a price ('cara').
    expect(rated('El recepcionista ni nos miró a la cara.', 2)).toEqual({ staff: -1 });
    // A temper is the staff criticised.
    expect(rated('El camarero de la tarde tiene un genio que madre mía.', 2)).toEqual({ staff: -1 });
    // A bathroom that cries out for refurbishing is the room, not the noise.
    expect(rated('El baño pide a gritos una reforma.', 3)).toEqual({ rooms: -1 });
    // Expecting something else for the money is the price criticised, not a wait.
    expect(rated('Por 60 euros la noche uno espera otra cosa.', 2)).toEqual({ price: -1 });
    expect(rated('Por ese precio espero otra cosa.', 2)).toEqual({ price: -1 });
    // What the clinic says in the present of a story is how the complaint was handled.
    expect(rated('Llamo para quejarme y me dicen que eso no es cosa suya.', 1)).toMatchObject({ service: -1 });
    // Some din on a busy night is the noise criticised, and 'es lo normal' there the reviewer's own grant, no staff.
    expect(rated('Bastante jaleo el sábado, pero es lo normal en un bar.', 4)).toEqual({ noise: -1 });
    // Arriving on time oneself is no praise of the wait.
    expect(rated('Siempre esperamos media hora aunque lleguemos puntuales.', 2)).toEqual({ waiting: -1 });
    // Chocolate with churros is the food.
    expect(rated('Los churros con chocolate, de vicio.', 5)).toEqual({ food: 1 });
    // The best of the neighbourhood names no location.
    expect(rated('Las empanadas son de las mejores del barrio.', 5)).toEqual({ food: 1 });
    // Not hearing even the person beside you is the noise criticised.
    expect(rated('Con la música no escuchabas ni a la de al lado.', 2)).toMatchObject({ noise: -1 });
    // A cleaning the patient came for is the dental cleaning, not the hygiene.
    expect(rated('Fui solo por una limpieza y me quisieron vender un blanqueamiento.', 2)).not.toHaveProperty('cleanliness');
    // A pretty hotel is a verdict on the stay, no decor.
    expect(rated('Muy bonito hotel, la cama comodísima.', 5)).toEqual({ rooms: 1 });
  });

  it('knows old towns and sea views, Valencian coffees, shoe-leather meat, late mains, sour faces and dishes de escándalo', () => {
    const rated = (text: string, rating: number) => topicPolarities(text, 'es', 'review', rating);
    // The old town is where the place lies, not its age; everything at hand is the location praised.
    expect(rated('El piso está en pleno casco antiguo, lo tienes todo a mano.', 5)).toEqual({ location: 1 });
    // A room that gives onto the sea is the location praised.
    expect(rated('La habitación daba al mar.', 5)).toMatchObject({ location: 1 });
    // A cremaet is the coffee.
    expect(rated('Un cremaet buenísimo para acabar.', 5)).toEqual({ coffee: 1 });
    // Meat like the sole of a boot is the food criticised.
    expect(rated('La carne como la suela de una bota.', 2)).toEqual({ food: -1 });
    // A main that came with the dessert is the wait.
    expect(rated('El segundo llegó cuando ya estábamos con el postre.', 2)).toEqual({ waiting: -1 });
    // A sour face ('una cara') is the staff, never a price ('cara').
    expect(rated('El encargado nos puso una cara al pedir la hoja de reclamaciones.', 2)).not.toHaveProperty('price');
    expect(rated('El encargado nos puso una cara al pedir la hoja de reclamaciones.', 2)).toMatchObject({ staff: -1 });
    // Dishes 'de escándalo' or 'que quitan el sentío' are superb; a price 'de escándalo' is outrageous.
    expect(rated('Los calamares de escándalo.', 5)).toEqual({ food: 1 });
    expect(rated('Un solomillo que quita el sentío.', 5)).toEqual({ food: 1 });
    expect(rated('Un precio de escándalo por dos cervezas.', 1)).toMatchObject({ price: -1 });
    // Dishes cooked in a drink are the food, no drinks; a buffet not refilled is the breakfast criticised.
    expect(rated('Pedimos unas carrilleras al Pedro Ximénez y un pollo al whisky, todo riquísimo.', 4)).toEqual({ food: 1 });
    expect(rated('Desayuno flojo: a las diez ya no reponían nada.', 3)).toEqual({ breakfast: -1 });
  });

  it('reads appointments moved, rooms lost to the system, queues to the door, forgotten bread and warnings against the people', () => {
    const rated = (text: string, rating: number) => topicPolarities(text, 'es', 'review', rating);
    // An appointment moved by the place, a slot given twice, a room lost 'por un problema con el sistema' are the booking criticised.
    expect(rated('Me han cambiado la cita tres veces este mes.', 2)).toEqual({ booking: -1 });
    expect(rated('Tenían a otra apuntada a la misma hora que yo.', 2)).toEqual({ booking: -1 });
    expect(rated('Llegamos y nos dicen que no hay habitación, un problema con el sistema.', 1)).toMatchObject({ booking: -1 });
    // A queue to the door is the wait; the bread the waiter forgot is the service.
    expect(rated('En hora punta la cola llega hasta la puerta.', 3)).toEqual({ waiting: -1 });
    expect(rated('El camarero se olvidó de traer el pan.', 2)).toMatchObject({ service: -1 });
    // Better places for that money is the price criticised; a quote in writing with no surprises the price praised.
    expect(rated('Hay sitios mucho mejores por ese precio.', 2)).toEqual({ price: -1 });
    expect(rated('Te dan el presupuesto por escrito, sin sorpresas.', 5)).toEqual({ price: 1 });
    // Warnings against the people are the staff criticised.
    expect(rated('Ojo con esta gente, no os fiéis.', 1)).toEqual({ staff: -1 });
    // Emails unanswered ('tres correos') are no chewy meat ('correosa').
    expect(rated('Llevo tres correos sin respuesta.', 1)).not.toHaveProperty('food');
    expect(rated('La carne correosa y fría.', 2)).toEqual({ food: -1 });
    // A patient going calm to the dentist is no quiet place; a cute place is the setting; everything spotless the cleanliness.
    expect(rated('Desde que voy aquí voy tranquila al dentista.', 5)).not.toHaveProperty('noise');
    expect(rated('El local es monísimo.', 5)).toEqual({ atmosphere: 1 });
    expect(rated('Habitación amplia y todo impecable.', 5)).toMatchObject({ cleanliness: 1 });
    // A dish too big to finish is the food praised.
    expect(rated('Un cachopo de los que no te acabas.', 5)).toEqual({ food: 1 });
  });

  it('reads a hard sell, noise too loud to think, a paid relocation after overbooking, bed widths and sales purchases', () => {
    const rated = (text: string, rating: number) => topicPolarities(text, 'es', 'review', rating);
    expect(topics('Al principio muy amables, pero luego solo quieren venderte tratamientos.')).toMatchObject({ service: -1 });
    expect(topics('En la entrada te atienden bien, pero después es todo venta.')).toEqual({ service: -1 });
    expect(topics('No se escucha ni lo que uno piensa.')).toEqual({ noise: -1 });
    expect(topics('La cafetería es muy ruidosa, no escuchas ni lo que dices.')).toEqual({ noise: -1 });
    expect(rated('Nos reubicaron en otro hotel y encima tuvimos que pagar la diferencia.', 1)).toEqual({ price: -1 });
    // A hotel so many minutes away is no wait, a bed's width and shoes bought in the sales no price.
    expect(rated('Nos mandaron a otro hotel a 15 minutos.', 1)).not.toHaveProperty('waiting');
    expect(rated('Habitación pequeña, cama de 1,35.', 3)).toEqual({ rooms: -1 });
    expect(rated('Compré unas zapatillas en rebajas y se rompieron.', 2)).not.toHaveProperty('price');
  });

  it('reads a small room and a roaring air conditioner, the girl at the bar, orders asked twice, slow to charge, and situations from other languages', () => {
    const rated = (text: string, rating: number) => topicPolarities(text, 'es', 'review', rating);
    expect(rated('El cuarto muy limpio pero chiquito, y el aire acondicionado hacía un ruidazo toda la noche.', 3)).toMatchObject({ rooms: -1, noise: -1 });
    expect(rated('El lugar es divino eso sí, re lindo para sacar fotos.', 2)).toEqual({ atmosphere: 1 });
    expect(rated('Pero la chica de la barra ni nos miro y tuvimos que pedir todo dos veces.', 2)).toEqual({ staff: -1, service: -1 });
    expect(rated('La limpieza en 10 minutos y mal hecha.', 1)).not.toHaveProperty('waiting');
    expect(rated('Lo único es que el precio está un poquito alto, pero vale la pena.', 4)).toEqual({ price: -1 });
    expect(rated('Pero el chaval joven de la caja iba a su bola con el móvil y tardó un montón en cobrarnos.', 3)).toEqual({ staff: -1, waiting: -1 });
    expect(rated('Encima precios normales para estar en pleno centro.', 5)).toEqual({ price: 1 });
    expect(rated('Tienen zapatillas que acá no se consiguen fácil.', 4)).toEqual({ selection: 1 });
    expect(rated('Hay un ruido tremendo y tardaron 20 min en traernos la cuenta.', 3)).toEqual({ noise: -1, waiting: -1 });
    // A parking fine, a hurried practitioner, 'it'll grow back', nil friendliness, a name remembered, coffees offered as amends.
    expect(rated('Encima me pusieron una multa de aparcamiento de 90 euros.', 2)).toMatchObject({ parking: -1 });
    expect(topics('Se nota que tenía prisa, me atendió en cinco minutos y fuera.')).toMatchObject({ staff: -1 });
    expect(rated('Cuando me quejé del corte me dijo que ya crecería.', 1)).toMatchObject({ staff: -1 });
    expect(topics('Atención nula, simpatía cero.')).toEqual({ service: -1, staff: -1 });
    expect(topics('A la segunda visita ya se sabía mi nombre.')).toEqual({ staff: 1 });
    expect(rated('El camarero se disculpó y nos invitó a los cafés.', 2)).toEqual({ staff: 1, service: 1 });
    expect(rated('Al final 185 euros cuando nos habían dicho unos 130.', 2)).toEqual({ price: -1 });
    expect(rated('La ducha pasaba de helada a hirviendo.', 2)).toEqual({ rooms: -1 });
    expect(rated('Me atendieron de urgencia el mismo día.', 5)).toEqual({ booking: 1 });
    expect(rated('Estuve cuatro horas sentada en la silla con el tinte puesto.', 2)).toMatchObject({ waiting: -1 });
  });

  it('reads a wait told by the tables served first, a henhouse of a room, stock never there, a name missing from the book and skin that breaks out', () => {
    const rated = (text: string, rating: number) => topicPolarities(text, 'es', 'review', rating);
    expect(rated('Nos sirvieron los últimos, y eso que llegamos antes que la mesa de al lado.', 2)).toEqual({ waiting: -1 });
    expect(rated('El postre llegó cuando ya nos estábamos yendo.', 2)).toMatchObject({ waiting: -1 });
    expect(rated('La cocina debía estar dormida esa noche.', 2)).toEqual({ waiting: -1 });
    expect(rated('Entre el primero y el segundo nos dio tiempo a contarnos la vida.', 3)).toEqual({ waiting: -1 });
    expect(rated('Aquello era un gallinero, había que gritar para que te oyeran.', 2)).toEqual({ noise: -1 });
    expect(rated('Una mesa de chavales dando voces toda la tarde.', 2)).toEqual({ noise: -1 });
    expect(rated('El salchichón que busco nunca lo tienen.', 2)).toMatchObject({ selection: -1 });
    expect(rated('La estantería de quesos medio vacía, se les había acabado casi todo.', 2)).toMatchObject({ selection: -1 });
    expect(rated('Llegué y mi nombre no aparecía en ningún sitio.', 1)).toEqual({ booking: -1 });
    expect(rated('Tenían a otro cliente a mi hora.', 2)).toEqual({ booking: -1 });
    expect(rated('Los precios no están puestos y te enteras al pagar.', 2)).toEqual({ price: -1 });
    // The face gone red after a facial is the treatment, no 'cara' (dear) price.
    expect(rated('Al día siguiente me salieron granitos por toda la barbilla.', 2)).toEqual({ treatment: -1 });
    expect(rated('Salí de la limpieza con la cara roja.', 2)).not.toHaveProperty('price');
  });

  it('reads the old town as a place, old-style as praise, quick waiters as the wait, a set menu\'s drink, store credit only, a shop with nothing one likes and how it feels to sit there', () => {
    const rated = (text: string, rating: number) => topicPolarities(text, 'es', 'review', rating);
    // 'Viejo' in the old town's name faults nothing.
    expect(rated('Muy buena ubicación, al lado del casco viejo. El desayuno, flojo.', 3)).toEqual({ location: 1, breakfast: -1 });
    expect(rated('Un cocido de los de antes.', 5)).toEqual({ food: 1 });
    expect(rated('Había vasos de los de antes por toda la barra.', 2)).toEqual({ cleanliness: -1 });
    expect(rated('La camarera rápida y muy maja.', 5)).toEqual({ staff: 1, waiting: 1 });
    expect(rated('Por 12€ te incluye bebida, genial.', 5)).toEqual({ price: 1 });
    expect(rated('Solo te dan un vale, no devuelven dinero.', 2)).toEqual({ service: -1 });
    expect(rated('La tienda no tiene nada que me guste.', 2)).toEqual({ selection: -1 });
    expect(rated('En el patio se está muy a gusto.', 5)).toEqual({ atmosphere: 1 });
    expect(rated('Un café de verdad.', 5)).toEqual({ coffee: 1 });
  });

  it('reads tables given away or found, coffees that take ages, nothing gluten-free, water never refilled, tiny bathrooms and thin towels, and a lipstick-marked glass', () => {
    const rated = (text: string, rating: number) => topicPolarities(text, 'es', 'review', rating);
    // A table given to others, found without a booking or laid ready for a group is the booking.
    expect(rated('Llegamos cinco minutos tarde y ya habían sentado a otra gente en nuestra mesa.', 2)).toMatchObject({ booking: -1 });
    expect(rated('Era viernes y no teníamos reserva, pero nos encontraron una mesa junto a la ventana.', 5)).toMatchObject({ booking: 1 });
    expect(rated('Éramos veinte y tenían la mesa montada cuando llegamos.', 5)).toMatchObject({ booking: 1 });
    // Minutes for a coffee, or everything served within minutes, is the wait; quick after a fault too.
    expect(rated('Quince minutos para un café y una tostada.', 2)).toMatchObject({ waiting: -1 });
    expect(rated('En nada teníamos los cafés en la mesa.', 5)).toMatchObject({ waiting: 1 });
    expect(rated('El camarero algo serio, pero rápido.', 4)).toMatchObject({ waiting: 1 });
    // Worth every euro, prices of a neighbourhood bar, a rip-off only feared, and a charge for what was said to be included.
    expect(rated('Merece cada euro que pagas.', 5)).toEqual({ price: 1 });
    expect(rated('Creí que sería un robo y al final precios de barrio.', 4)).toEqual({ price: 1 });
    expect(rated('Nos cobraron el parking cuando en la web decía que estaba incluido.', 1)).toMatchObject({ price: -1 });
    // Nothing vegan or gluten-free, two options only, or plant milks and a menu too long to choose from: the range.
    expect(rated('No había nada vegano en toda la carta.', 2)).toMatchObject({ selection: -1 });
    expect(rated('Solo tres opciones de postre.', 3)).toMatchObject({ selection: -1 });
    expect(rated('Tienen leches vegetales y varias opciones sin gluten.', 5)).toMatchObject({ selection: 1 });
    expect(rated('Nos costó decidirnos, todo tenía una pinta estupenda.', 5)).toMatchObject({ selection: 1 });
    // 'Ni un triste pincho' is no sadness negated into praise.
    expect(rated('Ni un triste pincho con la caña.', 2)).not.toMatchObject({ food: 1 });
    // Water never refilled, a dish nobody ordered, rushed out, left without a menu, a call unanswered: the service.
    expect(rated('En toda la cena nadie nos rellenó el agua.', 2)).toEqual({ service: -1 });
    expect(rated('Nos trajeron unas bravas que no habíamos pedido.', 2)).toMatchObject({ service: -1 });
    expect(rated('Nos metían prisa para echarnos.', 2)).toEqual({ service: -1 });
    expect(rated('Nos dejaron sin carta ni agua un buen rato.', 1)).toMatchObject({ service: -1 });
    expect(rated('Llamé varias veces para que me subieran una almohada y al final bajé yo a por ella.', 2)).toMatchObject({ service: -1 });
    expect(rated('Nos cambiaban los cubiertos con cada plato.', 5)).toMatchObject({ service: 1 });
    expect(rated('Las dos camareras de cháchara en la barra.', 2)).toMatchObject({ staff: -1 });
    // A tiny bathroom, one towel each, a small room well laid out.
    expect(rated('El baño era tan pequeño que no podías ni cerrar la puerta.', 2)).toEqual({ rooms: -1 });
    expect(rated('Una toalla por persona y encima ásperas.', 2)).toEqual({ rooms: -1 });
    expect(rated('Pequeña pero bien aprovechada, con todo lo necesario.', 4)).toMatchObject({ rooms: 1 });
    // No examination is the treatment faulted; a knee much better the treatment praised.
    expect(rated('Me recetó antibiótico sin explorarme.', 1)).toMatchObject({ treatment: -1 });
    expect(rated('La rodilla la tengo mucho mejor gracias a Pablo.', 5)).toMatchObject({ treatment: 1 });
    // A cut by name, uneven sideburns.
    expect(rated('Me hizo un bob precioso.', 5)).toMatchObject({ haircut: 1 });
    expect(rated('Las patillas desiguales, una a cada altura.', 2)).toEqual({ haircut: -1 });
    // Not a fly to be heard, talking without shouting: the quiet praised; cold 'de muerte' no praise.
    expect(rated('Por la noche no se oía ni una mosca.', 5)).toEqual({ noise: 1 });
    expect(rated('Se podía hablar sin levantar la voz.', 5)).toEqual({ noise: 1 });
    expect(rated('Dentro hacía un calor de muerte.', 2)).toEqual({ atmosphere: -1 });
    // Lipstick on the cup, not a crumb, combs disinfected: the cleanliness; whoever cleans is staff.
    expect(rated('La taza tenía marcas de pintalabios.', 2)).toEqual({ cleanliness: -1 });
    expect(rated('Ni una miga en el suelo, y eso que estaba lleno.', 5)).toEqual({ cleanliness: 1 });
    expect(rated('Desinfectan las tijeras después de cada clienta.', 5)).toEqual({ cleanliness: 1 });
    expect(rated('La señora de la limpieza, amabilísima.', 5)).toEqual({ staff: 1 });
  });

  it("reads 'no hay más', a price that goes too far, an orange colour, three clients at once and a dryer at full blast", () => {
    expect(topics('De bollería tienes magdalenas y ya, no hay más.')).toMatchObject({ selection: -1 });
    expect(topics('Cuatro euros por un zumo me parece pasarse.')).toMatchObject({ price: -1 });
    expect(topics('Salí con un naranja zanahoria en vez de rubio.')).toMatchObject({ haircut: -1 });
    expect(topics('La peluquera estaba con tres clientas a la vez.')).toMatchObject({ staff: -1 });
    expect(topics('Con la música a todo trapo no se podía hablar.')).toMatchObject({ noise: -1 });
  });

  it("reads being taken in at once, 'solo una pega' announcing the wait, how long it took to eat as no fault of the food, and a long day as the guest's own", () => {
    expect(topics('Fui sin cita y me cogieron enseguida.')).toMatchObject({ waiting: 1 });
    expect(topics('La tortilla buenísima. Solo una pega: una hora y media para comer.')).toMatchObject({ food: 1, waiting: -1 });
    expect(topics('Después de un día largo, la recepcionista fue un encanto.')).toMatchObject({ staff: 1 });
  });

  it("reads a session's length and a delayed flight as no wait", () => {
    expect(topics('Una sesión de hora y media, sin dolor.')).toMatchObject({ treatment: 1 });
    expect(topics('Una sesión de hora y media, sin dolor.')).not.toHaveProperty('waiting');
    expect(topics('Tras un vuelo retrasado, el recepcionista fue un encanto.')).toEqual({ staff: 1 });
  });
});

describe('Spanish lexicon: everyday phrasings beyond the tuning sets', () => {
  const rated = (text: string, rating: number) => topicPolarities(text, 'es', 'review', rating);

  it("reads pasta by name, food that tastes 'raro' or has gone over, and clean plates", () => {
    expect(rated('Los espaguetis llegaron tibios.', 2)).toEqual({ food: -1 });
    expect(rated('El pescado sabía raro.', 2)).toEqual({ food: -1 });
    expect(rated('Los macarrones estaban pasados.', 2)).toEqual({ food: -1 });
    expect(rated('El potaje de garbanzos, de lo mejor.', 5)).toEqual({ food: 1 });
    expect(rated('Aquí se come de maravilla.', 5)).toEqual({ food: 1 });
    expect(rated('No dejamos nada en el plato.', 5)).toEqual({ food: 1 });
  });

  it('reads a warm beer, a drink that is all ice, and vermouth on tap', () => {
    expect(rated('La cerveza estaba muy caliente.', 2)).toEqual({ drinks: -1 });
    expect(rated('Los cubatas con mucho hielo y poco alcohol.', 2)).toEqual({ drinks: -1 });
    expect(rated('Un vermut de grifo buenísimo.', 5)).toEqual({ drinks: 1 });
  });

  it("reads staff who get cocky, are 'siesos', could be friendlier or spare no smile", () => {
    expect(rated('El encargado se puso chulo.', 2)).toEqual({ staff: -1 });
    expect(rated('La camarera, bastante siesa.', 2)).toEqual({ staff: -1 });
    expect(rated('Podrían ser más amables, la verdad.', 2)).toEqual({ staff: -1 });
    expect(rated('Ni una sonrisa al entrar.', 2)).toEqual({ staff: -1 });
  });

  it("reads 'costoso', little money, a warning to check the bill and 'un clavo' as the price", () => {
    expect(rated('Muy costoso para lo que es.', 2)).toEqual({ price: -1 });
    expect(rated('Desayunas por poco dinero.', 5)).toMatchObject({ price: 1 });
    expect(rated('Ojo con la cuenta.', 2)).toEqual({ price: -1 });
    expect(rated('Te meten un clavo de cuidado.', 2)).toEqual({ price: -1 });
  });

  it('reads taking their time, a long wait, a queue to the corner and being served at once', () => {
    expect(rated('Se tomaron su tiempo para traernos los postres.', 2)).toMatchObject({ waiting: -1 });
    expect(rated('Una espera larguísima para pagar.', 2)).toMatchObject({ waiting: -1 });
    expect(rated('La cola llegaba hasta la esquina.', 2)).toEqual({ waiting: -1 });
    expect(rated('Nos sirvieron enseguida.', 5)).toEqual({ waiting: 1 });
  });

  it('reads scraps on the floor, care taken over the cleaning, building works and uproar', () => {
    expect(rated('Restos de comida por todas partes.', 2)).toEqual({ cleanliness: -1 });
    expect(rated('Se nota que cuidan la limpieza.', 5)).toEqual({ cleanliness: 1 });
    expect(rated('Las obras de al lado desde las ocho.', 2)).toEqual({ noise: -1 });
    expect(rated('Mucho escándalo en el comedor.', 2)).toEqual({ noise: -1 });
  });

  it('reads a booking not kept or not on record, an unsafe area, needing the car and a place close to the metro', () => {
    expect(rated('Llegamos y no había constancia de la reserva.', 2)).toEqual({ booking: -1 });
    expect(rated('No respetaron la reserva que hicimos.', 2)).toEqual({ booking: -1 });
    expect(rated('La zona no es muy segura.', 2)).toEqual({ location: -1 });
    expect(rated('Hay que coger el coche para cualquier cosa.', 2)).toEqual({ location: -1 });
    expect(rated('Queda muy a mano del metro.', 5)).toEqual({ location: 1 });
  });

  it('reads the wifi, hard pillows, a room without a window and a room with a view', () => {
    expect(rated('El wifi no andaba.', 2)).toEqual({ rooms: -1 });
    expect(rated('Las almohadas, durísimas.', 2)).toEqual({ rooms: -1 });
    expect(rated('La habitación no tenía ni ventana.', 2)).toEqual({ rooms: -1 });
    expect(rated('Habitación con vistas al mar.', 5)).toMatchObject({ rooms: 1 });
  });

  it('reads nails that lasted a week, a treatment with no results, and a haircut shorn, burnt or not suiting', () => {
    expect(rated('Las uñas me duraron una semana.', 2)).toEqual({ treatment: -1 });
    expect(rated('Después de cinco sesiones no he visto resultados.', 2)).toEqual({ treatment: -1 });
    expect(rated('Me dejaron pelada.', 2)).toEqual({ haircut: -1 });
    expect(rated('Me quemaron el pelo con el tinte.', 2)).toEqual({ haircut: -1 });
    expect(rated('No me respetó el largo.', 2)).toEqual({ haircut: -1 });
    expect(rated('Un corte que no me favorece nada.', 2)).toEqual({ haircut: -1 });
  });

  it('reads a pretty or lively place, harsh light, nowhere to sit and a setting that is not pretentious', () => {
    expect(rated('Un lugar muy lindo.', 5)).toEqual({ atmosphere: 1 });
    expect(rated('Un bar muy animado.', 5)).toEqual({ atmosphere: 1 });
    expect(rated('Demasiada luz en el comedor.', 2)).toEqual({ atmosphere: -1 });
    expect(rated('No hay dónde sentarse.', 2)).toEqual({ atmosphere: -1 });
    expect(rated('Un ambiente nada pretencioso.', 5)).toEqual({ atmosphere: 1 });
  });

  it('reads half the range missing, a limited list, things sold out, things never brought and a flawless service', () => {
    expect(rated('No tenían ni la mitad de los productos.', 2)).toEqual({ selection: -1 });
    expect(rated('La carta es bastante limitada.', 2)).toMatchObject({ selection: -1 });
    expect(rated('Agotados los cruasanes a las diez.', 2)).toMatchObject({ selection: -1 });
    expect(rated('No nos trajeron ni los cubiertos.', 2)).toEqual({ service: -1 });
    expect(rated('El servicio impecable.', 5)).toEqual({ service: 1 });
  });

  it('reads waiting for a train as the story, not a wait', () => {
    expect(rated('Esperando el tren entramos a tomar un café, buenísimo.', 5)).toEqual({ coffee: 1 });
  });
});
