import type { Lexicon } from '../topic-ids';

/**
 * Spanish as written in Google reviews in Spain: accents often left out ('cafe', 'atencion', 'rapido'),
 * SMS spelling ('q', 'd'), colloquial praise ('de muerte', 'una pasada', 'brutal', 'de lujo') and blame
 * ('borde', 'cutre', 'una clavada'). Words that also mean something else are weak cues or multi-word
 * phrases: 'cara' is a face as often as expensive, 'cuarto' a quarter of an hour, 'esperamos' also 'we
 * hope', 'una limpieza' a dental cleaning, 'cafe' part of an e-mail address. Spanish negative concord ('no
 * nos hicieron ni caso', 'no fue nada del otro mundo') is one negation: those phrases are written out
 * whole, so that the second negative word does not flip the first.
 */
export const ES_LEXICON: Lexicon = {
  topics: {
    food: [
      'comida*', 'plato', 'platos', 'platillo*', 'platazo*', 'cena', 'cenas', 'cenar', 'cenamos', 'almuerzo*', 'comer', 'comimos', 'menú', 'menu', 'menús',
      'menus', '~carta', 'tapa', 'tapas', 'tapeo', 'ración', 'racion', 'raciones', 'porción', 'porciones', 'pincho*', 'pintxo*', 'montadito*', 'bocadillo*',
      'bocata*', 'sándwich*', 'sandwich*', 'tostada*', 'tosta', 'tostas', 'croissant*', 'cruasán*', 'cruasan*', 'bollo', 'bollos', 'bollería', 'bolleria',
      'tarta', 'tartas', 'pastel', 'pasteles', 'pastas', 'bizcocho*', 'magdalena*', 'churro*', 'porras', 'postre*', 'entrante*', 'primer plato',
      'segundo plato', 'paella*', 'arroz*', 'cocido', 'croqueta*', 'tortilla*', 'salmorejo', 'gazpacho', 'jamón', 'jamon', 'embutido*', 'queso*', 'carne',
      'carnes', 'pescado*', 'marisco*', 'chuletón', 'chuleton', 'solomillo', 'cachopo', 'pulpo', 'calamar*', 'gambas', 'bravas', 'hamburguesa*', 'burger*',
      'pizza*', 'pasta', 'ensalada*', 'sopa*', 'huevos', 'pan', 'sushi', 'ramen', 'empanada*', 'cocina', 'cocinero*', 'cocinera*', 'chef', 'sabor', 'sabores',
      'sabros*', 'casero', 'casera', 'caseros', 'caseras', 'vegano*', 'vegana*', 'vegetarian*', 'sin gluten', 'celíac*', 'celiac*', 'guiso*', 'asado*',
      'merienda', 'degustación', 'degustacion', 'flan', 'helado*', '~rico', '~rica', '~ricos', '~ricas', '~riquísim*', '~riquisim*',
    ],
    coffee: [
      'café', 'cafés', '~cafe', '~cafes', 'el cafe', 'un cafe', 'del cafe', 'los cafes', 'cafe con leche', 'cafe solo', 'cafe de especialidad', 'cafe d',
      'cafecito*', 'cafelito*', 'cortado*', 'capuchino*', 'cappuccino*', 'expreso*', 'espresso*', 'americano*', 'manchado', 'carajillo*', 'latte*', 'té', 'tés',
      'infusión', 'infusion', 'infusiones', 'matcha', 'chai',
    ],
    drinks: [
      'bebida*', 'vino', 'vinos', 'vinito*', 'cerveza*', 'cervecita*', 'caña', 'cañas', 'cañita*', 'copa', 'copas', 'cóctel*', 'coctel*', 'cocktail*',
      'combinado*', 'gin tonic*', 'gintonic*', 'vermut*', 'vermú*', 'vermu', 'sangría*', 'sangria*', 'tinto de verano', 'zumo*', 'refresco*', 'batido*',
      'smoothie*', 'limonada*', 'cava', 'sidra', 'champán', 'chupito*', 'mojito*', 'licor*', 'chocolate caliente', 'chocolate a la taza', 'carta de vinos',
      '~barra',
    ],
    breakfast: [
      'desayuno*', 'desayunar', 'desayunamos', 'desayunado', 'brunch', 'bufé', 'bufet', 'buffet*',
    ],
    selection: [
      'variedad', 'selección', 'seleccion', 'surtido', 'gama', 'catálogo', 'catalogo', 'stock', 'existencias', 'agotado*', 'tallas', 'tienen de todo',
      'hay de todo', 'encuentras de todo', 'no encuentras en otro*', 'no encuentras en ningún', 'no se encuentran en otro*', 'no encontrarás en otro*',
      '~opciones', '~variado', '~variada', '~variados', '~variadas', '~elegir', '~de todo', '~marcas',
    ],
    service: [
      'servicio', 'atención', 'atencion', 'atención al cliente', 'atendieron', 'atendió', 'atendio', 'atendido*', 'atendida*', '~atento*', '~atenta*',
      '~servicial*', 'asesor*', 'aconsej*', '~consejo*',
    ],
    staff: [
      'personal', 'equipo', 'plantilla', 'trato', 'camarer*', 'mesero*', 'empleado*', 'empleada*', 'dependient*', 'recepción', 'recepcion', 'recepcionista*',
      'dueño*', 'dueña*', 'propietari*', 'jefe', 'jefa', 'encargad*', 'gerente', 'peluquero', 'peluquera', 'peluqueros', 'peluqueras', 'estilista*', 'barbero*',
      'dentista*', 'doctor', 'doctora', 'doctores', 'dr', 'dra', 'médico', 'médica', 'medico', 'médicos', 'enfermer*', 'fisio', 'fisioterapeuta*',
      'higienista*', 'ortodoncista*', 'odontólog*', 'auxiliar*', 'esteticista*', 'masajista*', 'terapeuta*', 'barista*', '~chica', '~chicas', '~chico',
      '~chicos', 'mala cara', 'malas caras', 'mala gana', 'malos modos', 'malas formas', 'malas maneras', '~amable*', '~simpátic*', '~simpatic*', '~majo',
      '~maja', '~majos', '~majas', '~majísim*', '~borde', '~bordes', '~maleducad*', '~grosero*', '~grosera*', '~antipátic*', '~antipatic*', '~profesional*',
      '~educad*', '~cariños*', '~encanto', '~un cielo', '~un sol',
    ],
    price: [
      'precio', 'precios', 'calidad-precio', 'calidad precio', 'relación calidad', 'caro', 'caros', '~cara', '~caras', 'carísim*', 'carisim*', 'barato*',
      'barata*', 'económic*', 'economic*', 'asequible*', 'la cuenta', 'factura*', 'cobra*', 'cobrado', 'cobró', 'pagar', 'pagamos', 'pagué', 'pague', 'dinero',
      'pago', 'euro', 'euros', 'presupuesto*', 'tarifa*', 'coste', 'costes', 'timo', 'robo', 'estafa', 'clavada', 'sablazo', '~cuesta', '~cuestan', '~costó',
      '~vale la pena', '~merece la pena',
    ],
    cleanliness: [
      'limpio', 'limpia', 'limpios', 'limpias', 'limpísim*', 'limpisim*', 'la limpieza', 'de limpieza', 'en limpieza', '~limpieza', 'sucio*', 'sucia*',
      'suciedad', 'mugr*', 'guarr*', 'higiene', 'higiénic*', 'higienic*', 'polvo', 'mancha', 'manchas', 'sin recoger', 'sin limpiar', 'manchad*', 'pegajos*',
      'moscas', 'cucaracha*', 'impoluto*', 'impoluta*', '~olor*', '~olía', '~huele*', '~apesta*', '~aseo', '~aseos', '~asquer*', '~asco', '~ordenad*',
      '~desorden*',
    ],
    waiting: [
      'espera', 'esperas', 'esperando', 'esperé', 'tuvimos que esperar', 'tuve que esperar', 'hubo que esperar', 'hay que esperar', 'toca esperar',
      'tocó esperar', 'hicieron esperar', 'tardaron', 'tardó', 'tardo', 'tardan', 'tarda', 'tardanza', 'tardísimo', 'tardisimo', 'cola', 'colas', 'retraso*',
      'retrasad*', 'demora*', 'puntual*', 'rapidez', 'lentitud', '~esperar', '~esperamos', '~lento*', '~lenta*', '~rápid*', '~rapid*', '~ágil*', '~agil*',
      '~tarde', '~minutos', '~hora', '~horas', '~media hora',
    ],
    atmosphere: [
      'ambiente', 'ambientazo', 'atmósfera', 'atmosfera', 'acogedor*', 'decoración', 'decoracion', 'decorado*', 'música', 'musica', 'iluminación',
      'iluminacion', '~local', '~terraza', '~bonito', '~bonita', '~relajante*', '~relajad*', '~con encanto', '~estética', '~estetica',
    ],
    noise: [
      'ruido', 'ruidos', 'ruidos*', 'ruidosa*', 'jaleo', 'bullicio*', 'griterío', 'griterio', 'silencio*', 'insonoriz*', 'se oía', 'se oia', 'se oye',
      'volumen', 'tranquilidad', '~tranquilo', '~tranquila', '~tranquilos', '~tranquilas', '~voces', '~paz',
    ],
    booking: [
      'reserva', 'reservas', 'reservar', 'reservamos', 'reservé', 'reserve', 'reservado', 'reservada', 'reservación', 'la cita', 'mi cita', 'una cita',
      'las citas', 'pedir cita', 'conseguir cita', 'dar cita', 'dan cita', 'dieron cita', 'coger cita', 'sin cita', 'cita online', '~cita', '~citas', '~citado',
      '~citada', 'cita previa', 'overbooking', 'anularon', 'cancelaron', '~hueco', '~turno',
    ],
    location: [
      'ubicación', 'ubicacion', 'ubicad*', 'situad*', 'localización', 'localizacion', 'céntric*', 'centric*', 'las vistas', 'unas vistas', 'sus vistas',
      'vistas a', 'vistas al', 'vistas de', 'vistas preciosas', 'vistas increíbles', 'buenas vistas', 'vistazas', '~vistas', 'pleno centro', 'a dos pasos',
      'a un paso', 'bien comunicad*', 'fácil de encontrar', 'facil de encontrar', 'difícil de encontrar', 'dificil de encontrar', 'entorno', 'alrededores',
      'primera línea', 'minutos andando', 'minutos a pie', 'andando de', '~situación', '~zona', '~barrio', '~centro', '~cerca', '~lejos', '~playa',
    ],
    parking: [
      'aparcamiento*', 'aparcar', 'aparca*', 'parking*', 'estacionamiento*', 'estacionar', 'garaje*', 'zona azul',
    ],
    rooms: [
      'habitación', 'habitacion', 'habitaciones', 'hab', 'cama', 'camas', 'colchón', 'colchon', 'almohada*', 'sábana*', 'sabana*', 'toallas', 'ducha', 'duchas',
      'bañera', 'suite*', 'minibar', 'aire acondicionado', 'calefacción', 'calefaccion', 'armario', '~baño', '~baños', '~cuarto', '~ventana*',
    ],
    treatment: [
      'tratamiento*', 'masaje*', 'facial*', 'limpieza facial', 'limpieza dental', 'limpieza bucal', 'hizo una limpieza', 'hicieron una limpieza',
      'hacerme una limpieza', 'manicura*', 'pedicura*', 'uñas', 'semipermanente', 'esmaltado', 'depilación', 'depilacion', 'láser', 'sesión', 'sesion',
      'sesiones', 'revisión', 'revision', 'empaste*', 'implante*', 'ortodoncia', 'brackets', 'endodoncia', 'extracción', 'blanqueamiento', 'fisioterapia',
      'rehabilitación', 'diagnóstico', 'diagnostico', 'exploración', 'radiografía*', 'anestesia', 'pestañas', 'cejas', 'micropigmentación', '~consulta',
      '~resultado*', '~clínica', '~clinica',
    ],
    haircut: [
      'corte', 'cortes', 'corte de pelo', 'cortar', 'cortarme', 'cortó', 'pelo', 'cabello', 'peinado*', 'peinar', 'tinte*', 'mechas', 'balayage', 'color',
      'flequillo', 'recogido', 'alisado*', 'keratina', 'permanente', 'barba', 'degradado', 'melena', 'puntas', 'secado', 'brushing', '~tono', '~estilo',
    ],
  },
  positive: [
    'bueno', 'buena', 'buenos', 'buenas', 'buen', 'buenísim*', 'buenisim*', 'bien', 'genial*', 'estupend*', 'excelente*', 'exquisit*', 'delicios*', 'rico',
    'rica', 'ricos', 'ricas', 'riquísim*', 'riquisim*', 'sabros*', 'espectacular*', 'maravill*', 'fantástic*', 'fantastic*', 'increíble*', 'increible*',
    'perfect*', 'impecable*', 'top', 'de lujo', 'un lujo', 'una pasada', 'qué pasada', 'que pasada', 'brutal', 'bestial', 'de muerte', 'de categoría',
    'de cine', 'chulo', 'chula', 'chulos', 'chulas', 'chulísim*', 'guay', 'mejor', 'mejores', 'recomend*', 'recomiend*', 'encant*', 'gust*', 'agradable*',
    'amable*', 'simpátic*', 'simpatic*', 'majo', 'maja', 'majos', 'majas', 'majísim*', 'atento*', 'atenta*', 'atentísim*', 'servicial*', 'profesional*',
    'acogedor*', 'limpio', 'limpia', 'limpios', 'limpias', 'limpísim*', 'limpisim*', 'impoluto*', 'impoluta*', 'rápid*', 'rapid*', 'rapidez', 'ágil*', 'agil*',
    'eficaz', 'eficient*', 'puntual*', 'fresc*', 'fresquit*', 'razonable*', 'justo', 'asequible*', 'económic*', 'economic*', 'barato*', 'barata*', 'cómod*',
    'comod*', 'relajante*', 'tranquilo', 'tranquila', 'tranquilos', 'tranquilas', 'tranquilidad', 'bonit*', 'precioso', 'preciosa', 'preciosos', 'preciosas',
    'preciosidad', 'encantador*', 'cálid*', 'calido', 'calida', 'calidos', 'calidas', 'calidez', 'amplio*', 'amplia*', 'espacios*', 'luminos*', 'content*',
    'satisfech*', 'feliz', 'felices', 'encanto', 'un cielo', 'un sol', 'un amor', 'cariñ*', 'generos*', 'abundante*', 'acierto', 'acertad*', 'acertaron',
    'acertó', 'de maravilla', 'fenomenal*', 'fenómeno', 'fenomeno', 'crack*', 'inmejorable*', 'insuperable*', 'correcto*', 'correcta*', 'aceptable*', 'alegr*',
    'ilusión', 'ilusion', 'disfrut*', 'placer', 'gustazo', 'a la altura', 'vale la pena', 'merece la pena', 'elogi*', 'piropo*', 'satisfacción', 'satisfaccion',
    'positiv*', 'convenc*', 'orgullos*', 'un 10', 'un diez', 'de diez', '10 de 10', 'sobresaliente*', 'de primera', 'sin duda', 'tope', 'cuidados*',
    'detallazo', 'amabilidad', 'profesionalidad', 'simpatía', 'simpatia', 'delicadeza', 'paciencia', 'agradecid*', 'sin prisas', 'ideal', 'enseguida',
    'en seguida', 'al momento', 'al instante', 'sin esperas', 'sin esperar', 'sin colas', 'excepcional*', 'magnífic*', 'magnific*', 'sublime*', 'espléndid*',
    'esplendid*', 'inolvidable*', 'amabilísim*', 'amabilisim*', 'simpatiquísim*', 'cuqui*', 'apañad*', 'de rechupete', 'chuparse los dedos', 'lo bordaron',
    'bordado', 'caliente', 'calientes', 'calentit*', 'como nueva', 'como nuevo', 'como nuevos', 'muy cuidad*', 'bien cuidad*', 'sin enterarme',
    'sin que me enterase', 'sin que me enterara', 'ni me enteré', 'ni me entere', 'se disculpó', 'se disculparon', 'pidió disculpas', 'pidieron disculpas',
    'cómodamente', 'fácil', 'facil',
  ],
  negative: [
    'raciones pequeñas', 'raciones escasas', 'porciones pequeñas', 'raciones eran pequeñas',
    'mal', 'malo', 'mala', 'malos', 'malas', 'malísim*', 'malisim*', 'fatal', 'horrible*', 'horroros*', 'terrible*', 'pésim*', 'pesim*', 'penos*',
    'lamentable*', 'vergüenza', 'verguenza', 'vergonzos*', 'desastr*', 'asquer*', 'asco', 'cutre*', 'borde', 'bordes', 'maleducad*', 'grosero*', 'grosera*',
    'antipátic*', 'antipatic*', 'desagradable*', 'lento', 'lenta', 'lentos', 'lentas', 'lentísim*', 'lentitud', 'sucio*', 'sucia*', 'suciedad', 'mugrient*',
    'frío', 'fría', 'fríos', 'frías', 'frio', 'fria', 'frios', 'frias', 'tibio*', 'tibia*', 'caro', 'caros', 'cara', 'caras', 'carísim*', 'carisim*',
    'carillo*', 'subidos', 'subidito*', 'elevado*', 'abusivo*', 'excesiv*', 'desorbitad*', 'decepci*', 'peor', 'peores', 'ruido', 'ruidos', 'ruidos*',
    'ruidosa*', 'aburrid*', 'ignor*', 'pequeñ*', 'diminut*', 'minúscul*', 'estrech*', 'escas*', 'flojo*', 'floja*', 'flojit*', 'regular', 'normalit*',
    'del montón', 'sin más', 'sin mas', 'nada del otro mundo', 'mediocre*', 'insípid*', 'insipid*', 'soso', 'sosa', 'sosos', 'sosas', 'sin sabor', 'sin gracia',
    'salad*', 'quemad*', 'crudo*', 'cruda*', 'duro', 'dura', 'duros', 'duras', 'seco', 'seca', 'secos', 'secas', 'rancio*', 'rancia*', 'aceitos*', 'grasient*',
    'revenid*', 'gomos*', 'aguad*', 'amarg*', 'agrio*', 'incomible', 'imbebible', 'recalentad*', 'congelad*', 'olvid*', 'equivoc*', 'error*', 'problema*',
    'queja*', 'quejarme', 'reclamación', 'reclamacion', 'tardaron', 'tardísimo', 'tardisimo', 'eterno*', 'eterna*', 'eternidad', 'interminable*', 'largo',
    'larga', 'largos', 'largas', 'demasiad*', 'lamentablemente', 'desgraciadamente', 'por desgracia', 'una pena', 'qué pena', 'que pena', 'da pena', 'lástima',
    'lastima', 'desilusión', 'molest*', 'incómod*', 'incomod*', 'roto', 'rota', 'rotos', 'rotas', 'estropead*', 'averiad*', 'no funcionaba', 'humedad',
    'manchas', 'manchad*', 'pegajos*', 'olía', 'olia', 'peste', 'apestaba', 'tufo', 'anticuad*', 'viejo*', 'vieja*', 'destartalad*', 'descuidad*',
    'desorganiz*', 'caótic*', 'caotic*', 'caos', 'agobi*', 'prisas', 'estresad*', 'desatent*', 'ni caso', 'pasota*', 'mala cara', 'malas caras', 'mala gana',
    'malos modos', 'malas formas', 'malas maneras', 'ni hola', 'ni una disculpa', 'sin explicación', 'sin explicaciones', 'ninguna explicación', 'timo', 'robo',
    'estafa*', 'clavada', 'sablazo', 'insuficiente*', 'odisea', 'imposible', 'difícil', 'dificil', 'complicad*', 'saturad*', 'abarrotad*', 'mucho que desear',
    'para olvidar', 'ni fu ni fa', 'regulero*', 'falta', 'faltaba', 'faltaban', 'faltó', 'faltaron', 'encharcad*', 'inaceptable*', 'cerveza caliente',
    'cervezas calientes', 'caña caliente', 'vino caliente', 'no * nada que ver', 'no * nada del otro mundo', 'no * ni caso', 'no * * ni caso',
    'no * ni una disculpa', 'no * * ni una disculpa', 'no * ninguna explicación', 'no * * ninguna explicación', 'no * ni hola', 'no * * ni hola',
    'sin decir ni hola', 'sin decir nada', 'ni una explicación', 'tuvimos que esperar', 'tuve que esperar', 'hubo que esperar', 'hicieron esperar',
    'nada que ver con la foto*', 'nada que ver con las fotos', 'cuchitril', 'zulo', 'nefast*', 'deplorable*', 'tercermundista*', 'de pena', 'bazofia',
    'incompetent*', 'inútil*', 'inutil*', 'prepotent*', 'sinvergüenza*', 'ni de broma', 'oscur*', 'sin recoger', 'sin limpiar', 'tardan', 'tarda', 'tardó',
    'música alta', 'música * alta', 'música * * alta', 'musica alta', 'musica * alta', 'disgust*', 'pérdida de tiempo', 'indignant*', 'indignad*', 'cabread*',
    'enfadad*', 'tomadura de pelo', 'sentimos', 'siento', 'lamentamos', 'lamento', 'disculpa', 'disculpe', 'disculpen', 'pedimos disculpas', 'pido disculpas',
    'nuestras disculpas', 'mis disculpas', 'perdón', 'perdon', 'perdone', 'perdona', 'retraso', 'retrasos', 'retrasad*', 'tardanza', 'demora*', 'no tenían',
    'no tenian', 'no constaba', 'no aparecía', 'esperaba más', 'esperaba mas', 'esperaba mucho más', 'esperaba bastante más', 'esperábamos más',
    'esperabamos mas', 'tuve que insistir', 'hubo que insistir', 'hay que insistir', 'no levantó la vista', 'ni me miró', 'ni nos miró', 'ni nos miraron',
    'discutir', 'discutiendo', 'discutió', 'no habíamos pedido', 'no había pedido', 'no pedimos', 'de más', 'no hay donde', 'no hay dónde', 'no hay sitio',
    'necesita una reforma', 'necesitan una reforma', 'necesita mejorar', 'necesitan mejorar', 'mejorable*', 'lavado de cara', 'defraudad*', 'chapuza*',
    'desigual*', 'torcid*', 'dolor*', 'doloros*', 'dolió', 'daño', 'nervios*', 'desaparecid*', 'perdida*', 'perdieron', 'sin ventana', 'sin agua caliente',
    'sin papel', 'poco amable*', 'poco atent*', 'poco limpi*', 'poco profesional*', 'poco agradable*', 'poco simpátic*', 'poco educad*', 'poco higiénic*',
    'poco servicial*', 'poco acogedor*', 'poco recomendable*', 'poco cómod*', 'poco variad*', 'poca variedad', 'poca higiene', 'poca profesionalidad',
    'poca amabilidad',
  ],
  wishes: [
    'me hubiera gustado', 'me habría gustado', 'me hubiese gustado', 'nos hubiera gustado', 'nos habría gustado', 'nos hubiese gustado', 'me gustaría que',
    'nos gustaría que', 'estaría bien que', 'estaría genial que', 'sería genial que', 'sería de 5', 'sería de cinco', 'serían 5', 'serían cinco',
    'sería perfect*', 'habría sido perfect*', 'hubiera sido perfect*', 'hubiese sido perfect*', 'sería un 10', 'sería un diez',
  ],
  negators: [
    'no', 'nunca', 'jamás', 'jamas', 'ni', 'ningún', 'ningun', 'ninguno', 'ninguna', 'nada', 'nadie', 'sin', 'tampoco', 'apenas', 'falta de', 'carece',
    'carecía',
  ],
  contrast: [
    'pero', 'peeero', 'aunque', 'sin embargo', 'no obstante', 'eso sí', 'eso si', 'en cambio', 'excepto', 'salvo', 'lo único', 'lo unico', 'la única pega',
    'la unica pega', 'lo malo', 'lamentablemente', 'desgraciadamente', 'por desgracia', 'por contra', 'después de', 'despues de', 'tras', 'por lo demás',
    'por lo demas', 'quitando eso', 'aparte de eso', 'mientras que', 'a pesar de', 'aun así', 'aun asi', 'si bien', 'le quito', 'le pongo',
  ],
};
