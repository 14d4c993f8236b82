import type { Lexicon } from '../topic-ids';

/**
 * Danish. Compounds are the rule ('hovedretten', 'morgenbuffeten', 'rødvinen'), hence the '*suffix' patterns.
 * 'pris' alone is no price word: 'vi satte stor pris på' is praise, not a word about the prices.
 * 'dog' and 'desværre' stand inside a clause in Danish ('Parkeringen er dog besværlig'), so they do not split one.
 * Friendliness adjectives ('søde', 'venlig', 'flink') are weak cues for the staff: 'venlig betjening' is the
 * service, 'Med venlig hilsen' names nobody. 'Hyggelig' is a weak cue for the atmosphere too: Danes call the staff,
 * the service and an evening 'hyggelig' as often as the room. Words with an innocent sense count as a feeling only
 * in context: 'lang' ('i lang tid' is a long-standing custom), 'stor' ('et stort selskab'), 'svær' (the crackling of
 * 'flæskesteg med sprød svær'), 'kold' ('kold fadøl' is praise). Short staff and queues are the wait; 'fade' are
 * also platters, so only named fades are a haircut. Complaints that are their own topic ('ventede 40 minutter',
 * 'for lidt personale') are written as topic words marked '-', so they do not taint the dish named beside them.
 */
export const DA_LEXICON: Lexicon = {
  topics: {
    food: [
      // Fries in the definite plural ('fritterne var bløde'), as people write them: the food.
      'fritterne',
      // No seasoning at all ('hverken salt eller peber på maden'): the food faulted.
      '-hverken salt eller peber',
      // Hardly any filling ('ikke meget fyld i sandwichen').
      '-ikke meget fyld', '-næsten intet fyld',
      // Not filled up ('man blev ikke mæt', 'købte pølser på vej hjem'): the food, whatever it tasted like.
      '-blev ikke mæt', '-blev ikke rigtig mæt', '-blev slet ikke mæt', '-blev ikke mætte', '-blev ikke rigtig mætte', '-blev slet ikke mætte', '-blev aldrig mætte', '-bliver ikke mæt', '-ikke blevet mæt', '-ikke mætte', '-ikke mættende', '-gik ikke mætte derfra', '-gik derfra uden at være mætte',
      '-købe pølser på vej hjem', '-købte pølser på vej hjem', '-købe mad på vej hjem', '-købte mad på vej hjem', '-købe burger på vej hjem', '-købte burger på vej hjem', '-spise igen da vi kom hjem', '-lave mad da vi kom hjem',
      // A set menu named by its kind ('fiskemenuen var helt i top', 'smagsmenuen'): the food.
      'fiskemenu*', 'kødmenu*', 'smagsmenu*', 'sæsonmenu*', 'julemenu*', 'vegetarmenu*', 'gourmetmenu*', 'dagens menu', 'husets menu', 'treretters*', 'fireretters*', 'femretters*',
      // Nothing on the plate to fault ('ikke en eneste ting på tallerkenen at sætte en finger på').
      '+ikke en eneste ting på tallerkenen', '+ikke en ting på tallerkenen', '+intet på tallerkenen at sætte en finger på', '+ingenting på tallerkenen at', '+ikke noget på tallerkenen at',
      // Portions too big to finish ('så store at vi ikke kunne spise op'): the food praised.
      '+så store at vi ikke kunne spise op', '+så stor at jeg ikke kunne spise op', '+så store at jeg ikke kunne spise op', '+så stor at vi ikke kunne spise op', '+så store at ingen kunne spise op', '+så store at vi ikke kunne spise dem op',
      // a buffet left standing too long, the rest lukewarm ('resten var lunkent og havde stået der længe').
      '-stået der længe', '-stået der alt for længe', '-stået der i timevis', '-stået der i flere timer', '-stået fremme længe', '-stået fremme alt for længe', '-stået fremme i timevis', '-resten var lunkent', '-resten var lunken', '-resten var lunkne', '-resten var kold', '-resten var koldt', '-resten var kolde', '-resten var tørt', '-resten var tør', '-resten var kedeligt', '-resten var kedelig',
      // Drumsticks and legs of lamb ('lammekøllen', 'kyllingekøllerne') are food, not beer ('*øllen'); everything tasting good is the food.
      '*kølle', '*køllen', '*køller', '*køllerne', 'kølle', 'køllen', 'køller', 'alt smagte', 'alting smagte', 'det hele smagte', 'alt hvad vi fik smagte', 'alt vi fik smagte', 'alt smager', 'det hele smager',
      // A steak grey all through though ordered medium.
      '-grå helt igennem', '-grå hele vejen igennem', '-helt grå indeni', '-grå indeni', '-grå i midten', '-selvom vi havde bestilt medium', '-selvom jeg havde bestilt medium', '-selv om vi havde bestilt medium', '-selvom vi bestilte medium', '-selvom jeg bestilte medium', '-selvom den var bestilt medium', '-selvom vi havde bestilt rosa', '-selvom jeg bestilte den rosa',
      // Leaving hungry ('vi gik sgu sultne derfra').
      '-gik sultne derfra', '-gik sgu sultne derfra', '-gik derfra sultne', '-gik sgu sultne', '-gik sultne fra bordet', '-gik stadig sultne derfra',
      // A portion 'a bit on the small side'.
      '-portionen var lidt til den lille side', '-portionen var til den lille side', '-portionerne var til den lille side', '-portionerne var lidt til den lille side', '-portion til den lille side', '-portionen lidt til den lille side',
      // Pies and tarts by their filling ('hindbærtærte', 'æbletærten'); still hungry, so a hot dog on the way home.
      '*tærte', '*tærten', '*tærter', '*tærterne', '-holde ind ved en pølsevogn', '-holdt ind ved en pølsevogn', '-ved en pølsevogn på vej hjem', '-pølsevogn på vej hjem', '-pølse på vej hjem', '-en burger på vej hjem', '-mcdonalds på vej hjem', '-måtte spise igen derhjemme', '-sultne da vi gik', '-stadig sultne da vi gik',
      // Yesterday's pastry told as having 'been along yesterday too', or 'igår' written together.
      '-været med i går', '-også været med i går', '-været med igår', '-været med dagen før', '-fra igår', '-var fra igår', '-fra dagen før', '-gårsdagens', '-stået siden igår', '-bagt igår',
      // Sticky cinnamon swirls are praise ('rigtig klistrede'), not dirt.
      '+klistrede kanelsnegle', '+klistret kanelsnegl', '+rigtig klistrede nogen', '+dejligt klistrede', '+klistrede og gode',
      // Cinnamon swirls spelt as people type them ('kanelsnegelene', 'kanelsneglerne').
      'kanelsnegel*', 'kanelsnægl*', 'kannelsnegl*', 'kanel-snegl*',
      // Food faults told by taste and state: 'smagte af pap', 'tør som pap', 'stadig frossen', 'brændt i bunden'.
      '-dagen derpå', '-fra dagen derpå', '-som fra en tankstation', '-tankstationsmad',
      // Food vocabulary: Danish pastries, cakes, bread and dishes by name ('hindbærsnitter', 'kringle', 'medisterpølse', 'risalamande').
      'hindbærsnitte*', 'napoleonshat*', 'træstamme*', 'romkugle*', 'kajkage*', 'citronmåne*', 'lagkage*', 'sarah bernhardt*', 'kringle*', '*kringle', '*kringlen',
      'smørkage*', 'fastelavnsbolle*', 'flødeskumskage*', 'mazarin*', 'marcipanbrød*', 'kammerjunker*', 'citronfromage*', 'risalamande*', 'rabarbergrød', 'koldskål*',
      'pebernødder', 'vaniljekranse', 'klejner', 'chokoladebolle*', 'kanelstang*', 'frøsnapper*', 'kagemand*', 'kagekone*', 'pain au chocolat', '*brød', '*brødet',
      '*brødene', 'surdejsbolle*', 'grovbolle*', '*suppe', '*suppen', 'medister*', 'rødkål*', 'brunede kartofler', 'karbonade*', 'labskovs', 'skipperlabskovs',
      'millionbøf*', 'forloren hare', 'gule ærter', 'fiskefrikadelle*', 'fiskefilet*', 'pariserbøf*', 'leverpostej*', 'rullepølse*', 'hamburgerryg*', 'sol over gudhjem',
      'røget sild', 'rejemad*', 'dyrlægens natmad', 'æggemad*', 'wienerschnitzel*', 'schnitzel*', 'gullasch*', 'chili con carne', 'risengrød*', 'havregrød*', 'grød',
      'grøden', 'skyr', 'yoghurt*', 'müsli', 'mysli', 'granola', 'acai*', 'avocado*', 'avokado*', 'bruschetta', 'carpaccio', 'ceviche', 'tatar', 'poke bowl',
      'fish and chips', 'fish n chips', 'ristet hotdog', 'fransk hotdog',
      // Wave 4: praise as people put it.
      '+gavmilde portioner', '+gavmild portion', '+generøse portioner', '+generøs portion', '+pæne portioner', '+rigelige portioner', '+rigeligt med mad', '-portionerne var ikke store', '-portionerne er ikke store', '-portionen var ikke stor', '-portionen er ikke stor', '-portionerne var ikke særlig store',
      // Plain faults: a small or shrunk portion, straight from the freezer, tasting of the supermarket.
      '-lille portion', '-små portioner', '-portionen var lille', '-portionen var lidt lille', '-portionen er lille', '-portionerne var små', '-portionerne er små', '-beskeden portion', '-beskedne portioner', '-supermarkedskage*', '-købekage*', '-supermarkedsbrød', '-som fra netto', '-fra netto', '-fra rema', '-fra rema 1000', '-fra lidl', '-fra aldi', '-fra fakta', '-fra føtex', '-fra bilka', '-fra supermarkedet', '-fra et supermarked', '-fra frost', '-fra fryseren', '-fra frysedisken',
      'mad', 'maden', 'måltid*', 'retten', 'retter', 'retterne', '*retten', '*retter', '*retterne', 'forret', 'forretten', 'forretter', 'forretterne', 'forretsanretning*', 'hovedret*', 'dessert*', 'middag*',
      'frokost*', '*frokost', '*frokosten', 'aftensmad*', 'pizza*', 'burger*', '*burger', '*burgeren', 'pasta*', '*pastaen', 'bøf', 'bøffen', 'bøffer', 'steak*',
      'sushi*',
      'kage', 'kagen', 'kager', 'kagerne', '*kage', '*kagen', '*kager', '*kagerne', 'sandwich*', 'smørrebrød*', 'stjerneskud*', 'frikadelle*', 'flæskesteg*', 'fisk',
      'fisken', 'fiskeret*', 'rødspætte*', 'laks', 'laksen', 'rejer', 'rejerne', 'kylling*', 'oksekød', 'okseføl*', 'oksefilet*', 'filet*', '*fileten', 'kød', 'kødet',
      'menu', 'menuen', 'menukort*', 'frokostmenu*', 'aftenmenu*', 'portion*', 'køkken', 'køkkenet', 'køkkenets', 'køkkenchef*', 'kokken', 'kokkene', 'kok', 'kokke', 'brød', 'brødet', 'rundstykke*',
      'croissant*', 'snegl', 'sneglen', 'snegle', '*snegl', '*sneglen', '*snegle', 'wienerbrød*', 'tærte*', 'suppe*', 'salat*', 'pommes*', 'fritter', 'pølse*',
      'tapas', 'nachos', 'tacos', 'ramen', 'nudler', 'vegansk*', 'vegetar*', 'glutenfri*', '+hjemmebag*', '+hjemmelav*', 'tilberedt', 'tilbehør*', 'sovs*', 'sauce*',
      'bearnaise*', 'råvare*', 'æg', 'æggene', 'bacon', 'pandekage*', 'vaffel', 'vafler', 'isen', 'flødeboller', 'bagværk*', 'buffet', 'stegt', 'spise', 'spiste',
      'spist', 'takeaway', 'take away',
      'tebirkes', 'birkes', 'spandauer*', 'kanelsnegl*', 'rugbrød*', '*rugbrød', 'franskbrød*', 'bolle', 'bollen', 'boller', 'bollerne', '*bolle', '*bollen', '*boller',
      'scones', 'muffin*', 'cookie*', 'brownie*', 'cheesecake*', 'drømmekage*', 'madpakke*', 'pålæg*', 'toast', 'toasten', 'toasts', 'panini*', 'wrap', 'wraps', 'bagel*',
      'æggekage*', 'stegt flæsk', 'flæsk', 'hakkebøf*', 'entrecote*', 'mørbrad*', 'kalvekød', 'kalvefilet*', 'lam', 'lammet', 'lammekølle*', 'lammekrone*', 'svinekød',
      'ribben*', 'spareribs', 'kyllingevinger', 'torsk*', 'sild', 'silden', 'sildemad*', 'hummer*', 'muslinger', 'skaldyr*', 'ost', 'osten', 'oste', 'ostene',
      'ostebord*', 'kartofler', 'kartoflerne', 'kartoffel*', 'grøntsager*', 'softice', 'flødeis', 'gelato', 'vaffelis', '+friskbag*', '+nybag*', 'pomfrit*',
      'madoplevelse*', '-gennemstegt', '-overstegt', '-understegt', '+mættende', '+velsmagende', '-smagløs*', '~smag*', '~lækker*', '~lækre', '+velsmag*',
      '-gik sultne hjem', '-sultne hjem', '-stadig sultne',
      '+lige ud af ovnen', '+lige kommet ud af ovnen', '+frisk fra ovnen', '+friske fra ovnen', '+direkte fra ovnen', '+varm fra ovnen', '+varme fra ovnen', '+smeltede på tungen',
      '+smelter på tungen', '+smeltede i munden', '+smelter i munden', '-svømmede i fedt', '-svømmer i fedt', '-flød i fedt', '-dryppede af fedt', '-tygge på en skosål',
      '-som en skosål',
      '-kogt i smadder', '-kogt til mos', '-varmet i mikro*', '-varmet op i mikro*', '-genopvarmet i mikro*', '+lavet fra bunden', '+laves fra bunden', '+alt fra bunden',
      '-svedt ost',
      '-lyserød indeni', '-lyserød i midten', '-kyllingen var lyserød',
      'lasagne*', 'risotto*', 'kebab*', 'durum*', 'falafel*', 'falaflen', 'curry*', 'karry*', 'wok', 'wokken', 'wokret*', 'æbleskive*', 'tartelet*', 'biksemad*', 'pad thai',
      'dumpling*', 'hotdog*', 'shawarma*', 'bolognese*', 'brunsviger*', '*frikadeller', '*frikadellerne', 'softicen',
      '-kødet var gråt', '-gråt kød', '-bøffen var grå',
      // Food from a bag, packet or powder ('posesovs', 'mos af pulver', 'halvfabrikata'): a complaint about the food.
      '-posesovs*', '-pakkesovs*', '-pulversovs*', '-sovs fra pakke*', '-sovs fra en pakke', '-sovs af pulver', '-pulvermos', '-kartoffelmos af pulver', '-mos af pulver', '-mos fra pakke*',
      '-posesuppe*', '-pakkesuppe*', '-suppe fra pose', '-suppe fra pakke', '-pulveræg', '-røræg af pulver', '-røræg fra pakke*', '-æg fra pakke*', '-æg fra karton', '-halvfabrikat*', '-færdigkøbt*',
    ],
    coffee: [
      'kaffe', 'kaffen', 'kaffes', '*rkaffe', '*lkaffe', '*ekaffe', '*nkaffe', '*tkaffe', '*dkaffe', 'iskaffe', '*dagskaffe', '*kaffen', 'kaffekop*', 'kaffebønne*',
      'kaffedrik*', 'kaffeglad*', 'latte*', '*latte', '*elatten', '*ilatten', '*alatten', '*olatten', 'cappuccino*', 'espresso*', 'cortado*', 'flat white', 'americano*',
      'macchiato*', 'mocca*',
      'te', 'teen', 'chai*', 'bønnerne', 'kop kaffe',
      'mælkeskum*', 'latte art',
      'cappucino*', 'capuccino*', 'capucino*', 'expresso*',
      // Instant and machine coffee named as such ('pulverkaffe', 'instant kaffe', 'automatkaffe'): a complaint about the coffee.
      '-pulverkaffe*', '-pulver-kaffe*', '-instant kaffe', '-instantkaffe*', '-instant-kaffe*', '-nescafé', '-nescafe', '-opløselig kaffe', '-opløseligt kaffe', '-automatkaffe*', '-kaffe fra en automat', '-kaffe fra automaten',
      // Chai is tea, and what it tasted of tells of the drink.
      'chai', 'chai latte', 'chailatte',
      '-smagte af varm mælk', '-mest smagte af varm mælk', '-smagte mest af varm mælk',
    ],
    drinks: [
      // Cordials and beers by name ('hyldeblomstsaft', 'en iskold Tuborg'): the drinks.
      'hyldeblomstsaft*', 'æblesaft*', 'solbærsaft*', 'rabarbersaft*', 'en tuborg', 'en carlsberg', 'tuborg classic', '+iskold tuborg', '+iskolde tuborg', '+iskold carlsberg', '+kold tuborg',
      // Juice praised as freshly pressed ('friskpresset juice', 'juicen var friskpresset').
      '+friskpresset juice', '+friskpressede juice', '+friskpresset appelsinjuice', '+friskpresset æblejuice', '+nypresset juice', '+nypresset appelsinjuice',
      // Drinks vocabulary: grape varieties, wine regions and styles, beer styles, spirits and cocktails, soft drinks.
      'riesling*', 'chardonnay*', 'sauvignon*', 'pinot*', 'merlot*', 'cabernet*', 'syrah*', 'shiraz*', 'tempranillo*', 'sangiovese*', 'nebbiolo*', 'grenache*',
      'malbec*', 'zinfandel*', 'primitivo*', 'gewürztraminer*', 'grüner veltliner', 'chenin*', 'viognier*', 'albariño*', 'barolo*', 'chianti*', 'rioja*', 'amarone*',
      'chablis*', 'sancerre*', 'cava', 'prosecco*', 'crémant*', 'naturvin*', 'orangevin*', 'portvin*', 'sherry*', 'gløgg*', 'snaps*', 'akvavit*', 'gin og tonic',
      'gin tonic', 'whisky*', 'vodka*', 'aperol*', 'spritz*', 'mojito*', 'margarita*', 'negroni*', 'espresso martini', 'moscow mule', 'ipa', 'ipa\'en', 'pale ale',
      'pilsner*', 'pils', 'stout*', 'porter', 'weissbier', 'julebryg*', 'påskebryg*', 'mikrobryg*', 'craft beer', 'specialøl', 'ølsmagning*', 'hyldeblomst*',
      'saftevand', 'danskvand', 'kildevand', 'kombucha*', 'ingefærshot*', 'kakaomælk', 'cocio',
      // Wave 4: praise as people put it.
      '+hjemmelavet lemonade', '+hjemmelavede lemonade', '+hjemmelavet limonade', '+hjemmelavet saft', '+hjemmelavet iste', '+hjemmelavet ice tea', '+hjemmelavet sodavand', '+hjemmelavet ingefærshot', '+friskpresset', '+på fad', '-vinen passede ikke', '-vinen passede slet ikke', '-vinen passer ikke', '-vinen passer slet ikke', '-vinen passede overhovedet ikke', '+vinen passede perfekt', '+vinen passede perfekt til',
      'drink', 'drinks', 'drinksene', 'drikkevare*', 'drikke', 'vin', 'vinen', 'vine', 'vinene', '*vin', '*vinen', 'vinkort*', 'vinmenu*', 'vinanbefaling*', 'vinliste*',
      'øl', 'øllen', 'øllet', '*øl', '*aøllen', '*bøllen', '*døllen', '*eøllen', '*føllen', '*gøllen', '*høllen', '*iøllen', '*jøllen', '*løllen', '*nøllen', '*oøllen', '*pøllen', '*røllen', '*søllen', '*tøllen', '*uøllen', '*vøllen', '*yøllen' /* not 'køllen' (a drumstick), 'møllen' (the mill) */, 'fadøl*', 'cocktail*', 'juice*', 'saft*', 'sodavand*', 'smoothie*', 'lemonade*', 'cider', 'champagne', 'bobler',
      'kakao*', 'varm chokolade', 'baren', 'bartender*', '~bar',
      // Juice by its fruit ('appelsinjuicen', 'æblejuice'), and juice poured from a carton: a complaint about the drink.
      '*juice', '*juicen', '-kartonjuice*', '-karton-juice*', '-juice fra karton', '-juice fra kartonen', '-juicen var fra karton', '-juicen kom fra karton', '-juice fra en karton', '-juice af koncentrat', '-saftevand fra dunk', '-juice fra dunk',
      'cola', 'colaen',
      // The house wine by the glass.
      'husets hvide', 'husets røde', 'husets vin', 'glas hvid', 'glas rød', 'husets rosé',
    ],
    breakfast: [
      // Nobody refilling the buffet ('ingen fyldte op', 'ingen der fyldte på').
      '-ingen fyldte op', '-ingen der fyldte op', '-ingen fyldte på', '-ingen der fyldte på', '-ingen fik fyldt op', '-blev ikke fyldt på', '-ikke mere brød', '-intet brød tilbage', '-ikke mere tilbage kl',
      // Regional and slang words for breakfast.
      'davre', 'davren', 'morgenkomplet*', 'morgenanretning*',
      'morgenmad*', 'morgenbuffet*', '*morgenbuffet', 'morgenbord*', 'brunch*', '*brunch', '*brunchen', 'buffeten', 'morgen-buffet*',
      // Breakfast run out before it closed ('allerede ved 9-tiden var der hverken æg eller bacon tilbage', 'buffeten var tom'): a complaint about the breakfast.
      '-hverken æg eller *', '-hverken bacon eller *', '-hverken * eller æg', '-hverken * eller bacon', '-hverken rugbrød eller *', '-ingen æg tilbage', '-ingen bacon tilbage', '-intet bacon tilbage', '-ikke flere æg', '-ikke mere bacon', '-ikke flere pølser', '-ikke mere rugbrød',
      '-æggene var væk', '-æggene var slut', '-æggene var sluppet op', '-æggene var taget', '-baconen var væk', '-baconen var slut', '-bacon var slut', '-baconen var sluppet op', '-bacon var sluppet op', '-løbet tør for æg', '-løbet tør for bacon', '-løb tør for bacon', '-tomt for æg', '-tomt for bacon',
      '-buffeten var tom', '-buffeten var næsten tom', '-buffeten var halvtom', '-buffeten var tømt', '-buffeten var plyndret', '-buffeten var allerede tom', '-tomme fade på buffeten', '-tomme skåle på buffeten', '-ikke blevet fyldt op', '-fyldte ikke op', '-fyldte ikke på', '-blev aldrig fyldt op',
      '-morgenmaden lukkede', '-morgenmaden lukker', '-morgenbuffeten lukkede', '-morgenbuffeten lukker allerede', '-morgenbuffeten var ribbet', '-buffeten var ribbet', '-løb tør for æg', '-æggene løb tør', '-æggene slap op', '-brødet var sluppet op', '-brødet var sluppet', '-brødet slap op', '-der kom ikke flere', '-blev ikke fyldt op', '-nåede ikke morgenmaden',
    ],
    selection: [
      // A small or limited menu ('menuen er lidt for lille') is the choice, not the food; goods missing ('der manglede mange varer').
      '-menuen er lidt for lille', '-menuen er for lille', '-lille menu', '-begrænset menu', '-manglede mange varer', '-mangler varer',
      // One dish for those who cannot eat the rest: 'der var præcis én ret hun kunne vælge'.
      '-præcis én ret', '-præcis en ret', '-kun én ret', '-kun en ret', '-én ret at vælge', '-én ret hun kunne vælge', '-én ret jeg kunne vælge', '-en ret hun kunne vælge', '-en ret jeg kunne vælge', '-én vegetarret', '-kun én vegetar*', '-kun en vegetar*',
      // Nothing vegan, vegetarian or gluten-free to be had ('overhovedet intet vegansk på kortet', 'ikke engang havremælk'): the range.
      '-intet vegansk', '-ikke noget vegansk', '-ingenting vegansk', '-ingen veganske', '-intet vegetarisk', '-ikke noget vegetarisk', '-ingen vegetariske', '-intet glutenfrit', '-ikke noget glutenfrit', '-ingen glutenfri', '-intet laktosefrit', '-ikke noget laktosefrit',
      '-ikke engang havremælk', '-ingen havremælk', '-ikke engang sojamælk', '-ingen plantemælk', '-ikke engang plantemælk', '-ikke engang en vegetarret', '-ikke engang en vegetarisk', '-ikke engang en vegansk',
      // No sizes above or below one ('de havde intet over 42', 'ikke noget i str 44'), and no word of when more would come in.
      '-havde intet over', '-har intet over', '-havde ikke noget over', '-har ikke noget over', '-havde intet under', '-har intet under', '-havde ikke noget under', '-har ikke noget under',
      '-intet i str', '-ikke noget i str', '-ingen i str', '-intet i størrelse', '-ikke noget i størrelse', '-ingen i størrelse', '-havde ikke str', '-havde ikke størrelse', '-har ikke str', '-har ikke størrelse', '-ikke i str',
      '-hvornår der kom flere hjem', '-hvornår der kommer flere hjem', '-hvornår de kom hjem igen', '-hvornår de kommer hjem igen', '-hvornår de fik flere hjem', '-hvornår de får flere hjem', '-hvornår de ville komme hjem',
      // Not a single pastry left by ten ('der var ikke et eneste wienerbrød tilbage, kun rugbrød i kurven').
      '-ikke et eneste * tilbage', '-ikke ét eneste * tilbage', '-ikke et eneste wienerbrød', '-ikke en eneste croissant', '-ikke en eneste bolle', '-ikke et eneste rundstykke', '-ikke en eneste kage', '-ikke en eneste snegl', '-ikke et eneste stykke kage', '-ikke flere wienerbrød', '-ingen wienerbrød tilbage', '-ingen snegle tilbage', '-ingen rundstykker tilbage', '-kun rugbrød tilbage', '-kun rugbrød i kurven',
      // Spoilt for choice ('her kunne jeg vælge mellem fem glutenfri kager'): the range.
      'vælge mellem', 'kunne vælge mellem', 'kan vælge mellem', '+kunne vælge mellem flere', '+kan vælge mellem flere', '+kunne vælge mellem fem', '+kunne vælge mellem mange', '+kan vælge mellem mange', '+kan man vælge mellem mange', '+kunne man vælge mellem mange', '+kan man vælge mellem flere', '+kunne man vælge mellem flere', '+kunne jeg vælge mellem mange', '+kunne jeg vælge mellem flere', '+kunne vi vælge mellem mange', '+kunne vi vælge mellem flere',
      // An empty shelf told in the present ('hylden er bare tom'), a range cut down to nothing, a menu that has shrunk, dishes gone by seven.
      '-hylden er tom', '-hylden er bare tom', '-hylden er altid tom', '-hylden er helt tom', '-hylden var bare tom', '-hylden var helt tom', '-hylden stod tom', '-hylderne er tomme', '-hylderne er bare tomme', '-hylderne er halvtomme', '-hylderne stod tomme', '-tom hylde', '-*hylden er tom', '-*hylden var tom', '-*hylden ned til', '-*hylderne er tomme',
      '-skåret ned på udvalget', '-skåret ned på sortimentet', '-skåret ned på menuen', '-skåret ned på kortet', '-ned til næsten ingenting', '-ned til ingenting',
      '-kortet er skrumpet', '-menuen er skrumpet', '-menukortet er skrumpet', '-udvalget er skrumpet', '-sortimentet er skrumpet', '-kortet er blevet mindre', '-menuen er blevet mindre', '-udvalget er blevet mindre', '-skrumpet ind til * retter',
      '-der ikke mere af', '-var der ikke mere af', '-var der ikke flere af', '-er der ikke mere af', '-var der ikke mere tilbage af', '-ikke flere tilbage',
      '-ikke noget at vælge imellem', '-intet at vælge imellem', '-ingenting at vælge imellem', '-hvis man ikke bruger str', '-medmindre man bruger str', '-hvis du ikke bruger str',
      '-er revet væk', '-er altid revet væk', '-er tit revet væk', '-er de revet væk', '-revet væk inden', '-er sluppet op', '-var sluppet op', '-tit sluppet op', '-altid sluppet op', '-sluppet op for', '-slap op for',
      // A shop with plenty of local goods ('masser af lokale varer'): the range praised.
      '+masser af lokale varer', '+masser af lokale produkter', '+mange lokale varer', '+mange lokale produkter', '+masser af varer', '+masser af spændende varer', 'lokale varer', 'lokale produkter',
      // things one did not know one needed ('alt muligt man ikke vidste man manglede'): the range praised.
      '+man ikke vidste man manglede', '+man ikke vidste at man manglede', '+man ikke anede man manglede', '+man ikke vidste man havde brug for', '+man ikke vidste at man havde brug for', '+man ikke anede man havde brug for', '+du ikke vidste du manglede', '+du ikke vidste at du manglede', '+du ikke vidste du havde brug for', '+jeg ikke vidste jeg manglede', '+jeg ikke vidste jeg havde brug for', '+med alt muligt', '+har alt muligt', '+alt muligt mellem himmel og jord', '+alverdens ting', '+alskens ting', '+alt fra skruer til',
      // Having simply everything, with the filler ('de har bare ALT', 'de har sgu alt', 'de har simpelthen det hele').
      '+de har bare alt', '+har bare alt', '+har simpelthen alt', '+de har simpelthen alt', '+de har jo alt', '+har jo alt', '+har absolut alt', '+har sgu alt', '+har sku alt', '+de har det hele', '+har bare det hele', '+har simpelthen det hele',
      // Not in the colour or size one wanted: the range ('de havde ikke den lilla farve').
      '-havde ikke farven', '-havde ikke den farve', '-ikke havde den * farve', '-havde ikke den * farve', '-havde de ikke den * farve', '-havde ikke * farve', '-havde ikke størrelsen', '-havde ikke min størrelse', '-ikke havde min størrelse', '-ikke havde størrelsen', '-udsolgt i min størrelse', '-ikke i min størrelse',
      // Having nearly everything ('de har stort set alt', 'her har de alt'): the range praised ('de har alt for …' is 'too …', so not bare 'de har alt').
      '+de har næsten alt', '+de har stort set alt', '+har stort set alt', '+har næsten alt', '+har vitterlig alt', '+her har de alt', '+hvor de har alt', '+alt hvad man kan ønske sig', '+alt man kan ønske sig',
      // 'De har alt' told with its emphasis ('de har alt, virkeligt alt, lige fra skruer til kagedåser'), and the very size one was after.
      '+har alt virkeligt alt', '+har alt virkelig alt', '+alt lige fra', '+har alt lige fra', '+lige præcis den størrelse', '+præcis den størrelse jeg', '+den størrelse jeg ledte efter', '+lige den størrelse jeg',
      // Not enough of a thing in stock ('der var kun 6 nøgler af farven og jeg skulle bruge 9').
      '-kun * nøgler af', '-der var kun * af farven', '-kun * tilbage af', '-ikke nok på lager', '-havde ikke nok på lager', '-ikke nok af farven', '-ikke nok nøgler', '-ikke nok i min størrelse',
      // The counter emptied early ('halvdelen af kagerne i montren var væk allerede kl 11').
      '-i montren var væk', '-montren var tom', '-montren var halvtom', '-halvtom montre', '-tom montre', '-tomt i montren', '-næsten tomt i montren', '-tomme hylder',
      // Things not found elsewhere, and the grudging 'de har tingene': selection praise.
      '+man ikke kan finde andre steder', '+som man ikke kan finde andre steder', '+man ikke kan få andre steder', '+man ikke får andre steder', '+ikke findes andre steder', '+de har tingene', '+de har varerne', '+de har det man skal bruge', '+de har hvad man skal bruge', '+de har alt hvad man skal bruge',
      // Selection: 'næsten ingen glutenfri varer i butikken'.
      '-næsten ingen * * i butikken', '-næsten ingen * på hylderne', '-næsten ingen * * på hylderne', '-næsten ingen * at vælge imellem',
      '-næsten ingen * * at vælge imellem',
      // Selection: 'sortering' and 'sortiment', 'næsten ingen varer i butikken', 'det meste skal bestilles hjem', shelves that bulge.
      'sortering', 'sorteringen', 'varesortiment*', '+god sortering', '+stor sortering', '+flot sortering', '+bred sortering', '+godt sorteret', '+velsorteret',
      '+godt assorteret', '+stort sortiment', '+bredt sortiment', '+kæmpe sortiment', '+fyldte hylder', '+hylderne bugner', '+bugnende hylder',
      '-lille sortering', '-næsten ingen * i butikken', '-næsten intet i butikken', '-næsten ingenting i butikken', '-næsten ingen varer',
      '-næsten ingenting på hylderne', '-det meste skal bestilles', '-alt skal bestilles hjem', '-skal bestilles hjem', '-skulle bestilles hjem',
      '-måtte bestilles hjem', '-har de ikke hjemme', '-havde de ikke hjemme', '-kun det mest basale', '-få varer', '-meget få varer', '-ikke mange varer',
      '-sparsomt udvalg', '-sparsomt sortiment', '-begrænset sortiment', '-smalt sortiment', '-skrabet udvalg', '-skrabet sortiment',
      // Wave 4: praise as people put it.
      '+man ikke finder andre steder', '+man ikke finder andetsteds', '+som man ikke finder andre steder', '+man ikke ser andre steder', '+har virkelig alt', '+har alt hvad man', '+har alt hvad hjertet', '+har alt mellem himmel og jord', '+alt mellem himmel og jord', '-udvalget er ikke så stort', '-udvalget var ikke så stort', '-udvalget er ikke stort', '-udvalget var ikke stort', '-udvalget er ikke særlig stort', '-udvalget var ikke særlig stort',
      'udvalg af', 'udvalg i', 'udvalget af',
      'udvalg', 'udvalget', '*udvalg', '*udvalget', 'sortiment*', '-udsolgt', 'på lager', 'valgmulighed*', '~muligheder', '~mulighed', '~varieret', '~variation',
      'at vælge imellem', 'at vælge mellem', 'at vælge i', 'vælge imellem', 'min størrelse', 'i min størrelse', 'størrelser', 'størrelserne', 'hylder', 'hylderne',
      '-halvtom*', '-udsolgte', '-løbet tør', '-løb tør', '-havde ikke mere', '+det jeg ledte efter', 'det vi ledte efter', 'det jeg søgte', '-ikke meget tilbage',
      '-intet tilbage', '-ikke mere tilbage', '+alt hvad hjertet begærer',
      '-lidt på lager', '-intet på lager', '-havde ikke den', '-havde ikke det', 'veganske muligheder', 'vegetariske muligheder', 'glutenfri muligheder', '+bredt udvalg',
      '+stort udvalg', 'lille udvalg', 'begrænset udvalg', 'vareudvalg*', '~alsidig*', '~velassorteret', '~forskellige',
      '-kort vinkort', '-vinkortet er kort', '-kort menu', '-menuen er kort',
      '-kun to slags', '-kun tre slags', '-kun én slags', '-kun en slags', '-kun * slags', '-få slags', '+mange slags', '+mange forskellige slags', '+flere slags',
      '+alle mulige slags', 'forskellige slags', '-alt var revet væk', '-var revet væk', '-allerede revet væk', '-montren var næsten tom',
      '-tomme montre*', 'veganske alternativer', 'vegetariske alternativer', 'glutenfri alternativer', 'vegetarisk alternativ',
      'vegansk alternativ', '~alternativer', '-var udgået', '-er udgået', '-udgået af sortimentet', '+kæmpe udvalg', '+kæmpestort udvalg', '+enormt udvalg', '+vildt udvalg',
      '-ingen kager tilbage', '-ingen boller tilbage', '-intet brød tilbage', '-ingen croissanter tilbage', '-næsten ingen tilbage', '-ikke mange tilbage',
      '-hylden var tom', '-hylderne var tomme', '-hylderne var halvtomme', '-ikke fået hjem siden', '-har vi ikke fået hjem', '-det har vi stoppet med', '-det har vi sluttet med', '-dem fører vi ikke længere', '-næsten aldrig min størrelse',
      // Things one does not find just anywhere are praise of the range.
      '+ting man ikke lige finder', '+man ikke lige finder', '+man ikke lige finder andre steder', '+ting man ikke finder andre steder',
    ],
    service: [
      // Going out of one's way ('de gjorde alt for at vi skulle have det godt'): the service praised, not 'alt for' (too).
      '+gjorde alt for at', '+gør alt for at',
      // Looked after ('der blev taget godt hånd om os'), or made to feel a nuisance ('som en klods om benet'), nobody asking.
      '+taget godt hånd om', '+tog godt hånd om', '+taget rigtig godt hånd om', '-klods om benet',
      // Ignored or left unanswered told without 'service' ('vi blev totalt ignoreret', 'ingen svarede på mine mails').
      '-blev totalt ignoreret', '-blev fuldstændig ignoreret', '-ingen svarede på',
      // Nobody offering to order the thing in: 'Ingen tilbød at bestille det hjem til mig'.
      '-ingen tilbød at bestille', '-ingen tilbød at skaffe', '-ingen tilbød at hjælpe', '-tilbød ikke at bestille', '-ingen tilbød at ringe', '-ingen tilbød mig',
      // Looked after all evening, glasses topped up before they ran dry ('blev passet og plejet', 'glassene blev fyldt op inden de nåede at blive tomme').
      '+passet og plejet', '+blev passet og plejet', '+passede godt på os', '+uden at det blev anmassende', '+uden at være anmassende', '+uden at det blev for meget',
      '+glassene blev fyldt op', '+glassene blev fyldt', '+vandglassene blev fyldt', '+vinglassene blev fyldt', '+blev glassene fyldt op', '+fyldte glassene op', '+fyldte vores glas op', '+fyldte op i glassene', '+fyldt op inden de', '+inden de nåede at blive tomme', '+før de nåede at blive tomme', '+aldrig tomme glas', '+aldrig et tomt glas',
      // Waiting for a reply to a complaint ('still waiting for a reply'): how the complaint was handled, not a wait at the place.
      '-venter på svar', '-venter stadig på svar', '-venter stadigvæk på svar', '-venter på at høre fra',
      // Service said to be nil ('nul service', 'servicen var lig nul'): the service.
      '-nul service', '-service nul', '-servicen var nul', '-service lig nul', '-servicen er lig nul', '-servicen var lig nul', '-service lig med nul', '-servicen var lig med nul',
      // A hard sell ('de prøvede hele tiden at sælge mig produkter', 'ville bare prakke mig noget på'): the service.
      '-prøvede at sælge mig', '-prøvede hele tiden at sælge', '-forsøgte at sælge mig', '-forsøgte hele tiden at sælge', '-ville bare sælge', '-prakke mig', '-prakkede mig', '-prakke os', '-prakkede os', '-salgspres', '-pressede mig til at købe', '-pressede på for at sælge',
      // a forgotten drink is the service, not the drinks ('tjeneren glemte to af vores øl').
      '-glemte vores øl', '-glemte * af vores øl', '-glemte to øl', '-glemte vores fadøl', '-glemte fadøllen', '-glemte øllen', '-glemte øllene', '-glemte vores drinks', '-glemte drinksene', '-glemte vinen', '-glemte vores vin', '-glemte rødvinen', '-glemte hvidvinen', '-glemte vandet', '-glemte vores vand', '-glemte vandkaraffen', '-glemte sodavanden', '-glemte vores sodavand', '-glemte drikkevarerne', '-glemte vores drikkevarer', '-glemte at komme med vores øl', '-glemte at komme med vinen',
      '-selv at gå op til baren', '-selv gå op til baren', '-selv gik op til baren', '-selv op til baren', '-selv hente i baren', '-selv hente ved baren', '-selv hente vores øl', '-selv hente drikkevarer', '-hente dem selv i baren', '-hente dem selv ved baren',
      // A shrug of an answer from the staff ('det er der ikke så meget at gøre ved', 'det kan vi ikke gøre noget ved').
      '-det er der ikke så meget at gøre ved', '-det er der ikke noget at gøre ved', '-det er der ikke meget at gøre ved', '-det kan vi ikke gøre noget ved', '-det kan vi ikke gøre så meget ved', '-det kan vi desværre ikke gøre noget ved', '-der er ikke noget vi kan gøre', '-der er ikke så meget vi kan gøre', '-det er ikke noget vi kan gøre noget ved',
      // Help named with its praise ('fik super hjælp af Birthe', 'kæmpe hjælp').
      '+super hjælp', '+fik super hjælp', '+kæmpe hjælp', '+fik kæmpe hjælp', '+fantastisk hjælp', '+fin hjælp', '+stor hjælp', 'rigtig god hjælp', 'fik hjælp af', 'fik god hjælp af', '+fik super hjælp af', '+supergod hjælp', '+fremragende hjælp', '+kanon hjælp',
      // Wrong advice in a shop.
      '-anbefalede den forkerte', '-fik anbefalet den forkerte', '-fik anbefalet forkert',
      // A standing order forgotten ('har to gange glemt den vegetariske'); having to remind them.
      '-glemt den vegetariske', '-glemte den vegetariske', '-glemt vores bestilling', '-glemte vores bestilling', '-glemt min bestilling', '-glemte min bestilling', '-to gange har glemt', '-har glemt den', '-måtte minde dem om', '-måtte minde tjeneren om', '-skulle minde dem om', '-måtte minde om',
      // Welcomed like regulars; a waiter who passed twice in two hours, so one went to the bar to pay oneself.
      '+taget imod som var vi stamgæster', '+taget imod som stamgæster', '+som var vi stamgæster', '+som om vi var stamgæster', '+behandlet som stamgæster', '+følte os som stamgæster', '+taget imod som gamle venner', '-kom forbi * gange på * timer', '-kom kun forbi * gange', '-gik vi selv op til baren', '-gik selv op til baren', '-selv op til baren for at betale', '-selv op i baren for at betale', '-måtte selv gå op og betale', '-gik selv op og betalte', '-snakkede videre med sin kollega', '-snakkede videre med kollegaen', '-snakkede videre med', '-fortsatte med at snakke med sin kollega',
      // Walking off mid-question ('og så var han væk ud på lageret'), leaving one to google it oneself: the service.
      '-så var han væk', '-så var hun væk', '-og så var han væk', '-og så var hun væk', '-så var han smuttet', '-så var hun smuttet', '-forsvandt ud på lageret', '-forsvandt ud bagved', '-forsvandt ud bag', '-væk ud på lageret', '-måtte google det selv', '-måtte selv google', '-måtte google det', '-måtte selv finde ud af det', '-måtte finde ud af det selv',
      // Advice that does not push the dearest item ('anbefalede ikke bare den dyreste').
      '+anbefalede ikke bare den dyreste', '+ikke bare den dyreste', '+prøvede ikke at sælge mig den dyreste', '+uden at sælge mig den dyreste', '+uden at prakke mig',
      // Nobody saying a word about the delay ('ingen sagde noget undervejs om at de var forsinket'), and a room decorated unasked as praise of the staff.
      '-ingen sagde noget undervejs', '-uden at nogen sagde noget', '-uden at nogen sagde noget om', '-ingen sagde noget om at', '-ingen informerede os', '-ingen informerede', '-fik ingen besked om',
      // Service praised or cursed in one compound ('kanonservice', 'topservice', 'lorteservice').
      '+kanonservice', '+topservice', '+top-service', '+superservice', '+super-service', '+guldservice', '+luksusservice', '+førsteklasses service', '-lorteservice', '-skodservice', '-nulservice', '-elendigservice',
      // Help refused by a finger pointed at a shelf and a return to the phone ('pegede på en hylde og gik tilbage til sin telefon').
      '-pegede på en hylde', '-pegede hen mod en hylde', '-pegede over mod en hylde', '-pegede på en reol', '-gik tilbage til sin telefon', '-gik tilbage til telefonen', '-gik tilbage til sin mobil', '-gik tilbage til mobilen', '-vendte tilbage til sin telefon', '-gik videre med sin telefon',
      // Ignored at the counter or the door, told without 'service' ('uden at nogen så op fra telefonen', 'ingen tog imod os, vi stod bare i døren').
      '-uden at nogen så op', '-uden at nogen kiggede op', '-ingen så op', '-ingen kiggede op', '-så ikke engang op', '-kiggede ikke engang op', '-så ikke op fra telefonen', '-kiggede ikke op fra telefonen', '-ingen tog imod os', '-ingen tog imod', '-ingen kom og tog imod os', '-ingen kom hen til os', '-ingen kom hen til mig', '-stod bare i døren', '-stod i døren i', '-stod og ventede i døren', '-blev ikke budt velkommen',
      // Nobody offering a drink during a long sitting ('ingen spurgte om jeg ville have noget at drikke'): the service, not the drinks.
      '-ingen spurgte om jeg ville have noget at drikke', '-ingen spurgte * om jeg ville have noget at drikke', '-ingen spurgte om vi ville have noget at drikke', '-ingen tilbød mig noget at drikke', '-ingen tilbød os noget at drikke', '-ikke tilbudt noget at drikke', '-blev ikke tilbudt noget at drikke', '-fik ikke tilbudt noget at drikke', '-ikke engang tilbudt et glas vand', '-ikke engang et glas vand', '-ikke så meget som et glas vand',
      // Asking for help and getting a shrug without a look up from the till ('uden at de kigger op fra kassen').
      '-uden at de kigger op', '-uden at de kiggede op', '-uden at hun kiggede op', '-uden at han kiggede op', '-uden at hun kigger op', '-uden at han kigger op', '-uden at se op fra kassen', '-det står derovre et sted', '-det står derhenne et sted', '-det står der et sted', '-selv op og spørge', '-måtte selv op og spørge', '-selv gå op og spørge', '-selv hente mere kaffe', '-selv op og bede om',
      // Staff doing nothing about a noisy party or a request ('uden at nogen fra personalet bad dem skrue ned'): the service.
      '-uden at nogen fra personalet', '-uden at personalet gjorde noget', '-uden at personalet greb ind', '-uden at nogen greb ind', '-ingen greb ind', '-ingen fra personalet greb ind', '-uden at nogen bad dem skrue ned', '-ingen bad dem skrue ned', '-ingen bad dem dæmpe sig', '-personalet gjorde ingenting', '-personalet gjorde intet', '-personalet gjorde ikke noget', '-rengøringen var gået hjem', '-rengøringen er gået hjem', '-rengøringen havde fri',
      // Not even a gesture on the house, or an offer to help ('ikke så meget som en kop kaffe på huset'): the service, not the coffee or the price.
      '-ikke så meget som en kop kaffe', '-ikke engang en kop kaffe', '-ikke så meget som en kaffe', '-ikke engang en kaffe', '-ikke så meget som en dessert', '-ikke engang en dessert', '-ikke så meget som et glas vin', '-ikke engang et glas vin', '-intet på huset', '-ikke noget på huset', '-ikke engang noget på huset', '-ikke engang et tilbud om', '-ikke så meget som et tilbud om', '-ikke et tilbud om', '-ikke engang tilbudt at',
      // Service: help got or not got
      'god hjælp', 'hjælp at hente', 'hjælp at få', 'fik hjælp', 'fik god hjælp', 'fik man hjælp', 'hjælpen',
      // Service: help impossible to find, nobody clearing the tables; nostalgia ('før i tiden fik man god hjælp') names what is lacking now.
      '-umuligt at finde nogen', '-umuligt at finde en ansat', '-umuligt at finde en medarbejder', '-umuligt at finde personale', '-umuligt at finde en ekspedient',
      '-umuligt at få fat i nogen', '-umuligt at få hjælp', '-umuligt at få øjenkontakt', '-svært at finde nogen', '-svært at finde en ansat',
      '-svært at finde personale', '-svært at få hjælp', '-svært at få fat i nogen', '-kunne ikke finde nogen', '-kunne ikke finde en ansat', '-ikke til at finde nogen',
      '-ikke en ansat at se', '-ingen ansatte at se', '-intet personale at se', '-ingen ansatte på gulvet', '-ledte efter en ansat',
      '-ledte efter nogen der kunne hjælpe', '-måtte lede efter personale', '-ingen ryddede bordene', '-ingen ryddede af', '-ingen kom og ryddede', '-ingen der ryddede',
      '-ryddede ikke af', '-ryddede aldrig af', '-bordene blev ikke ryddet', '-blev ikke ryddet af', '-måtte selv rydde', '-måtte rydde bordet selv',
      '-selv rydde bordet', '-måtte selv tørre bordet af',
      // Staff faults told by deeds: on the phone, a sigh for an answer, laughed at us, three words, knew nothing, cannot do the job, treated as a favour, dismissive answers.
      '-ikke andre der har klaget', '-ingen andre har klaget', '-ingen andre der har klaget', '-ikke nogen andre der har klaget', '-det har ingen andre klaget over',
      '-har ingen andre klaget over', '-ikke mit problem', '-ikke vores problem', '-ikke hans problem', '-ikke hendes problem', '-ikke deres problem',
      '-ikke min afdeling', '-ikke mit bord', '-det må du tage op med', '-det må du klage til', '-det kan jeg ikke gøre noget ved',
      '-det er bare sådan det er', '-sådan er det bare', '-sådan er reglerne', '-det er reglerne', '-det bliver når det bliver', '-det kommer når det kommer',
      '-så må du gå et andet sted hen', '-så må i gå et andet sted hen', '-så kan du jo handle et andet sted', '-så må du jo gå', '-ikke var hans problem',
      '-ikke var hendes problem', '-ikke var mit problem', '-ikke var deres problem', '-ikke var vores problem', '-ikke er mit problem', '-ikke er hans problem',
      '-ikke er hendes problem', '-ikke er vores problem', '-ikke er deres problem', '-ikke var hendes afdeling', '-ikke var hans afdeling', '-ikke var min afdeling',
      '-ikke er min afdeling',
      // Irony closing a complaint: 'held og lykke med parkeringen', 'tak for lidt', 'smart forretningsmodel'.
      '-held og lykke med at få fat i nogen', '-held og lykke med at få fat på nogen', '-held og lykke med at komme igennem', '-held og lykke med at få svar',
      '-held og lykke med at få et svar', '-held og lykke med at få hjælp', '-held og lykke med at få pengene tilbage', '-held og lykke med at få dine penge tilbage',
      '-held og lykke med at få jeres penge tilbage', '-held og lykke med at klage', '-god fornøjelse med at få fat i nogen', '-god fornøjelse med at komme igennem',
      '-god fornøjelse med at få svar',
      // Wave 4: praise as people put it.
      '+gik langt ud over', '+går langt ud over', '+gik ud over det forventede', '+gjorde alt for at hjælpe', '+gør alt for at hjælpe', '+gjorde alt hvad de kunne', '+gik den ekstra mil', '+går den ekstra mil', '+gik ekstra langt', '+går ekstra langt', '+anbefalede lige præcis', '+anbefalede præcis', '+det der passede til mig', '+det som passede til mig', '+det der passede til os', '+vidste lige hvad jeg havde brug for', '+vidste præcis hvad jeg havde brug for', '-ingen rådgivning', '-ingen vejledning', '-ingen gode råd', '-ingen råd',
      // Service told by what was not done (nobody said a word, nothing changed, no discount, a curt answer), and never any rush, pressure or hassle as praise of it, not a wait.
      '+uden mas', '+uden mas og stress', '+uden stress og mas', '+intet mas', '+aldrig noget mas', '+ikke noget mas',
      '-blev ikke sagt undskyld', '-ikke sagt undskyld', '-ikke sagt et undskyld', '+følte os aldrig jaget', '+følte mig aldrig jaget', '+aldrig jaget', '+ikke jaget',
      '-svarede kort', '-svarede bare kort', '-svarede meget kort', '-svarede surt',
      '+aldrig noget stress', '+intet stress', '+ingen stress', '+uden stress', '+ingen hast', '+aldrig nogen hast', '+aldrig noget jag', '+ikke noget jag', '+intet jag', '+uden jag', '+intet pres', '+aldrig noget pres', '+ingen pres', '+uden pres', '+følte mig aldrig presset', '+føler sig ikke presset', '+følte mig ikke presset', '+føler sig aldrig presset', '+aldrig presset til',
      '-ingen sagde et ord', '-sagde ikke et ord', '-ingen sagde noget', '-ikke engang et undskyld', '-ikke et undskyld', '-ikke så meget som et undskyld', '-intet undskyld', '-intet ændrede sig', '-ingenting ændrede sig', '-intet blev ændret', '-der blev ikke ændret', '-ændrede ikke noget', '-ændrede intet', '-der er ikke mere', '-der er ikke flere', '-vi har ikke mere', '-vi har ikke flere', '-et kort nej', '-bare et kort nej', '-et surt nej', '-et kort svar', '-ingen rabat', '-ingen kompensation', '-ingen kompensering', '-ingen hjælp overhovedet', '-intet tilbud om',
      '-måtte rykke for', '-rykke for maden', '-rykkede for maden', '-rykket for maden', '-rykkede for bestillingen', '-rykke flere gange', '-rykkede flere gange', '-rykket flere gange',
      // Orders and promises not kept; exchanges and returns refused.
      '-ikke engang påbegyndt', '-ikke engang startet', '-ikke påbegyndt', '-ikke engang gået i gang', '-ikke gået i gang med', '-blev aldrig sendt', '-aldrig sendt', '-aldrig afsendt',
      '-blev aldrig afsendt', '-pakken kom aldrig', '-varen kom aldrig', '-varerne kom aldrig', '-ordren kom aldrig', '-fik vi at vide to gange', '-fik jeg at vide to gange',
      '-fik at vide to gange', '-to gange fik vi at vide', '-lovet flere gange', '-lovede og lovede', '-dagen efter fødselsdagen', '-dagen efter festen', '-dagen efter brylluppet',
      '-dagen efter konfirmationen', '-for sent til fødselsdagen', '-ikke klar til afhentning', '-slet ikke lavet', '-ikke lavet da vi kom', '-ikke klar da vi kom',
      '-kun bytteret', '-bytteret kun', '-ingen bytteret', '-kun inden for * dage', '-kun indenfor * dage', '-ingen ombytning', '-intet tilgodebevis', '-ikke noget tilgodebevis',
      '-ville ikke give tilgodebevis', '-kunne ikke tage * retur', '-ville ikke tage * retur', '-kunne ikke tage * * retur', '-ville ikke tage * * retur', '-tage brugte * retur',
      '-nægtede at tage', '-nægtede at bytte', '-nægtede at refundere', '-fik ikke lov at bytte', '-fik ikke lov til at bytte', '-fik ikke lov at returnere', '-kunne ikke bytte',
      '-ville ikke give mig pengene', '-ville ikke give os pengene',
      // Being hurried out or turned away: the bill unasked, chairs stacked, the kitchen closing or already closed ('køkkenet var lukket'), the table needed.
      '-uden at vi havde bedt om den', '-uden at vi havde bedt om regningen', '-uden at vi bad om den', '-uden at vi bad om regningen', '-regningen blev lagt på bordet',
      '-smed regningen på bordet', '-lagde regningen på bordet', '-fik regningen før', '-kom med regningen før', '-stable stolene', '-stablede stolene', '-sætte stolene op',
      '-satte stolene op', '-stolene op på bordene', '-køkkenet lukkede om', '-køkkenet var lukket', '-køkkenet er lukket', '-køkkenet var allerede lukket', '-køkkenet allerede var lukket', '-køkkenet havde lukket', '-køkkenet havde allerede lukket', '-køkkenet var lukket ned', '-køkkenet lukker om', '-køkkenet lukkede snart', '-skulle bruge bordet', '-skulle bruge vores bord',
      '-havde brug for bordet', '-skulle have bordet igen', '-bordet skulle bruges', '-smidt ud', '-smide os ud', '-smed os ud', '-jagede os ud', '-blev jaget ud', '-jaget ud',
      '-gjorde rent omkring os', '-gjorde rent rundt om os', '-støvsugede omkring os', '-begyndte at lukke ned', '-ville af med os', '-ville have os ud',
      // Useless help in a shop: knows nothing, sells the wrong thing, sends you online, nobody to ask.
      '-vidste ikke noget om', '-vidste ingenting om', '-vidste intet om', '-anede intet om', '-anede ikke noget om', '-anede ingenting om', '-ingen forstand på',
      '-solgte mig den forkerte', '-solgte mig det forkerte', '-solgte mig forkert', '-solgte os den forkerte', '-solgte os det forkerte', '-fik solgt den forkerte',
      '-så har vi det ikke', '-har vi det ikke', '-kigge på nettet', '-kig på nettet', '-se på nettet', '-kigge på hjemmesiden', '-se på hjemmesiden', '-bestille det på nettet',
      '-bestil det online', '-ingen at spørge', '-ingen man kunne spørge', '-ingen at få hjælp af', '-ingen at få fat i', '-måtte selv finde', '-måtte finde det selv',
      '-måtte selv lede', '-måtte lede selv', '-måtte selv finde ud af',
      // Nobody serving: waving, calling, a waiter who vanished.
      '-måtte vinke', '-skulle vinke', '-vinke flere gange', '-vinkede flere gange', '-vinke * gange', '-vinkede * gange', '-vinke og vinke', '-vinkede og vinkede', '-vinke efter',
      '-vinkede efter', '-vifte med armene', '-viftede med armene', '-kalde på tjeneren', '-kaldte på tjeneren', '-kalde på personalet', '-kalde på nogen', '-måtte kalde på',
      '-råbe på tjeneren', '-råbte på tjeneren', '-råbe efter tjeneren', '-tjeneren forsvandt', '-servitricen forsvandt', '-personalet forsvandt', '-ekspedienten forsvandt',
      '-forsvandt ud i køkkenet', '-så vi aldrig igen', '-så vi ikke mere til', '-kom aldrig tilbage til bordet', '-kom aldrig tilbage til os',
      '-selv gå op og betale', '-selv gå op for at betale', '-selv op og betale', '-op i baren for at bestille', '-op i baren og bestille', '-selv hente bestik', '-ingen kom og tog',
      // A complaint shrugged off: no apology, nothing done.
      '-trak bare på skuldrene', '-trak på skuldrene', '-trak på skulderen', '-trak bare på skulderen', '-trækker på skuldrene', '-trækker bare på skuldrene', '-et skuldertræk',
      '-ingen undskyldte', '-ingen beklagede', '-ingen sagde undskyld', '-sagde ikke engang undskyld', '-beklagede ikke',
      '-uden at undskylde', '-uden at sige undskyld', '-uden engang at undskylde', '-uden så meget som at undskylde', '-ikke engang en undskyldning', '-ingen gjorde noget ved det',
      '-gjorde ikke noget ved det', '-gjorde intet ved det', '-gjorde ingenting ved det', '-blev ikke gjort noget', '-blev ikke gjort noget ved', '-der blev ikke gjort noget',
      '-skete der ikke noget', '-skete der intet',
      // Staff chatting among themselves instead of serving ('snakkede om deres weekend', 'stod og sludrede sammen', 'uden at se op'): the service.
      '-stod og snakkede med hinanden', '-stod og snakkede sammen', '-stod og sludrede med hinanden', '-stod og sludrede sammen', '-stod og hyggesnakkede', '-stod bare og snakkede',
      '-stod og snakkede bag disken', '-stod og snakkede bag baren', '-stod og snakkede i stedet for', '-stod og fjollede', '-sludrede videre med', '-snakkede bare videre',
      '-snakkede om deres weekend', '-snakkede om deres ferie', '-snakkede om deres fest', '-snakkede om sin weekend', '-sludrede om deres weekend', '-talte om deres weekend',
      '-snakkede privat', '-privat snak', '-mere travlt med at snakke', '-mere optaget af at snakke', '-travlt med at snakke sammen', '-travlt med at sludre',
      '-i stedet for at betjene', '-i stedet for at ekspedere', '-i stedet for at hjælpe os', '-i stedet for at hjælpe mig', '-i stedet for at tage imod',
      '-uden at se op', '-uden at løfte blikket', '-uden at se på os', '-uden at se på mig', '-uden at ænse os', '-uden at ænse mig', '-ænsede os ikke', '-ænsede mig ikke', '-så ikke op',
      // A wrong order told as a story: what came was not what was ordered, or part of it never came.
      '-ikke det vi havde bestilt', '-ikke det jeg havde bestilt', '-ikke det vi bestilte', '-ikke det jeg bestilte', '-end det vi havde bestilt', '-end det jeg havde bestilt',
      '-end det vi bestilte', '-end det jeg bestilte', '-end den jeg bestilte', '-end den vi bestilte', '-end den jeg havde bestilt', '-noget helt andet end', '-noget andet end det',
      '-fik almindelig mælk', '-med almindelig mælk', '-almindelig mælk i', '-fik komælk', '-med komælk', '-fik sødmælk', '-fik letmælk', '-men fik en med', '-fik en med * i stedet',
      '-kom med * i stedet', '-kom med * * i stedet', '-så vi aldrig noget til', '-så vi aldrig skyggen af', '-så vi aldrig mere til', '-kom aldrig på bordet',
      '-dukkede aldrig op', '-kom aldrig ud af køkkenet', '-af bestillingen manglede', '-manglede i bestillingen', '-manglede fra bestillingen', '-ikke hele bestillingen',
      '-bestillingen var ikke komplet', '-halvdelen af bestillingen', '-halvdelen af maden manglede', '-den forkerte kaffe', '-den forkerte pizza', '-det forkerte',
      'tilbagebetalt', 'refunder*', 'mine penge retur', 'pengene retur', 'penge retur', 'mine penge tilbage', 'penge tilbage', 'pengene blev tilbagebetalt', 'pengene blev refunderet', 'pengene blev sat ind', 'pengene blev overført', 'beløbet retur', 'beløbet tilbage', 'beløbet refunderet', 'fik beløbet',
      '-intet svar på mail*', '-ingen svar på mail*', '-svarer ikke på mail*', '-svarede ikke på mail*', '-svarer aldrig på mail*', '-svarede aldrig på mail*', '-svarer ikke på e-mail*', '-svarer aldrig på e-mail*', '-uden at få svar', '-uden at få noget svar', '-fik aldrig svar', '-aldrig fået svar', '-aldrig fået noget svar', '-fik aldrig noget svar', '-telefonen bliver aldrig taget', '-telefonen blev aldrig taget', '-telefonen blev ikke taget', '-telefonen bliver ikke taget', '-ingen tog telefonen', '-tager ikke telefonen længere', '-svarer aldrig', '-svarede aldrig', '-ingen svarer på', '-besvarer ikke', '-besvarede ikke', '-ubesvaret', '-ubesvarede', '~mail', '~mails', '~mailen', '~e-mail*',
      '-hjælper ikke', '-hjalp ikke', '-det hjælper lidt', '-løste ingenting', '-løste ikke noget',
      '-måtte spørge',
      'minde dem om', 'måtte minde', '-spørge to gange', '-spurgte to gange',
      'ingen løsning', 'blive overset',
      'glemte vores bestilling', 'glemte min bestilling', 'glemt vores bestilling', 'glemt bestillingen', 'glemte bestillingen', 'tage den retur', 'tage den tilbage', 'reklamation', 'reklamere', 'garanti', 'garantien',
      '-kom aldrig',
      '-kom aldrig frem',
      '-byttede rundt på bestillingen', '-byttede rundt på bestillingerne', '-forkerte ret', '-forkert ret', '-blandede bestillingerne sammen',
      'service', 'servicen', '-ingen til at hjælpe', '-ingen der kunne hjælpe', '-ingen der hjalp', '~telefon', '~telefonen', 'tager telefonen', '-tog ikke telefonen', '-tager ikke telefonen', '-tager aldrig telefonen', 'komme igennem',
      'kommer igennem', 'kom igennem', '-blev ignoreret', '-blev overset', '-ingen kom hen', 'selv hente', '-finde nogen', '+intet var for besværligt',
      '+ikke noget var for besværligt', '+intet var et problem', 'hente selv', 'modtagelse', 'modtagelsen',
      '-ringer aldrig tilbage', '-ringede aldrig tilbage', '-ringede ikke tilbage', '~ringer tilbage', '~ringe tilbage', '~ringede tilbage', 'selv gå op',
      'gå op og bestille', 'bestille i baren', 'tage imod bestilling*', 'tog imod bestilling*', 'tage vores bestilling', 'tog vores bestilling', 'tage bestillingen',
      'tog bestillingen', 'pengene tilbage', 'refusion*', 'tilbagebetaling*', 'levering*', 'leveret', 'ombytning', 'kundebehandling*', 'gå op i baren', '-ingen svarer',
      '-svarer ikke', '-svarede ikke', 'betjening*', '*betjening', '*betjeningen', 'kundeservice*', 'efter hjælp', 'om hjælp', '~få fat i', '~fat i nogen', '~undskyldning',
      '~beklagelse', 'bytte', 'byttet', 'ombytning*', 'reklamation*', 'returnere*', 'tog telefonen', 'tager den', 'bede om regningen', 'spørge efter regningen', 'vinke',
      'vinkede', '~serveret', '~opmærksom*', '~hjælpsom*', '~vejledning*', '~rådgivning*', '~råd',
      'spurgte efter regningen',
      'kom og spurgte',
      '-intet skete', '-der skete ikke noget', '-ingenting skete', '-de gjorde ingenting', '-der skete intet',
      '-fejl i bestillingen', '-fejl i vores bestilling', '-forkert bestilling', '-ingen undskyldning', '-ikke en undskyldning', '-ikke så meget som en undskyldning', 'ingen beklagelse', 'uden en undskyldning', 'ingen sagde undskyld', 'for at få regningen', 'at få regningen', '-glemt', '-glemte', 'glemmer',
      '-behandlet som luft', '-luft for dem', '-luft for personalet', 'tog imod os', 'tog imod mig', '-ingen så til os', '-ingen kiggede til os',
      '-ingen kiggede efter os', '-ingen kom forbi', 'blev ekspederet', '-aldrig ekspederet', '-ikke ekspederet', 'tage imod vores bestilling', 'tog imod vores bestilling',
      '-ingen kom for at',
      'taget godt imod', 'taget * godt imod', 'tog godt imod', 'tog * godt imod', 'taget varmt imod', 'tog varmt imod',
      '-blev ikke spurgt', '-ingen spurgte om', '-spurgte aldrig om', '+kiggede vores vej', '-kiggede ikke vores vej', 'komme forbi og spørge', 'kom forbi og spurgte',
      'kom jævnligt forbi', 'kiggede forbi bordet', '+budt velkommen', '+bød os velkommen',
      '-som kompensation fik', '-i kompensation fik', '-som plaster på såret fik', '-som plaster på såret',
      '-systemet driller', '-det er jo et gammelt hus', '-det er et gammelt hus', '-det var et gammelt hus',
      '-det jo er et gammelt hus', '-det jo var et gammelt hus',
      '-ingen der ringede tilbage', '-ingen ringede tilbage', '-ingen ringede', '-blev aldrig ringet op', '-måtte selv gå op i baren', '-måtte selv hente', '-fik vi en salgstale', '-en salgstale om', '-salgstale om', '-et salgsfremstød', '-glemte to af vores', '-glemte desserten',
    ],
    staff: [
      // Knowing the trade ('hun har virkelig forstand på hår'): the person praised.
      '+forstand på', '+har forstand på',
      // Not caring told as an idiom ('var totalt ligeglad', 'gav pokker i'): the staff's manner.
      '-totalt ligeglad', '-fuldstændig ligeglad', '-var ligeglad', '-gav pokker i', '-sked på os',
      // People who know their trade ('Camilla har styr på det') and who always greet one ('hvor de altid hilser').
      '+har styr på det', '+har styr på tingene', '+har styr på sagerne', '+har sgu styr på det', '+de altid hilser', '+altid hilser', '+hilser altid', '+altid siger hej', '+siger altid hej', '+hilser pænt',
      // Someone who answered every question ('hun svarede på alle mine spørgsmål'): the person praised.
      '+svarede på alle mine spørgsmål', '+svarede på alle vores spørgsmål', '+svarede på alle spørgsmål', '+svarer på alle spørgsmål', '+svarer på alle mine spørgsmål', '+besvarede alle mine spørgsmål', '+besvarede alle spørgsmål',
      // Known by name after a visit or two ('de kender mig ved navn', 'huskede mit navn'): the staff praised.
      '+kender mig ved navn', '+kender os ved navn', '+kendte mig ved navn', '+kendte os ved navn', '+husker mit navn', '+huskede mit navn', '+husker vores navne', '+huskede vores navne', '+kan huske mit navn', '+ved hvad jeg hedder',
      // A complaint about the cut brushed off with 'it'll grow back' ('sagde frisøren bare at det vokser jo ud igen'); a patient made to feel a bother ('jeg følte mig til besvær'); staff chatting among themselves at the counter ('stod og snakkede sammen ved kassen'); hair washed in icy or scalding water ('vaskede mit hår i iskoldt vand', 'skoldede mig i nakken'): the person faulted.
      '-bare at det vokser jo ud igen', '-bare at det vokser ud igen', '-bare at det gror ud igen', '-sagde at det vokser ud igen', '-sagde at det vokser jo ud igen', '-mente at det vokser ud igen', '-bare det vokser ud igen', '-fik at vide at det vokser ud igen', '-følte mig til besvær', '-følte mig til ulejlighed', '-følte mig som en byrde', '-fik følelsen af at være til besvær', '-følte at jeg var til besvær', '-stod og snakkede sammen ved kassen', '-stod og snakkede sammen bag disken', '-snakkede sammen ved kassen', '-snakkede sammen bag disken', '-stod og sludrede', '-stod og snakkede privat', '-snakkede privat ved kassen', '-vaskede mit hår i iskoldt vand', '-vaskede mit hår med iskoldt vand', '-vaskede håret i iskoldt vand', '-vaskede håret med iskoldt vand', '-vaskede håret i koldt vand', '-iskoldt vand i hårvasken', '-skoldede mig', '-brændte mig i nakken', '-skoldhedt vand ved hårvasken', '-kiggede ikke op fra skærmen', '-så ikke op fra skærmen',
      // not listening with an adverb in between ('hørte tydeligvis ikke efter hvad jeg sagde').
      '-hørte tydeligvis ikke efter', '-hører tydeligvis ikke efter', '-hørte åbenbart ikke efter', '-hører åbenbart ikke efter', '-hørte overhovedet ikke efter', '-hører overhovedet ikke efter', '-hørte aldrig efter', '-hører aldrig efter', '-lyttede tydeligvis ikke', '-lyttede åbenbart ikke', '-lyttede overhovedet ikke', '-lytter overhovedet ikke', '-gad ikke høre efter', '-gad ikke lytte',
      // Whoever was working, named by what they did ('Birthe som arbejdede der var sød').
      'som arbejdede', 'der arbejdede', 'som arbejdede der', 'der arbejdede der', 'som stod i kassen', 'der stod i kassen', 'som stod bag disken', 'der stod bag disken',
      // Taking time, with the filler ('tog sig virkelig god tid'); eyes kept on the screen while a guest stands there, and a hurried 'beklager': a complaint about the person.
      '+tog sig virkelig god tid', '+tog sig rigtig god tid', '+tog sig altid god tid', '+tog sig så god tid', '+tager sig virkelig god tid', '+tager sig rigtig god tid', '+tager sig altid god tid', '+tager sig altid tid', '+tog sig rigtig tid', '-kiggede videre ned i', '-kiggede ned i sin skærm', '-kiggede ned i skærmen', '-kiggede videre på sin skærm', '-kiggede videre på skærmen', '-så ned i sin skærm', '-stirrede ned i sin skærm', '-stirrede på sin skærm', '-stirrede ind i sin skærm', '-kiggede videre ned i sin telefon', '-kiggede ned i sin telefon', '-kiggede videre på sin telefon', '-et hurtigt beklager', '-et hurtigt undskyld', '-et kort undskyld', '-et kort beklager', '-et halvhjertet undskyld', '-et surt undskyld', '-et mumlet undskyld',
      // Taking a complaint well ('tjeneren tog det ellers pænt'): the person praised.
      '+tog det pænt', '+tog det ellers pænt', '+tog det flot', '+tog det ellers flot', '+tog det meget pænt', '+tog det rigtig pænt', '+tog det i stiv arm', '+tog det professionelt', '+håndterede det flot', '+håndterede det pænt', '+håndterede det professionelt', '+klarede det flot',
      '-prøvede at sælge mig', '-påtrængende', '-pushy', '+dygtig med saksen', '+god med maskinen', '+dygtig med maskinen',
      // Staff who know little about what they sell: their skill ('de ved altså ikke ret meget om det de sælger').
      '-ved ikke ret meget om', '-ved altså ikke ret meget om', '-ved ikke meget om det de sælger', '-ved ikke noget om det de sælger', '-ved ikke hvad de sælger', '-ved ikke ret meget om det de sælger',
      // Looked at as if one had asked something outrageous.
      '-så på mig som om', '-kiggede på mig som om', '-så på os som om', '-kiggede på os som om', '-så på mig som var jeg', '-kiggede på mig som var jeg',
      // Someone who remembers one's order or milk; careful and gentle hands.
      '+husker altid at jeg', '+husker altid hvad', '+husker altid', '+kunne huske os', '+kan huske os', '+huskede os', '+kan huske hvad jeg skal have', '+husker hvad jeg skal have', '+var meget forsigtig', '+var så forsigtig', '+meget forsigtig med', '+så forsigtig med',
      '-snakkede mest om sin', '-snakkede mest om sig selv', '-snakkede om sin ferie', '-fortalte mest om sin', '-talte mest om sig selv', '-snakkede kun om sig selv',
      '+havde pyntet værelset', '+pyntet værelset', '+havde pyntet bordet', '+pyntet bordet', '+stillet en flaske * frem', '+stillet blomster frem',
      // Too busy telling about herself to ask the guest ('havde travlt med at fortælle om sin tur til Mallorca'): the manner of the person, not the wait.
      '-havde travlt med at fortælle', '-travlt med at fortælle om', '-travlt med at fortælle', '-travlt med sin telefon', '-travlt med sin mobil', '-havde travlt med at snakke', '-spurgte ikke én gang', '-spurgte ikke en eneste gang', '-spurgte ikke en gang undervejs',
      // Time spent explaining, without making one feel a bother ('brugte 20 min på at forklare … uden at man følte sig til besvær'): staff praise.
      '+brugte * min på at forklare', '+brugte * minutter på at forklare', '+brugte tid på at forklare', '+brugte lang tid på at forklare', '+brugte god tid på at forklare', '+brugte en halv time på at forklare', '+brugte et kvarter på at forklare', '+brugte * min på at hjælpe', '+brugte * minutter på at hjælpe', '+uden at man følte sig til besvær', '+uden at jeg følte mig til besvær', '+uden at vi følte os til besvær', '+uden at man følte sig i vejen', '+uden at jeg følte mig i vejen', '+uden at man føler sig til besvær',
      // A hairdresser chatting with a colleague instead of watching her work ('snakkede med sin kollega … i stedet for at kigge på hvad hun lavede'): the staff.
      '-snakkede med sin kollega', '-snakkede med kollegaen', '-snakkede med sine kolleger', '-snakkede med sine kollegaer', '-snakkede med kollegerne', '-sludrede med sin kollega', '-sludrede med kollegaen', '-pjattede med sin kollega', '-snakker med sin kollega', '-i stedet for at kigge på hvad hun lavede', '-i stedet for at kigge på hvad han lavede', '-i stedet for at se på hvad hun lavede', '-i stedet for at koncentrere sig', '-i stedet for at passe sit arbejde', '-i stedet for at fokusere på',
      // Staff faults told by deeds: a sigh for an answer
      '-fik jeg bare et suk', '-fik jeg et suk', '-fik vi et suk', '-fik vi bare et suk', '-fik jeg kun et suk',
      // Staff praise idioms with an intensifier
      '+kan virkelig sit kram', '+kan virkelig sit håndværk', '+kan virkelig sit fag', '+ved virkelig hvad hun laver', '+ved virkelig hvad han laver',
      '+kender virkelig sit fag',
      // Staff praise idioms ('har magiske hænder', 'kan sit kram', 'fortjener en lønforhøjelse'), and a person told by a trait ('ham med skægget') is staff.
      'ham med skægget', 'ham med brillerne', 'ham med krøllerne', 'ham med tatoveringerne', 'ham med tatoveringer', 'ham med hatten', 'ham med kasketten',
      'ham med piercingerne', 'ham med hestehalen', 'ham med fletningen', 'ham med overskægget', 'ham med knolden', 'ham med det * hår', 'ham med de * krøller',
      'ham med det store smil', 'ham med det søde smil', 'hende med skægget', 'hende med brillerne', 'hende med krøllerne', 'hende med tatoveringerne',
      'hende med tatoveringer', 'hende med hatten', 'hende med kasketten', 'hende med piercingerne', 'hende med hestehalen', 'hende med fletningen',
      'hende med overskægget', 'hende med knolden', 'hende med det * hår', 'hende med de * krøller', 'hende med det store smil', 'hende med det søde smil',
      'han med skægget', 'han med brillerne', 'han med krøllerne', 'han med tatoveringerne', 'han med tatoveringer', 'han med hatten', 'han med kasketten',
      'han med piercingerne', 'han med hestehalen', 'han med fletningen', 'han med overskægget', 'han med knolden', 'han med det * hår', 'han med de * krøller',
      'han med det store smil', 'han med det søde smil', 'hun med skægget', 'hun med brillerne', 'hun med krøllerne', 'hun med tatoveringerne', 'hun med tatoveringer',
      'hun med hatten', 'hun med kasketten', 'hun med piercingerne', 'hun med hestehalen', 'hun med fletningen', 'hun med overskægget', 'hun med knolden',
      'hun med det * hår', 'hun med de * krøller', 'hun med det store smil', 'hun med det søde smil', 'fyren med skægget', 'fyren med brillerne', 'fyren med krøllerne',
      'fyren med tatoveringerne', 'fyren med tatoveringer', 'fyren med hatten', 'fyren med kasketten', 'fyren med piercingerne', 'fyren med hestehalen',
      'fyren med fletningen', 'fyren med overskægget', 'fyren med knolden', 'fyren med det * hår', 'fyren med de * krøller', 'fyren med det store smil',
      'fyren med det søde smil', 'pigen med skægget', 'pigen med brillerne', 'pigen med krøllerne', 'pigen med tatoveringerne', 'pigen med tatoveringer',
      'pigen med hatten', 'pigen med kasketten', 'pigen med piercingerne', 'pigen med hestehalen', 'pigen med fletningen', 'pigen med overskægget', 'pigen med knolden',
      'pigen med det * hår', 'pigen med de * krøller', 'pigen med det store smil', 'pigen med det søde smil', 'damen med skægget', 'damen med brillerne',
      'damen med krøllerne', 'damen med tatoveringerne', 'damen med tatoveringer', 'damen med hatten', 'damen med kasketten', 'damen med piercingerne',
      'damen med hestehalen', 'damen med fletningen', 'damen med overskægget', 'damen med knolden', 'damen med det * hår', 'damen med de * krøller',
      'damen med det store smil', 'damen med det søde smil', 'manden med skægget', 'manden med brillerne', 'manden med krøllerne', 'manden med tatoveringerne',
      'manden med tatoveringer', 'manden med hatten', 'manden med kasketten', 'manden med piercingerne', 'manden med hestehalen', 'manden med fletningen',
      'manden med overskægget', 'manden med knolden', 'manden med det * hår', 'manden med de * krøller', 'manden med det store smil', 'manden med det søde smil',
      'drengen med skægget', 'drengen med brillerne', 'drengen med krøllerne', 'drengen med tatoveringerne', 'drengen med tatoveringer', 'drengen med hatten',
      'drengen med kasketten', 'drengen med piercingerne', 'drengen med hestehalen', 'drengen med fletningen', 'drengen med overskægget', 'drengen med knolden',
      'drengen med det * hår', 'drengen med de * krøller', 'drengen med det store smil', 'drengen med det søde smil', 'kvinden med skægget', 'kvinden med brillerne',
      'kvinden med krøllerne', 'kvinden med tatoveringerne', 'kvinden med tatoveringer', 'kvinden med hatten', 'kvinden med kasketten', 'kvinden med piercingerne',
      'kvinden med hestehalen', 'kvinden med fletningen', 'kvinden med overskægget', 'kvinden med knolden', 'kvinden med det * hår', 'kvinden med de * krøller',
      'kvinden med det store smil', 'kvinden med det søde smil', 'knægten med skægget', 'knægten med brillerne', 'knægten med krøllerne', 'knægten med tatoveringerne',
      'knægten med tatoveringer', 'knægten med hatten', 'knægten med kasketten', 'knægten med piercingerne', 'knægten med hestehalen', 'knægten med fletningen',
      'knægten med overskægget', 'knægten med knolden', 'knægten med det * hår', 'knægten med de * krøller', 'knægten med det store smil', 'knægten med det søde smil',
      '+har fingrene skruet rigtigt på', '+ved hvad hun laver', '+ved hvad han laver', '+ved hvad de laver', '+kan sit kram', '+kan sit håndværk', '+kan sit fag',
      '+kender sit fag', '+kender sit håndværk', '+har styr på sit fag', '+har øje for detaljen', '+har øje for detaljer', '+mester i sit fag', '+et naturtalent',
      '+født til det', '+fortjener en lønforhøjelse', '+fortjener lønforhøjelse', '+fortjener en medalje', '+fortjener en guldmedalje', '+giv hende en lønforhøjelse',
      '+giv ham en lønforhøjelse', '+giv hende lønforhøjelse', '+giv ham lønforhøjelse', '+pas godt på hende', '+pas godt på ham', '+hold fast i hende',
      '+hold fast i ham', '+hun er guld', '+han er guld', '+hun er en klassiker', '+han er en klassiker', '+hun er et hit', '+han er et hit', '+hun er en gave',
      '+han er en gave', '+hun er en gevinst', '+han er en gevinst', '+hun er et scoop', '+han er et scoop', '+hun er et aktiv', '+han er et aktiv', '+hun er en haj',
      '+han er en haj', '+hun er en kunstner', '+han er en kunstner', '+hun er en troldmand', '+han er en troldmand', '+hun er en mester', '+han er en mester',
      '+en gevinst for stedet', '+en gevinst for salonen', '+et aktiv for stedet', '+et aktiv for butikken', '+har guld i hænderne', '+har magiske fingre',
      '+har trylle hænder', '+tryllehænder',
      // Staff faults told by deeds: on the phone, a sigh for an answer, laughed at us, three words, knew nothing, cannot do the job, treated as a favour, dismissive answers.
      '-hang i mobilen', '-hang i telefonen', '-hang på mobilen', '-hang på telefonen', '-hængte i mobilen', '-hænger i mobilen', '-hænger i telefonen',
      '-stod med mobilen', '-stod med telefonen', '-sad og kiggede på mobilen', '-stod og kiggede på mobilen', '-sad og kiggede på telefonen',
      '-stod og kiggede på telefonen', '-sad og skrev på mobilen', '-stod og skrev på mobilen', '-sad og skrev sms', '-sad og scrollede', '-stod og scrollede',
      '-scrollede på mobilen', '-scrollede på telefonen', '-pillede ved mobilen', '-pillede ved telefonen', '-snakkede i telefon hele tiden',
      '-talte i telefon hele tiden', '-snakkede i telefon under', '-talte i telefon under', '-snakkede i telefon mens', '-talte i telefon mens', '-tog telefonen midt i',
      '-tog et opkald midt i', '-tog opkald under', '-var i telefonen hele tiden', '-privat samtale i telefonen', '-fik et suk', '-fik bare et suk', '-fik kun et suk',
      // A sigh for an answer, however it is sized ('fik et stort suk', 'et langt suk'): the staff's manner.
      '-fik et * suk', '-fik bare et * suk', '-fik kun et * suk', '-fik jeg et * suk', '-fik vi et * suk', '-et stort suk', '-et langt suk', '-et tungt suk', '-sukkede tungt', '-sukkede dybt', '-sukkede og stønnede',
      '-et dybt suk', '-et højlydt suk', '-sukkede højlydt', '-sukkede bare', '-sukkede og', '-svarede med et suk', '-rullede med øjnene', '-himlede med øjnene',
      '-grinede af mig', '-grinte af mig', '-grinede af os', '-grinte af os', '-grinede ad mig', '-grinede ad os', '-lo af mig', '-lo af os', '-lo ad mig', '-lo ad os',
      '-grinede bag min ryg', '-grinede bag vores ryg', '-gjorde grin med mig', '-gjorde grin med os', '-sagde tre ord', '-sagde to ord', '-sagde ikke ret meget',
      '-sagde næsten ingenting', '-sagde knap nok hej', '-knap nok et hej', '-ikke engang et hej', '-ikke så meget som et hej', '-sagde ikke engang hej',
      '-sagde ikke engang goddag', '-vidste ikke forskel på', '-vidste ikke forskellen på', '-kendte ikke forskel på', '-kendte ikke forskellen på',
      '-anede ikke forskel på', '-anede ikke forskellen på', '-vidste ikke engang hvad', '-vidste ikke hvad de solgte', '-vidste ikke hvad der var i',
      '-kendte ikke deres egne varer', '-kendte ikke sine egne varer', '-kendte ikke menuen', '-kendte ikke deres egen menu', '-kunne ikke svare på mine spørgsmål',
      '-kunne ikke svare på noget', '-kunne ikke svare på et eneste', '-måtte spørge en kollega om alt', '-kan ikke sit håndværk', '-kunne ikke sit håndværk',
      '-kan ikke sit fag', '-kender ikke sit fag', '-burde finde et andet job', '-burde finde sig et andet job', '-burde finde sig et andet arbejde',
      '-i det forkerte fag', '-i den forkerte branche', '-valgt det forkerte fag', '-valgt den forkerte branche', '-som om jeg bad om en tjeneste',
      '-som om vi bad om en tjeneste', '-som om jeg bad om en kæmpe tjeneste', '-som om det var en tjeneste', '-som om jeg var til besvær', '-som om vi var til besvær',
      '-som om jeg forstyrrede', '-som om vi forstyrrede', '-som om vi var i vejen', '-som om jeg var i vejen', '-følte os til besvær',
      '-følte os uvelkomne', '-følte mig uvelkommen', '-behandlet som andenrangs', '-som andenrangskunder', '-som en idiot', '-som et lille barn', '-talte ned til mig',
      '-talte ned til os', '-snakkede ned til mig', '-snakkede ned til os',
      // Homographs: 'at ringe' is to call, not 'ringe' (poor); 'rolig' told of a person is their manner; 'tør' is also to dare, 'klar over' aware, 'dårlig ryg' what one came with.
      '+rolig og tålmodig', '+rolig og venlig', '+rolig og rar', '+rolig og sød', '+rolig og forstående', '+rolig og professionel', '+rolig og behagelig',
      '+rolig og betryggende', '+rolig og grundig', '+rolig og tryg', '+rolig måde', '+rolige måde', '+rolig facon', '+rolig udstråling', '+rolig fremtoning',
      '+rolig stemme', '+rolige stemme', '+rolig i hånden', '+rolige hænder', '+rolig og afslappet', '+rolig og nærværende', '+en rolig tandlæge', '+en rolig frisør',
      '+en rolig behandler',
      // A calm person ('hun var så rolig', 'tog sig god tid og var så rolig', 'rolig og forklarede alt'): praise of the staff, not a quiet place.
      '+hun var så rolig', '+han var så rolig', '+hun var rolig', '+han var rolig', '+hun var * rolig', '+han var * rolig', '+hun er så rolig', '+han er så rolig', '+hun er rolig', '+han er rolig', '+hun er * rolig', '+han er * rolig',
      '+og var så rolig', '+og var rolig', '+og var * rolig', '+og er så rolig', '+og er * rolig', '+og så rolig', '+rolig og forklarede', '+rolig og forklarer', '+rolig og forklarende', '+rolig og tog sig tid', '+rolig og tog sig god tid',
      '+så rolig og tålmodig', '+rolig og omsorgsfuld', '+rolig og blid', '+rolig og smilende', '+rolig og kompetent', '+rolig og sikker', '+så rolig og rar', '+hun tog det roligt', '+han tog det roligt', '+hun tog det helt roligt', '+han tog det helt roligt', '+tog det roligt og forklarede', '+tog det roligt med mig', '+talte roligt', '+snakkede roligt', '+forklarede roligt', '+beroligede mig', '+beroligede os',
      // Wave 4: praise as people put it.
      'der driver stedet', 'som driver stedet', 'der ejer stedet', 'som ejer stedet', 'der arbejder der', 'som arbejder der', 'der driver butikken', 'som driver butikken', '+er en skat', '+var en skat', '+er sådan en skat', '+var sådan en skat', '+kom selv ud', '+kom selv over',
      // Curt staff told by deeds (pointed and walked off, did not look up, talked of their holiday, blamed the customer, threw the plates), and praise told by deeds (spent ages helping me choose, took all the time I needed).
      '-gad ikke engang kigge op', '-gider ikke engang kigge op', '-kigge op fra telefonen', '-kigge op fra mobilen', '-kiggede ikke op fra', '-ikke engang kigge op', '+tog sig virkelig tid', '+tog sig tid',
      '+brugte lang tid på at hjælpe', '+brugte god tid på at hjælpe', '+brugte masser af tid på', '+brugte lang tid på at finde', '+brugte tid på at hjælpe', '+hjælpe mig med at vælge', '+hjalp mig med at vælge', '+hjalp os med at vælge', '+hjalp mig med at finde', '+hjalp os med at finde', '+al den tid jeg havde brug for', '+al den tid vi havde brug for', '+al den tid jeg skulle bruge', '+tog sig god tid', '+tog sig tid til', '+tager sig tid til', '+tager sig god tid',
      '-pegede vagt', '-pegede bare', '-pegede ud i luften', '-pegede og gik', '-pegede ud i det blå', '-kan du ikke se', '-kan i ikke se', '-kan man ikke se', '-kigger ikke engang op', '-kiggede ikke engang op', '-kigger ikke op', '-kiggede ikke op', '-ser ikke engang op', '-så ikke engang op', '-uden at kigge op', '-kigger ikke engang på en', '-kiggede ikke engang på mig', '-kiggede ikke engang på os', '-om sin egen ferie', '-snakkede om sin egen', '-talte om sin egen', '-mest om sin egen', '-vidste meget lidt om', '-vidste meget lidt', '-vidste næsten intet om', '-vidste ikke ret meget om', '-måtte være min', '-måtte være min skyld', '-gav mig skylden', '-gav os skylden', '-skylden på mig', '-skylden på os', '-skød skylden', '-lagde skylden på', '-var min egen skyld sagde', '-smed tallerknerne', '-smed tallerkenerne', '-smækkede tallerkenerne', '-smækkede tallerknerne', '-smed maden på bordet',
      // Named staff praised by what they did or in slang ('Rasmus er sgu en knag').
      '+er sgu en knag', '+er fandme en knag', '+er en knag', '+hun er en stjerne', '+han er en stjerne', '+er en sand stjerne', '+hun er en legende', '+han er en legende',
      '+er en sand legende', '+er sgu en legende', '+husker altid min bestilling', '+husker altid vores bestilling', '+husker min bestilling', '+kan huske min bestilling',
      '+husker altid hvad jeg', '+husker hvad jeg plejer', '+ved præcis hvad jeg vil have', '+rammer aldrig ved siden af', '+rammer altid plet', '+ramte farven perfekt',
      '+ramte farven', '+ramte plet med farven', '+fik farven helt rigtig', '+lyttede til hvad jeg ville', '+lytter til hvad jeg vil', '+lyttede til mine ønsker',
      '+lytter til ens ønsker', '+lyttede til hvad jeg ønskede', '+anbefalinger rammer altid plet', '+anbefalinger er altid spot on',
      '+hun er en perle', '+han er en perle', '+hun er en engel', '+han er en engel', '+hun er guld værd', '+han er guld værd', '+hun er en skat', '+han er en skat', '+hun er en knag', '+han er en knag', '+er en knag til', '+hun er et fund', '+han er et fund', '+hun er en klippe', '+han er en klippe',
      '~brysk*', '~studs*', '~affejende', '~kortfattet', '~snerpet', '~afmålt', '~mut', '~stikkende', '-fejede mig af', '-fejede os af',
      '-hørte ikke efter', '-hørte slet ikke efter', '-hører ikke efter', '-hører slet ikke efter', '-hørte ikke rigtig efter', '-lytter ikke', '-lyttede slet ikke', '-lyttede ikke rigtig', '-kiggede ikke rigtig på hvad', '-kiggede ikke på hvad', '-så ikke rigtig på hvad', '-så ikke på hvad', '-holdt ikke øje med hvad', '-var ikke fokuseret', '-ikke fokus på', '-tog ikke hensyn til hvad', '-ignorerede hvad jeg', '-gjorde det stik modsatte', '-gjorde lige hvad der passede', '-gjorde bare som hun ville', '-gjorde bare som han ville',
      'hyggelig at snakke med', 'rar at snakke med', 'sød at snakke med', 'let at snakke med',
      '~hilse', '~hilsede', '~sagde goddag', '~sagde hej',
      'personale', 'personalet', 'personalets', '*personale', '*personalet', 'ansatte', '*ansatte', 'medarbejder*', 'tjener', 'tjeneren', 'tjenere', 'tjenerne',
      'tjenerens', 'servitrice*', 'ekspedient*', 'ekspeditrice*', 'receptionist*', 'reception*', 'værten', 'værtinde*', 'værtsparret', 'ejer', 'ejeren', 'ejerne',
      'ejerparret', 'indehaver*', 'chefen', 'manager*', 'barista*', 'frisør', 'frisøren', 'frisører', 'frisørerne', 'frisørens', 'barber', 'barberen', 'stylist*',
      'tandlæge*', 'tandplejer*', 'klinikassistent*', 'assistent*', 'læge', 'lægen', 'læger', 'lægerne', 'sygeplejerske*', 'fysioterapeut*', 'behandler*',
      'terapeut*', 'massør*', 'kosmetolog*', 'negletekniker*', 'hygiejnist*', 'teamet', 'team', 'personerne bag', 'folkene', '~folk', '~holdet', '~damen', '~damerne',
      '~pigen', '~pigerne', '~fyren', '~fyrene', '~drengene', '~sød', '~søde', '~venlig*', '~uvenlig*', '~flink*', '~smilende', '~imødekommende', '~høflig*',
      '~uhøflig*', '~uforskammet*', '~sur', '~sure', '~arrogant*', '~nedladende', '~professionel*', '~uprofessionel*', '~dygtig*', '~tålmodig*', '~hjertelig*',
      'sekretær*', 'der betjente os', 'som betjente os', 'der serverede', 'som serverede', 'blev mødt', 'natportier*', '*portieren', 'lægesekretær*',
      'tandklinikassistent*', 'kassedame*', 'kassemedarbejder*', 'butiksassistent*', 'sælgeren',
      'sælgerne', 'rengøringspersonale*', 'stuepige*', 'portier*', 'dørmand*', 'vagten', 'pigen bag', 'pigerne bag', 'fyren bag', 'fyrene bag', 'damen bag', 'bag disken',
      'bag baren', 'ved kassen', 'den unge mand', 'den unge fyr', 'den unge pige', 'den ældre dame', 'den ældre herre', 'ældre dame', 'ældre herre', '~nænsom*', '~blid',
      '~blide', '~skånsom*', '~serviceminded*', '~smil', '~kort for hovedet', '~trak på skuldrene', '~skuldertræk', '~mere optaget af', '~mest interesseret i',
      '~mere interesseret i', '~himlede', '~lyttede', '~lytter', '~hilste',
      '+tog sig godt af', '+tog sig så godt af', '+tog sig * godt af', '+tager sig godt af', '+tager sig * godt af', 'fik os til at føle', 'fik mig til at føle',
      '+skønne mennesker', '+søde mennesker', '+dejlige mennesker', '+rare mennesker', '+flinke mennesker', '+venlige mennesker', '+hyggelige mennesker', 'menneskerne bag',
      'folkene bag', 'mekaniker*', 'dyrlæge*', 'jordemoder*', 'mægler*', 'ejendomsmægler*', 'chauffør*', 'instruktør*', 'træneren', 'trænerne', 'kiropraktor*',
      'fodterapeut*', 'optiker*', 'farmaceut*', 'vejleder*', 'rådgiver*', 'elektriker*', 'håndværker*', 'tømrer*', 'montør*', 'tekniker*', 'bagerdame*',
      'bagerjomfru*', 'piccolo*', 'pigen i kassen', 'damen i kassen', 'fyren i kassen', 'manden i kassen', 'drengen i kassen', 'den unge knægt', 'knægten',
      'den unge dame', 'den søde dame', 'den søde pige', 'den søde fyr', 'manden bag',
      'pædagogen', 'pædagogerne', 'pædagoger',
      '-trak * på skuldrene', '-trak * bare på skuldrene', '-trak bare på skuldrene', '-trak på skuldrene',
      // Talking one's head off is the person, not the 'hul i hovedet' of prices.
      '+snakker ikke hul i hovedet', '+snakkede ikke hul i hovedet', '+snakker ikke hul i hovedet på', '-snakker hul i hovedet', '-snakkede hul i hovedet', '-snakker hul i hovedet på', '-snakkede hul i hovedet på', '-snakke hul i hovedet på',
      // A person who could learn to smile, or made one feel in the way.
      '-lære at smile', '-kunne godt smile', '-forstyrrede dem', '-at vi forstyrrede',
    ],
    price: [
      // Fleeced ('man bliver flået', 'de flår folk'): a price complaint without a price word.
      '-flået',
      // 'Ren ågerpris' is usury, not a clean place; prices 'skruet i vejret'; 'prisvenlig' praise.
      '-ren ågerpris', '-skruet i vejret', '+prisvenlig*',
      // Prices called low ('lave priser'), and the litotes 'ikke ligefrem lave' that faults them.
      '-ikke ligefrem lave',
      // Plain theft ('det er sgu da rent tyveri'): the price.
      '-rent tyveri', '-rent røveri', '-ren røverpris', '-det er tyveri', '-det er jo tyveri', '-det er sgu tyveri', '-det er da tyveri', '-ren tyveri',
      // Worth every krone: the price praised.
      '+hver en krone værd', '+hver krone værd', '+hver eneste krone værd', '+hver en øre værd', '+hver en skilling værd',
      // 'Godt nok' in front of the complaint grants nothing ('prisen på vinen var godt nok i overkanten').
      '-godt nok i overkanten', '-godt nok lidt i overkanten', '-godt nok dyrt', '-godt nok dyr', '-godt nok dyre', '-godt nok saftig', '-godt nok saftige', '-godt nok stive', '-godt nok stiv',
      // The cheapest, said of the place: praise, and 'ikke det billigste sted' a complaint of the price.
      '+billigste', '+billigst',
      // Not what one paid for ('vi fik ikke det vi betalte for').
      '-ikke det vi betalte for',
      // Dearer than the discount chain down the road ('man betaler en del mere end i Netto'), paying 'for the charm'.
      'minibaren koster', 'minibaren kostede', 'priserne i minibaren', 'prisen i minibaren',
      '-mere end i netto', '-mere end i rema', '-mere end i føtex', '-mere end i bilka', '-mere end i lidl', '-mere end i supermarkedet', '-dyrere end i netto', '-dyrere end netto', '-betaler en del mere end', '-betaler noget mere end', '-betaler mere end',
      '-betaler for charmen', '-betaler * for charmen', '-betale for charmen', '-betaler for hyggen', '-betaler * for hyggen', '-betaler for navnet', '-betaler * for navnet', '-betaler for beliggenheden', '-betaler * for beliggenheden', '-betaler for udsigten', '-betaler * for udsigten',
      // A charge on top of the room told per day ('parkering koster 150 kr i døgnet oveni'): the price, besides the parking.
      '-i døgnet oveni', '-pr døgn oveni', '-pr. døgn oveni', '-per døgn oveni', '-om dagen oveni', '-for natten oveni', '-pr nat oveni',
      // A written quote kept to ('fik et skriftligt tilbud, og prisen holdt'): the price praised.
      '+prisen holdt', '+prisen holdt stik', '+tilbuddet holdt', '+tilbuddet holdt stik', '+holdt prisen', '+skriftligt tilbud', '+prisen var som aftalt', '+præcis som aftalt på prisen',
      // A price that stung ('prisen sved lidt'), items on the bill nobody ordered ('to øl på regningen som ingen havde drukket'): the price.
      '-prisen sved', '-prisen sved lidt', '-regningen sved', '-regningen sved lidt', '-det sved lidt at betale', '-sved lidt i pengepungen', '-sved i pengepungen', '-sved på pungen', '-på regningen som ingen', '-på regningen som vi ikke', '-på regningen som jeg ikke', '-på regningen som vi aldrig', '-på regningen som vi aldrig fik', '-på bonen som ingen', '-på bonen som vi ikke',
      // More than the price list says ('200 mere end der står på hjemmesiden', 'dyrere end aftalt').
      '-mere end der står på hjemmesiden', '-mere end der stod på hjemmesiden', '-mere end det der står på hjemmesiden', '-mere end prislisten', '-mere end der stod på prislisten', '-mere end der står på prislisten', '-mere end aftalt', '-mere end oplyst', '-mere end vi fik oplyst', '-mere end jeg fik oplyst', '-dyrere end aftalt', '-dyrere end oplyst', '-dyrere end der stod', '-dyrere end der står', '-mere end prisen på hjemmesiden',
      '-priserne har gjort det modsatte', '-priserne er gået op', '-priserne er steget', '-har sat priserne op', '-sat priserne op', '-priserne er blevet højere', '-priserne er skruet op',
      // Paying that much, a bill twice what was quoted: the price.
      '-når man betaler så meget', '-når man betaler så mange penge', '-betaler man så meget', '-når man giver så meget', '-dobbelt så høj som', '-dobbelt så meget som', '-højere end oplyst', '-højere end aftalt',
      // Paying double what the supermarket asks ('gav næsten det dobbelte for en pande end i Bilka').
      '-gav næsten det dobbelte', '-gav det dobbelte', '-det dobbelte af hvad', '-næsten det dobbelte', '-dobbelt så dyrt som', '-dobbelt så meget som i', '-dobbelt pris i forhold til',
      // A bill above the estimate or dearer elsewhere ('900 kr højere end overslaget', 'fandt den til 100 kr mindre i Bilka').
      '-højere end overslaget', '-over overslaget', '-mere end overslaget', '-dyrere end overslaget', '-dobbelt så dyrt som aftalt', '-kr mindre i', '-kr billigere i', '-kr billigere andre steder', '-billigere i bilka', '-billigere i føtex', '-billigere hos konkurrenten',
      // Litotes about prices ('priserne er ikke ligefrem de laveste', 'ikke ligefrem et kup'): a price complaint.
      '-ikke ligefrem de laveste', '-ikke de laveste', '-ikke ligefrem de billigste', '-ikke de billigste', '-ikke just de billigste', '-ikke ligefrem billig', '-ikke ligefrem billigt', '-ikke ligefrem billige', '-ikke just billigt', '-ikke ligefrem et kup', '-ikke ligefrem gratis', '-ikke ligefrem lavpris', '-i den øvre ende', '-i den høje ende af skalaen',
      // Expecting more for the money ('man forventer lidt mere til 1.400 kr.'): a price complaint.
      '-forventer lidt mere til', '-forventer mere til', '-forventer noget mere til', '-forventer lidt mere for', '-forventer mere for', '-forventede lidt mere til', '-forventede mere til', '-forventede mere for', '-forventer mere til den pris', '-forventer man mere til den pris',
      // Price told in everyday words: 'stivt prissat', 'en pæn skilling', 'billigere på nettet' (faults); 'tog næsten ingenting for det', 'et røverkøb' (praise).
      '-stivt prissat', '-stift prissat', '-stivt priset', '-højt prissat', '-hårdt prissat', '-saftigt prissat', '-tager sig godt betalt', '-tog sig godt betalt',
      '-tager sig godt betalt for', '-lader sig godt betale', '-lod sig godt betale', '-tager overpris', '-en pæn sum', '-en pæn skilling', '-en god skilling',
      '-en formue', '-kostede en formue', '-koster en formue', '-en lille formue', '-en mindre formue', '-koster en bondegård', '-kostede en bondegård',
      '-koster spidsen af en jetjager', '-kostede spidsen af en jetjager', '-billigere på nettet', '-billigere online', '-billigere andre steder',
      '-billigere hos konkurrenterne', '-billigere i netto', '-billigere i supermarkedet', '-halv pris på nettet',
      '-halv pris andre steder', '-halv pris online', '-dyrere end på nettet', '-dyrere end online', '-dyrere end kæderne', '-dyrere end i kæderne',
      '-dyrere end andre steder', '-dyrere end konkurrenterne', '-dyrere end i supermarkedet', '+tog næsten ingenting for det', '+tog ingenting for det',
      '+tog ikke noget for det', '+tog ikke en krone', '+tog ikke en krone for', '+ville ikke have noget for det', '+ville ikke tage noget for det',
      '+ville ikke tage betaling', '+tog ikke betaling', '+gav det gratis', '+fik det gratis', '+gratis oveni', '+for en slik', '+til en slik', '+slap billigt',
      '+sluppet billigt', '+billigt sluppet', '+gav os rabat', '+gav mig rabat', '+fik rabat', '+fik en rabat', '+fik lidt rabat', '+røverkøb',
      '+et røverkøb', '+et kup', '+et godt kup', '+gjorde et kup', '+gjorde et godt køb', '+overraskende billigt', '+overraskende billig', '+overraskende billige',
      '+overraskende rimelig', '+studierabat', '+studenterrabat', '+pensionistrabat',
      // Wave 4: praise as people put it.
      '+uden ekstra betaling', '+uden ekstra beregning', '+uden beregning', '+uden merpris', '+uden ekstra omkostninger', '+uden at koste ekstra', '+koster ikke ekstra', '+kostede ikke ekstra', '+uden ekstra gebyr', '+gratis påfyld*', '+gratis genopfyld*', '+gratis refill*', '+fri påfyld*', '+gratis ekstra kop', '+gratis vand', '+gratis havremælk', '+ingen ekstra betaling',
      // Price idioms (steep, daylight robbery, don't push it, an amount 'for that') and fees: one nobody mentioned, charged anyway, a sum a day on top.
      '-ikke overdrive med priserne', '-ikke overdrive med prisen',
      '-holde igen med priserne', '-holde lidt igen med priserne', '-skyde over målet med priserne', '-skudt over målet med priserne', '-skyder over målet',
      '-stiv pris', '-stive priser', '-en stiv en', '-røveri ved højlys dag', '-at tage pis på folk', '-tage pis på kunderne', '-overdrive med priserne', '-overdriver med priserne', '-skyder over målet med priserne', '-priser i overkanten', '-i overkanten prismæssigt', '-prismæssigt i overkanten', '-*gebyr', '-*gebyret', '-*gebyrer', '-gebyr*', '-trak pengene alligevel', '-tog pengene alligevel', '-trak beløbet alligevel', '-betale fuld pris alligevel', '-betale alligevel', '-skulle betale alligevel', '-kr for det her', '-kroner for det her', '-kr for det', '-kroner for det', '-kr for den slags', '-pr dag oveni', '-per dag oveni', '-om natten oveni', '-oveni regningen', '-som ingen havde nævnt', '-ingen havde nævnt',
      'spir', 'gysser', 'en lap for', 'en halvlap for', 'lapper for', 'to lapper', 'tre lapper', 'en tusse',
      'rent røveri', 'rent tyveri', 'ren røverpris',
      'hver en krone værd', 'hver krone værd',
      '-for den fornøjelse',
      '-dyrere', '*rabat',
      '-som vi ikke havde bestilt', '-som vi aldrig havde bestilt', '-som vi ikke har bestilt', '-vi aldrig havde bestilt',
      'uden drikkevarer', 'ekskl drikkevarer', 'uden vin', 'ekskl vin', 'eksklusiv vin', 'vin ikke inkluderet', 'eksklusiv drikkevarer', 'inkl drikkevarer', 'inklusiv drikkevarer',
      'prisen', 'priser', 'priserne', '*priser', '*prisen', 'prisniveau*', 'prisleje*', 'pris og kvalitet', 'pris kvalitet', 'god pris', 'fair pris', 'rimelig pris',
      'fornuftig pris', 'høj pris', 'den pris', 'samme pris', '-overpris*', 'overslag*', '-dyr', '-dyrt', '-dyre', 'dyreste', '+billig', '+billigt', '+billige', 'penge',
      'pengene',
      'regning', 'regningen', 'kr', 'kroner', 'betale', 'betalte', 'betalt', 'koste', 'koster', 'kostede', 'prisværdig*', 'overkommelig*', 'gratis', 'valuta',
      'for det man får', 'for det man fik', 'for det vi fik', 'for det du får', 'i forhold til prisen', 'til den pris', 'for pengene', 'pengene værd', '-prisstigning*',
      '-hul i hovedet', '-røveri', '-åger*', '-vanvittige priser', 'latterlige priser', 'tilbud', 'tilbuddet',
      '-meget for det vi fik', '-mange penge for det',
      '-saftige priser', '-saftig pris', '-saftig regning', '-det hvide ud af øjnene', '-skudt i vejret', '-røvdyr*', '-møgdyr*', '-hundedyr*', '+er til at betale',
      '+var til at betale', 'billigere',
      '+meget mad for pengene', '+får noget for pengene', '+får meget for pengene', '+får noget for sine penge', '+får meget for sine penge', '+billigere end vi havde regnet med',
      '+billigere end jeg havde regnet med',
      '-betaling for vand', '-betale for vand', '-penge for vand', '-betale for postevand', '-penge for postevand', '-betale for kranvand', '-penge for kranvand',
      'rabatten', '-står ikke i forhold til', '-stod ikke i forhold til',
      '-det er sgu friskt', '-det er sgu lidt friskt', '-sgu friskt', '-ret friskt prissat', '-friske priser', '-i den høje ende', '-i den dyre ende', '-tillæg der ikke blev nævnt', '-tillæg som ikke blev nævnt', '-gebyr der ikke blev nævnt', '-et tillæg ingen havde nævnt',
      // The price called ok or fair ('priserne er ok', 'prisen var helt okay', 'fair priser'): mild praise of it, never a complaint; 'ikke ok' is one.
      '+priserne er ok', '+priserne er okay', '+priserne var ok', '+priserne var okay', '+prisen er ok', '+prisen er okay', '+prisen var ok', '+prisen var okay', '+priserne er helt ok',
      '+priserne er helt okay', '+priserne var helt ok', '+priserne var helt okay', '+prisen er helt ok', '+prisen er helt okay', '+prisen var helt ok', '+prisen var helt okay',
      '+priserne er også ok', '+priserne er også okay', '+prisen er også ok', '+prisen er også okay', '+priserne er da ok', '+prisen er da ok', '+priserne er fair', '+prisen er fair',
      '+priserne var fair', '+prisen var fair', '+prisniveauet er ok', '+prisniveauet er okay', '+prisniveauet var ok', '+prisniveauet er fair', '+prisniveauet er fint', '+fair priser',
      '+ok prisniveau', '+okay prisniveau', '+fair prisniveau', '+priserne er til at leve med', '+prisen er til at leve med', '+prisen var til at leve med', '+priserne var til at leve med',
      '-priserne er ikke ok', '-priserne er ikke okay', '-priserne var ikke ok', '-priserne var ikke okay', '-prisen er ikke ok', '-prisen er ikke okay', '-prisen var ikke ok', '-prisen var ikke okay',
      // Nothing charged for a milk or an extra is praise of the price.
      '+tager ikke ekstra', '+tager ikke ekstra for', '+tager ikke noget ekstra',
      // 'Prices are what they are': the price granted with a shrug, a complaint.
      '-prisen er hvad den er', '-prisen er så hvad den er', '-priserne er hvad de er', '-pengepungen fik', '-chok ved kassen',
    ],
    cleanliness: [
      // Everyday words for filthy ('griset', 'svineri', 'svinsk') and for dusty ('støvet', 'støvede hylder').
      '-griset', '-svineri', '-svinsk', '-støv på',
      // Bedding or towels not changed ('sengetøjet var ikke skiftet'): a cleaning complaint.
      '-ikke skiftet', '~plettede',
      // Sticky floors and tables ('gulvet var klæbrigt').
      '-klæbrig*',
      // Glasses and cups not washed ('glassene var ikke ordentligt vasket').
      '-ikke vasket', '-ikke ordentligt vasket',
      // Dirty cutlery and glasses ('gaflen havde rester af æg på', 'glassene var fulde af fedtede fingeraftryk'): the cleaning, not the food.
      '-havde rester af', '-rester af * på', '-madrester på', '-indtørret mad på', '-indtørrede rester', '-fingeraftryk', '-fedtede fingeraftryk', '-fedtet glas', '-fedtede glas', '-beskidt gaffel', '-beskidte gafler', '-beskidt bestik', '-beskidte glas', '-snavset bestik', '-snavsede glas',
      // Not a crumb in sight, tables wiped as soon as one leaves ('ikke en krumme at se', 'de tørrer bordene af så snart man rejser sig').
      '+ikke en krumme', '+ikke en eneste krumme', '+ikke en krumme at se', '+tørrer bordene af', '+tørrer borde af', '+tørrede bordene af', '+tørrede bordet af', '+tørrer bordet af', '+bordene blev tørret af', '+bordet blev tørret af',
      // A clinic bright and new, without the hospital smell ('der var ikke den der sygehuslugt').
      '+ikke den der sygehuslugt', '+ikke den der hospitalslugt', '+ingen sygehuslugt', '+ingen hospitalslugt', '+uden sygehuslugt', '+uden hospitalslugt', '+lyst og nyt', '+lyst og rent', '+nyt og rent', '+rent og nyt',
      // Black grime in the joints of the tiles ('sort skidt i fugerne'): the cleaning, not the bathroom.
      '-skidt i fugerne', '-sort skidt i fugerne', '-sort i fugerne', '-snavs i fugerne', '-skimmel i fugerne', '-mug i fugerne', '-sorte fuger i', '-fugerne var sorte',
      // Hair in the towels or the shower ('håndklæderne havde hår i'): the cleaning, not the room.
      '-håndklæderne havde hår i', '-hår i håndklæderne', '-hår på håndklæderne', '-hår i håndklædet', '-hår i bruseren', '-hår i brusenichen', '-hår i badet', '-hår på badeværelset', '-hår i afløbet i brusenichen',
      // Grubby told with 'snasket' or 'sjasket' ('toilettet var lidt snasket').
      '-snasket', '-snaskede', '-snaskethed', '-sjasket', '-sjaskede', '-lidt snasket',
      '-hår inde i', '-et hår inde i', '-et langt hår', '-langt mørkt hår', '-langt lyst hår',
      // Dirt found at a room's parts ('støv under sengen', 'hår i afløbet'), and a 'dirty room': the cleaning.
      '-støv under sengen', '-støv under sengene', '-hår i afløbet', '-hår i afløbet i badet', '-beskidt værelse', '-beskidte værelser', '-et beskidt værelse', '-snavset værelse', '-ulækkert værelse',
      '-lugtede indelukket', '-værelset lugtede indelukket', '-lugter indelukket', '-lugtede af kælder', '-lugtede kælder', '-kælderlugt',
      // Clean told with the room, the bathroom or everywhere ('rent og pænt på værelset'): the cleaning, not the room.
      '+rent og pænt på værelset', '+rent og fint på værelset', '+rent på værelset', '+rent og pænt på værelserne', '+rent på værelserne', '+rent og ryddeligt på værelset', '+rent på badeværelset', '+rent og pænt på badeværelset', '+rent på toilettet', '+rent og pænt overalt', '+rent overalt', '+skinnende rent', '+rent og pænt alle steder',
      // A room that needs the hoover ('venteværelset trænger gevaldigt til en tur med støvsugeren'): a cleaning complaint.
      '-en tur med støvsugeren', '-trænger til en tur med støvsugeren', '-trænger * til en tur med støvsugeren', '-en omgang med støvsugeren', '-trænger til en omgang med støvsugeren', '-en tur med kluden', '-trænger til en gang rengøring', '-trænger til rengøring', '-trænger til at blive gjort rent', '-ikke set en støvsuger', '-aldrig set en støvsuger', '-trænger til en kærlig hånd med støvsugeren',
      // Litotes about cleaning ('toilettet var ikke ligefrem nypudset'), and freshly scrubbed as praise.
      '-ikke ligefrem nypudset', '-ikke just nypudset', '-ikke ligefrem rent', '-ikke ligefrem rene', '-ikke just rent', '-ikke ligefrem skinnende', '+nypudset', '+nypudsede', '+skinnende rene', '+nygjort rent',
      // Cleanliness told by detail: tables full of earlier guests' cups, crumbs everywhere, sticky menus, a hair as a bonus.
      '-fra tidligere gæster', '-fra de forrige gæster', '-fra forrige gæster', '-fra gæsterne før', '-fra gæsterne før os', '-fra dem der sad der før',
      '-de forrige gæsters', '-tidligere gæsters', '-fulde af kopper', '-fuld af kopper', '-fyldt med kopper', '-fyldt med brugte', '-fulde af brugte',
      '-beskidte tallerkener', '-stod med brugte', '-stod fulde af', '-flød med kopper', '-flød med tallerkener',
      '-flød med affald', '-ingen havde tørret bordet af', '-ingen tørrede bordene af', '-krummer over det hele', '-krummer på bordet', '-krummer på bordene',
      '-krummer på stolen', '-krummer på sædet', '-klistrede borde', '-klistret bord', '-klistrede menukort', '-klistret menukort', '-klistrede gulve',
      '-gulvet klistrede', '-fedtede borde', '-fedtet bord', '-fingeraftryk på', '-læbestift på glasset', '-læbestift på koppen', '-kaffeskjolder', '-et hår som bonus',
      '-hår som bonus', '-med et hår i',
      // Wave 4: praise as people put it.
      '+knirkende rent', '+knirkende ren', '+knirkende rene', '+ryddelig', '+ryddeligt', '+ryddelige', '-uryddelig*', '+tip top rent', '+tiptop rent', '+pænt og rent', '+rent og pænt',
      // A messy shop (things everywhere, searching long for anything) and cleanliness told by detail: not cleaned in a while, no paper, all wet, a smell of chemicals.
      '-intet papir', '-ikke noget papir', '-intet håndpapir', '-ingen håndklæder på toilettet', '-alt var vådt', '-alt er vådt', '-vådt overalt', '-vand på gulvet', '-gulvet var vådt', '-lugt af kemikalier', '-lugtede af kemikalier', '-lugter af kemikalier', '-stank af kemikalier', '-lugt af klor', '-lugtede af klor', '-kemikalielugt*', '-kemisk lugt', '-skarp lugt', '-stærk lugt af', '-ikke blevet gjort rent', '-ikke gjort rent i',
      '~rodet', '~rodede', '-roder overalt', '-rod overalt', '-sikke et rod', '-et rod i butikken', '-rod i butikken', '-rodet butik', '-ting lå overalt', '-lå ting overalt', '-ligger ting overalt', '-ting og sager overalt', '-varer lå overalt', '-varer overalt', '-lede længe efter', '-skal lede længe', '-lede efter alt', '-flyder med', '-flød med ting', '-uoverskuelig butik', '-kaos på hylderne',
      '+ren', '+rent', '+rene', 'renere', 'renest*', 'rengjort*', 'rengøring*', '*rengøring', 'renlighed*', '-beskidt*', 'snavs*', '-uhumsk*', 'hygiejne*', 'hygiejnisk*',
      'uhygiejnisk*', 'lugt', 'lugten', '-lugter', '-lugtede', '-stank', '-stinker', '-stinkede', 'støv', '-støvet', 'støvede', 'skinnende',
      '-hår i', '-hår på gulvet', 'tørret af', 'ryddeligt', 'uryddeligt', '-*beskidt', '-*beskidte', '-klistre*', '-klistret', 'gjort rent', 'gøres rent',
      'gjort ordentligt rent', 'krummer', 'ulækkert', '-klamt', '-klamme', 'skidtet', '-skimmel*', 'mug', '-muggen', '+pletfri*', 'pletter på', 'nyrengjort*',
      '-ikke tørret af', '-ikke ryddet', '-ikke blevet ryddet', 'fyldt med krummer', '-beskidte borde', 'toiletpapir', 'håndsæbe', '-indelukket', '-muggen lugt', 'fugt',
      'fugtig*', 'ækel*', 'ækle', 'skidt og møg', 'møg', 'spindelvæv', 'fluer', 'ikke rent', 'ikke ordentligt rent', '~toilet*', '~ulækker', '~ulækre', '~pletter',
      '~plettet',
      '-et hår i', '-hårstrå', '-lugtede af gammel røg', '-lugtede af friture',
      '-krummer på', '-krummer over', '-fuld af krummer', '-sok på gulvet', '-sok under sengen', '-sokker på gulvet', '-sokker under sengen',
      '-hår i vasken', '-hår på puden', '-hår i sengen', '-pletter på lagnet', '-pletter på lagenet', '-intet toiletpapir', '-ikke noget toiletpapir', '-ingen toiletpapir',
      '-manglede toiletpapir',
      '-brugte servietter', 'brugt service', '-beskidt service', '-beskidt glas', '-beskidte kopper', 'madrester', 'skraldespand*', '-mug i',
      '-sorte fuger',
      '-fuld af hår', '-fyldt med hår', '-hår i håndvasken', '-fluer overalt', '-sand i sengen', '-krummer i sengen',
      '-skraldespanden flød over', '-skraldespanden var fuld',
      // A place that has not seen a cloth in a while ('det så ikke ut til å ha sett en vaskeklut') is dirty: the praise is taken back by the negation.
      '+set en karklud', '+set en klud', '+set en moppe', '+set en gulvklud',
      // A place that did not look as if it had seen a cloth in a while.
      '-ikke ud til at have set en', '-ikke ud som om det havde set en',
      // Hair left on the floor.
      '-hår rundt omkring på gulvet', '-støv på hylderne',
    ],
    waiting: [
      // The idiom 'lod vente på sig' and how long it took ('det tog alt for lang tid', 'tager det en time'): the wait.
      '-lod vente på sig', '-lod længe vente på sig', '-tog alt for lang tid', '-tog meget lang tid',
      '-tager det * minutter', '-tog det * minutter',
      // Let in at once or on time ('kom ind med det samme', 'blev kaldt ind til tiden'), a short wait.
      '+kom ind med det samme', '+kort ventetid',
      '-gik en krig',
      // 'En rum tid' (a good while) is a long wait.
      '-en rum tid',
      // Told to count on a wait ('man skal regne med at vente').
      '-regne med at vente',
      // Minutes told with 'godt' or 'over' ('der gik godt 45 minutter fra vi bestilte til hovedretten kom'): the wait.
      '-der gik godt * minutter', '-der gik over * minutter', '-der gik næsten * minutter', '-der gik hele * minutter', '-der gik mindst * minutter', '-der gik godt * min', '-der gik over * min', '-gik der godt * minutter', '-gik der over * minutter',
      // Hardly seated before the food came ('vi nåede knap at sætte os før forretterne stod på bordet'); quick despite a full house.
      '+nåede knap at sætte os', '+nåede næsten ikke at sætte os', '+nåede dårligt at sætte os', '+nåede knap at sidde ned', '+havde knap sat os', '+havde næsten ikke sat os', '+knap nået at sætte os',
      '+kom på 5 minutter', '+kom på fem minutter', '+kom på 10 minutter', '+kom på ti minutter', '+kom på 10 min', '+kom * på 5 minutter', '+kom * på 10 minutter', '+kom * på ti minutter', '+kom * på 10 min', '+kom * * på 10 minutter', '+kom * * på 5 minutter', '+kom * * på ti minutter', '+på under 10 minutter', '+på under ti minutter', '+på under 5 minutter',
      // The queue at the till ('køen ved kassen er altid lang') is the wait, not the cashier.
      'køen ved kassen', 'kø ved kassen', 'køen ved kasserne', 'kø ved kasserne', 'køen ved kassen er altid', '-lang kø ved kassen', '-lange køer ved kassen', '-lang kø ved kasserne', '-kun en kasse åben', '-kun én kasse åben', '-kun en kasse var åben', '-kun én kasse var åben', '-kun en kasse åbnet',
      // A check-in that took long, one person at the desk ('der gik dog lang tid med indtjekningen', 'kun én i receptionen').
      '-lang tid med indtjekningen', '-lang tid med at tjekke ind', '-lang tid at tjekke ind', '-lang tid med check-in', '-gik dog lang tid', '-der gik lang tid med', '-kun var én i receptionen', '-kun var en i receptionen', '-kun én i receptionen', '-kun en i receptionen', '-kun én bag skranken', '-kun en bag skranken',
      // Served last of all, after tables that came later ('vi var det sidste bord der fik mad', 'folk der kom efter os havde fået'): the wait.
      '-sidste bord der fik', '-sidste bord til at få', '-de sidste der fik mad', '-de sidste der fik maden', '-de sidste der fik noget', '-de sidste til at få', '-sidste der blev serveret', '-sidste til at blive serveret',
      '-kom efter os havde fået', '-kom efter os fik', '-kom efter os var færdige', '-kom efter os blev serveret', '-der kom efter os', '-som kom efter os', '-fik mad før os', '-fik deres mad før os', '-fik maden før os', '-blev serveret før os', '-før vi overhovedet så', '-før vi overhovedet fik',
      // A salon visit that ran hours over ('tog dog næsten 4 timer i stolen'), so the rest of the day had to be called off.
      '-fra jeg betalte til jeg fik', '-fra vi betalte til vi fik', '-fra jeg bestilte til jeg fik', '-fra vi bestilte til vi fik', '-fra jeg betalte til', '-fra vi betalte til', '-gik * minutter fra jeg',
      '-tog dog næsten * timer', '-tog dog over * timer', '-tog dog godt * timer', '-næsten * timer i stolen', '-over * timer i stolen', '-måtte ringe og aflyse', '-måtte aflyse det jeg skulle', '-aflyse det jeg skulle bagefter', '-måtte aflyse min næste aftale', '-nåede ikke min næste aftale', '-kom for sent til min næste aftale',
      // A course that came only when the table was asking for the bill ('hovedretten kom først da vi bad om regningen'): the wait.
      '-kom først da vi bad om regningen', '-kom først da vi bad om at betale', '-kom først da vi var ved at betale', '-kom først da vi ville betale', '-kom ikke før vi bad om regningen', '-kom først da vi havde bedt om regningen',
      // Not called in until long after the time ('kom jeg først ind en halv time senere', 'sad der i fire timer med farve i håret'): the wait.
      '-kom først ind en halv time senere', '-kom først ind en time senere', '-kom først ind * minutter senere', '-kom først ind * minutter efter', '-kom jeg først ind', '-kom vi først ind', '-blev først kaldt ind', '-blev jeg først kaldt ind', '-sad der i * timer', '-sad der i over * timer', '-sad der i næsten * timer', '-sad der i godt * timer', '-sad i stolen i * timer', '-sad i stolen i over * timer', '-sad i stolen i næsten * timer', '-sad der i timevis', '-sad i stolen i timevis',
      // never having to wait ('skulle aldrig vente', 'slap for at vente').
      '+skulle aldrig vente', '+skal aldrig vente', '+skulle ikke vente', '+skal ikke vente', '+behøvede ikke vente', '+behøver ikke vente', '+behøvede aldrig vente', '+behøver aldrig vente', '+slap for at vente', '+slipper for at vente', '+ventede næsten ikke', '+ventede slet ikke', '+skulle næsten ikke vente', '+skulle slet ikke vente',
      // a repair not ready when promised ('fik at vide den var klar torsdag', 'stod der stadig uden at være rørt'); sitting in the lobby for the room.
      '-stod der stadig uden at være rørt', '-uden at være rørt', '-ikke engang rørt', '-ikke blevet rørt', '-slet ikke rørt', '-ikke klar som lovet', '-ikke færdig som lovet', '-ikke klar som aftalt', '-ikke færdig som aftalt', '-ikke klar til tiden', '-ikke færdig til tiden', '-stadig ikke klar', '-stadig ikke færdig', '-var ikke klar da jeg kom', '-var ikke færdig da jeg kom', '-sad i lobbyen', '-sidde i lobbyen', '-sad og ventede i lobbyen', '-sad i receptionen og ventede', '-til klokken næsten var',
      // Called in on time ('kom ind til tiden', 'blev kaldt ind på minuttet'): praise of the wait.
      '+kom ind til tiden', '+kom ind præcis til tiden', '+kom ind lige til tiden', '+kom ind på minuttet', '+kom ind på slaget', '+kaldt ind til tiden', '+kaldt ind på minuttet', '+kaldt ind præcis til tiden', '+blev kaldt ind til tiden', '+kommer altid ind til tiden', '+kom altid ind til tiden', '+kom til på minuttet', '+kom til til tiden',
      // Overlooked for minutes at a table; made to stand at the bar for a table.
      '-overset i * minutter', '-overset i * min', '-blive overset i', '-blev overset i', '-måtte stå ved baren', '-stå ved baren i', '-stod ved baren i', '-måtte stå og vente i', '-stå og vente ved baren',
      '-en halv time ved skranken', '-en time ved skranken', '-et kvarter ved skranken', '-tre kvarter ved skranken', '-en halv time i receptionen', '-et kvarter i receptionen', '-en time i receptionen',
      // Service quick even with a queue ('det går altid stærkt selv når der er kø'); an order that came after a quarter of an hour.
      '+det går altid stærkt', '+går altid stærkt', '+det går stærkt', '+går stærkt selv når', '+går hurtigt selv når', '+selv når der er kø', '+selvom der er kø', '+også når der er kø', '-kom efter et kvarter', '-kom først efter et kvarter', '-kom efter en halv time', '-kom først efter en halv time', '-kom efter tre kvarter', '-kom først efter tre kvarter', '-kom efter en time', '-kom først efter en time',
      // An hour told loosely ('der gik en god time før hovedretten kom').
      '-der gik en god time', '-gik en god time', '-der gik en time', '-gik en time før', '-gik over en time', '-der gik over en time', '-gik godt en time', '-gik næsten en time', '-der gik halvanden time', '-gik halvanden time', '-en god time før',
      // Nobody at the reception or behind the desk when one arrives: the wait for someone to turn up.
      '-ingen i receptionen', '-ingen var i receptionen', '-der var ingen i receptionen', '-ingen bag skranken', '-ingen ved skranken', '-ingen i skranken', '-receptionen var tom', '-tom reception', '-ubemandet reception', '-receptionen var ubemandet', '-ingen at se i receptionen', '-ingen at se bag skranken', '-ingen at se bag disken', '-ingen bag disken',
      // Kept waiting before being squeezed in ('i 40 min før de kunne klemme mig ind'), leafing through magazines.
      '-før de kunne klemme mig ind', '-før de kunne klemme os ind', '-før de kunne tage mig', '-sidde og bladre', '-sad og bladrede', '-sidde og bladre i',
      // A dish that came an hour after ordering, told by clock time ('maden kom kl 20.30, en time efter vi havde bestilt').
      '-en time efter vi havde bestilt', '-en halv time efter vi havde bestilt', '-* minutter efter vi havde bestilt', '-* min efter vi havde bestilt', '-en time efter vi bestilte', '-en time efter bestillingen', '-en time efter at vi havde bestilt', '-over en time efter vi havde bestilt',
      // 'Lidt ventetid' (a bit of a wait) is a mild complaint about the wait, even when accepted ('men fair nok').
      '-lidt ventetid', '-en smule ventetid', '-en del ventetid', '-noget ventetid', '-lidt ventetid selvom', '-altid lidt ventetid', '-lidt for meget ventetid',
      // Waiting at the clinic or salon told without the word 'ventetid' ('sidde og vente en halv time', 'aldrig kommet ind til tiden', 'det tog 3 timer i alt').
      '-sidde og vente en halv time', '-sidde og vente en time', '-sad og ventede en halv time', '-sidde og vente selvom', '-stå og vente en halv time',
      '-ikke kommet ind til tiden', '-aldrig kommet ind til tiden', '-kommer aldrig ind til tiden', '-kom aldrig ind til tiden', '-ikke en eneste gang kommet ind', '-aldrig kommet ind til min tid', '-aldrig ind til tiden', '-kommer aldrig ind på tiden', '-aldrig på tiden',
      '-tog dog * timer',
      // The key or room handed over late, sitting bored in the lobby ('fik først nøglen halv fem'): the wait.
      '-fik først nøglen', '-fik først værelset', '-fik først vores værelse', '-først fik nøglen', '-nøglen først kl', '-værelset var først klar', '-værelset først klar', '-kedede os i lobbyen', '-kedede os i receptionen', '-sad og kedede os', '-ventede i lobbyen', '-hang ud i lobbyen med', '-i lobbyen med al bagagen', '-i lobbyen med bagagen',
      // One person behind the counter for the whole queue ('én pige bag disken til hele køen'): understaffing is the wait, not the staff.
      '-én pige bag disken', '-en pige bag disken til', '-én dreng bag disken', '-kun én bag baren', '-kun en bag baren', '-kun én ekspedient', '-kun en ekspedient', '-én ekspedient til', '-én til hele køen', '-en til hele køen', '-alene bag disken', '-alene bag baren', '-alene om hele køen', '-kun én på vagt', '-kun en på vagt',
      // Waiting told by time spans in a complaint ('der gik 3 uger', 'stod i kø i 20 minutter'), and speed told by a quick fix as praise ('fiksede det på ti minutter', 'klar samme eftermiddag').
      '-der gik * dage', '-der gik over * dage', '-der gik næsten * uger', '-der gik en hel uge', '-der gik en måned', '-der gik over en måned', 'der gik * timer',
      'der gik over en time', 'der gik næsten en time', '-gik der * uger', '-gik der * dage', 'gik der over en time', 'gik der en time', 'gik der * minutter',
      '-stod i kø i * minutter', '-stod i kø i * min', '-stå i kø i * minutter', '-stod i kassen i * minutter', '-stå i kassen i * minutter',
      '-stod ved kassen i * minutter', '-måtte stå i kø', '-fik lov at stå i kø', '-stod i kø i over', '-stod i kø i en evighed', '-stod og ventede i * minutter',
      '-stod og ventede i over', '-måtte vente i * uger', '-måtte vente * uger', '-måtte vente i * dage', '-måtte vente * dage', '-måtte vente i over',
      '-måtte vente i to uger', '-måtte vente i tre uger', '-ventede i * uger', '-ventede * uger', '-ventede i * dage', '-ventede * dage', '-ventet i * uger',
      '-ventet * uger', '-sad i * minutter uden', '-sad * minutter uden', '-ventede * minutter uden', '-først kaldt ind efter',
      '-blev kaldt ind * minutter for sent', '-fik først svar efter', '-svar efter * uger', '-svar efter * dage', '-svarede først efter', '-tog over en time at få',
      '-tog * timer at få', '-tog en evighed at få', '-en time forsinket', '-en halv time forsinket', '-over en time forsinket', '-minutter forsinket', '-min forsinket',
      '-40 min efter', '-min efter den aftalte tid', '-minutter efter den aftalte tid', '-min over tiden', '-minutter over tiden', '+fiksede det på 5 min',
      '+fiksede det på 5 minutter', '+fiksede det på fem minutter', '+fiksede det på to minutter', '+fiksede det på 2 minutter', '+fiksede det på ti minutter',
      '+fiksede det på 10 minutter', '+fiksede det på 10 min', '+fiksede det på få minutter', '+fiksede det på et par minutter', '+fiksede det på ingen tid',
      '+fiksede det på no time', '+fiksede det på nul komma fem', '+fiksede det på nul komma dut', '+fikset det på 5 min', '+fikset det på 5 minutter',
      '+fikset det på fem minutter', '+fikset det på to minutter', '+fikset det på 2 minutter', '+fikset det på ti minutter', '+fikset det på 10 minutter',
      '+fikset det på 10 min', '+fikset det på få minutter', '+fikset det på et par minutter', '+fikset det på ingen tid', '+fikset det på no time',
      '+fikset det på nul komma fem', '+fikset det på nul komma dut', '+fiksede den på 5 min', '+fiksede den på 5 minutter', '+fiksede den på fem minutter',
      '+fiksede den på to minutter', '+fiksede den på 2 minutter', '+fiksede den på ti minutter', '+fiksede den på 10 minutter', '+fiksede den på 10 min',
      '+fiksede den på få minutter', '+fiksede den på et par minutter', '+fiksede den på ingen tid', '+fiksede den på no time', '+fiksede den på nul komma fem',
      '+fiksede den på nul komma dut', '+ordnede det på 5 min', '+ordnede det på 5 minutter', '+ordnede det på fem minutter', '+ordnede det på to minutter',
      '+ordnede det på 2 minutter', '+ordnede det på ti minutter', '+ordnede det på 10 minutter', '+ordnede det på 10 min', '+ordnede det på få minutter',
      '+ordnede det på et par minutter', '+ordnede det på ingen tid', '+ordnede det på no time', '+ordnede det på nul komma fem', '+ordnede det på nul komma dut',
      '+ordnet det på 5 min', '+ordnet det på 5 minutter', '+ordnet det på fem minutter', '+ordnet det på to minutter', '+ordnet det på 2 minutter',
      '+ordnet det på ti minutter', '+ordnet det på 10 minutter', '+ordnet det på 10 min', '+ordnet det på få minutter', '+ordnet det på et par minutter',
      '+ordnet det på ingen tid', '+ordnet det på no time', '+ordnet det på nul komma fem', '+ordnet det på nul komma dut', '+ordnede den på 5 min',
      '+ordnede den på 5 minutter', '+ordnede den på fem minutter', '+ordnede den på to minutter', '+ordnede den på 2 minutter', '+ordnede den på ti minutter',
      '+ordnede den på 10 minutter', '+ordnede den på 10 min', '+ordnede den på få minutter', '+ordnede den på et par minutter', '+ordnede den på ingen tid',
      '+ordnede den på no time', '+ordnede den på nul komma fem', '+ordnede den på nul komma dut', '+klarede det på 5 min', '+klarede det på 5 minutter',
      '+klarede det på fem minutter', '+klarede det på to minutter', '+klarede det på 2 minutter', '+klarede det på ti minutter', '+klarede det på 10 minutter',
      '+klarede det på 10 min', '+klarede det på få minutter', '+klarede det på et par minutter', '+klarede det på ingen tid', '+klarede det på no time',
      '+klarede det på nul komma fem', '+klarede det på nul komma dut', '+klaret det på 5 min', '+klaret det på 5 minutter', '+klaret det på fem minutter',
      '+klaret det på to minutter', '+klaret det på 2 minutter', '+klaret det på ti minutter', '+klaret det på 10 minutter', '+klaret det på 10 min',
      '+klaret det på få minutter', '+klaret det på et par minutter', '+klaret det på ingen tid', '+klaret det på no time', '+klaret det på nul komma fem',
      '+klaret det på nul komma dut', '+lavede det på 5 min', '+lavede det på 5 minutter', '+lavede det på fem minutter', '+lavede det på to minutter',
      '+lavede det på 2 minutter', '+lavede det på ti minutter', '+lavede det på 10 minutter', '+lavede det på 10 min', '+lavede det på få minutter',
      '+lavede det på et par minutter', '+lavede det på ingen tid', '+lavede det på no time', '+lavede det på nul komma fem', '+lavede det på nul komma dut',
      '+lavet på 5 min', '+lavet på 5 minutter', '+lavet på fem minutter', '+lavet på to minutter', '+lavet på 2 minutter', '+lavet på ti minutter',
      '+lavet på 10 minutter', '+lavet på 10 min', '+lavet på få minutter', '+lavet på et par minutter', '+lavet på ingen tid', '+lavet på no time',
      '+lavet på nul komma fem', '+lavet på nul komma dut', '+skiftede det på 5 min', '+skiftede det på 5 minutter', '+skiftede det på fem minutter',
      '+skiftede det på to minutter', '+skiftede det på 2 minutter', '+skiftede det på ti minutter', '+skiftede det på 10 minutter', '+skiftede det på 10 min',
      '+skiftede det på få minutter', '+skiftede det på et par minutter', '+skiftede det på ingen tid', '+skiftede det på no time', '+skiftede det på nul komma fem',
      '+skiftede det på nul komma dut', '+skiftet på 5 min', '+skiftet på 5 minutter', '+skiftet på fem minutter', '+skiftet på to minutter', '+skiftet på 2 minutter',
      '+skiftet på ti minutter', '+skiftet på 10 minutter', '+skiftet på 10 min', '+skiftet på få minutter', '+skiftet på et par minutter', '+skiftet på ingen tid',
      '+skiftet på no time', '+skiftet på nul komma fem', '+skiftet på nul komma dut', '+repareret på 5 min', '+repareret på 5 minutter', '+repareret på fem minutter',
      '+repareret på to minutter', '+repareret på 2 minutter', '+repareret på ti minutter', '+repareret på 10 minutter', '+repareret på 10 min',
      '+repareret på få minutter', '+repareret på et par minutter', '+repareret på ingen tid', '+repareret på no time', '+repareret på nul komma fem',
      '+repareret på nul komma dut', '+reparerede den på 5 min', '+reparerede den på 5 minutter', '+reparerede den på fem minutter', '+reparerede den på to minutter',
      '+reparerede den på 2 minutter', '+reparerede den på ti minutter', '+reparerede den på 10 minutter', '+reparerede den på 10 min', '+reparerede den på få minutter',
      '+reparerede den på et par minutter', '+reparerede den på ingen tid', '+reparerede den på no time', '+reparerede den på nul komma fem',
      '+reparerede den på nul komma dut', '+klippet på 5 min', '+klippet på 5 minutter', '+klippet på fem minutter', '+klippet på to minutter', '+klippet på 2 minutter',
      '+klippet på ti minutter', '+klippet på 10 minutter', '+klippet på 10 min', '+klippet på få minutter', '+klippet på et par minutter', '+klippet på ingen tid',
      '+klippet på no time', '+klippet på nul komma fem', '+klippet på nul komma dut', '+var klar på 5 min', '+var klar på 5 minutter', '+var klar på fem minutter',
      '+var klar på to minutter', '+var klar på 2 minutter', '+var klar på ti minutter', '+var klar på 10 minutter', '+var klar på 10 min', '+var klar på få minutter',
      '+var klar på et par minutter', '+var klar på ingen tid', '+var klar på no time', '+var klar på nul komma fem', '+var klar på nul komma dut',
      '+var færdig på 5 min', '+var færdig på 5 minutter', '+var færdig på fem minutter', '+var færdig på to minutter', '+var færdig på 2 minutter',
      '+var færdig på ti minutter', '+var færdig på 10 minutter', '+var færdig på 10 min', '+var færdig på få minutter', '+var færdig på et par minutter',
      '+var færdig på ingen tid', '+var færdig på no time', '+var færdig på nul komma fem', '+var færdig på nul komma dut', '+var færdige på 5 min',
      '+var færdige på 5 minutter', '+var færdige på fem minutter', '+var færdige på to minutter', '+var færdige på 2 minutter', '+var færdige på ti minutter',
      '+var færdige på 10 minutter', '+var færdige på 10 min', '+var færdige på få minutter', '+var færdige på et par minutter', '+var færdige på ingen tid',
      '+var færdige på no time', '+var færdige på nul komma fem', '+var færdige på nul komma dut', '+fik maden på 5 min', '+fik maden på 5 minutter',
      '+fik maden på fem minutter', '+fik maden på to minutter', '+fik maden på 2 minutter', '+fik maden på ti minutter', '+fik maden på 10 minutter',
      '+fik maden på 10 min', '+fik maden på få minutter', '+fik maden på et par minutter', '+fik maden på ingen tid', '+fik maden på no time',
      '+fik maden på nul komma fem', '+fik maden på nul komma dut', '+fik vi maden på 5 min', '+fik vi maden på 5 minutter', '+fik vi maden på fem minutter',
      '+fik vi maden på to minutter', '+fik vi maden på 2 minutter', '+fik vi maden på ti minutter', '+fik vi maden på 10 minutter', '+fik vi maden på 10 min',
      '+fik vi maden på få minutter', '+fik vi maden på et par minutter', '+fik vi maden på ingen tid', '+fik vi maden på no time', '+fik vi maden på nul komma fem',
      '+fik vi maden på nul komma dut', '+fik kaffen på 5 min', '+fik kaffen på 5 minutter', '+fik kaffen på fem minutter', '+fik kaffen på to minutter',
      '+fik kaffen på 2 minutter', '+fik kaffen på ti minutter', '+fik kaffen på 10 minutter', '+fik kaffen på 10 min', '+fik kaffen på få minutter',
      '+fik kaffen på et par minutter', '+fik kaffen på ingen tid', '+fik kaffen på no time', '+fik kaffen på nul komma fem', '+fik kaffen på nul komma dut',
      '+stod maden på bordet på 5 min', '+stod maden på bordet på 5 minutter', '+stod maden på bordet på fem minutter', '+stod maden på bordet på to minutter',
      '+stod maden på bordet på 2 minutter', '+stod maden på bordet på ti minutter', '+stod maden på bordet på 10 minutter', '+stod maden på bordet på 10 min',
      '+stod maden på bordet på få minutter', '+stod maden på bordet på et par minutter', '+stod maden på bordet på ingen tid', '+stod maden på bordet på no time',
      '+stod maden på bordet på nul komma fem', '+stod maden på bordet på nul komma dut', '+kom maden på 5 min', '+kom maden på 5 minutter',
      '+kom maden på fem minutter', '+kom maden på to minutter', '+kom maden på 2 minutter', '+kom maden på ti minutter', '+kom maden på 10 minutter',
      '+kom maden på 10 min', '+kom maden på få minutter', '+kom maden på et par minutter', '+kom maden på ingen tid', '+kom maden på no time',
      '+kom maden på nul komma fem', '+kom maden på nul komma dut', '+klar samme dag', '+klar samme eftermiddag', '+klar samme aften', '+klar samme formiddag',
      '+klar dagen efter', '+klar næste dag', '+klar allerede samme dag', '+klar til afhentning samme dag', '+klar til afhentning dagen efter', '+færdig samme dag',
      '+klar efter en time', '+klar på en time', '+klar inden for en time', '+leveret dagen efter', '+leveret næste dag', '+kom allerede dagen efter',
      '+fikset mens jeg ventede', '+fiksede det mens jeg ventede', '+ordnet mens jeg ventede', '+ordnede det mens jeg ventede', '+lavet mens jeg ventede',
      '+lavede det mens jeg ventede', '+skiftet mens jeg ventede', '+repareret mens jeg ventede', '+klaret mens jeg ventede', '+mens jeg ventede på stedet',
      '+på no time', '+på nul komma fem', '+på nul komma dut', '+på et splitsekund', '+på et øjeblik', '+på få minutter', '+inden for få minutter',
      '+i løbet af få minutter', '+tog kun * minutter', '+tog kun fem minutter', '+tog kun et kvarter', '+kun * minutters ventetid', '+kun * min ventetid',
      '+kun få minutters ventetid', '+næsten ingen ventetid', '+stort set ingen ventetid',
      // Irony closing a complaint: 'held og lykke med parkeringen', 'tak for lidt', 'smart forretningsmodel'.
      '-held og lykke hvis du har travlt', '-god fornøjelse hvis du har travlt', '-tag madpakke med',
      // Wave 4: praise as people put it.
      '+præcis til tiden', '+lige til tiden', '+helt til tiden', '+altid til tiden', '+på minuttet', '+på slaget', '-ikke til tiden', '-aldrig til tiden',
      // Waits told by the clock and by lateness: got in only at, standing for a table, weeks before the order came, longer than planned.
      '-måtte stå og vente', '-stå og vente på et bord', '-stod og ventede på et bord', '-stå og vente på bord', '-stå og vente', '-der gik * uger', '-der gik over * uger', '-der gik * måneder', '-uger før ordren kom', '-uger før pakken kom', '-uger før varen kom', '-uger før den kom', '-uger om at komme', '-længere end planlagt', '-længere end aftalt', '-længere end lovet',
      // A delay that is the complaint; waiting in everyday idioms.
      '-tog to uger', '-tog tre uger', '-tog * uger', '-tog over en uge', '-tog over to uger', '-uger i stedet for', '-lovet fem dage', '-lovede * dage', '-lovet * dage',
      '-fik at vide * dage', '-lang leveringstid', '-en engels tålmodighed', '-engletålmodighed', '-englers tålmodighed', '-væbne sig med tålmodighed', '-væbne dig med tålmodighed',
      '-væbnet med tålmodighed', '-tålmodigheden på prøve', '-kræver tålmodighed', '-kræver en del tålmodighed', '-kræver stor tålmodighed', '-timer for tre retter',
      '-timer for * retter', '-timer for to retter', '-først klar kl', '-var først klar', '-ikke klar før', '-en halv dag at', '-en hel dag at', '-trillede tommelfingre',
      '-trille tommelfingre', '-tog hundrede år', '-tager hundrede år', '-tog en halv dag',
      'sidde i venteværelset', 'sad i venteværelset', 'sidder i venteværelset', 'siddet i venteværelset', 'sad og ventede i venteværelset', 'minutter i venteværelset', 'min i venteværelset', 'time i venteværelset', 'timer i venteværelset', 'halv time i venteværelset', '-længe i venteværelset', '-i venteværelset længe', '-i venteværelset i over', '-i venteværelset i en evighed', 'minutter i venterummet', 'sad i venterummet',
      'tempoet',
      'ikke før kl', 'først kl',
      'et kvarter', 'et kvarters',
      'næsten en time', 'næsten en halv time', 'gik en time', 'gik næsten', 'der gik * minutter', 'der gik * min',
      'vente', 'ventede', 'venter', 'ventet', 'ventetid*', '-efter vores tid', '-efter min tid', '-efter den aftalte tid', '-over tiden', '-ikke færdig',
      '-ikke var klar', '-ikke var færdig', '-kø', '-køen', '-køer', '-tog lang tid', '-tager lang tid', '-lang tid før', '-lang tid inden', '-lang tid at',
      '-lang tid på', 'længe at vente', 'forsink*', '-for sent', 'til tiden',
      'en halv time', '-over en time', '-stadig ikke', '-endnu ikke', '-tre kvarter', 'tog evigheder', '-halvanden time', '-over en halv time', '-minutter før', '-min før',
      '-minutter inden', '-min inden', '-en evighed', '-evigheder', '+punktlig*', '~hurtig*', '~langsom*', '~længe', '~minutter', '~minut', '~travlt',
      '~ekspedition*', '-ventede * minutter', '-ventede * min', '-ventet * minutter', '-ventet * min', '-ventede over', '-ventet over', '-ventede næsten', '-ventet næsten',
      '-ventede en time', '-ventede en halv time', '-ventede i over', '-ventede i næsten', '-minutter på maden', '-minutter på vores', '-minutter på at få', 'minutter på en',
      'minutter på to', 'efter * minutter', 'efter en time', 'efter en halv time', '-først efter', '-for lidt personale', '-for få ansatte', '-for få på arbejde',
      '-underbemand*', '-manglede personale', '-mangel på personale', '-kun én på arbejde', '-kun en på arbejde', '-kun én bag disken', '-kun en bag disken', '-alene på arbejde',
      '-kun én kasse', '-kun en kasse', '-én kasse åben', '+gik hurtigt', '+gik stærkt', '+kom hurtigt', '+kom lynhurtigt', '+lynhurtig*', '+ingen ventetid', '+ingen kø',
      '+uden ventetid',
      '+bord med det samme', '+betjent med det samme', '+serveret med det samme', 'vente på regningen', 'ventede på regningen', 'ventede * på regningen', 'ventede * * på regningen', 'venter på regningen',
      '-stadig ingen', '-stadig intet', '-kom først ind', '-først ind kl', '-gav op og gik', '-opgav og gik', '-halv evighed', '-tog en krig', '-varede en krig', '-tager en krig',
      '-i en time uden', '-i en halv time uden', '-i et kvarter uden', '+på ingen tid', '+i en ruf', '+prompte', '+på rekordtid', '-varede en time', '-varede over en time',
      '-varede en halv time', '-varede * minutter', 'før maden kom', 'inden maden kom', '-timer på maden', '-time på maden', '-gik lang tid', '-gik laang tid',
      '-gik laaang tid', '-før nogen kom', '-inden nogen kom', '-før nogen dukkede op', '-inden nogen dukkede op', '+ekspederet med det samme', '+ekspederet hurtigt',
      '+hurtigt ekspederet', '-fik først bord',
      '-gav vi op og gik', '-gav vi op og tog',
      '-ventede en krig', '-vente en krig', '-venter en krig', '-en krig på maden', '-en krig på regningen', 'tog dem * minutter', '-tog dem over en', 'tog * minutter',
      '-først til kl', '-kom først til', '-mindst en halv time', '-mindst en time', '+klar med det samme', 'mad hurtigt', 'maden hurtigt',
      '-gik sløvt', '-gik * sløvt', '-gik langsomt', '-gik * langsomt', '-gik trægt', '-gik * trægt', '-ventede og ventede', '-venter og venter', '-en hel evighed',
      // A wait told by a duration of 'a good quarter hour' ('i godt et kvarter', 'efter godt en time'): the 'godt' is no praise; standing at the counter that long is a complaint of the wait.
      'i godt et kvarter', 'i godt en halv time', 'i godt en halvtime', 'i godt en time', 'i godt tre kvarter', 'i godt halvanden time', 'i godt * minutter', 'i godt * min',
      'i godt og vel et kvarter', 'i godt og vel en halv time', 'i godt og vel en time', 'i godt og vel * minutter', 'i godt og vel * min', 'i en god halv time', 'i en god halvtime', 'i en god time',
      'efter godt et kvarter', 'efter godt en halv time', 'efter godt en time', 'efter godt * minutter', 'efter godt og vel', 'efter en god halv time', 'efter en god time',
      '-stod ved disken i * minutter', '-stod ved skranken i * minutter', '-stod ved baren i * minutter', '-stod ved receptionen i * minutter', '-stod ved disken i et kvarter',
      '-stod ved skranken i et kvarter', '-stod ved disken i over', '-stod ved skranken i over', '-stod og ventede ved disken', '-stod og ventede ved skranken', '-stod og ventede ved kassen',
      '-stod ved disken i godt', '-stod ved skranken i godt', '-stod ved kassen i godt', '-stod ved baren i godt', '-stod i kø i godt', '-stod i køen i godt', '-stod og ventede i godt',
      '-sad og ventede i godt', '-stod ved disken i en god', '-stod ved skranken i en god', '-stod i kø i en god', '-stod og ventede i en god', '-sad og ventede i en god',
      // A wait told against what was promised ('fik at vide to timer, og jeg sad der i tre en halv', 'tog tre timer i stedet for halvanden', 'dobbelt så lang tid'): the wait.
      '-og jeg sad der i', '-og så sad jeg der i', '-men jeg sad der i', '-men vi sad der i', '-sad der i over', '-sad der i næsten', '-sad i stolen i over', '-sad i stolen i næsten',
      '-timer i stedet for', '-time i stedet for', '-minutter i stedet for', '-i stedet for de lovede', '-i stedet for den lovede', '-i stedet for de aftalte',
      '-endte med at tage * timer', '-endte med at tage over', '-endte med at tage næsten', '-endte med at vare', '-tog over * timer', '-tog næsten * timer', '-varede over * timer',
      '-dobbelt så lang tid', '-dobbelt så længe', '-tre gange så lang tid', '-længere end de sagde', '-længere end hun sagde', '-længere end han sagde', '-længere end vi fik at vide',
      '-længere end jeg fik at vide', '-længere end forventet', '-længere end beregnet',
    ],
    atmosphere: [
      // Peaceful ('fredfyldt sted'): the setting praised.
      '+fredfyld*',
      // At ease ('vi følte os godt tilpas'), or sat as in a station hall or canteen ('som at sidde på en banegård').
      '+følte os godt tilpas', '+følte mig godt tilpas', '-på en banegård',
      // A place that 'emmer af hygge' (breathes cosiness).
      '+emmer af hygge', '+emmede af hygge',
      // A place with or without soul ('skønt sted med sjæl').
      '+med sjæl', '-uden sjæl',
      // A dead atmosphere ('stemningen var lidt død').
      '-stemningen var lidt død', '-død stemning',
      // Premises praised as light and modern ('lyse og moderne lokaler'): the setting.
      '+lyse og moderne lokaler', '+moderne lokaler', '+lyse lokaler', '+flotte lokaler', '+lækre lokaler', '+nye og lyse lokaler',
      // the waiting room as the place's setting ('venteværelset trænger til en kærlig hånd').
      '-venteværelset trænger til en kærlig hånd', '-venteværelset trænger dog til en kærlig hånd', '-venteværelset trænger til en opfriskning', '-venteværelset trænger dog til en opfriskning', '-venteværelset trænger til nye møbler', '-venteværelset trænger til at blive sat i stand', '-venteværelset er slidt', '-venteværelset er noget slidt', '-slidt venteværelse', '-venteværelset er trist', '-trist venteværelse',
      // The salon or the shop called cosy, with the filler between ('Salonen er ellers rigtig hyggelig', 'butikken er super hyggelig'): the premises.
      '+salonen er hyggelig', '+salonen er charmerende', '+salonen er ellers hyggelig', '+salonen er ellers charmerende', '+salonen er rigtig hyggelig', '+salonen er rigtig charmerende', '+salonen er ellers rigtig hyggelig', '+salonen er ellers rigtig charmerende', '+salonen er super hyggelig', '+salonen er super charmerende', '+salonen er virkelig hyggelig', '+salonen er virkelig charmerende', '+salonen er så hyggelig', '+salonen er så charmerende', '+salonen er altid hyggelig', '+salonen er altid charmerende', '+salonen er meget hyggelig', '+salonen er meget charmerende', '+salonen er utrolig hyggelig', '+salonen er utrolig charmerende', '+salonen er mega hyggelig', '+salonen er mega charmerende', '+butikken er hyggelig', '+butikken er charmerende', '+butikken er ellers hyggelig', '+butikken er ellers charmerende', '+butikken er rigtig hyggelig', '+butikken er rigtig charmerende', '+butikken er ellers rigtig hyggelig', '+butikken er ellers rigtig charmerende', '+butikken er super hyggelig', '+butikken er super charmerende', '+butikken er virkelig hyggelig', '+butikken er virkelig charmerende', '+butikken er så hyggelig', '+butikken er så charmerende', '+butikken er altid hyggelig', '+butikken er altid charmerende', '+butikken er meget hyggelig', '+butikken er meget charmerende', '+butikken er utrolig hyggelig', '+butikken er utrolig charmerende', '+butikken er mega hyggelig', '+butikken er mega charmerende', '+frisørsalonen er hyggelig', '+frisørsalonen er charmerende', '+frisørsalonen er ellers hyggelig', '+frisørsalonen er ellers charmerende', '+frisørsalonen er rigtig hyggelig', '+frisørsalonen er rigtig charmerende', '+frisørsalonen er ellers rigtig hyggelig', '+frisørsalonen er ellers rigtig charmerende', '+frisørsalonen er super hyggelig', '+frisørsalonen er super charmerende', '+frisørsalonen er virkelig hyggelig', '+frisørsalonen er virkelig charmerende', '+frisørsalonen er så hyggelig', '+frisørsalonen er så charmerende', '+frisørsalonen er altid hyggelig', '+frisørsalonen er altid charmerende', '+frisørsalonen er meget hyggelig', '+frisørsalonen er meget charmerende', '+frisørsalonen er utrolig hyggelig', '+frisørsalonen er utrolig charmerende', '+frisørsalonen er mega hyggelig', '+frisørsalonen er mega charmerende', '+forretningen er hyggelig', '+forretningen er charmerende', '+forretningen er ellers hyggelig', '+forretningen er ellers charmerende', '+forretningen er rigtig hyggelig', '+forretningen er rigtig charmerende', '+forretningen er ellers rigtig hyggelig', '+forretningen er ellers rigtig charmerende', '+forretningen er super hyggelig', '+forretningen er super charmerende', '+forretningen er virkelig hyggelig', '+forretningen er virkelig charmerende', '+forretningen er så hyggelig', '+forretningen er så charmerende', '+forretningen er altid hyggelig', '+forretningen er altid charmerende', '+forretningen er meget hyggelig', '+forretningen er meget charmerende', '+forretningen er utrolig hyggelig', '+forretningen er utrolig charmerende', '+forretningen er mega hyggelig', '+forretningen er mega charmerende',
      // Crooked old chairs and candlelight are the charm of a café, not a fault ('skæve stole og stearinlys').
      '+skæve stole', '+skæve gamle stole', '+skæve møbler', '+skæve gamle møbler', '+skæve borde', '+skæve borde og stole', '+skæve lamper', '+stearinlys', '+levende lys på bordene', '+tændte stearinlys', '+lys på bordene',
      // Light too dim to see by ('kunne godt bruge noget bedre lys derinde', 'svært at se farverne'): the premises.
      '-bedre lys derinde', '-for mørkt derinde', '-mørkt derinde', '-dårligt lys', '-dårlig belysning', '-svært at se farverne', '-svært at se noget derinde', '-halvmørkt', '-dunkelt lys', '+godt lys', '+dejligt lys', '+lyst og venligt',
      // Atmosphere and location in everyday words: 'fint lokale', 'hyggelige lokaler'; 'utrolig beliggenhed', 'udsigt over fjorden', 'ligger smukt'.
      '+fint lokale', '+fine lokaler', '+hyggeligt lokale', '+hyggelige lokaler', '+lyst lokale', '+smukt lokale', '+smukke lokaler',
      '+charmerende lokale', '+charmerende lokaler', '+rart lokale', '+dejligt lokale', '+dejlige lokaler', '+skønt lokale', '+skønne lokaler', '-kedeligt lokale',
      '-kedelige lokaler', '-koldt lokale', '-mørkt lokale', '-mørke lokaler', '-slidt lokale', '-slidte lokaler', '-grimt lokale', '-grimme lokaler',
      // Wave 4: praise as people put it.
      '+lækker butik', '+lækre butik', '+flot butik', '+smuk butik', '+hyggelig butik', '+lækker salon', '+flot salon', '+smuk salon', '+hyggelig salon', '+lækkert lokale', '+flot lokale', '+lækkert indrettet', '+flot indrettet', '+smukt indrettet', '+hyggeligt indrettet', '+kærligt indrettet', '+charmerende lille', '+hyggeligt lille sted', '+sød lille café', '+sød lille cafe', '+sød lille butik', '+planter overalt', '+grønne planter',
      'trangt lokale', 'trange lokaler', 'småt lokale',
      'ren hygge',
      '~venteværelse*', '~venterum*', '~ventesal*',
      'stemning', 'stemningen', '*stemning', '*stemningen', 'atmosfære*', '~hyggelig*', 'hyggen', 'hygge', 'indretning*', 'indrettet', 'interiør*', 'musik', 'musikken',
      'miljø', 'miljøet', 'ambiance', 'vibe*', 'charme*', '+charmerende', '+stemningsfuld*', 'lokalet', 'lokalerne', '+indbydende', '-sjælløs*', '-ingen stemning',
      '-ingen atmosfære', 'renovering*', 'opfriskning*', 'trænger til en kærlig hånd', 'trænger til maling', '-koldt i lokalet', '-koldt i restauranten', '-koldt inde',
      '-iskoldt i', '-iskoldt inde', '-sad med jakkerne på', '-sad med jakken på', '-træk fra', '-trækfuld*', 'temperatur*', 'møbler', 'møblerne', 'belysning*',
      'udendørs servering', 'terrasse*', 'gårdhave*', 'kro-stemning', 'krostemning', 'dekoration*', 'stedet er slidt', 'stedet var slidt', 'stedet virker slidt',
      'stedet virker lidt slidt', 'slidte møbler', 'slidt indretning', '~gammeldags', '~omgivelse*', '~afslappende',
      '~afslappet', '~lyst', '~stilfuld*', '~smukt', '~smuk',
      'stolene', '-for tæt', '-alt for tæt',
      '-som en kantine', '-som i en kantine', '-kantinestemning', '-kantineagtig*', '-som et venteværelse', '-som en ventesal', '-lysstofrør*',
      '-som sild i en tønde', '-stuvet sammen', '-klemt sammen', '-koldt og sterilt', '-kold og steril', '-sterilt og koldt', '-sterilt lokale',
      '-sterile lokaler', 'levende lys', 'pejs*', 'brændeovn*',
      '-som at sidde i en kantine', '-sad oven i hinanden', '-sidder oven i hinanden',
      '-som en lufthavn', '-som i en lufthavn', '-som at sidde i en lufthavn', '-som en banegård', '-som på en banegård', '-som et hospital', '-som på et hospital',
      '-koldt og upersonligt', '-kold og upersonlig', 'upersonlig indretning',
      '+føler sig velkommen', '+føler man sig velkommen', '-afskallet maling', '-afskallede maling', '-malingen skaller', 'slidte stole', 'slidte borde', '-vaklende borde',
      '-vaklende stole', 'mørkt og trist', 'trist og mørkt', 'trist lokale', 'triste lokaler', 'kedelig indretning', 'trist indretning',
    ],
    noise: [
      // Quiet enough to hear one's own thoughts.
      '+høre sine egne tanker',
      // The loud music named by its adjective before it ('hovedpine af den høje musik').
      '-høje musik', '-den høje musik',
      // A nightclub's bass through the floor: 'der blev bumpet bas til efter kl 3'.
      '-bumpet bas', '-bumpede bas', '-bumpende bas', '-bassen bumpede', '-bas til efter',
      // No sleep for the street below ('fik vi ikke lukket et øje'), machines that drown the talk ('kværnen larmer så meget').
      '-fik ikke lukket et øje', '-fik vi ikke lukket et øje', '-fik jeg ikke lukket et øje', '-ikke lukket et øje', '-natbusser*', '-larmer', '-larmer så meget', '-larmer helt vildt', '-kværnen larmer', '-mælkeskummeren larmer', '-holde pause i samtalen', '-pause i samtalen hver gang',
      // Talking without raising one's voice ('kunne sagtens snakke sammen uden at hæve stemmen'): the noise praised.
      '+kunne sagtens snakke sammen', '+kunne sagtens tale sammen', '+kunne sagtens høre hinanden', '+uden at hæve stemmen', '+uden at skulle hæve stemmen', '+uden at råbe', '+uden at skulle råbe', '+kunne snakke sammen uden',
      // Drilling and building next door from early morning ('klokken 7 begyndte de at bore på byggepladsen ved siden af'), a fan droning all night ('ventilationen brummede hele natten'): the noise.
      '-begyndte de at bore på byggepladsen', '-bore på byggepladsen', '-borede på byggepladsen', '-boret på byggepladsen', '-bore i væggen ved siden af', '-borede i væggen ved siden af', '-boremaskiner fra tidlig morgen', '-boremaskinerne fra kl', '-byggepladsen ved siden af', '-byggeplads ved siden af', '-byggeri ved siden af', '-byggeriet ved siden af', '-byggepladsen lige ved siden af', '-ventilationen brummede', '-ventilationen larmede', '-blæseren brummede', '-aircondition brummede', '-airconditionen brummede', '-brummede hele natten', '-summede hele natten',
      // lorries and cars coming and going all night under the window, and a night with no sleep to speak of.
      '-kørte lastbiler til og fra', '-lastbiler til og fra', '-lastbiler kørte til og fra', '-lastbilerne kørte til og fra', '-biler til og fra hele natten', '-bilerne kørte til og fra', '-kørte til og fra hele natten', '-til og fra hele natten', '-kom og gik hele natten', '-lastbiler der kørte ind og ud', '-lastbiler kørte ind og ud', '-biler kørte ind og ud hele natten',
      '-ingen søvn at snakke om', '-ingen søvn at tale om', '-ikke nogen søvn at snakke om', '-ikke nogen søvn at tale om', '-søvn blev der ikke meget af', '-søvn blev der ikke noget af', '-fik ikke sovet en blund', '-sov ikke en blund',
      // building work outside from early morning ('de var i gang med at bygge fra kl 7').
      '-i gang med at bygge', '-i gang med at bore', '-i gang med at rive ned', '-i gang med at renovere', '-byggede udenfor', '-byggede lige udenfor', '-borede fra', '-borede hele', '-hamrede og borede', '-boremaskine*', '-trykluftbor*', '-gravemaskine*', '-byggeplads lige udenfor', '-byggepladsen udenfor', '-byggepladsen lige udenfor', '-renoverede værelset ved siden af', '-renovering på gangen', '-håndværkere fra kl', '-håndværkerne fra kl', '-håndværkere startede kl', '-håndværkerne startede kl',
      // Quiet as a mouse ('musestille', 'stille som en mus'), silent at night.
      '+musestille', '+mussestille', '+stille som en mus', '+knivstille om natten', '+helt stille om natten', '+stille hele natten', '+ro hele natten', '+ro om natten', '+fred og ro om natten',
      // Traffic heard through the night ('kunne høre lastbilerne på vejen', 'larm fra gaden'), and a night without sleep ('sov nærmest ikke').
      '-høre lastbil*', '-hørte lastbil*', '-høre trafikken', '-hørte trafikken', '-høre bilerne', '-hørte bilerne', '-høre togene', '-hørte togene', '-høre vejen', '-hørte vejen', '-larm fra vejen', '-støj fra vejen', '-larm fra gaden', '-støj fra gaden', '-sov nærmest ikke', '-sov næsten ikke', '-fik nærmest ikke sovet', '-fik næsten ikke sovet',
      // Noise told by what woke one: the bin lorry emptying containers under the window, roadworks, traffic all night.
      '-skraldebil*', '-skraldevogn*', '-skraldemænd*', '-renovationsbil*', '-tømte containerne', '-tømte containere', '-tømte skraldespandene', '-flaskecontainer*', '-glascontainer*', '-lige under vores vindue', '-lige under vinduet', '-blev vækket', '-vækket af', '-vækket kl', '-vækket klokken', '-vågnede ved larm*', '-vejarbejde*', '-trafikken hele natten', '-lastbiler hele natten', '-fulde folk på gaden', '-fulde folk udenfor',
      // Noise told by what was heard: neighbours quarrelling, children screaming, a baby crying.
      '-naboerne skændtes', '-skændtes hele natten', '-nogen skændtes', '-skændtes på gangen', '-råbte og skændtes', '-børn der skreg', '-unger der skreg', '-skrigende børn', '-skrigende unger', '-en baby der græd', '-en baby der skreg',
      // Having to shout across the table, with 'nærmest'/'næsten' in between ('vi måtte nærmest råbe til hinanden').
      '-nærmest råbe', '-måtte nærmest råbe', '-råbe til hinanden', '-råbe ad hinanden', '-råbte til hinanden', '-råbe over bordet', '-råbe hen over bordet', '-råbte hen over bordet', '-måtte virkelig råbe', '-måtte nærmest skrige', '-skrige til hinanden', '-råbe for at blive hørt', '-kunne ikke høre hinanden', '-kunne ikke høre hvad de andre sagde',
      // Quiet rooms praised in passing ('stille værelser, god seng'): the noise level.
      '+stille værelser', '+stille værelse', '+stille værelset', '+værelset var stille', '+værelserne var stille', '+værelset er stille', '+stille og roligt værelse', '+roligt værelse', '+rolige værelser', '+dejligt stille værelse', '+stille om natten',
      // Each passing car heard ('man kunne høre hver en bil der kørte forbi').
      '-hver en bil', '-hver eneste bil', '-hver bil der kørte forbi', '-hver en lastbil', '-hver eneste lastbil', '-hvert et tog', '-hvert eneste tog', '-kunne høre hver',
      // Noise told by what one lay listening to or what roared past ('lå og lyttede til lastbiler', 'drønede lastbilerne forbi', 'brummer som en færgemotor'), not the staff who listened.
      '-lå og lyttede til', '-lå og lytte til', '-lyttede til lastbil*', '-lytte til lastbil*', '-lyttede til trafikken', '-lytte til trafikken', '-lyttede til naboerne', '-lyttede til naboen', '-lyttede til festen', '-lyttede til musikken fra', '-lyttede til elevatoren',
      '-drønede forbi', '-drøner forbi', '-drønede lastbilerne', '-drøner lastbilerne', '-lastbilerne drønede', '-bilerne drønede', '-busserne drønede', '-buldrede forbi', '-buldrer forbi', '-rumlede forbi', '-rumler forbi',
      '-brummer som en', '-brummede som en', '-larmer som en', '-larmede som en', '-over køkkenets udsugning', '-lige over udsugningen', '-over udsugningen', '-udsugningen brummede', '-udsugningen larmede', '-udsugningen går i gang', '-høre elevatoren', '-hørte elevatoren', '-elevatoren køre', '-elevatoren kørte op og ned', '-køre op og ned hele natten', '-ved siden af elevatoren',
      // A hood, fan or machine humming through the night ('emhætten brummede til langt over midnat'): the noise.
      '-brummede til langt over midnat', '-brummede til langt ud på natten', '-brummer hele natten', '-brummede konstant', '-emhætten brummede', '-emhætten larmede', '-ventilatoren brummede', '-minibaren brummede', '-susede hele natten',
      // Noise told by what kept one awake: early hours
      '-kl 4 om morgenen', '-klokken 4 om morgenen', '-klokken fire om morgenen',
      // Noise told by what kept one awake: lorries and deliveries from 5 am, traffic all night, every sound through the walls.
      '-lastbiler udenfor', '-lastbiler fra kl', '-lastbiler fra klokken', '-lastbiler der læssede af', '-lastbiler der aflæssede',
      '-varelevering kl', '-varelevering fra kl', '-vareleveringer fra kl', '-varelevering klokken', '-skraldebilen kl', '-skraldebilen klokken', '-skraldebil kl',
      '-trafik hele natten', '-trafikken larmede', '-trafik lige udenfor', '-biler hele natten', '-busserne hele natten',
      '-togene hele natten', '-tog der kørte forbi hele natten', '-vækket kl 5', '-vækket kl 6', '-vækket klokken 5', '-vækket klokken 6', '-vækket klokken fem',
      '-vækket klokken seks', '-vækket tidligt af', '-vågnede kl 5 af', '-vågnede klokken fem af',
      '-kl 5 om morgenen',
      '-kunne høre alt fra naboværelset', '-høre hver en lyd', '-hørte hver en lyd', '-hver eneste lyd', '-høre toilettet skylle', '-hørte toilettet skylle',
      '-hørte naboen skylle', '-lydt værelse', '-meget lydt', '-ekstremt lydt', '-utroligt lydt', '-lydhørt hotel', '-papirtynde vægge', '-vægge som papir',
      '-tynde som papir',
      // Noise told without the word: headphones on, too loud to work.
      '-høretelefoner på', '-måtte tage høretelefoner', '-måtte have høretelefoner', '-tog høretelefoner på', '-satte høretelefoner på', '-høretelefoner i ørerne', '-hovedtelefoner på', '-måtte tage hovedtelefoner', '-så højt at man ikke kan arbejde', '-så højt at man ikke kunne arbejde', '-umuligt at arbejde',
      // A hotel night told without the word noise: ventilation, aircon, a band, a party, the lift, the radiator, the neighbours.
      '-ventilationen kørte til', '-ventilationen kørte hele natten', '-startede igen kl', '-startede igen klokken', '-gik i gang igen kl',
      '-lød som et jetfly', '-lyder som et jetfly', '-som et jetfly', '-som en flyvemaskine', '-lød som en støvsuger', '-lyder som en støvsuger',
      '-spillede til halv', '-musik til langt ud på natten', '-til langt ud på natten', '-fest i selskabslokalet',
      '-fest i festsalen', '-fest i festlokalet', '-fest til kl', '-elevatoren raslede', '-elevatoren larmede', '-elevatoren bankede', '-raslede hele natten',
      '-bankede hele natten', '-radiatoren bankede', '-radiatoren klikkede', '-klikkede hele natten', '-dunkede hele natten', '-naboen snorke', '-naboen snorkede',
      '-hvert et skridt', '-hvert eneste skridt', '-trampede rundt', '-trampede ovenpå', '-fodtrin ovenpå', '-folk på gangen hele natten',
      'musikken brølede', 'brølende musik',
      '-for fuld udblæsning', '-fuld udblæsning', '-fjernsynet brølede', '-fjernsynet kørte', '-tv\'et kørte', '-tv\'et brølede', '-fjernsyn der brøler', '-umuligt at høre', '-svært at høre', '-umuligt at høre hvad', '-høre hvad de andre', '-høre hvad der blev sagt', '-ikke engang snakke', '-ikke engang tale sammen', '-ikke engang høre', '-umuligt at snakke', '-umuligt at tale sammen', '-kunne ikke føre en samtale', '-kan ikke føre en samtale', '-umuligt at føre en samtale', '-svært at føre en samtale', '-kunne ikke høre hvad der blev sagt', '-kan ikke høre sig selv tænke', '-kunne ikke høre sig selv tænke',
      'ørepropper',
      'højttaler*', 'råbe', 'kunne høre', 'kunne vi høre', 'kunne man høre', 'hørte vi',
      '-lukkede ikke et øje',
      'høre hvad hinanden sagde', 'høre hvad vi sagde',
      '-øredøvende',
      'musikken var for høj', 'musikken var alt for høj', 'musikken var lidt for høj', 'musikken var meget høj', 'musikken var så høj', 'musikken er for høj', 'musikken er alt for høj', 'musikken var høj', 'musikken er høj',
      '-larm', 'larmen', '-larmede', '-larmende', '-støj', 'støjen', 'støjede', '-støjende', 'støjniveau*', 'lydniveau*', '-højlydt*', 'akustik*', 'roen', 'stilheden',
      '+fred og ro', '+ro og fred', '+høre hinanden', 'høre os selv', 'høj musik', '-lydt', '-lydhørt', '-lydhøre', '-tynde vægge',
      '-høre alt', '-høre naboerne', '-hørte naboerne', '-måtte råbe', '-skulle råbe', '-næsten råbe', '-råbte', '-skruet op', '-så højt', '-hvert et ord', '-hvert ord',
      '-høre alt hvad', '-høre hvad de sagde', 'ekko*', 'genlyd', '-skrålende', '-holdt os vågne', '-holdt mig vågen', '-vågnede af',
      'trafikstøj', '-papirtynd*', 'fest på gangen', '~for høj', '~for højt', '~stille', '~rolig', '~roligt', '+rolig beliggenhed', '+roligt beliggende', '+rolig placering', '+roligt placeret', '~ro', '~larmet', '~højt',
      '-ikke kunne snakke sammen', '-kunne ikke snakke sammen', '-ikke kunne høre hinanden', '-ikke kunne tale sammen', '-kunne ikke tale sammen',
      'højtaler*', '-musikken bragede', '-bragede ud', '-skrålede', '-børnene skreg', '-ungerne skreg', '-hylende unger', '-hylende børn',
      '-køleskabet brummede', '-køleskabet summede', '-brummende køleskab', '-summende køleskab', '-ventilationen hylede', '-ventilationen summede',
      '-hylede hele natten', '-byggestøj', '-byggelarm', '-vejstøj', '-gadestøj', 'baggrundsstøj', '-byggearbejde lige udenfor',
      '-byggearbejde udenfor', '-byggeri lige udenfor', '+høre sig selv tænke', '+høre mig selv tænke', '+høre os selv tænke', '-sikke et leven', '-sådan et leven',
      '-et forfærdeligt leven', '-spektakel*', '-døre der smækker', '-dør der smækker', '-smækkende døre', '-smækkede med døre*', '-dørene smækkede', '-dørene smækker',
      // Music that thumps up from a bar or club below until late ('dunk dunk musik fra baren nedenunder til over midnat'): the noise, not the bar's drinks.
      '-dunk dunk', '-dunk-dunk', '-dunke dunke', '-dunke-dunke', '-bum bum musik', '-bum-bum musik', '-bassen dunkede', '-bassen bankede', '-mærke bassen', '-mærkede bassen', '-bassen op gennem gulvet', '-op gennem gulvet',
      '-musik fra baren', '-musikken fra baren', '-larm fra baren', '-larmen fra baren', '-støj fra baren', '-støjen fra baren', '-fra baren nedenunder', '-fra baren under os', '-fra baren ved siden af', '-fra baren overfor',
      '-fra natklubben', '-fra diskoteket', '-fra værtshuset', '-fra bodegaen', '-fra restauranten nedenunder', '-fra festen nedenunder', '-fra lejligheden ovenover', '-musik nedenunder', '-fest nedenunder',
      '-musik til over midnat', '-musikken til over midnat', '-musik til efter midnat', '-musik til langt over midnat', '-musik til klokken', '-musik til kl', '-larm til over midnat', '-larmede til over midnat', '-larm til langt ud på natten', '-spillede til over midnat', '-spillede musik til',
      '-dunkende bas', '-dunkende musik', '-skrige for at blive hørt', '-nærmest skrige', '-festede til langt', '-festede hele natten',
      '-fest hele natten', '-højrøstede', '-højrøstet', 'lydisolering*', 'lydisoleret', '-høre naboen', '-hørte naboen',
      '-hunden gøede', '-hundene gøede', '-gøede hele natten', '-musikken var skruet', '-skruet op for musikken', '-skruet helt op for musikken', '-kunne ikke høre hvad',
      '-kunne knap høre', '-kunne næsten ikke høre',
      '-naboens fjernsyn', '-naboens tv', '-naboens fodbold*', '-naboens telefonsamtale*', '-gennem væggen', '-igennem væggen', '-fest på gangen', '-døre der smækkede', '-smækkede med dørene', '-sang karaoke', '-karaoke til', '-sang til klokken', '-slæbte kufferter', '-slæbe kufferter', '-trak kufferter', '-kufferter ned ad gangen', '-læssede af ved', '-læsser af ved', '-varevogn der læssede', '-lød som en traktor', '-larmede som en traktor', '-brummede som en traktor', '-måtte råbe for at', '-råbe for at høre', '-læne os ind over bordet', '-lige under højttaleren', '-lige under højtaleren', '-under højttaleren',
    ],
    booking: [
      // An appointment not written in, or the booking unknown ('de kendte intet til det'); booking impossible.
      '-glemt at skrive min tid', '-kan ikke booke',
      '-blevet slettet',
      // Closed for appointments when one finally gets through ('når man endelig kommer igennem er der lukket for tidsbestilling').
      '-lukket for tidsbestilling', '-lukket for tidsbestillinger', '-lukket for booking', '-lukket for bookinger', '-lukket for at bestille tid', '-alle tider er taget', '-alle tiderne er taget', '-alle tider er væk', '-tiderne er væk', '-tiderne er allerede væk', '-alle tider var taget', '-alle tider var væk',
      // Not the room that was booked ('booket dobbeltværelse med altan men fik et uden').
      '-med altan men fik', '-med balkon men fik', '-med havudsigt men fik', '-med udsigt men fik', '-fik et uden altan', '-fik et værelse uden altan', '-fik et uden balkon', '-fik et uden udsigt', '-ikke det værelse vi havde booket', '-ikke det værelse vi havde bestilt', '-ikke det vi havde booket',
      // Online bookings they then say they do not take ('påstod at de ikke tager imod online bookinger').
      '-ikke tager imod online booking*', '-tager ikke imod online booking*', '-ikke tager imod reservation*', '-tager ikke imod reservation*', '-ikke tager imod booking*', '-tager ikke imod booking*', '-ikke tog imod online booking*', '-tog ikke imod reservation*',
      // Choosing stylist and time in the app, a reminder the day before: the booking praised.
      '+vælge frisør og tidspunkt', '+vælge tidspunkt i appen', '+vælge tid i appen', '+booke i appen', '+bestille tid i appen', '+påmindelse dagen før', '+påmindelse på sms', '+påmindelse aftenen før', '+får en påmindelse', '+fik en påmindelse', 'sms-påmindelse*', 'påmindelse om tiden', 'påmindelse om min tid',
      // The table kept though late ('bordet stod klar til os selvom vi kom en halv time for sent'), the name card on it, a table squeezed in.
      '+bordet stod klar', '+bordet stod stadig klar', '+bordet var stadig klar', '+holdt bordet til os', '+holdt bordet', '+holdt vores bord', '+holdt bordet for os',
      '+vores navn stod på', '+navn stod på bordet', '+med vores navn på', '+kort med vores navn', '+navnekort på bordet', '+klemt os ind', '+klemt mig ind', '+klemme os ind',
      // Another stylist than the one booked, another room than the one booked ('havde bestilt havudsigt men fik et ud til p-pladsen'): the booking not kept.
      '-er det en helt anden frisør', '-var det en helt anden frisør', '-fik en helt anden frisør', '-fik jeg en helt anden frisør', '-var det en anden frisør', '-en anden frisør end den jeg havde', '-en anden frisør end den jeg', '-en helt anden frisør end den jeg', '-en anden end den jeg havde booket', '-en anden end den jeg havde bestilt',
      '-men fik et ud til', '-men fik et mod', '-men fik et værelse ud til', '-men fik et værelse mod', '-fik et andet værelse end', '-ikke det værelse vi havde betalt for', '-ikke det vi havde bestilt',
      // Weeks ahead before anything is free ('man skal ud i 6 uger før der er en ledig tid').
      '-skal ud i * uger', '-ud i * uger før', '-før der er en ledig tid', '-før der er ledig tid', '-før der er en tid', '-før der er en ledig',
      // An appointment got quickly ('fik en tid hurtigt'): the booking praised, not the wait.
      '+fik en tid hurtigt', '+fik hurtigt en tid', '+fik tid hurtigt', '+fik hurtigt tid', '+fik en tid med det samme', '+fik en tid samme dag', '+fik tid samme dag',
      // A booking nobody wrote down ('de havde ikke skrevet os op'): the booking lost.
      '-havde ikke skrevet os op', '-havde ikke skrevet mig op', '-havde ikke skrevet os ned', '-havde ikke skrevet bordet ned', '-havde ikke noteret vores booking', '-havde ikke noteret bestillingen', '-ikke fået skrevet os op', '-glemt at skrive os op', '-glemt at skrive mig op',
      // Left with a broken filling or toothache until the next free time ('måtte gå rundt med en knækket fyldning i tre uger'), or nothing free for weeks ('ikke noget ledigt før om tre uger'): the booking.
      '-måtte gå rundt med en knækket fyldning', '-måtte gå med en knækket fyldning', '-måtte gå rundt med en løs fyldning', '-måtte gå med en løs fyldning', '-måtte gå rundt med tandpine', '-måtte gå med tandpine', '-måtte gå rundt med en knækket tand', '-måtte gå med en knækket tand', '-måtte gå rundt med ondt', '-måtte gå rundt med smerter', '-har måttet gå med tandpine', '-før de havde en tid', '-før de havde en ledig tid', '-før der var en ledig tid', '-ikke noget ledigt før om', '-ikke noget ledigt før', '-intet ledigt før', '-ingen ledige tider før', '-ingen ledig tid før', '-første ledige tid var om', '-første ledige tid er om', '-ingen akuttid', '-ingen akuttider', '-kunne ikke få en akuttid', '-fik ingen akuttid', '-vores tid var givet til en anden', '-min tid var givet til en anden', '-tiden var givet til en anden', '-givet min tid til en anden', '-givet vores tid til en anden',
      // A booking the staff cannot see, or that 'never existed' ('jeg kan ikke se jeres booking nogen steder', 'tiden aldrig har eksisteret'): the booking lost.
      '-kan ikke se jeres booking', '-kan ikke se jeres reservation', '-kan ikke se jeres bestilling', '-kan ikke se nogen booking', '-kan ikke se nogen reservation', '-kunne ikke se vores booking', '-kunne ikke se vores reservation', '-kunne ikke se vores bestilling', '-kunne ikke se min booking', '-kunne ikke se min tid', '-kunne ikke se nogen booking', '-kunne ikke se nogen reservation', '-kan ikke se din booking', '-kan ikke se din tid', '-tiden aldrig har eksisteret', '-tiden aldrig havde eksisteret', '-tiden ikke eksisterede', '-tiden ikke eksisterer', '-tiden ikke fandtes', '-bookingen aldrig har eksisteret', '-bookingen ikke eksisterede', '-reservationen ikke eksisterede', '-aldrig har eksisteret i systemet', '-booking er noget rod', '-bookingen er noget rod', '-booking er et rod', '-bookingen er et rod', '-bookingsystemet er noget rod', '-bookingsystem er noget rod',
      // A table or slot given away to others ('bordet var givet væk', 'de havde givet vores tid til en anden').
      '-givet væk', '-givet bordet væk', '-givet vores bord væk', '-givet vores bord til', '-givet vores tid til', '-givet min tid til', '-givet tiden væk', '-solgt vores bord', '-bordet var givet til nogen andre',
      // An appointment moved or cancelled by text the day before ('min tid er flyttet', 'fik en sms dagen før om at tiden var rykket').
      '-min tid er flyttet', '-tiden er flyttet', '-min tid er blevet flyttet', '-tiden er blevet flyttet', '-er min tid blevet flyttet', '-er min tid flyttet', '-min tid var rykket', '-min tid er rykket', '-tiden er rykket', '-er min tid blevet rykket', '-min tid blev rykket', '-tiden blev rykket', '-rykket min tid', '-rykkede min tid', '-aflyste min tid', '-aflyst min tid', '-min tid er aflyst', '-min tid blev aflyst', '-tiden er aflyst', '-er min tid blevet aflyst', '-sms dagen før om at', '-sms aftenen før om at', '-sms samme morgen om at', '-besked dagen før om at', '-kun dækket til', '-kun dækket op til', '-havde ikke dækket op til os', '-ikke dækket op til os',
      // A reservation they 'did not have' ('de havde ikke vores reservation'): a lost booking.
      '-havde ikke vores reservation', '-havde ikke vores booking', '-havde ikke vores bestilling', '-havde ikke min reservation', '-havde ikke min booking', '-havde ikke min tid', '-havde ikke noget bord til os', '-havde ingen reservation på', '-havde ingen booking på', '-ingen reservation i vores navn', '-ingen booking i mit navn', '-ingen reservation i mit navn',
      // A table booked for a time and given late, told in the passive ('Bord bestilt til kl. 19. Fik bordet kl. 19.25').
      '-fik bordet kl', '-fik først bordet kl', '-fik først bord kl', '-fik først et bord kl', '-fik ikke bordet før', '-fik ikke bord før', '-fik først bordet efter', '-fik først vores bord',
      // The booking the reception 'could not find'.
      '-ikke lige finde vores booking', '-kunne ikke finde vores booking', '-ikke finde vores booking', '-ikke finde vores reservation', '-ikke lige finde vores reservation', '-kunne ikke finde bookingen', '-kunne ikke finde reservationen', '-ikke lige finde bookingen', '-ikke finde min booking', '-ikke finde min tid',
      // A struggle to get an appointment, slots that turn out not to exist: the booking.
      '-kamp at få en tid', '-noget af en kamp at få', '-kamp at få tid', '-svært at få en tid', '-svært at få tid', '-umuligt at få en tid', '-umuligt at få tid', '-næste ledige tid var om', '-næste ledige tid er om', '-næste ledige tid om', '-fik en tid om', '-fik først en tid om', '-fik først tid om', '-tider som ikke findes', '-tider der ikke findes', '-tider som ikke fandtes',
      '-var jeg ikke i deres system', '-ikke i deres system', '-var vi ikke i deres system', '-stod ikke i deres system',
      // An appointment moved by text, a table only for a set slot ('blev bedt om at gå efter præcis 90 min fordi næste hold stod og ventede').
      '-flyttet via sms', '-flyttede via sms', '-flyttet pr sms', '-flyttet per sms', '-aflyst via sms', '-aflyste via sms', '-bedt om at gå efter', '-bedt om at forlade bordet', '-bad os gå efter', '-smidt ud efter', '-næste hold stod og ventede', '-næste hold ventede', '-bordet skulle bruges', '-bordet skulle bruges igen', '-kun bordet i * min', '-havde kun bordet i',
      // A table booked for a time and given late, told by clock times ('havde bord kl 19 men fik først et bord kl 19.45').
      'havde bord kl', 'havde bord til kl', 'havde bestilt bord kl', '-fik først et bord', '-fik først bordet', '-fik først bord', '-bordet var ikke klar', '-bordet var ikke klart', '-vores bord var ikke klar',
      // A booking cancelled or moved by them ('online booking har aflyst min tid', 'aflyste vores bord'), or slots only weeks ahead ('viste kun ledige tider om 9 dage').
      '-aflyst vores tid', '-aflyste vores tid', '-aflyst mine tider', '-aflyst vores bord', '-aflyste vores bord', '-aflyst vores reservation', '-aflyste vores reservation', '-aflyst min booking', '-aflyste min booking', '-aflyst vores booking', '-aflyste vores booking', '-aflyste tiden', '-aflyst tiden', '-min tid var aflyst', '-tiden var aflyst', '-tiden blev aflyst', '-bordet var aflyst',
      '-kun ledige tider om', '-viste kun ledige tider', '-ledige tider om * dage', '-ledige tider om * uger', '-ingen ledige tider de næste', '-viste ingen ledige tider', '-kun tider om * uger', '-kun tider om * dage',
      '-komme igennem for at få en tid', '-dage at komme igennem', '-dage om at komme igennem', '-ringe i telefontiden', '-kun i telefontiden',
      // Irony closing a complaint: 'held og lykke med parkeringen', 'tak for lidt', 'smart forretningsmodel'.
      '-held og lykke med at få en tid', '-held og lykke med at få tid', '-held og lykke med at booke', '-held og lykke med at få et bord',
      '-held og lykke med at bestille bord',
      // Wave 4: praise as people put it.
      '+hurtig til at svare', '+hurtige til at svare', '+svarede hurtigt på', '+svarer hurtigt på', '+svarede lynhurtigt', '+svarer lynhurtigt', '+hurtigt svar på', '+klemte mig ind', '+klemte os ind', '+klemme mig ind', '+fik mig klemt ind', '+fik os klemt ind', '-ikke få en tid før', '-ikke få tid før', '-ingen tid før',
      // Booking praised by ease (easy in the app, easy to get an appointment) and failed: nothing in my name, moved or cancelled by text, the booking not found, the table given away.
      '+hurtigt i appen', '+hurtig i appen', '+nemt i appen', '+hurtigt via appen', '+nemt via appen',
      '-min tid var blevet flyttet', '-var blevet flyttet', '-blevet flyttet uden', '-flyttet uden at spørge', '-flyttede tiden uden',
      '-intet i mit navn', '-ikke noget i mit navn', '-ingenting i mit navn', '-intet på mit navn', '-ikke noget på mit navn', '-intet i vores navn', '-ikke noget i vores navn', '-intet på vores navn', '-ikke noget på vores navn', '-aflyst på sms', '-aflyste på sms', '-aflyst over sms', '-aflyste over sms', '-aflyst med kort varsel', '-aflyste med kort varsel', '-flyttet over sms', '-flyttet på sms', '-flyttede tiden på sms', '-sms * minutter før', '-sms en time før', '-uden at spørge mig', '-kunne ikke finde booking*', '-kunne ikke finde reservation*', '-kunne ikke finde min booking', '-kunne ikke finde min tid', '-fandt ikke vores booking', '-bordet var givet væk', '-var givet væk', '-blevet givet væk', '-bordet var givet til', '+nemt at booke', '+let at booke', '+nem booking', '+nemt at bestille tid', '+let at bestille tid', '+problemfri booking', '+ingen bøvl med booking*',
      '-givet til en anden', '-givet til nogle andre', '-givet til en anden kunde', '-booket en anden ind', '-booket en anden', '-bookede en anden', '-en anden i min tid', '-en anden på min tid', '-en anden ind på min tid', '-en anden ind i min tid', '-min tid var givet', '-min tid var blevet givet', '-samme tid var givet', '-samme tid to gange', '-solgt min tid', '-dobbelt booket', '-booket to gange',
      'online-booking*', 'bestille tid på nettet', 'bestille tid online', 'booke online', 'booke tid online', '-hjemmesiden gik ned', '-siden gik ned', '-systemet gik ned', 'systemet frøs', 'bookingsiden', 'bookingsystemet frøs',
      'at få en tid', 'at få tid', '-før jeg fik en tid', '-før jeg fik tid', '-før man kan få en tid', '-før man får en tid', '-før man kan få tid',
      'første ledige tid', 'ledige tid',
      'komme igennem på telefonen',
      'booking*', 'booket', 'booke', 'bookede', 'bookning*', 'online booking', 'onlinebooking*', 'reservation*', 'reservere*', 'reserverede', 'reserveret',
      'bestilt bord', 'bestilte bord', 'bestille bord', 'bord til', 'bordbestilling*', 'tidsbestilling*', '-dobbeltbook*', '-overbook*', 'aflyst*', 'bekræftelse*',
      'aflyse*', 'bestilt tid',
      'bestilte tid', 'fik en tid', 'fået en tid', 'få en tid', 'hurtig tid', 'ny tid', 'tid bliver flyttet', 'tid blev flyttet', 'flyttet min tid',
      'flyttede min tid', 'en tid kl', 'en tid om', '-først en tid', 'fuldt booket', 'ombook*', 'tid samme', 'aftale', 'aftalen', 'aftaler',
      '*reservation', '*reservationen', 'booke bord', 'booket bord', 'bookede bord', 'booke tid', 'booket tid', 'bookede tid', 'bestille tid', 'bookingsystem*',
      'tidsbestillingssystem*', 'mistet vores', 'mistede vores', 'ingen tider', 'ingen ledige tider', 'ledig tid', 'ledige tider', 'flytte tiden',
      'flyttede tiden', '+fandt plads til os', 'fandt en tid', '-sendte mig hjem', '-sendte os hjem', 'uden reservation',
      'uden booking', 'registrering*', 'registreret', 'walk-in', '~book*',
      '-givet vores bord', '-givet vores tid væk', '-givet min tid væk', 'skrive mig ind', 'skrevet mig ind', 'skrive os ind', 'skrevet os ind',
      'skrevet ind', 'i kalenderen', 'i deres kalender', 'bordet var ikke', 'bord var ikke klar', 'bordet ikke var klar',
      '-havde kun plads til', 'tiden blev flyttet', 'min tid blev flyttet', 'aftalen blev flyttet',
      '-ikke i systemet', 'fandtes ikke i systemet', 'stod ikke i systemet',
      '-tiden der stod online findes ikke', '-tid der ikke fandtes', '-tiden fandtes ikke', '-flyttet to gange', '-flyttede tiden to gange', '-flyttet på sms aftenen før',
      // Online booking written with a hyphen.
      'net-booking*', '-forkert dag', '-forkerte dag', '-forkert dato',
    ],
    location: [
      // Tucked away ('ligger lidt gemt'): hard to find.
      '-ligger lidt gemt',
      // a view told with an adverb in between ('fra vinduet kan man se helt ud over havnen').
      '+se helt ud over', '+ser helt ud over', '+så helt ud over', '+se lige ud over', '+ser lige ud over', '+kigge helt ud over', '+kigger lige ud over', '+se hele vejen ud over', '+frit udsyn over', '+frit udsyn til', '+udsyn over havnen', '+udsyn over vandet', '+udsyn over fjorden', '+kig over havnen', '+kig over vandet', '+kig til vandet',
      // The sunset watched from the place is its setting ('så solen gå ned over vandet').
      '+så solen gå ned', '+se solen gå ned', '+ser solen gå ned', '+solnedgang*', '+solnedgangen', '+solen gå ned over',
      // The view from the room is where the hotel lies, not the room ('udsigten over havnen fra værelset').
      '+udsigt* fra værelse*', '+udsigt* fra vores værelse*', '+udsigt* over * fra værelse*', '+udsigt* ud over * fra værelse*', '+udsigt* over * fra vores værelse*', '+udsigt* fra altan*', '+udsigt* fra terrasse*', 'udsigt* fra vinduet', 'udsigt* ud af vinduet', 'udsigt* fra sengen',
      // A hotel right down to the water, watching the sun set over it: the location praised.
      '+lige ned til fjorden', '+lige ned til vandet', '+lige ned til havnen', '+helt ned til vandet', '+så solen gå ned over', '+se solen gå ned over',
      // Atmosphere and location in everyday words: 'fint lokale', 'hyggelige lokaler'; 'utrolig beliggenhed', 'udsigt over fjorden', 'ligger smukt'.
      '+utrolig beliggenhed', '+utrolig placering', '+utrolig udsigt', '+utroligt beliggende', '+utroligt placeret', '+udsigt til vandet', '+udsigt ud over vandet',
      '+udsigt over vandet', '+udsigt over havet', '+udsigt over søen', '+udsigt over fjorden', '+udsigt til fjorden', '+udsigt til havet',
      '+idyllisk beliggende', '+idyllisk placeret', '+smukt beliggende', '+smukt placeret', '+godt beliggende', '+godt placeret', '+perfekt placeret',
      '+perfekt beliggende', '+naturskønt beliggende', '+nemt at komme til', '+let at komme til', '+ligger perfekt', '+ligger helt perfekt', '+ligger smukt',
      '+ligger skønt', '+ligger dejligt', '+ligger fantastisk', '+ligger rigtig godt', '+ligger super godt', '+ligger idyllisk', '-ligger midt i ingenting',
      '-midt ude i ingenting', '-i et industrikvarter', '-i et industriområde', '-ud til motorvejen', '-lige op ad motorvejen',
      // Wave 4: praise as people put it.
      '+to min fra', '+2 min fra', '+centralt beliggende', '+central beliggenhed', '+centralt placeret', '+ligger centralt', '+ligger meget centralt', '+ligger super centralt', '+tæt på alt', '+tæt på det hele', '+tæt på alting', '-ud til parkeringspladsen', '-ud til p-pladsen', '-ud til baggården', '-ud til en baggård', '-udsigt til parkeringspladsen', '-udsigt til p-pladsen', '-udsigt til en mur', '-udsigt til muren', '-udsigt til baggården', '-udsigt til en baggård', '-langt fra stranden', '-langt til stranden',
      // Where the place lies without the word: a nightmare to find, a side street with no sign; by the lake, minutes to the beach (praise only beside praise).
      '-svær at finde', '-godt gemt væk', '-gemt godt væk',
      '-mareridt at finde', '-et helvede at finde', '-umulig at finde', '~sidegade*', '~baggård*', '-uden skilt', '-intet skilt', '-ikke noget skilt', '-ingen skiltning', '-gemt væk uden', 'ned til søen', 'ned til havet', 'ned til fjorden', 'ned til åen', 'ned til stranden', 'lige ved søen', 'lige ved havet', 'lige ved fjorden', 'lige ved åen', 'ved strandkanten', 'på stranden', '* minutter til stranden', '* minutters gang til stranden', '* min til stranden', '* minutter fra stranden', '* minutters gang fra stranden', '* minutter til vandet', 'et stenkast fra',
      '+kigge ud over', '+kiggede ud over', '+kigger ud over', '+se ud over', '+ser ud over', '+så ud over', '+kigge ud på vandet', '+kigge ud på søen', '+kigge ud på havet', '+kigge på søen', '+kigge på vandet', '+kigge på havet', '+kigge på bådene', 'over søen', 'over havnen', 'over vandet', 'over havet', 'over fjorden',
      // The town or the quarter around the place praised ('byen er hyggelig', 'en hyggelig lille havneby'): the surroundings, not the place's own atmosphere.
      '+byen er hyggelig', '+byen er * hyggelig', '+byen var hyggelig', '+byen var * hyggelig', '+byen er så hyggelig', '+byen er skøn', '+byen er charmerende', '+byen er * charmerende', '+byen er smuk',
      '+hyggelig by', '+hyggelig lille by', '+hyggelige by', '+hyggelige lille by', '+hyggelig havneby', '+hyggelig lille havneby', '+hyggelig lille provinsby', '+hyggelig lille landsby', '+hyggelig lille købstad', '+hyggelig købstad', '+hyggelig provinsby', '+charmerende by', '+charmerende lille by', '+charmerende havneby',
      '+hyggeligt kvarter', '+kvarteret er hyggeligt', '+kvarteret er * hyggeligt', '+hyggeligt område', '+området er hyggeligt', '+området er * hyggeligt', '+hyggelig bydel', '+bydelen er hyggelig',
      '+hyggelige gader', '+hyggelige gågader', '+hyggelige brostensgader', '+hyggelig havn', '+havnen er hyggelig', '+havnen er * hyggelig', '+hyggeligt havnemiljø', '+hyggelig landsby', '+landsbyen er hyggelig',
      '+i smørhullet',
      'beliggenhed*', 'placering*', 'placeret', 'udsigt*', '*udsigt', '*udsigten', 'svært at finde', 'nemt at finde', 'let at finde', 'lige ned til', 'gåafstand*',
      'centralt', 'afsides', '-langt fra centrum', '-langt fra byen', 'langt ude', 'ude på landet', 'tæt på stationen', 'tæt på strand*', 'tæt på centrum', 'tæt på alt',
      'ved havnen', 'ved stranden', 'ved vandet', 'ved åen', 'ved søen', 'på havnen', 'havnefront*', 'gågade*', '-man skal have bil', '-kræver bil', 'offentlig transport',
      'stationen', 'minutters gang', 'havudsigt', '~centrum', '~ligger', '~område*', '~central', '~nærheden', '~natur*', '~beliggende',
      '+ned til vandet', '+ud til vandet', 'ud mod vandet',
      '+midt i centrum', '+lige i centrum', '+midt i byen', '+i hjertet af', '-langt at gå', '-godt stykke at gå', 'et stykke at gå', '-stejl bakke', '-stejle bakke',
      '-stejlt op ad', '+lige ned til stranden', '+lige ved stranden', '+lige ved vandet',
      '-vanskeligt at finde', '-vanskelig at finde', '-umuligt at finde', 'svært at finde indgangen', 'svært at finde ind', '-dårligt skiltet', '-dårlig skiltning',
      '-trafikeret vej', '-trafikerede vej', '-stærkt trafikeret', '-ingen skilte', '-gik forbi to gange',
      '-gik forbi flere gange', '-langt fra stoppestedet', '-langt til stoppestedet', '-langt fra stationen', '-langt til stationen', '-langt fra bussen', '-langt til bussen',
      '-lang gåtur fra', '-lang gåtur til', '-lang gåtur hen',
    ],
    parking: [
      // A parking fee told with its sum and period ('parkering koster 150 kr i døgnet'): the parking, not the place's prices.
      '-parkering koster * kr', '-parkering koster * kr.', '-parkering koster * kroner', '-parkeringen koster * kr', '-parkeringen koster * kr.', '-parkeringen koster * kroner', '-p-pladsen koster * kr', '-p-pladsen koster * kr.', '-p-pladsen koster * kroner', '-p-pladserne koster * kr', '-p-pladserne koster * kr.', '-p-pladserne koster * kroner', '-p-kælderen koster * kr', '-p-kælderen koster * kr.', '-p-kælderen koster * kroner', '-parkeringskælderen koster * kr', '-parkeringskælderen koster * kr.', '-parkeringskælderen koster * kroner', '-måtte holde inde i byen', '-måtte holde nede i byen', '-måtte parkere inde i byen', '-måtte parkere nede i byen', '-holde inde i byen og gå', '-parkere inde i byen og gå',
      // a lot that is always full, ending up parked by the supermarket ('p-pladsen er altid fyldt', 'endte med at holde ved Netto').
      '-p-pladsen er altid fyldt', '-p-pladsen var fyldt', '-p-pladsen er altid fuld', '-p-pladsen var helt fyldt', '-p-pladsen er tit fyldt', '-p-pladsen er ofte fyldt', '-p-pladserne er altid fyldt', '-p-pladserne var fyldt', '-p-pladserne er altid fuld', '-p-pladserne var helt fyldt', '-p-pladserne er tit fyldt', '-p-pladserne er ofte fyldt', '-parkeringspladsen er altid fyldt', '-parkeringspladsen var fyldt', '-parkeringspladsen er altid fuld', '-parkeringspladsen var helt fyldt', '-parkeringspladsen er tit fyldt', '-parkeringspladsen er ofte fyldt', '-parkeringen er altid fyldt', '-parkeringen var fyldt', '-parkeringen er altid fuld', '-parkeringen var helt fyldt', '-parkeringen er tit fyldt', '-parkeringen er ofte fyldt', '-parkeringskælderen er altid fyldt', '-parkeringskælderen var fyldt', '-parkeringskælderen er altid fuld', '-parkeringskælderen var helt fyldt', '-parkeringskælderen er tit fyldt', '-parkeringskælderen er ofte fyldt', '-p-kælderen er altid fyldt', '-p-kælderen var fyldt', '-p-kælderen er altid fuld', '-p-kælderen var helt fyldt', '-p-kælderen er tit fyldt', '-p-kælderen er ofte fyldt', '-p-pladsen * er altid fyldt', '-p-pladsen * * er altid fyldt', '-p-pladsen * var fyldt', '-p-pladsen * * var fyldt', '-ender med at holde ved', '-endte med at holde ved', '-ender med at holde inde ved', '-endte med at holde inde ved', '-ender med at parkere', '-endte med at parkere', '-måtte holde ved', '-måtte holde inde ved', '-holde inde ved', '-måtte parkere ved', '-måtte parkere langt væk', '-parkere langt væk', '-holde langt væk',
      // A place to leave the car told with 'stille bilen' ('et mareridt at finde et sted at stille bilen').
      '-sted at stille bilen', '-plads til at stille bilen', '-ingen steder at stille bilen', '-svært at stille bilen', '-umuligt at stille bilen', '-finde et sted at parkere', '-finde et sted at holde', '-svært at finde parkering', '-umuligt at finde parkering', '-mareridt at parkere', '-mareridt at finde parkering', '+let at stille bilen', '+nemt at stille bilen', '+plads til bilen',
      // Paying to park told with 'holde' or 'parkere' ('betale 150 kr pr døgn for at holde i gården').
      '-for at holde i gården', '-betale for at holde', '-betale for at parkere', '-betale * for at holde', '-betale * * for at holde', '-betale * for at parkere', '-betale * * for at parkere', '-koster * at parkere', '-koster * * at parkere', '-koster * at holde', '-koster * * at holde', '-betalingsparkering',
      '+altid plads til bilen', '+plads til bilen lige foran', '+kan holde lige foran', '+parkere lige foran', '+holde lige uden for døren',
      // Circling the block for a space, a handful of spaces for a whole hotel.
      '-køre rundt om karréen', '-kørte rundt om karréen', '-rundt om karreen', '-før der er en plads', '-før der var en plads', '-pladser til bilerne', '-pladser til hele hotellet', '-for hele hotellet',
      // A lot with room for a couple of cars ('parkeringen i gården er til præcis to biler').
      '-til præcis to biler', '-til præcis tre biler', '-plads til to biler', '-plads til tre biler', '-kun plads til * biler', '-er til præcis * biler', '-kun * p-pladser', '-kun to p-pladser', '-ingen steder at parkere', '-ingen steder at holde',
      // Circling the lot before a bay frees up ('kørte tre gange rundt om pladsen før der blev en bås fri'): the parking.
      '-kørte * gange rundt', '-kørte rundt om pladsen', '-kørte rundt på pladsen', '-kørte rundt i en evighed', '-kørte rundt for at finde', '-før der blev en bås fri', '-før der blev en bås ledig', '-før der blev en plads fri', '-før der blev en plads ledig', '-ingen ledige båse', '-ingen ledig bås',
      // Irony closing a complaint: 'held og lykke med parkeringen', 'tak for lidt', 'smart forretningsmodel'.
      '-held og lykke med parkeringen', '-held og lykke med at parkere', '-held og lykke med at finde parkering', '-held og lykke med at finde en parkeringsplads',
      '-held og lykke med at finde en p-plads', '-held og lykke med at finde p-plads', '-held og lykke med p-pladsen', '-held og lykke med p-pladserne',
      '-god fornøjelse med parkeringen', '-god fornøjelse med at finde parkering', '-god fornøjelse med at finde en p-plads', '-god fornøjelse med at parkere',
      // Parking that costs: paid parking, a fee to park.
      '-p-pladsen koster', '-p-plads koster', '-p-pladserne koster', '-p-pladser koster',
      '-betalingsparkering*', '-betalt parkering', '-parkering koster', '-parkeringen koster', '-betale for parkering*', '-betale for p-plads*', '-betaler for parkering*', '-p-afgift*', '-parkeringsafgift*', '-dyr parkering', '-parkering er dyr', '-parkeringen er dyr',
      '*eparkering*', '*lparkering*', '*sparkering*', '*rparkering*', '*tparkering*', '*nparkering*',
      '-svært at finde en parkeringsplads', '-svært at finde parkeringsplads*', '-svært ved at finde parkering',
      'parkering*', 'parkere*', 'p-plads*', 'p-forhold*', 'parkeringsplads*', '+gratis parkering', '+masser af parkering*',
      '+masser af p-pladser', '+rigeligt med parkering', 'parkeringsafgift*', 'p-afgift*', 'p-bøde*', 'parkeringsbøde*', 'parkeringskælder*', 'p-kælder*',
      'sted at parkere', 'plads til bilen', '~parkerede',
      // a parking fine told with its sum ('fik en p-bøde på 510 kr'): the parking, not the place's prices.
      '-p-bøde på * kr', '-p-bøde på * kroner', '-p-bøde på * kr.', '-parkeringsbøde på * kr', '-parkeringsbøde på * kroner', '-parkeringsafgift på * kr', '-kontrolafgift på * kr', '-kontrolafgift på * kroner', '-kontrolafgift*', '-p-bøde på kr *', '-bøde for at holde ulovligt', '-holde ulovligt', '-holdt ulovligt', '-parkere ulovligt', '-parkerede ulovligt',
      '-p-afgift', '-p-afgiften', '-en parkeringsafgift', '-parkeringsbøde*',
      // Looking for a place to park told by the clock ('kørte rundt i 20 minutter før vi fandt et sted at holde'): the parking, not the wait.
      '-minutter før * fandt et sted at holde', '-minutter inden * fandt et sted at holde', '-minutter på at finde et sted at holde', '-minutter for at finde et sted at holde',
      '-minutter før * fandt et sted at parkere', '-minutter inden * fandt et sted at parkere', '-minutter på at finde et sted at parkere',
      '-minutter for at finde et sted at parkere', '-minutter før * fandt en parkeringsplads', '-minutter inden * fandt en parkeringsplads',
      '-minutter på at finde en parkeringsplads', '-minutter for at finde en parkeringsplads', '-minutter før * fandt en p-plads', '-minutter inden * fandt en p-plads',
      '-minutter på at finde en p-plads', '-minutter for at finde en p-plads', '-minutter før * fandt parkering', '-minutter inden * fandt parkering',
      '-minutter på at finde parkering', '-minutter for at finde parkering', '-minutter før * fandt plads til bilen', '-minutter inden * fandt plads til bilen',
      '-minutter på at finde plads til bilen', '-minutter for at finde plads til bilen', '-min før * fandt et sted at holde', '-min inden * fandt et sted at holde',
      '-min på at finde et sted at holde', '-min for at finde et sted at holde', '-min før * fandt et sted at parkere', '-min inden * fandt et sted at parkere',
      '-min på at finde et sted at parkere', '-min for at finde et sted at parkere', '-min før * fandt en parkeringsplads', '-min inden * fandt en parkeringsplads',
      '-min på at finde en parkeringsplads', '-min for at finde en parkeringsplads', '-min før * fandt en p-plads', '-min inden * fandt en p-plads', '-min på at finde en p-plads',
      '-min for at finde en p-plads', '-min før * fandt parkering', '-min inden * fandt parkering', '-min på at finde parkering', '-min for at finde parkering',
      '-min før * fandt plads til bilen', '-min inden * fandt plads til bilen', '-min på at finde plads til bilen', '-min for at finde plads til bilen',
      '-kvarter før * fandt et sted at holde', '-kvarter inden * fandt et sted at holde', '-kvarter på at finde et sted at holde', '-kvarter for at finde et sted at holde',
      '-kvarter før * fandt et sted at parkere', '-kvarter inden * fandt et sted at parkere', '-kvarter på at finde et sted at parkere', '-kvarter for at finde et sted at parkere',
      '-kvarter før * fandt en parkeringsplads', '-kvarter inden * fandt en parkeringsplads', '-kvarter på at finde en parkeringsplads', '-kvarter for at finde en parkeringsplads',
      '-kvarter før * fandt en p-plads', '-kvarter inden * fandt en p-plads', '-kvarter på at finde en p-plads', '-kvarter for at finde en p-plads', '-kvarter før * fandt parkering',
      '-kvarter inden * fandt parkering', '-kvarter på at finde parkering', '-kvarter for at finde parkering', '-kvarter før * fandt plads til bilen',
      '-kvarter inden * fandt plads til bilen', '-kvarter på at finde plads til bilen', '-kvarter for at finde plads til bilen', '-time før * fandt et sted at holde',
      '-time inden * fandt et sted at holde', '-time på at finde et sted at holde', '-time for at finde et sted at holde', '-time før * fandt et sted at parkere',
      '-time inden * fandt et sted at parkere', '-time på at finde et sted at parkere', '-time for at finde et sted at parkere', '-time før * fandt en parkeringsplads',
      '-time inden * fandt en parkeringsplads', '-time på at finde en parkeringsplads', '-time for at finde en parkeringsplads', '-time før * fandt en p-plads',
      '-time inden * fandt en p-plads', '-time på at finde en p-plads', '-time for at finde en p-plads', '-time før * fandt parkering', '-time inden * fandt parkering',
      '-time på at finde parkering', '-time for at finde parkering', '-time før * fandt plads til bilen', '-time inden * fandt plads til bilen', '-time på at finde plads til bilen',
      '-time for at finde plads til bilen', '-timer før * fandt et sted at holde', '-timer inden * fandt et sted at holde', '-timer på at finde et sted at holde',
      '-timer for at finde et sted at holde', '-timer før * fandt et sted at parkere', '-timer inden * fandt et sted at parkere', '-timer på at finde et sted at parkere',
      '-timer for at finde et sted at parkere', '-timer før * fandt en parkeringsplads', '-timer inden * fandt en parkeringsplads', '-timer på at finde en parkeringsplads',
      '-timer for at finde en parkeringsplads', '-timer før * fandt en p-plads', '-timer inden * fandt en p-plads', '-timer på at finde en p-plads', '-timer for at finde en p-plads',
      '-timer før * fandt parkering', '-timer inden * fandt parkering', '-timer på at finde parkering', '-timer for at finde parkering', '-timer før * fandt plads til bilen',
      '-timer inden * fandt plads til bilen', '-timer på at finde plads til bilen', '-timer for at finde plads til bilen', '-et kvarter før * fandt et sted at holde',
      '-et kvarter inden * fandt et sted at holde', '-et kvarter på at finde et sted at holde', '-et kvarter for at finde et sted at holde',
      '-et kvarter før * fandt et sted at parkere', '-et kvarter inden * fandt et sted at parkere', '-et kvarter på at finde et sted at parkere',
      '-et kvarter for at finde et sted at parkere', '-et kvarter før * fandt en parkeringsplads', '-et kvarter inden * fandt en parkeringsplads',
      '-et kvarter på at finde en parkeringsplads', '-et kvarter for at finde en parkeringsplads', '-et kvarter før * fandt en p-plads', '-et kvarter inden * fandt en p-plads',
      '-et kvarter på at finde en p-plads', '-et kvarter for at finde en p-plads', '-et kvarter før * fandt parkering', '-et kvarter inden * fandt parkering',
      '-et kvarter på at finde parkering', '-et kvarter for at finde parkering', '-et kvarter før * fandt plads til bilen', '-et kvarter inden * fandt plads til bilen',
      '-et kvarter på at finde plads til bilen', '-et kvarter for at finde plads til bilen', '-tre kvarter før * fandt et sted at holde',
      '-tre kvarter inden * fandt et sted at holde', '-tre kvarter på at finde et sted at holde', '-tre kvarter for at finde et sted at holde',
      '-tre kvarter før * fandt et sted at parkere', '-tre kvarter inden * fandt et sted at parkere', '-tre kvarter på at finde et sted at parkere',
      '-tre kvarter for at finde et sted at parkere', '-tre kvarter før * fandt en parkeringsplads', '-tre kvarter inden * fandt en parkeringsplads',
      '-tre kvarter på at finde en parkeringsplads', '-tre kvarter for at finde en parkeringsplads', '-tre kvarter før * fandt en p-plads', '-tre kvarter inden * fandt en p-plads',
      '-tre kvarter på at finde en p-plads', '-tre kvarter for at finde en p-plads', '-tre kvarter før * fandt parkering', '-tre kvarter inden * fandt parkering',
      '-tre kvarter på at finde parkering', '-tre kvarter for at finde parkering', '-tre kvarter før * fandt plads til bilen', '-tre kvarter inden * fandt plads til bilen',
      '-tre kvarter på at finde plads til bilen', '-tre kvarter for at finde plads til bilen', '-en halv time før * fandt et sted at holde',
      '-en halv time inden * fandt et sted at holde', '-en halv time på at finde et sted at holde', '-en halv time for at finde et sted at holde',
      '-en halv time før * fandt et sted at parkere', '-en halv time inden * fandt et sted at parkere', '-en halv time på at finde et sted at parkere',
      '-en halv time for at finde et sted at parkere', '-en halv time før * fandt en parkeringsplads', '-en halv time inden * fandt en parkeringsplads',
      '-en halv time på at finde en parkeringsplads', '-en halv time for at finde en parkeringsplads', '-en halv time før * fandt en p-plads',
      '-en halv time inden * fandt en p-plads', '-en halv time på at finde en p-plads', '-en halv time for at finde en p-plads', '-en halv time før * fandt parkering',
      '-en halv time inden * fandt parkering', '-en halv time på at finde parkering', '-en halv time for at finde parkering', '-en halv time før * fandt plads til bilen',
      '-en halv time inden * fandt plads til bilen', '-en halv time på at finde plads til bilen', '-en halv time for at finde plads til bilen',
      '-en halvtime før * fandt et sted at holde', '-en halvtime inden * fandt et sted at holde', '-en halvtime på at finde et sted at holde',
      '-en halvtime for at finde et sted at holde', '-en halvtime før * fandt et sted at parkere', '-en halvtime inden * fandt et sted at parkere',
      '-en halvtime på at finde et sted at parkere', '-en halvtime for at finde et sted at parkere', '-en halvtime før * fandt en parkeringsplads',
      '-en halvtime inden * fandt en parkeringsplads', '-en halvtime på at finde en parkeringsplads', '-en halvtime for at finde en parkeringsplads',
      '-en halvtime før * fandt en p-plads', '-en halvtime inden * fandt en p-plads', '-en halvtime på at finde en p-plads', '-en halvtime for at finde en p-plads',
      '-en halvtime før * fandt parkering', '-en halvtime inden * fandt parkering', '-en halvtime på at finde parkering', '-en halvtime for at finde parkering',
      '-en halvtime før * fandt plads til bilen', '-en halvtime inden * fandt plads til bilen', '-en halvtime på at finde plads til bilen',
      '-en halvtime for at finde plads til bilen', '-en time før * fandt et sted at holde', '-en time inden * fandt et sted at holde', '-en time på at finde et sted at holde',
      '-en time for at finde et sted at holde', '-en time før * fandt et sted at parkere', '-en time inden * fandt et sted at parkere', '-en time på at finde et sted at parkere',
      '-en time for at finde et sted at parkere', '-en time før * fandt en parkeringsplads', '-en time inden * fandt en parkeringsplads', '-en time på at finde en parkeringsplads',
      '-en time for at finde en parkeringsplads', '-en time før * fandt en p-plads', '-en time inden * fandt en p-plads', '-en time på at finde en p-plads',
      '-en time for at finde en p-plads', '-en time før * fandt parkering', '-en time inden * fandt parkering', '-en time på at finde parkering', '-en time for at finde parkering',
      '-en time før * fandt plads til bilen', '-en time inden * fandt plads til bilen', '-en time på at finde plads til bilen', '-en time for at finde plads til bilen',
      '-halvanden time før * fandt et sted at holde', '-halvanden time inden * fandt et sted at holde', '-halvanden time på at finde et sted at holde',
      '-halvanden time for at finde et sted at holde', '-halvanden time før * fandt et sted at parkere', '-halvanden time inden * fandt et sted at parkere',
      '-halvanden time på at finde et sted at parkere', '-halvanden time for at finde et sted at parkere', '-halvanden time før * fandt en parkeringsplads',
      '-halvanden time inden * fandt en parkeringsplads', '-halvanden time på at finde en parkeringsplads', '-halvanden time for at finde en parkeringsplads',
      '-halvanden time før * fandt en p-plads', '-halvanden time inden * fandt en p-plads', '-halvanden time på at finde en p-plads', '-halvanden time for at finde en p-plads',
      '-halvanden time før * fandt parkering', '-halvanden time inden * fandt parkering', '-halvanden time på at finde parkering', '-halvanden time for at finde parkering',
      '-halvanden time før * fandt plads til bilen', '-halvanden time inden * fandt plads til bilen', '-halvanden time på at finde plads til bilen',
      '-halvanden time for at finde plads til bilen',
      '-kørte rundt og ledte efter parkering', '-kørte rundt og ledte efter en parkeringsplads', '-kørte rundt og ledte efter en p-plads', '-kørte rundt og ledte efter et sted at holde',
      '-kørte rundt om blokken', '-kørte rundt i ring', '-kørte i ring og ledte', '-rundt og lede efter parkering', '-ledte længe efter parkering', '-ledte længe efter en parkeringsplads', '-ledte længe efter en p-plads',
      '-intet sted at holde', '-ikke noget sted at holde', '-intet sted at parkere', 'sted at holde',
      // Where to leave the car.
      'sætte bilen', 'stille bilen', 'bilen måtte stå', '-lidt af en sport', '-held hvis man finder et sted',
    ],
    rooms: [
      // A room praised as big and light ('stort og lyst værelse').
      '+lyst værelse', '+stort og lyst',
      // Too little privacy ('glasvæg mellem toilettet og sengen'), one socket for the room ('kun ét stik i hele værelset').
      '-glasvæg mellem', '-glasvæg ind til', '-glasvæg til', '-glasvæggen', '-meget lidt privatliv', '-intet privatliv', '-ikke noget privatliv', '-ikke meget privatliv', '-ingen privatliv', '-glasdør til toilettet',
      '-kun ét stik', '-kun et stik', '-kun én stikkontakt', '-kun en stikkontakt', '-ingen stikkontakter', '-ingen stikkontakt', '-for få stikkontakter', '-for få stik', '-stikket sad bag', '-stikkontakten sad bag', '-ingen stik ved sengen', '-ingen stikkontakt ved sengen',
      // A room without windows ('vi fik et værelse uden vinduer'): the room faulted.
      '-værelse uden vinduer', '-værelse uden vindue', '-værelset havde ingen vinduer', '-værelset havde intet vindue', '-værelset havde ikke noget vindue', '-rum uden vinduer', '-værelse uden dagslys',
      // The room or bathroom needing 'a loving hand' is the room, not the decor.
      '-værelset trænger til en kærlig hånd', '-værelset trængte til en kærlig hånd', '-værelserne trænger til en kærlig hånd', '-værelserne trængte til en kærlig hånd', '-badeværelset trænger til en kærlig hånd', '-badeværelset trængte til en kærlig hånd', '-badet trængte til en kærlig hånd', '-badet trænger til en kærlig hånd', '-tapetet hang', '-tapetet hænger', '-tapetet skaller', '-tapetet var ved at falde af',
      // A shower that jumps between ice cold and scalding, told in the neuter too ('skiftede mellem iskoldt og skoldhedt'); a window that will not shut; a soft or sagging bed.
      '-skiftede mellem iskoldt og', '-skifter mellem iskoldt og', '-skiftede mellem kogende og', '-mellem iskoldt og skoldhedt', '-mellem iskold og skoldhed', '-mellem skoldhedt og iskoldt', '-enten var iskold eller', '-enten var skoldhed eller', '-enten iskoldt eller kogende',
      '-vinduet ikke kunne lukke', '-vinduet ikke kunne lukkes', '-vinduet kunne ikke lukke', '-vinduet ikke ville lukke', '-vinduet ville ikke lukke', '-vinduet ikke kunne åbnes', '-vinduet ikke kunne åbne', '-vinduet kunne ikke lukke ordentligt', '-vinduet ikke kunne lukke ordentligt', '-vinduerne ikke kunne lukkes', '-døren ikke kunne låses', '-døren kunne ikke låses',
      '-bule i madrassen', '-en bule i midten', '-madrassen havde en bule', '-sengen havde en bule', '-som en hængekøje', '-som at sove i en hængekøje', '-hul i midten af madrassen', '-madrassen var slidt', '-udslidt madras', '-sengen var så blød', '-sengen var for blød', '-sengen var alt for blød', '-madrassen var så blød', '-madrassen var for blød', '-madrassen var alt for blød', '-sengen var så hård', '-sengen var for hård', '-sengen var alt for hård', '-madrassen var for hård', '-madrassen var alt for hård', '-sengen knirkede', '-knirkende seng',
      // A shower that is either scalding or ice cold ('skoldhed eller iskold, ingen mellemting'): the room.
      '-skoldhed eller iskold', '-skoldhedt eller iskoldt', '-enten skoldhed eller iskold', '-enten skoldhedt eller iskoldt', '-enten kogende eller iskoldt', '-kogende eller iskoldt', '-enten for varmt eller for koldt', '-kunne kun to ting', '-ingen mellemting', '-kun koldt vand i bruseren', '-ikke noget varmt vand',
      // A night in the room told by the sleep: 'søvnen var så som så', a sleepless night, the springs felt through the mattress; slept like a log.
      '-søvnen var så som så', '-sov så som så', '-sov ikke ret godt', '-sov elendigt', '-fik ikke meget søvn', '-fik næsten ingen søvn', '-fik ingen søvn',
      '-en dårlig nats søvn', '-dårlig nattesøvn', '-en elendig nat', '-en søvnløs nat', '-søvnløs nat', '-lå vågen hele natten', '-lå og vendte mig',
      '-vendte og drejede mig', '-ondt i ryggen af sengen', '-ondt i ryggen efter en nat', '-madrassen var hård', '-hul i madrassen', '-kunne mærke fjedrene',
      '-fjedrene kunne mærkes', '-flade puder', '-puderne var flade', '+sov som en sten', '+sov som en baby', '+sov som et barn', '+sov som en prinsesse',
      '+sov fantastisk', '+sov rigtig godt', '+sov dejligt', '+en god nats søvn', '+god nattesøvn',
      'værelse', 'værelset', 'værelser', 'værelserne', 'dobbeltværelse*', 'enkeltværelse*', 'familieværelse*', 'hotelværelse*', 'seng', 'sengen', 'senge', 'sengene',
      'sengetøj*', 'badeværelse*', 'badet',
      'bruser*', 'brusebad*', 'brusenich*', 'hovedpude*', 'puder', 'puderne', 'dyne', 'dynen', 'dyner', 'madras*', 'suite*', 'håndklæde*', 'minibar*', 'aircondition',
      'lagen', 'lagnet', 'lagner', 'lagnerne', 'badekar*', 'håndklæder*', 'toiletartikler', 'hårtørrer*', 'køleskab*', 'elkedel*', 'radiator*', 'aircon', 'air condition',
      'klimaanlæg*', 'gardin*', 'mørklægning*', 'altan*', 'balkon*', 'roomservice', '-som en sauna', '-som en ovn', '-som et køleskab', '-kosteskab*', '-skotøjsæske',
      'værelsets',
      'aircondition*', '-som at ligge på en sten', '-som at sove på en sten', '-ligge på et bræt', '-sove på et bræt',
      '-hul i lagnet', '-huller i lagnet', '-hul i lagenet', '-hul i dynebetrækket', '-huller i håndklæderne', '-hul i håndklædet', '-vinduet kunne ikke lukkes',
      '-vinduet kunne ikke åbnes', '-vinduerne kunne ikke åbnes', '-kunne ikke åbne vinduet', '-kunne ikke lukke vinduet', '-vinduet lukkede ikke', 'fjernsynet virkede ikke',
      'tv\'et virkede ikke', '-afløbet var stoppet', '-stoppet afløb', 'afløbet var tilstoppet', 'tilstoppet afløb', '+kæmpestort værelse', '+stort værelse', '+store værelser',
      '+værelset var stort', '+værelserne var store', '+rummeligt værelse', '+rummelige værelser', '+værelset var kæmpestort',
      '-gå sidelæns mellem sengen', '-gå sidelæns mellem seng', '-sidelæns mellem sengen og væggen', '-grader på værelset', '-skiftede mellem iskold og', '-skifter mellem iskold og', '-enten iskold eller skoldhed', '-enten iskoldt eller skoldhedt', '-tynde dyner', '-dynerne var tynde', '-sov i fleece', '-sov med tøjet på', '-afløbet løb ikke af', '-stod i vand', '-stod og plaskede i vand',
    ],
    treatment: [
      // Brows in the definite form ('brynene blev ujævne') and named in full: the treatment.
      'brynene', 'øjenbryn', 'øjenbrynene',
      // Drilled without anaesthetic; lumpy nails.
      '-uden bedøvelse',
      // Waxing burns and cuticles cut ('skar mig i neglebåndet').
      'voksning*', '-brandsår*',
      // A treatment without effect ('rynkerne er der stadig efter 3 uger'); bleeding gums after a rough clean.
      '-rynkerne er der stadig', '-rynkerne er stadig', '-kan stadig se rynkerne', '-rynkerne sidder der stadig', '-rynkerne er ikke væk', '-rynkerne forsvandt ikke', '-er rynkerne der stadig', '-er rynkerne stadig', '-sidder rynkerne der stadig', '-var rynkerne der stadig',
      '-tandkød blødte', '-tandkødet blødte', '-tandkødet bløder', '-mit tandkød blødte', '-blødte resten af dagen', '-hårdhændet med skraberen', '-hårdhændet med boret', '-hårdhændet under rensningen', '-hårdhændet tandrensning', '-hårdhændet behandling',
      // After-effects told by what one could not eat or drink for days ('kunne ikke drikke noget koldt i en uge'): the treatment.
      '-værre i * bagefter', '-værre bagefter end før', '-værre end før jeg kom', '-værre end da jeg kom', '-mere ondt bagefter end', '-kunne ikke dreje hovedet', '-kunne knap dreje hovedet', '-kunne jeg ikke dreje hovedet',
      '-kunne ikke drikke noget koldt', '-kunne ikke drikke koldt', '-kan ikke drikke noget koldt', '-kan ikke drikke koldt', '-kunne ikke spise noget koldt', '-kan ikke spise noget koldt', '-kunne ikke tåle koldt', '-kan ikke tåle koldt', '-kunne ikke tåle noget koldt', '-ilede ved alt koldt', '-ondt ved alt koldt',
      // A crown that looks like the real thing ('kronen ligner en rigtig tand'): the treatment praised.
      '+ligner en rigtig tand', '+ligner en ægte tand', '+ligner mine egne tænder', '+ligner rigtige tænder', '+kan ikke se forskel på den og mine egne',
      // Tartar left after a cleaning ('der sad stadig tandsten bag fortænderne'): the treatment faulted.
      '-stadig tandsten', '-sad stadig tandsten', '-der var stadig tandsten', '-tandsten tilbage', '-tandstenen sad der stadig', '-tandsten sad der stadig', '-stadig tandsten tilbage', '-ikke fået al tandstenen',
      // A filling that holds ('fyldningen sidder perfekt', 'plomben sidder som den skal'): praise of the treatment, no haircut that sits well.
      '+fyldningen sidder', '+fyldningen sidder perfekt', '+fyldningen sidder som den skal', '+fyldningen sidder godt', '+fyldningen har holdt', '+fyldningerne sidder', '+plomben sidder', '+plomben sidder perfekt', '+plomben sidder som den skal', '+kronen sidder perfekt', '+kronen sidder som den skal',
      // a body part put right ('har fået styr på min skulder', 'fik rettet min ryg ud').
      '+fået styr på min*', '+fik styr på min*', '+fået styr på mit*', '+fik styr på mit*', '+styr på min ryg', '+styr på min skulder', '+styr på mit knæ', '+fået rettet min*', '+fik rettet min*', '+fået ordnet min*', '+fik ordnet min*', '+fikset min ryg', '+fiksede min ryg', '+fikset min skulder', '+fiksede min skulder', '+fikset mit knæ', '+fiksede mit knæ',
      // Barely feeling the drill or needle ('jeg mærkede stort set ikke at hun borede').
      '+mærkede stort set ikke', '+mærkede næsten ikke', '+mærkede slet ikke', '+kunne næsten ikke mærke', '+kunne slet ikke mærke', '+mærkede ikke at hun borede', '+mærkede ikke at han borede', '+mærkede ikke engang', '+mærkede knap nok',
      // Teeth not felt this clean in years: the cleaning at the dentist praised, not the cleanliness.
      '+tænderne har ikke føltes så rene', '+har ikke føltes så rene', '+føles så rene', '+føltes så rene', '+så rene tænder', '+tænderne føles helt rene', '+tænderne føltes helt rene',
      // A session cut short ('fik 10 minutter med en fysioterapeut'): the treatment, not the wait.
      '-fik * minutter med', '-fik kun * minutter med', '-fik kun * minutter', '-kun * minutters behandling', '-kun * minutter på briksen', '-kun * minutter i stolen',
      // Feeling better after the sessions, told of the body part ('min skulder er meget bedre efter 5 gange'): the treatment praised.
      '+er meget bedre efter', '+er blevet meget bedre', '+er meget bedre nu', '+er så meget bedre', '+bedre efter * gange', '+bedre efter * behandlinger', '+bedre efter * behandling', '+bedre efter * besøg', '+har fået det meget bedre', '+har fået det bedre', '+er helt god igen', '+er som ny igen',
      // A visit over in minutes ('selve besøget varede 6 min', 'behandlingen varede kun et kvarter'): the treatment cut short.
      '-selve besøget varede', '-besøget varede kun', '-behandlingen varede kun', '-behandlingen tog kun', '-selve behandlingen varede', '-varede kun * min', '-varede kun * minutter', '-fik kun * min med', '-i stedet for de * jeg havde betalt for',
      // A treatment that gave nothing one could not find online ('øvelser jeg kunne have googlet', 'fundet på youtube'), or left one no better.
      '-kunne have googlet', '-kunne have googlet mig til', '-googlet mig til', '-kunne have fundet på youtube', '-fundet på youtube', '-finde på youtube', '-kunne have fundet på nettet', '-kunne have fundet på google', '-lige så godt kunne have fundet', '-ligeså godt kunne have fundet', '-kunne finde på nettet',
      '-har det ikke bedre', '-har det ikke spor bedre', '-har det ikke en tøddel bedre', '-har det ikke et gram bedre', '-ikke et gram bedre', '-ikke en tøddel bedre', '-ikke spor bedre', '-ikke en smule bedre', '-ingen bedring', '-ikke mærket nogen bedring', '-mærker ingen bedring', '-lige så ondt som før', '-mere ondt end før',
      // Exercises from the physiotherapist that work ('øvelserne han har givet mig virker'): treatment praise.
      '+øvelserne virker', '+øvelserne virkede', '+øvelserne han har givet mig virker', '+øvelserne hun har givet mig virker', '+øvelserne jeg har fået virker', '+øvelserne hjælper', '+øvelserne har hjulpet', '+øvelserne hjalp',
      // Treatment results told by recovery ('gik derfra næsten oprejst', 'kunne gå igen', 'knap nok ondt', 'som ny'), haircut results ('blev lige som jeg ville have det', 'ser ud som en rekrut').
      '+gik derfra næsten oprejst', '+gik derfra oprejst', '+gik ud derfra oprejst', '+gik oprejst derfra', '+kunne gå oprejst', '+kan gå oprejst',
      '+kunne rette ryggen', '+kan rette ryggen igen', '+kunne rette mig op', '+kunne gå igen', '+kan gå igen', '+kunne gå normalt igen', '+kan gå normalt igen',
      '+kunne bevæge mig igen', '+kan bevæge mig igen', '+kunne dreje hovedet igen', '+kan dreje hovedet igen', '+kunne løfte armen igen', '+kan løfte armen igen',
      '+kan sove om natten igen', '+kunne sove om natten igen', '+kan endelig sove igen', '+kan endelig sove om natten', '+gjorde knap nok ondt', '+gjorde knap ondt',
      '+gjorde næsten ikke ondt', '+gjorde stort set ikke ondt', '+mærkede stort set ingenting', '+føles som ny', '+føltes som ny', '+føler mig som ny',
      '+følte mig som ny', '+som et nyt menneske', '+føler mig som et nyt menneske', '+som født på ny', '+som genfødt', '+smerterne forsvandt', '+smerten forsvandt',
      '+hovedpinen forsvandt', '+hovedpinen er væk', '+hovedpinen var væk', '+spændingerne forsvandt', '+ømheden forsvandt', '+smertefri efter', '+ikke haft ondt siden',
      '+har ikke haft ondt siden', '+ikke haft hovedpine siden', '+kunne mærke forskel med det samme', '+kunne mærke forskellen med det samme',
      '+mærkede forskel med det samme', '+mærkede forskel efter første', '+mærkede en forskel efter første', '+bedre allerede efter første',
      '+hjalp allerede efter første', '+hjalp efter første gang', '+kom på benene igen', '+kan løbe igen', '+kunne løbe igen', '+kan træne igen',
      '+tilbage i træning', '-gik derfra med mere ondt', '-mere ondt end inden', '-haft ondt siden', '-haft ondt lige siden',
      '-ondt lige siden', '-kunne ikke gå i to dage', '-kunne næsten ikke gå bagefter', '-blev kun værre', '-hjalp overhovedet ikke', '-hjalp slet ikke',
      '-ingen forbedring', '-ikke blevet bedre',
      // Staff faults told by deeds: on the phone, a sigh for an answer, laughed at us, three words, knew nothing, cannot do the job, treated as a favour, dismissive answers.
      '-kunne ikke finde åren', '-kunne ikke ramme åren', '-måtte stikke flere gange', '-stak flere gange', '-stak * gange', '-kunne ikke få bedøvelsen til at virke',
      // Wave 4: praise as people put it.
      '+blide hænder', '+blid hånd', '+lette hænder', '+let hånd', '+nænsomme hænder', '+magiske hænder', '+gyldne hænder', '+har hænder der kan',
      '+gjorde slet ikke ondt', '+gør slet ikke ondt', '+gjorde ikke spor ondt', '+gør ikke spor ondt', '+gjorde ikke det mindste ondt', '+gjorde overhovedet ikke ondt', '+gjorde ikke en døjt ondt', '+mærkede ingenting', '+mærkede intet', '+mærkede ikke noget', '+mærkede absolut ingenting', '+mærkede ikke en dyt', '+mærkede knap', '+kunne knap mærke', '+mærkede næsten ingenting', '+kunne ikke mærke noget', '+ikke en eneste tåre', '+ikke en tåre', '+uden en eneste tåre', '+uden en tåre', '+uden tårer', '+ikke et eneste pip', '+ikke et pip',
      'plombe*',
      '-gjorde ondt', 'gør ondt',
      'øvelser', 'øvelserne',
      'behandling', 'behandlingen', 'behandlinger', '*behandling', '*behandlingen', 'massage*', '*massage', '*massagen', 'manicure*', 'pedicure*', 'negle', 'neglene',
      'fyldning*', 'tandrens*', 'rensning*', 'undersøgelse*', 'konsultation*', 'eftersyn*', 'tjekket', 'tandtjek*', 'undersøgt', 'check-up', 'checkup', 'kontrol',
      'kontrollen', '*kontrol', 'røntgen*',
      'bedøvelse*', 'indgreb*', 'vipper', 'bryn', 'tandrensning*', 'rodbehandling*', 'en krone på', 'ny krone', 'tandkrone*', 'implantat*', 'tandudtrækning*',
      'trukket en tand', 'trække en tand', 'visdomstand*', 'tandblegning*', 'blegning*', 'tandbøjle*', 'protese*', 'blodprøve*', 'vaccin*', 'indsprøjtning*',
      'henvisning*', 'recept', 'recepten', 'recepter', 'diagnose*', 'scanning*', 'ultralyd*', 'øvelse*', 'genoptræning*', 'træningsprogram*', 'akupunktur*',
      'zoneterapi*', 'gellak*', 'shellac', 'neglelak*', '~lakken', 'akrylnegle', 'vippeextensions', 'vippeløft', 'brynsfarv*', 'voksning', 'spraytan', 'ansigtsbehandling*',
      'hudpleje*', 'peeling', 'botox', '+smertefri*', '~tænder', '~tænderne', '~spa', '~resultat*', '~klinik*',
      '+mærkede ikke en ting', 'vipperne', 'vippeextension*',
      '-stadig ondt', 'har stadig ondt', 'havde stadig ondt', '-ondt i flere dage', '-ondt i dagevis', '-ømt i flere dage', 'ingen smerter', 'uden smerter', 'ingen smerte',
      '-irriteret hud', '-huden var irriteret', '-huden var rød', '-rød og irriteret', '-udslæt', '-allergisk reaktion', '-blå mærker', '-brændt hud',
      '+mærkede ikke det mindste',
      '-trykkede bare lidt på maven', '-trykkede lidt på maven', '-trykkede bare på maven', '-sendte os hjem med en tube', '-hjem med en tube', '-undersøgte hende slet ikke', '-undersøgte ham slet ikke', '-undersøgte hende ikke', '-undersøgte ham ikke', '-fandt det egentlige problem', '-fandt det rigtige problem', '+kan gå på trapper igen', '+kunne gå på trapper igen', '+føles som nye', '+spiser som en gris igen',
      // A filling that fell out is the treatment faulted.
      '-fyldning der faldt ud', '-fyldningen faldt ud', '-fyldning som faldt ud', '-faldt ud efter',
      // No difference after a treatment, or a result that held only a week, is the treatment faulted.
      '-mærker ikke den store forskel', '-ikke den store forskel', '-ingen forskel', '-holdt kun', '-holdt desværre kun', '-holdt desvære kun', '-begyndte at skalle af',
    ],
    haircut: [
      // Streaks in the definite form, and a cut not straight ('håret var ikke klippet lige').
      'striberne', '-ikke klippet lige',
      // A cut uneven told by its sides or a notch: 'den ene side er højere end den anden', 'et hak over øret'.
      '-højere end den anden', '-kortere end den anden', '-længere end den anden', '-ene side er højere', '-ene side er kortere', '-hak over øret', '-et hak i håret', '-et hak i nakken',
      // Grey that the colour did not cover ('farven dækker slet ikke de grå hår').
      '-dækker ikke de grå', '-dækker slet ikke de grå', '-dækkede ikke de grå', '-dækkede slet ikke de grå', '-dækker ikke det grå', '-dækkede ikke det grå', '-ikke dækket de grå', '-ikke dækket det grå', '-kunne se de grå hår', '-kan se de grå hår', '-kan stadig se de grå', '-det grå skinner igennem', '-de grå hår skinner igennem',
      // A perm gone to frizz ('ren krus', 'stukket fingeren i stikkontakten').
      'permanenten', 'permanentet', '-ren krus', '-bare krus', '-et stort krus', '-stukket fingeren i stikkontakten', '-stukket fingrene i stikkontakten', '-fingeren i stikkontakten',
      // A boy's cut praised ('lignede en lille model, lige i nakken'); layers and body ('lagene ligger perfekt', 'håret har fået fylde').
      '+lige i nakken', '+pænt i nakken', '+pæn i nakken', '+flot i nakken', '+fint i nakken', '+skarpt i nakken', '+lignede en lille model', '+lignede en model', '+ligner en lille model',
      'lagene', '+lagene ligger perfekt', '+lagene ligger flot', '+lagene sidder perfekt', '+lagene sidder flot', '+fået fylde', '+har fået fylde', '+fik fylde', '+mere fylde', '+fået volumen', '+har fået volumen',
      // A blonde that did not go brassy ('blond uden gule toner', 'blev ikke gul'): the colour praised.
      '+uden gule toner', '+ingen gule toner', '+ingen messingtoner', '+blev ikke gul', '+blev ikke gult', '+blev ikke messingfarvet',
      // A fade praised for clean, sharp transitions ('fin fade med rene overgange'): the cut, not the cleaning.
      '+rene overgange', '+skarpe overgange', '+pæne overgange', '+bløde overgange', '+flotte overgange', '+perfekte overgange', '+rene kanter i nakken',
      '-lidt mere tid på nakken', '-mere tid på nakken', '-nakken kunne have', '-ujævn i nakken', '-ujævnt i nakken',
      // Hacked at the nape, as if one had held the scissors oneself ('hakket lidt rigeligt i nakken').
      '-hakket i nakken', '-hakket lidt rigeligt', '-hakket for meget', '-hakket rigeligt', '-hakket i håret', '-selv har haft fat i saksen', '-selv havde haft fat i saksen', '-selv har haft fat i sakse*', '-som om jeg selv har klippet', '-som om jeg selv havde klippet', '-som om jeg havde klippet mig selv', '-klippet mig selv',
      // A rescued cut that sits well at home ('fik reddet det, så det faktisk sidder pænt').
      '+sidder pænt', '+det sidder pænt', '+sidder perfekt', '+fik reddet det', '+fik reddet håret',
      // Barbershop slang: the fade praised by name ('bedste fade i byen', 'perfekt fade').
      '+bedste fade', '+bedste fades', '+fedeste fade', '+flot fade', '+flotteste fade', '+perfekt fade', '+lækker fade', '+skarpeste fade', '+ren fade', '+clean fade', '+sindssyg fade',
      // Treatment results told by recovery ('gik derfra næsten oprejst', 'kunne gå igen', 'knap nok ondt', 'som ny'), haircut results ('blev lige som jeg ville have det', 'ser ud som en rekrut').
      '+blev lige som jeg ville have det', '+blev ligesom jeg ville have det', '+blev præcis som jeg ville have det', '+blev som jeg ville have det',
      '+blev lige som jeg ønskede', '+blev præcis som jeg ønskede', '+lige som jeg ville have det',
      '+fik præcis det jeg bad om', '+fik lige det jeg bad om', '+komplimenter for mit hår', '+komplimenter for håret',
      '+komplimenter for min nye frisure', '+komplimenter for min klipning', '+komplimenter for farven',
      '+vokser pænt ud', '+gror pænt ud', '-ser ud som en rekrut', '-ligner en rekrut', '-ligner en soldat', '-ser ud som en soldat', '-rekrutklip*',
      '-ser ud som om jeg har klippet mig selv', '-ligner at jeg har klippet mig selv',
      '-klippet med en skål', '-klippet med en hækkeklipper', '-ligner en mop', '-ligner en hjelm', '-som en hjelm', '-ligner en kyllingeunge',
      '-ligner et fugleskræmsel', '-trappetrin i nakken', '-hakker i håret', '-huller i håret', '-skævt i nakken', '-den ene side kortere', '-den ene side længere',
      '-ikke ens i siderne', '-måtte klippe det om', '-måtte have det rettet',
      // Staff faults told by deeds: on the phone, a sigh for an answer, laughed at us, three words, knew nothing, cannot do the job, treated as a favour, dismissive answers.
      '-kan ikke klippe krøllet hår', '-kunne ikke klippe krøllet hår', '-kan ikke klippe krøller', '-kunne ikke klippe krøller', '-kan ikke klippe krøllede',
      '-kan ikke finde ud af at klippe', '-kunne ikke finde ud af at klippe', '-ved ikke hvordan man klipper', '-vidste ikke hvordan man klipper',
      '-kan ikke klippe herrehår', '-kan ikke lave en fade', '-kunne ikke lave en fade', '-kan ikke lave fades', '-kan ikke farve', '-kunne ikke ramme farven',
      // Wave 4: praise as people put it.
      '-blev ikke som jeg ville have den', '-blev ikke som jeg ville have det', '-blev slet ikke som jeg ville', '-ikke som jeg havde bedt om', '-slet ikke som jeg havde bedt om',
      '-ligner en gulerod', '-gik derfra orange',
      '~resultatet', '~resultat',
      'klipning*', 'klip', 'klippet', 'klippede', 'klippe', '*klip', '*klippet', 'frisure*', 'farvning*', 'farve', 'farven', 'farvet', '*farve', '*farven',
      'balayage*', 'highlights', 'striber', 'permanent', 'føn', 'føntørring', 'fadeklip*', 'low fade', 'mid fade', 'high fade', '+skarp fade', 'skin fade', 'page',
      'pagehår', 'bob', 'skæg', 'skægget', 'skægtrim*', 'pandehår*', 'spidserne', 'studse*', 'hårvask*', 'opsætning*',
      'styling*', 'mit hår', 'dit hår', 'dit nye hår', 'hendes hår', 'hans hår', 'min datters hår', 'min søns hår', 'lowlights', 'toning', 'reflekser', 'hårfarve*', 'udgroning*', 'lagdeling',
      'krøller', 'glatning*', 'extensions', 'herreklip*', 'børneklip*', 'maskinklip*', 'skægtrimning*', 'brudefrisure*', '~hår', '~håret',
      '-gik derfra med', '-gik ud med',
      '+kan klippe krøller', '+kan klippe krøllet hår', '+der kan klippe krøller', '+forstår krøllet hår', '+forstår sig på krøller', '+styr på krøller',
      '+den farve jeg ønskede', '+den farve jeg ville have', '+den farve jeg havde ønsket', '+præcis den farve', '+lige den farve',
      '-klippet hæk', '-ligner en pudel', '-ligner en svamp', '-skålklip*', 'mit nye hår', 'min nye farve',
    ],
  },
  positive: [
    // Everyday praise: 'på toppen', 'et hit', 'ikke til at slå', no finger to point, a wide range, hygienic.
    // A range called big with a degree word between ('udvalget er virkelig stort'), or huge.
    'udvalg* er * stort', 'udvalg* var * stort', 'sortiment* er * stort',
    'alt andet end kedelig*',
    // 'Spændende' (exciting, interesting) is everyday praise of dishes, goods and menus.
    'spændende',
    // Magical, an upgrade.
    'magisk', 'magiske', 'opgraderet',
    'på toppen', 'charme',
 'et hit', 'et kæmpe hit', 'ikke til at slå', 'ikke en finger at sætte på', 'bred', 'bredt', 'brede', 'hygiejnisk', 'hygiejniske',
    // Cooking like grandmother's ('frikadellerne smager som dem mormor lavede'): praise of what is named.
    'som mormor lavede', 'som mormor lavede dem', 'som dem mormor lavede', 'som den mormor lavede', 'som min mormor lavede', 'som farmor lavede', 'som hos mormor', 'ligesom mormors', 'som mormors',
    // Freshly pressed ('juicen var friskpresset').
    'friskpresset', 'friskpressede', 'nypresset', 'nypressede',
    // The joke complaint that one must now drive far whenever the craving comes: praise.
    'hver gang jeg får lyst til', 'hver gang vi får lyst til', 'hver gang jeg får lyst på', 'hver gang man får lyst til', 'skal køre så langt hver gang', 'skal køre * km hver gang', 'nu skal køre * km',
    // 'The best I have had in a long time': 'længe' there is no complaint.
    'det bedste jeg har fået længe', 'bedste jeg har fået længe', 'bedste jeg har fået i lang tid', 'bedste jeg har smagt længe', 'bedste jeg har smagt i lang tid', 'bedste vi har fået længe', 'bedste vi har smagt længe', 'har fået i lang tid', 'har smagt i lang tid', 'har fået længe', 'har smagt længe',
    // 'Fejler ikke noget' (nothing wrong with it) is plain praise, in every tense and with a filler between ('fejlede nu ikke noget').
    'fejler ikke noget', 'fejler ingenting', 'fejler intet', 'fejlede ikke noget', 'fejlede ingenting', 'fejlede intet', 'fejler * ikke noget', 'fejlede * ikke noget', 'fejler absolut ingenting', 'fejler overhovedet ikke noget', 'fejlede overhovedet ikke noget', 'fejler ik noget', 'fejler sgu ikke noget', 'fejlede sgu ikke noget',
    // 'Trækker op' lifts the rating ('Morgenmaden trækker op'): praise of what it is said of, not the negative 'trækker'.
    'trækker op', 'trækker gevaldigt op', 'trækker meget op', 'trækker en del op', 'trækker lidt op', 'trækker helhedsindtrykket op', 'trækker karakteren op', 'trækker stjernerne op', 'trak op', 'trak gevaldigt op', 'trak helhedsindtrykket op', 'trækker det op', 'trak det op',
    // Litotes and faint praise: 'slet ikke så tosset' praises; 'hverken fugl eller fisk', 'kunne spises' and 'heller ikke mere' do not.
    'ikke så tosset', 'slet ikke så tosset', 'slet ikke tosset', 'ikke tosset', 'ikke helt tosset', 'ikke spor tosset', 'ikke så tosset endda', 'ikke ueffen',
    'ikke ueffent', 'ikke ueffne', 'slet ikke ueffen', 'slet ikke ueffent', 'ikke så ueffen', 'ikke så ueffent', 'ikke til at kimse ad', 'ikke at kimse ad',
    'ikke til at kimse af', 'ikke at kimse af', 'ikke noget at kimse ad', 'ikke noget at kimse af', 'ikke til at foragte', 'ikke at foragte', 'ikke så ringe endda',
    'slet ikke så ringe', 'slet ikke ringe', 'ikke helt ringe', 'ikke så ringe', 'ikke så pjattet', 'slet ikke så pjattet', 'ikke så pjattet endda', 'ikke så dumt',
    'slet ikke dumt', 'ikke dumt', 'ikke så værst', 'ikke værst', 'slet ikke værst', 'ikke så værst endda', 'ikke så galt endda', 'ikke så skidt endda',
    'slet ikke skidt', 'ikke helt skidt', 'ikke så ringe igen',
      // Wave 4: praise as people put it.
      'til at dø for', 'til at slikke fingre efter',
    // Parking that costs nothing; a colour hit exactly; no hassle.
    'ramte præcis', 'rammer præcis', 'ramte helt præcis', 'ramte lige præcis',
    'parkering koster ikke noget', 'parkering koster ingenting', 'parkeringen koster ikke noget', 'parkeringen koster ingenting', 'parkering koster ikke ekstra', 'parkering koster ikke en krone',
    'en legende', 'en sand legende',
    'guld værd', 'en knag', 'en skat',
    'udsigt over', 'udsigt ud over', 'udsigten over', 'udsigten ud over',
    'ren luksus', 'ren nydelse', 'ren fornøjelse', 'ren idyl', 'ren magi', 'rent guld',
    'elske',
    'ikke noget i vejen med', 'intet i vejen med', 'ingenting i vejen med', 'intet at komme efter', 'ikke noget at komme efter', 'ingenting at komme efter', 'intet at sætte fingeren på', 'ingenting at sætte fingeren på', 'ikke noget at sætte fingeren på', 'ingenting at sætte en finger på', 'ikke noget at sætte en finger på', 'ingenting at udsætte', 'intet at klage over', 'ikke noget at klage over', 'ingenting at klage over', 'intet at brokke sig over', 'ikke noget at brokke sig over', 'ingenting at sige til', 'intet at pibe over', 'ikke noget at pibe over',
    'svær at slå', 'svært at slå', 'svære at slå',
    'bare noget helt andet',
    'noget helt særligt',
    'fadøllen var kold', 'fadøllen var iskold', 'øllen var kold', 'øllen var iskold', 'øllet var koldt', 'øllene var kolde',
    'ikke noget at sige til', 'intet at sige til',
    'det skal de have',
    'fuld kontrol', 'styr på det hele',
    'stjerner for', 'stjerne for',
    'køen går hurtigt', 'køen gik hurtigt', 'køen går stærkt', 'køen gik stærkt', 'køen glider hurtigt', 'køen gled hurtigt',
    'lyspunkt', 'lyspunktet', 'eneste lyspunkt',
    'uden sidestykke',
    'forklarede hvad', 'forklarer hvad', 'forklarer alt', 'forklarede det hele', 'forklarede grundigt',
    'kan ikke anbefale * nok', 'kan ikke anbefale * * nok', 'kan ikke anbefale nok', 'kan ikke anbefales nok', 'kan ikke anbefales * nok',
    // Without equal: 'second to none', 'uden sidestykke', 'hors pair'.
    'uovertruffen', 'uovertrufne',
    // "Could not have been happier": a negation that makes a comparative the utmost, not its opposite.
    'kunne ikke * bedre', 'kunne ikke * * bedre', 'kunne ikke * mere tilfreds*', 'kunne ikke * * mere tilfreds*', 'kunne ikke * gladere', 'kunne ikke * * gladere', 'kunne ikke * sødere', 'kunne ikke * * sødere', 'kunne ikke * hyggeligere', 'kunne ikke * * hyggeligere',
    'aldrig været så fin*', 'aldrig set så fin*',
    'aldrig været så god*', 'aldrig været bedre', 'aldrig smagt bedre', 'aldrig smagt * bedre', 'aldrig fået * bedre', 'aldrig haft * bedre',
    'det jeg bad om', 'det jeg ønskede', 'som jeg ønskede', 'som jeg havde ønsket', 'som jeg bad om',
    'som aftalt', 'som ønsket',
    'god', 'godt', 'gode', 'bedste', 'bedst', 'super', 'superb', 'fantastisk*', 'fremragende', 'fremragene', 'lækker*', 'lækre', 'dejlig*', 'skøn', 'skønt', 'skønne',
    'venlig', 'venlige', 'venligt', 'sød', 'søde', 'sødt', 'perfekt*', 'top', 'i top', 'topklasse', 'anbefal*', 'hyggelig*', 'hurtig*',
    'opmærksom*', 'smuk*', 'flot', 'flotte', 'flotteste', 'imødekommende', 'professionel', 'professionelle', 'professionelt', 'frisk*', 'rimelig*', 'fornuftig*',
    'fair', 'fin', 'fint', 'fine', 'dygtig*', 'flink*', 'behagelig*', 'afslappende', 'afslappet', 'glad', 'glade', 'tilfreds*',
    'elsker', 'elskede', 'nød', 'nyd*', 'nydelig*', 'grundig*', 'hjælpsom*', 'smilende', 'hjertelig*', 'hjertevarm*', 'varm', 'varmt', 'varme', 'mums', 'wow', 'sublim*',
    'fænomenal*', 'formidabel*', 'genial*', 'kanon', 'kanongod*', 'kanonbra', 'suveræn*', 'fed', 'fedt', 'fede', 'nice', 'mesterlig*', 'mør', 'mørt', 'møre',
    'sprød*', 'tålmodig*', 'kompetent*', 'velkommen', 'velkomne', 'tilpas', 'effektiv*', 'præcis som', 'levede op', 'lever op', 'leve op', 'i din smag',
    'i smag', 'ramte plet', 'rammer plet', 'lige i skabet', 'stille', 'roligt', 'rolig', 'fredelig*', 'rummelig*', 'var stor', 'var stort', 'var store', 'er stor',
    'er stort', 'er store', 'stor seng', 'store senge', 'store portioner', 'stor portion', 'stor anbefaling',
    'stor ros', 'stor oplevelse', 'pæn', 'pænt', 'pæne',
    'idyllisk*', 'vellykket', 'imponere*', 'overbevis*', 'fortjent', 'værd', 'favorit*', 'yndlings*', 'i orden', 'ordentlig*',
    'kan lide', 'kunne lide', 'lide', 'syntes godt om', 'begejstre*', 'vild med', 'vilde med', 'forkæl*', 'ros', 'rosen', 'rosende', 'sætter pris på', 'satte pris på',
    'sat pris på', 'stor pris på', 'glæde', 'glæder', 'glædede', 'serviceminded*', 'omsorgsfuld*', 'rar', 'rare', 'rart', 'sjov', 'sjovt', 'sjove', 'velholdt*',
    'velassorteret', 'alsidig*', 'smagfuld*', 'stilfuld*', 'hurtigt', 'uden at vente', 'ingen larm',
    'gjorde ikke ondt', 'ikke ondt', 'stole på', 'fungere*', 'tryg', 'trygt', 'trygge', 'fejlfri*', 'uovertruffen*', 'solid*', 'for enhver smag', 'smil', 'råbe hurra',
    'smerten var væk', 'smerten er væk', 'smerterne var væk', 'smerterne er væk', 'forklarede alt', 'god til at forklare',
    'lytte', 'lyttede', 'lytter', 'lyttet', 'hjalp', 'hjælper', 'hjulpet', 'tid samme dag', 'tid samme uge', 'allerede samme dag', 'tid dagen efter',
    'lige det jeg ledte efter', 'præcis det jeg ledte efter', 'beroligende', 'engel',
    'uslåelig*', 'skarpe linjer', 'holder i ugevis', 'holdt i ugevis',
    'i ugevis', 'nem', 'nemt',
    'nemme', 'let', 'ukompliceret', 'gnidningsfri*', 'smidig*', 'blid', 'blide', 'blidt', 'nænsom*', 'skånsom*', 'forsigtig', 'forsigtigt',
    'slappe af', 'sprød svær', 'sprødt svær', 'sprøde svær', 'iskold øl', 'iskolde øl', 'kold øl', 'kolde øl',
    'kold fadøl', 'kolde fadøl', 'iskold fadøl', 'iskolde fadøl', 'iskold pilsner', 'iskolde drinks', 'iskold hvidvin', 'iskold cola', 'kold cola', 'kolde drinks',
    'kold hvidvin', 'kold rosé', 'gratis kaffe', 'gratis påfyldning', 'gratis refill', 'verdensklasse',
    'i særklasse', 'megagod*', 'mega god', 'mega godt', 'mega gode', 'pissegod*', 'pisse god', 'pisse godt', 'pisse gode', 'pisselækker*', 'vildt god', 'vildt godt',
    'vildt gode', 'sindssygt god', 'sindssygt godt', 'sindssygt gode', 'himmelsk*', 'guddommelig*', 'perle', 'perlen', 'guldklump', 'overgik', 'overgår',
    'over forventning', 'over al forventning', 'ud over det sædvanlige', 'exceptionel*', 'enestående', 'højere enhed', 'styr på', 'kunne ikke være bedre',
    'intet at udsætte', 'ikke noget at udsætte', 'intet at sætte en finger på', 'tog sig god tid', 'tog sig tid', 'tager sig tid', 'god tid',
    'holdt længe', 'holder længe', 'som ny', 'empatisk*', 'forstående', 'nærværende', 'engageret', 'engagerede', 'passioneret*',
    'kyndig*', 'vidende', 'erfaren', 'erfarne', 'sødeste', 'flinkeste', 'skønneste', 'nyrenoveret', 'nyistandsat', 'moderne',
    'masser at vælge', 'meget at vælge imellem', 'rigeligt at vælge', 'masser af valgmuligheder', 'noget for enhver smag', 'noget for alle',
    'arbejder hårdt', 'knokler', 'løb stærkt',
    'med det samme', 'generøs*', 'rigelig*', 'mætte', 'mæt', 'lækkert', 'lækreste',
    'superflink*', 'supersød*', 'supergod*', 'superlækker*', 'superhyggelig*', 'kanonflink*', 'møjhyggelig*', 'mega hyggeligt',
    'præcis hvad jeg ville', 'forstod præcis', 'lige hvad jeg ville', 'præcis som jeg ville',
    'kan parkere gratis', 'parkere gratis', 'et plus', 'snakkede ikke hul i hovedet på mig', 'snakkede ikke hul i hovedet',
    'føle os hjemme', 'føle mig hjemme', 'følte os hjemme',
    'følte mig hjemme',
    'godt imod',
    'billigere end forventet', 'billigere end ventet',
    'allerede dagen efter', 'allerede næste dag', 'tid næste dag', 'meget for pengene', 'masser for pengene', 'rigeligt for pengene',
    'valuta for pengene', 'god valuta', 'okay priser', 'ok priser', 'okay pris', 'ok pris',
    'stadig lune', 'stadig varme', 'stadig varm', 'lune fra ovnen', 'ovnvarm*', 'ovnlun*',
    'har det meget bedre',
    'har det så meget bedre', 'har det bedre', 'meget bedre efter',
    'det er turen værd', 'turen værd', 'værd at køre efter', 'værd at køre for', 'føle sig velkommen', 'følte os velkomne', 'følte mig velkommen',
    'holdt hele aftenen', 'holdt hele dagen', 'holdt hele natten', 'som nye efter', 'som ny efter',
    'som man sjældent ser', 'ser man sjældent',
    'reddede dagen', 'reddede lidt af', 'reddede aftenen', 'reddede opholdet', 'redder dagen',
  ],
  negative: [
    // Everyday and slang words for bad ('noget bras', 'lidt sløj', 'pissesur', 'ublu', 'urimelig', 'ad helvede til').
    'bras', 'sjask', 'sløj', 'sløjt', 'sløje', 'ad helvede til', 'ad h til', 'pissesur*', 'ublu', 'urimelig*', 'plettede', 'en ordentlig mundfuld', 'hvad er der sket med',
    // Icy in a room ('iskoldt på værelset'); not as hoped or asked ('ikke den klipning jeg bad om', 'ikke som jeg havde håbet').
    // Music or sound level called loud ('musikken var så høj', 'lydniveauet var højt'): 'høj' alone is no complaint ('høj kvalitet').
    'musik* var så høj*', 'musik* er så høj*', 'musik* var høj*', 'musik* er høj*', 'lydniveau* var høj*', 'lydniveau* er høj*', 'højt lydniveau',
    'iskoldt på', 'ikke den * jeg bad om', 'ikke som jeg havde håbet', 'ikke helt som jeg havde håbet', 'ikke som forventet',
    // 'Too gentle' is no praise ('massagen var for blid'); lumpy nails; 'snavs' (dirt) by itself; 'not the one I had asked for'; 'ok, but no more than that'.
    'for blid', 'klumpet', 'klumpede', 'snavs', 'ikke den jeg', 'kendte intet til', 'kendte ikke noget til',
    // 'Alt andet end' (anything but) cannot be a negator, its 'andet' makes a negation idiom ('ikke andet end'): the common cases as phrases.
    'alt andet end venlig*', 'alt andet end sød*', 'alt andet end hjælpsom*', 'alt andet end god*',
    // A promise not kept ('lovede at ringe tilbage men gjorde det aldrig'); not the result wished for.
    'ikke det resultat', 'ikke det * jeg ønskede', 'ikke den * jeg ønskede',
    // Below par ('under middel'), not particularly interested, a bit long, a mood not there at all.
    'under middel', 'under gennemsnittet', 'ikke synderligt interesseret', 'ikke særlig interesseret', 'lidt lang', 'ret lang', 'ikke til stede',
    // Unbearable, cheated, out of all proportion, all but non-existent, past recognition, darker than wanted, a headache.
    'stressede', 'ulidelig*', 'snød', 'står ikke mål med', 'uden at spørge', 'ikke eksisterende', 'ikke-eksisterende', 'ikke til at genkende', 'end jeg ville have', 'end jeg havde bedt om', 'hovedpine',
    // Nobody got a proper night's sleep ('så ingen af os fik sovet ordentligt'): a complaint, not a praised 'ordentligt'.
    'ingen af os fik sovet', 'ingen af os fik sovet ordentligt', 'ingen af os sov', 'ingen af os sov ordentligt', 'fik ikke sovet ordentligt', 'fik aldrig sovet ordentligt', 'ingen af os fik lukket et øje',
    // Done without notice or explanation ('ohne Bescheid abgesagt'): a complaint, not a negation of what was done.
    'uden varsel', 'uden at give besked', 'uden forklaring',
    // What was a joke ('servicen var en vittighed').
    'var en vittighed', 'en ren vittighed', 'en dårlig vittighed',
    // Smaller or other than pictured ('kagen var meget mindre end på billedet'): a complaint about what is named.
    'mindre end på billedet', 'mindre end på billederne', 'anderledes end på billedet', 'ligner slet ikke billedet', 'lignede slet ikke billedet', 'intet som på billedet', 'ikke som på billedet',
    // 'Latterlig' ('helt latterlig kundeservice') is a complaint, not a latte.
    'latterlig', 'latterligt', 'latterlige',
    // 'Kunne godt have taget sig lidt mere tid': a complaint about the work.
    'kunne godt have taget sig lidt mere tid', 'kunne have taget sig lidt mere tid', 'kunne have taget sig mere tid', 'kunne have brugt lidt mere tid', 'kunne have brugt mere tid', 'kunne godt have været lidt grundigere', 'kunne have været grundigere',
    // Looked fine online, disappointing in reality ('så flot ud på Instagram').
    'så flot ud på instagram', 'ser flot ud på instagram', 'så godt ud på instagram', 'så lækkert ud på instagram', 'så flot ud på billederne', 'ser flot ud på billederne', 'så godt ud på billederne', 'så bedre ud på billederne', 'ligner ikke billederne', 'lignede ikke billederne',
    // More expected for the money with a filler word in between ('forventer man altså mere', 'forventer jeg nu lidt mere').
    'forventer man altså mere', 'forventer man altså noget mere', 'forventer man nu mere', 'forventer man nu lidt mere', 'forventer man da mere', 'forventer man da lidt mere', 'forventer man trods alt mere', 'forventer man sgu mere', 'forventer man nu engang mere', 'forventer jeg mere', 'forventer jeg lidt mere', 'forventer jeg noget mere', 'forventer jeg altså mere', 'forventer jeg nu mere', 'forventede jeg mere', 'forventede jeg lidt mere', 'havde jeg forventet mere', 'havde jeg forventet lidt mere',
    // Expectations not met told by what was counted on ('havde regnet med lidt mere', 'forventet noget mere', 'forventer man noget andet'): a complaint.
    'forventet noget mere', 'forventet lidt mere', 'forventet noget andet', 'forventet bedre', 'forventet noget bedre', 'forventede noget mere', 'forventede lidt mere', 'forventede noget andet', 'forventede bedre', 'forventer man noget andet', 'forventer man bedre', 'forventer man noget mere', 'regnet med mere', 'regnet med lidt mere', 'regnet med noget mere', 'regnet med noget andet', 'regnet med bedre', 'regnede med mere', 'regnede med lidt mere', 'regnede med noget mere', 'regner man med mere', 'regner man med lidt mere', 'forventninger blev ikke indfriet', 'levede ikke op til forventningerne', 'lever ikke op til forventningerne',
    // Food faults told by taste and state: 'smagte af pap', 'tør som pap', 'stadig frossen', 'brændt i bunden'.
    'smagte af pap', 'smagte som pap', 'tør som pap', 'tørt som pap', 'tørre som pap', 'tør som sand', 'tør som en sål', 'smagte af køleskab', 'smagte af fryser',
    'smagte gammelt', 'smagte harsk', 'smagte af plastik', 'smagte af sæbe', 'smagte af karklud', 'smagte af klor', 'smagte af opvaskevand', 'smagte som opvaskevand',
    'smagte af ingenting', 'lunken i midten', 'halvtøet', 'ikke tøet op', 'stadig frossen', 'stadig frosset', 'stadig frosne', 'brændt i bunden', 'sort i bunden',
    'brændte kanter', 'sejt som', 'sej som en sål', 'svampet',
    // A drink watered down or gone flat ('spædet op med vand', 'smagte mest af vand', 'uden brus'): a complaint about what was poured.
    'spædet op', 'spædet op med vand', 'spædet med vand', 'spædt op', 'fortyndet med vand', 'tyndet ud med vand', 'smagte af vand', 'smagte mest af vand', 'smagte bare af vand', 'smager af vand', 'smagte som vand',
    'tynd som vand', 'tynde som vand', 'tyndt som vand', 'uden brus', 'ingen brus', 'brusen var gået af', 'brusen var gået', 'mistet brusen', 'havde mistet sin brus',
    // Irony closing a complaint: 'held og lykke med parkeringen', 'tak for lidt', 'smart forretningsmodel'.
    'tak for lidt', 'tusind tak for ingenting', 'mange tak for ingenting', 'tak for ingen ting', 'smart forretningsmodel', 'sikken en forretningsmodel',
    'sikke en forretningsmodel', 'det er da også en måde at drive forretning på', 'ironi kan forekomme',
    // Litotes and faint praise: 'slet ikke så tosset' praises; 'hverken fugl eller fisk', 'kunne spises' and 'heller ikke mere' do not.
    'hverken fugl eller fisk', 'hverken godt eller skidt', 'hverken godt eller dårligt', 'hverken god eller dårlig', 'hverken gode eller dårlige', 'og heller ikke mere',
    'kunne drikkes', 'kunne spises', 'kan drikkes', 'kan spises', 'kunne lige spises', 'kunne lige drikkes', 'var spiselig', 'var spiseligt', 'var spiselige',
    'lige til at spise', 'til at spise men', 'det pæneste jeg kan sige', 'det pæneste man kan sige', 'det bedste jeg kan sige', 'det bedste man kan sige',
    'det er vist det pæneste', 'helt middel', 'lidt middel', 'meget middel', 'middel og ikke mere', 'til den jævne side', 'ok og ikke mere', 'okay og ikke mere',
    'fint og ikke mere', 'godkendt og ikke mere', 'ikke meget mere end ok', 'ikke mere end ok', 'ikke mere end okay', 'ikke mere end fint', 'ikke mere end godkendt',
    'var middel', 'er middel', 'bare middel',
    // Steep prices, a buffet always the same, not refilled, portions shrunk, the booking not found, paid parking.
    'sølle',
    'den samme alle dage', 'det samme alle dage', 'samme alle dage', 'samme hver dag',
    'stå og vente', 'måtte stå og vente',
    'kunne ikke finde',
    'er altid den samme', 'er altid det samme', 'den samme hver dag', 'det samme hver dag', 'hver dag det samme', 'hver morgen det samme', 'den samme hver morgen', 'altid præcis det samme', 'præcis det samme hver',
    'pris* * stiv*', 'pris* er stiv*', 'pris* * * stiv*', 'kr for det', 'kroner for det',
    'brysk*', 'studs*', 'kortfattet', 'affejende', 'kort over for', 'kort overfor', 'stram i det', 'tør i det', 'snerpet', 'afmålt', 'mut', 'stikkende', 'kort i mælet',
    'frøs', 'driller', 'bøvlet*', 'bøvl', 'en pine', 'klodset*', 'tungt at booke', 'tungt at bestille', 'kluntet*',
    'ren katastrofe', 'ren skuffelse', 'rent spild',
    'brølede', 'brølende',
    'dage at få en tid', 'uger at få en tid', 'måneder at få en tid', 'dage at få tid', 'uger at få tid', 'svært at få en tid', 'svært at få tid', 'umuligt at få en tid', 'umuligt at få tid', 'er problemet', 'dage om at svare', 'dagevis om at svare', 'uger om at svare', 'ringede * gange før', 'ringet * gange før',
    'stået der siden i går', 'stået siden i går', 'ligget der siden i går', 'ligget siden i går', 'stået siden i morges', 'stået der siden i morges', 'stået der hele dagen',
    'stået fremme', 'ligget fremme', 'stået på varmepladen', 'på varmepladen', 'stået på pladen', 'stået på kanden', 'stået og trukket', 'stået i timevis', 'stået hele dagen', 'stået hele formiddagen', 'bagt dagen før', 'bagt i går', 'bagt i forgårs', 'fra dagen før', 'fra dagen i forvejen', 'fra i morges', 'brygget i morges', 'brygget for timer siden',
    'et lotteri', 'en anden historie',
    'kom aldrig tilbage med',
    'snakkede i telefon', 'talte i telefon', 'der skete ingenting', 'skete der ingenting', 'minus en for', 'minus én for',
    'kan forbedres', 'skal forbedres', 'bør forbedres', 'trænger til forbedring',
    'fandtes ikke', 'eksisterede ikke', 'optaget af sin telefon', 'optaget af telefonen', 'optaget af sin mobil', 'optaget af mobilen', 'til den lille side', 'i den lille ende', 'i underkanten',
    'ved ikke ret meget', 'ved ikke meget', 'ved ikke noget om', 'ikke ret meget om', 'ikke i nærheden', 'næsten umuligt',
    'blevet dyrere',
    'vasket ud', 'falmet', 'falmede',
    // Nobody greeting the guest, a corked wine.
    'ingen hilste', 'hilste ikke', 'ingen sagde goddag', 'ingen sagde hej', 'smagte af prop', 'proppet',
    // What 'the only downside' announces is a complaint, with or without a feeling word ('la única pega: …').
    'eneste aber',
    // "Could not have been happier": a negation that makes a comparative the utmost, not its opposite.
    'kunne ikke * værre', 'kunne ikke * * værre',
    // The price named as high or risen: 'el precio un poco alto', 'hinnat on nousseet'.
    'pris* * høj*', 'pris* er høj*', 'pris* * * høj*', 'pris* er steget', 'pris* * steget',
    'små portioner', 'portionerne var små', 'portionerne er små',
    'kom aldrig nogen', 'der kom aldrig', 'ingen svarede',
    'ingen gjorde noget', 'ingen gad', 'ikke klar', 'ikke klart',
    'forventer mere', 'forventede mere', 'forventet mere', 'havde forventet mere',
    'end jeg ønskede', 'end jeg bad om', 'end aftalt',
    'dårlig*', 'elendig*', 'forfærdelig*', 'frygtelig*', 'rædsom*', 'rædsel*', 'katastrofe*', 'katastrofal*', 'uhøflig*', 'uvenlig*', 'sur', 'sure', 'surt',
    'arrogant*', 'nedladende', 'langsom*', 'snavset', 'ulækker*', 'ulækre', 'klam', 'kold', 'koldt', 'kolde', 'lunken', 'lunkent',
    'lunkne', 'tør', 'tørt', 'tørre', 'brændt*', 'bitter', 'bittert', 'bitre', 'fedtet', 'var vandet', 'lidt vandet', 'meget vandet', 'for vandet', 'smagte vandet', 'vandet kaffe', 'vandet øl', 'tyndt', 'uspiselig*', 'rå', 'overkogt', 'kedelig*',
    'intetsigende', 'middelmådig*', 'skuffe*', 'skuffelse*', 'værste', 'værst', 'ringe', 'ringeste', 'uprofessionel*', 'ignorer*', 'overset',
    'fejl', 'fejlen', 'forkert*', 'problem*', 'klage', 'klagede', 'klager', 'klagen', 'uacceptabel*', 'uforskammet*', 'fræk', 'frækt', 'respektløs*', 'pinlig*',
    'utilfreds*', 'ked af', 'kede af', 'beklage*', 'undskyld*', 'desværre', 'ærgerlig*', 'ærgeligt', 'synd', 'øv', 'aldrig igen', 'aldrig mere', 'spild',
    'pebret', 'pebrede', 'i overkanten', 'for meget', 'for lidt', 'for få', 'for lang', 'for lange', 'for længe', 'for kort',
    'for små', 'lang ventetid', 'lang kø', 'lange køer', 'var lang', 'var lange', 'er lang', 'er lange',
    'trang*', 'trangt', 'småt', 'små',
    'slidt*', 'nedslidt*', 'gennemlegen', 'ødelagt*', 'i stykker', 'virkede ikke', 'kaos*', 'kaotisk*',
    'stresset', 'travlt', 'måtte vente', 'skulle vente', 'ventede længe', 'forsinket', 'forsinkelse*', 'manglede', 'mangler', 'mangel*', 'savne*',
    'minus', 'trækker', 'gik galt', 'galt', 'rodet', 'uorden', 'ikke noget særligt', 'intet særligt', 'ikke engang', 'gad ikke',
    'ingen forklaring', 'intet svar', 'ingen svar', 'trak på skuldrene', 'ligeglad*', 'uinteresseret', 'afvisende', 'kort for hovedet',
    'overfladisk*', 'sjusk*', 'halvhjertet', 'hårdhændet', 'ondt', 'smerte*', 'smertefuld*', 'ubehagelig*', 'utryg*', 'nedtur', 'fiasko',
    'under al kritik', 'gennemsnitlig*', 'meh', 'skæv', 'skævt', 'skæve', 'ujævn*', 'faldt ud', 'ikke som aftalt', 'kunne være bedre', 'kunne godt have',
    'kunne godt bruge', 'trænger til', 'høje ende', 'fra en pakke', 'lever ikke op', 'levede ikke op', 'lever slet ikke op',
    'levede slet ikke op', 'ikke det jeg', 'ikke hvad jeg', 'nej tak', 'ikke værd', 'spildte', 'irriterende', 'irriteret', 'vred', 'vrede', 'sur over',
    'snydt', 'snyd', 'uklar*', 'forvirr*', 'gik igen', 'måtte gå', 'ingen hjælp', 'ikke hjælp', 'uden at sige', 'besværlig*', 'lidt længe', 'ret længe', 'meget længe',
    'alt for længe', 'mindre end',
    'blevet mindre', 'blevet dårligere', 'ned ad bakke', 'dobbelt så høj', 'dobbelt så meget', 'højere end', 'for høj', 'for høje',
    'svært', 'svær at',
    'plettet', 'pletter', 'koster ekstra',
    'tynd', 'smagte af i går', 'fra i går', 'fra i forgårs', 'gårsdagens', 'gammelt', 'halvkold*', 'lunk*', 'sej som',
    'mere for pengene', 'bedre for pengene', 'mere for sine penge', 'kr ekstra', 'kroner ekstra', 'betale ekstra', 'tillæg*', 'gebyr*', 'flået', 'flåede', 'grådig*',
    'fået bedre', 'smagt bedre', 'set bedre', 'prøvet bedre', 'bedre andre steder', 'ikke hvad det har været', 'ikke hvad det var', 'ikke mere end det', 'intet mere',
    'skrumpe*', 'skrumpet', 'havde de ikke', 'havde de ingen', 'ikke på lager', 'ikke skaffe',
    'mest interesseret i', 'mere interesseret i', 'på sin telefon', 'i sin telefon', 'måtte selv', 'skulle selv', 'himlede', 'skuldertræk',
    'til besvær', 'tak for ingenting', 'ikke et undskyld', 'ingen nævnte', 'ikke nævnt', 'ingen fortalte', 'ingen sagde', 'ikke informeret',
    'ingen reservation', 'ingen booking', 'ikke registreret', 'var optaget', 'er optaget', 'altid optaget', 'tog ingen', 'tager ingen',
    'ikke helt lige', 'ikke lige', 'orange', 'end vi havde snakket om', 'end vi havde aftalt', 'end det aftalte', 'ikke en dyt',
    'anke', 'anker', 'ikke til at hive', 'ikke til at få fat', 'not', 'uden et ord', 'uden et smil', 'smed', 'enstavelsesord', 'sad og ventede', 'stod og ventede',
    'sad og venter', 'stod og venter', 'booking var væk', 'bookingen var væk', 'reservationen var væk', 'kunne ikke finde vores', 'kunne ikke finde min',
    'kunne ikke finde den', 'forklarede intet', 'forklarede ikke', 'forklarede ingenting', 'uden at forklare', 'ustruktureret', 'slatten', 'slatne', 'vissen', 'visne',
    'flad', 'flade', 'fladt',
    'ikke noget at råbe hurra for', 'dyre ende', 'dyre side', 'cm kortere', 'først om', 'kom bag på', 'snakke sammen', 'snakkede sammen',
    'gjorde ikke noget',
    'gjorde intet', 'gjorde ingenting', 'kalk', 'sparsom*', 'på sin skærm', 'på sin computer', 'på sin mobil', 'uden rigtig', 'ikke undersøgt', 'begrænset', 'mareridt*',
    'mere optaget af', 'fraværende', 'uopmærksom*', 'uerfaren*', 'uerfarne', 'upersonlig*',
    'lidt høj*', 'ret høj*', 'temmelig høj*', 'noget høj*', 'hård som', 'for hård', 'for hårde', 'meget hård',
    'lidt hård', 'ret hård', 'hårde senge', 'hård seng', 'forsvundet', 'forsvandt',
    'intet specielt', 'ikke noget specielt', 'ikke specielt', 'ikke meget for pengene', 'kloak*', 'blev flyttet', 'steget', 'sat priserne op', 'sat prisen op',
    'sat op i pris', 'skruet godt op', 'skruet gevaldigt op', 'skruet voldsomt op', 'skruet helt op',
    'for lille', 'meget lille', 'ret lille', 'lidt lille', 'svært at få fat', 'ikke noget at skrive hjem om', 'skrive hjem om', 'tilbage at ønske', 'lige lovlig',
    'så som så', 'ud af vinduet',
    'snakkede med hinanden', 'snakke med hinanden', 'fik ikke svar', 'fået svar', 'mildest talt', 'haft bedre', 'oplevet bedre', 'overvurderet', 'overhypet', 'tvær',
    'mopset',
    'uengageret', 'ugidelig*', 'sløv', 'sløve', 'sløvt', 'af ingenting', 'virker ikke', 'ingen bekræftelse', 'blev aflyst', 'var aflyst', 'aflyste min', 'aflyste vores',
    'skidt', 'bedre før', 'bedre sidst', 'bedre sidste gang', 'dårligere end', 'værre end',
    'ensformig*', 'trænge til', 'trængte til', 'alt for', 'lidt for', 'en anelse for', 'kostede ekstra',
    'burde', 'overrumplet', 'presset', 'for salt', 'for salte', 'for krydret', 'for stærk', 'for fed',
    'surt ansigt', 'druknede i', 'sure miner',
    'ingen kom', 'kom ingen', 'vandede', 'udvandet', 'udvandede', 'kunne høre alt',
    'ingen registrering', 'kiggede knap nok', 'knap nok kiggede', 'kiggede ikke på mig', 'tastede hele tiden', 'sad og tastede', 'kiggede på skærmen',
    'aldrig komme igennem', 'kan ikke komme igennem', 'kunne ikke bestille', 'kunne ikke skaffe',
    'krummer overalt', 'hårdt brød', 'var hårdt', 'var hård', 'var hårde', 'stenhård*',
    'knastør*', 'gummiagtig*', 'sej bøf', 'bøffen var sej', 'kødet var sejt', 'var gammel',
    'var gammelt', 'gammelt brød', 'gamle kager', 'gammel kage', 'ikke frisk', 'ikke smeltet', 'ikke gennemstegt', 'ikke helt gennemstegt', 'ikke stegt igennem',
    'rå i midten', 'halvrå', 'ikke færdigstegt', 'kold i midten', 'frossen i midten', 'mikrobølge*', 'genopvarmet', 'opvarmet', 'fra frost', 'færdigvarer',
    'fra dåse', 'fedtede', 'druknet i', 'smagte ikke af noget', 'smagte ikke af meget', 'smagte kedeligt', 'smagte mærkeligt', 'mærkelig smag', 'vammel', 'vamle',
    // Poured from a carton or mixed from powder ('fra karton', 'af pulver', 'fra pose'): a complaint about whatever it was.
    'fra karton', 'fra kartonen', 'fra en karton', 'fra pakke', 'fra pose', 'fra en pose', 'fra posen', 'af pulver', 'lavet af pulver', 'fra koncentrat', 'af koncentrat',
    'klæg*', 'harsk*', 'halvt så stor', 'halv så stor', 'mindre portioner', 'forventede mig mere',
    'ikke det store', 'halvdårlig*', 'skodt', 'skod', 'træls', 'møgdårlig*', 'lort', 'føj', 'jævn', 'jævne', 'helt almindelig*', 'trist', 'triste', 'trøstesløs*',
    'diskuterede', 'diskutere med', 'skændtes', 'brokkede sig', 'sukkede', 'fnisede', 'grinede af', 'grinte af',
    'belærende', 'bedrevidende', 'gnaven', 'gnavne', 'snottet*', 'fornærmende', 'råbte ad', 'skældte ud', 'overså os', 'overså mig', 'lod som om', 'uhjælpsom*',
    'ingen interesse', 'ikke interesseret', 'sad i telefonen', 'sad på telefonen', 'sad med telefonen', 'sad på mobilen', 'sad med mobilen', 'i telefonen hele tiden',
    'fulgte efter os', 'fulgte efter mig', 'doven', 'dovne', 'inkompetent*', 'uduelig*', 'anede ikke', 'ingen anelse', 'aner ikke', 'intet styr på', 'ikke styr på',
    'mistet', 'mistede', 'umulig*', 'grotesk*', 'absurd*', 'skandaløs*', 'skandale*', 'pissedyr*', 'svinedyr*', 'hamrende dyr*',
    'vanvittigt dyr*', 'fattig*', 'tomme fade', 'ikke fyldt op', 'ikke blevet fyldt op', 'blev ikke fyldt op', 'ikke genopfyldt',
    'tomme hylder', 'havde ikke min størrelse', 'ikke min størrelse',
    'ikke i min størrelse', 'intet i min størrelse', 'ikke meget at vælge', 'lidt at vælge imellem', 'lillebitte', 'bittelille', 'lille værelse',
    'for varmt', 'kvælende', 'stank af', 'røglugt', 'lugtede af røg',
    'tynd stråle', 'intet varmt vand', 'ikke varmt vand', 'intet vandtryk', 'lavt vandtryk', 'knirkende', 'knirkede', 'defekt*',
    'ekko', 'rungende',
    'kunne ikke sove', 'fik ikke sovet', 'sov dårligt', 'lidt afsides', 'meget afsides', 'langt fra alt',
    'gullig*', 'pletvis*', 'messingfarve*', 'kobberfarve*', 'grønlig*', 'cm af', 'for meget af', 'klippet alt for meget', 'ødelagde', 'slagtet',
    'helt anderledes end', 'noget helt andet', 'slet ikke som', 'ligner ikke', 'skallede af', 'skaller af', 'skallet af', 'var skallet af', 'faldt af', 'holdt ikke', 'holdt kun', 'knækkede',
    'pisse ondt', 'skyndte sig', 'jaget ud', 'hastet igennem', 'samlebånd*', 'aldrig nogen der tager', 'ingen tager telefonen',
    'umuligt at komme igennem', 'kommer ikke igennem', 'kom ikke igennem',
    'hører aldrig fra', 'hørte aldrig fra', 'aldrig hørt fra', 'ville ikke give', 'ville ikke bytte',
    'ville ikke refundere', 'ville ikke tage imod', 'ville ikke hjælpe', 'nægtede', 'afviste',
    'aldrig kom',
    'plads til forbedring',
    'måtte bede om', 'på deres telefon*', 'på deres mobil*', 'værelset var lille', 'værelset er lille', 'værelset var meget lille', 'værelserne var små', 'værelserne er små', 'små værelser',
    'bad om at få klippet',
    'udrikkelig*',
    'forventer man altså lidt mere', 'forventer man lidt mere', 'forventer man mere', 'snakkede hul i hovedet på mig', 'kun er * p-pladser', 'er kun * p-pladser', 'få p-pladser', 'meget få p-pladser',
    // For that money one expects more, with a filler or oath in between ('forventer man sgu lidt mere').
    'forventer man sgu lidt mere', 'forventer man sku lidt mere', 'forventer man sku mere', 'forventer man fandme mere', 'forventer man fandme lidt mere', 'forventer jeg sgu mere', 'forventer jeg sgu lidt mere', 'forventer jeg altså lidt mere', 'forventer man bare mere', 'forventer man bare lidt mere',
    'glemt at skrive',
    'dårligt imod',
    'hen i vejret',
    'ikke i kalenderen', 'ikke i deres kalender',
    'tog dem * minutter at',
    'hovedløse høns',
    'smagte som om', 'smager som om',
    'som skosåler', 'flyder i fedt', 'drypper af fedt',
    'druknede i fedt', 'smagte af absolut ingenting', 'smager af ingenting', 'smager ikke af noget', 'smagte ikke af en skid', 'smager ikke af en skid', 'smagte som pløre',
    'smager som pløre', 'som opvaskevand', 'smagte som mudder', 'smagte mest af sukker', 'smagte kun af sukker',
    'krummer i',
    'ikke toiletpapir', 'løbet tør for toiletpapir', 'blev grøn', 'blev grønt', 'blev helt grøn', 'grønt hår', 'grønt skær', 'gult skær', 'blev gul', 'blev helt gul',
    'blev gult',
    'kogt ud til mos', 'udkogt*', 'overkogte', 'bunden var blød',
    'bunden var helt blød', 'blød i bunden', 'bunden var gennemblødt', 'gennemblødt bund', 'osten var svedt', 'var slappe', 'er slappe', 'lidt slappe',
    'helt slappe', 'slappe pommes frites', 'slappe fritter',
    'hul i væggen', 'huller i væggen',
    'tilstoppet*', 'mug på', 'skimmel i', 'skimmel på',
    'fuld skraldespand', 'skraldespanden var fuld', 'overfyldte skraldespande', 'overfyldt skraldespand', 'skraldespanden flød over',
    'fyldt op i skraldespanden',
    'ikke i forhold til kvaliteten', 'står slet ikke mål med',
    'fluer i', 'fluer på', 'fyldt med fluer',
    'grå bøf',
    'overbooket', 'overbookede', 'overbooking',
    'kr oveni', 'i døgnet oveni', 'oveni prisen',
    'det var da pænt', 'det var da flot',
    // Staff out of their depth.
    'ude at svømme', 'på herrens mark',
  ],
  apologies: ['undskyldte', 'beklagede', 'sagde undskyld', 'bad om undskyldning'],
  negators: [ 'alt andet end', 'langt fra','ikke', 'ik', 'ikk', 'aldrig', 'ingen', 'intet', 'ingenting', 'uden', 'hverken', 'næppe', 'knap', 'ej'],
  negatedAfter: [
    'skuffer', 'skuffede','undskyldte', 'beklagede', 'anbefal*', 'nød', 'nyd*', 'imponere*', 'overbevis*', 'fungere*', 'lytte', 'lyttede', 'lytter', 'lyttet', 'hjalp', 'hjælper', 'hjulpet', 'billig', 'billigt', 'billige', 'lever op', 'levede op', 'stole på'],
  askedFor: ['bad om', 'ville have', 'havde bedt om', 'ønskede mig', 'skulle bare have', 'skulle have', 'ville bare have'],
  hopes: ['forventer man', 'forventer jeg', 'forventede jeg', 'forventede vi', 'havde forventet', 'havde jeg nu forventet', 'sidst vi var her', 'sidst jeg var her', 'sidste gang', 'forrige gang', 'sidste besøg', 'forrige besøg'],
  told: ['da jeg nævnte det', 'da jeg nævnte det for', 'da vi nævnte det', 'da jeg påpegede det', 'da jeg sagde det til', 'da jeg sagde noget', 'da vi sagde noget', 'da jeg klagede', 'da vi klagede', 'da jeg gjorde opmærksom på det', 'fik jeg bare et', 'fik vi bare et', 'fik at vide', 'fik vi at vide', 'fik jeg at vide', 'fik besked', 'fik vi besked', 'fik jeg besked', 'fik svaret', 'fik til svar', 'svaret var', 'sagde de', 'sagde hun', 'sagde han', 'blev mødt med', 'blev vi mødt med'],
  bodyParts: ['ryg', 'ryggen', 'lænd*', 'nakke*', 'skulder*', 'skuldre*', 'knæ*', 'hofte*', 'ankel*', 'anklen', 'håndled*', 'albue*', 'fod', 'foden', 'fødder*', 'benet', 'benene', 'arm', 'armen', 'hånd', 'hånden', 'hænder*', 'kæbe*', 'tand', 'tanden', 'tænder*', 'rygsøjle*', 'muskl*', 'rygsmert*', 'nakkesmert*', 'knæsmert*', 'tandpine'],
  grants: ['det skal de have', 'det skal i have', 'det skal han have', 'det skal hun have', 'det må man give dem', 'det må jeg indrømme', 'det skal siges', 'ingen tvivl om det', 'det kan man ikke klage over', 'intet at udsætte på det', 'det kan jeg ikke sige noget til'],
  wishes: [
    // Service: help impossible to find, nobody clearing the tables; nostalgia ('før i tiden fik man god hjælp') names what is lacking now.
    'før i tiden', 'førhen', 'i gamle dage', 'engang fik man', 'før fik man', 'tidligere fik man', 'dengang fik man', 'i sin tid','plejede at være', 'plejede at elske', 'plejede at have', 'var engang',
    'kunne godt have', 'kunne godt være', 'kunne godt bruge', 'kunne have været', 'ville have været', 'ville ønske', 'ønsker bare', 'hvis bare', 'gid',
    'havde håbet', 'trænger til', 'mangler bare', 'var det 5 stjerner', 'kunne der godt', 'kunne man godt', 'kunne de godt', 'kunne godt smile', 'kunne godt trænge',
    'kunne godt gøre', 'kunne godt blive', 'kunne godt få', 'kunne godt tage', 'kunne godt give', 'kunne godt tåle', 'trænge til', 'trængte til', 'må gerne',
    'måtte gerne', 'havde været 5 stjerner', 'havde været fem stjerner', 'kunne være',
    // 'Would have given 5 stars if …': what follows was lacking.
    'havde givet 5', 'havde givet fem', 'ville have givet 5', 'ville have givet fem', 'ville give 5', 'ville give fem', 'kunne godt have været', 'måtte gerne være',
    'kunne godt være lidt', 'kunne være lidt', 'måtte gerne være lidt', 'kunne godt have været lidt', 'kunne have været lidt',
  ],
  elsewhere: ['en anden tandlæge', 'en ny tandlæge', 'en anden frisør', 'en ny frisør', 'en anden klinik', 'en ny klinik', 'et andet hotel', 'en anden fysioterapeut', 'en anden læge', 'en anden butik', 'et andet sted', 'andetsteds', 'andre steder hen', 'til en anden frisør', 'til en anden tandlæge', 'til en anden klinik', 'hos en anden frisør', 'hos en anden tandlæge', 'på et andet hotel', 'til et andet hotel'],
  // A regret closing the review ('…, så det er egentlig ærgerligt', 'så det er synd'): a verdict on the visit, not a complaint about the person praised before it.
  verdicts: ['så det er ærgerligt', 'så det er egentlig ærgerligt', 'så det er ærgeligt', 'så det er egentlig ærgeligt', 'så det er lidt ærgerligt', 'så det er synd', 'så det er egentlig synd', 'så det er lidt synd', 'så det er en skam', 'så det er egentlig en skam', 'derfor er det ærgerligt', 'derfor er det så ærgerligt', 'derfor er det synd',
    'kommer igen', 'komme igen', 'kommer tilbage', 'komme tilbage', 'vender tilbage', 'vende tilbage', 'kommer ikke igen', 'kommer aldrig igen', 'kommer ikke tilbage'],
  arrivals: ['kom ind med', 'mødte op med', 'kom til dem med', 'kom til hende med', 'kom til ham med', 'henvendte mig med'],
  said: ['sagde', 'siger', 'syntes', 'synes', 'mente'],
  ordered: ['bestilte', 'vi bestilte', 'jeg bestilte'],
  received: ['fik', 'fik vi', 'fik jeg', 'fik serveret'],
  and: ['og'],
  otherwise: ['ellers', 'samlet', 'overordnet'],
  intensifiers: ['meget', 'lidt', 'noget', 'for', 'ret', 'alt', 'temmelig'],
  negationIdioms: [
    'andet', 'hemmelighed', 'benægte', 'benægtes', 'nægte', 'nægtes', 'lyve', 'udenom','tvivl', 'mindst', 'kun', 'bare'],
  determiners: ['en', 'et', 'vores', 'min', 'mit', 'mine', 'hans', 'hendes', 'deres'],
  concessions: ['selv med', 'trods', 'på trods af', 'til trods for'],
  why: ['hvorfor', 'hvordan kan det være'],
  answers: ['ja', 'jo', 'nej', 'helt', 'næppe', 'måske', 'nok', 'sikkert', 'bestemt', 'absolut', 'aldrig', 'tja'],
  neutral: [
    // A delayed flight or train is the guest's journey, not a wait the business caused.
    'forsinket fly', 'flyet var forsinket', 'flyet blev forsinket', 'toget var forsinket', 'forsinket tog',
    // A fear that did not come true ('Frygtede at det ville være et vildt spektakel, men …', 'var bange for at de havde glemt os'): nothing that was there.
    'frygtede at det ville være * spektakel', 'frygtede at det ville være * * spektakel', 'frygtede at det ville være larmende', 'frygtede at det ville være * larmende', 'frygtede det ville være * spektakel', 'frygtede det ville være * * spektakel', 'frygtede det ville være larmende',
    'bange for at det ville være * spektakel', 'bange for at det ville være * * spektakel', 'bange for at det ville være larmende', 'bange for at det ville være * larmende', 'bange for at det ville blive * spektakel', 'bange for at det ville blive larmende',
    'bange for at de havde glemt os', 'bange for at de havde glemt mig', 'frygtede at de havde glemt os', 'frygtede at de havde glemt mig', 'nervøs for at de havde glemt os', 'troede næsten de havde glemt os',
    // Standing in the queue as the time to look at the cakes ('mens vi stod i kø kunne vi kigge på kagerne'): no wait complained of.
    'mens vi stod i kø', 'mens jeg stod i kø', 'mens vi stod i køen', 'mens jeg stod i køen', 'mens man står i kø', 'mens man stod i kø', 'mens man står i køen', 'mens vi ventede i kø', 'mens jeg ventede i kø', 'mens man venter i kø',
    // Cleaning products bought in a shop ('skulle bare have noget rengøringsmiddel'): goods, not the cleaning.
    'noget rengøringsmiddel', 'købe rengøringsmiddel', 'købte rengøringsmiddel', 'et rengøringsmiddel til', 'noget rengøringsmidler', 'købe rengøringsmidler', 'købte rengøringsmidler',
    // Going out to eat is the occasion ('vi var inde og spise efter teatret'), not a word about the food.
    'var inde og spise', 'var ude og spise', 'var inde at spise', 'var ude at spise', 'inde og spise efter', 'ude og spise efter',
    // 'Det hjælper ikke meget' sums up the complaint ('tjeneren var flink nok, men det hjælper ikke meget når maden …'): nobody's help.
    'det hjælper ikke meget', 'det hjælper ikke så meget', 'det hjælper ikke rigtig', 'det hjælper bare ikke', 'det hjælper jo ikke',
    // A queue named to praise how the staff keep up ('altid smilende, selv en lørdag hvor køen går ud af døren'): the busy day, no wait complained of.
    'selv når der er kø', 'selv når der er lang kø', 'selv når køen', 'selv hvor køen', 'selv en * hvor køen', 'selv på en * hvor køen', 'selv en * hvor der er kø', 'selv på en * hvor der er kø', 'også når der er kø', 'også når køen',
    // A fix promised free of charge ('skal have den tonet, hvilket de siger er gratis', 'de retter det gratis'): how a fault is put right, no word about the prices.
    'siger er gratis', 'siger det er gratis', 'sagde var gratis', 'sagde det var gratis', 'rette det gratis', 'retter det gratis', 'rettede det gratis', 'rettet gratis', 'gratis at få rettet', 'gratis at få det rettet', 'komme tilbage gratis', 'gratis rettelse', 'gratis efterjustering', 'tonet gratis', 'gratis toning', 'toningen gratis',
    // En ret 'uden gluten' eller 'uden laktose' er en slags ret: dens 'uden' nægter intet af det, der siges om den ('brødet uden gluten var tørt').
    'uden gluten', 'uden laktose', 'uden mælk', 'uden sukker', 'uden alkohol', 'uden kød',
    // What a routine visit is for ('når man bare skal studses') names no result of the cut.
    'når man bare skal studses', 'når man bare skal klippes', 'når man bare skal have studset', 'når man bare skal have klippet', 'bare skal studses', 'bare skal have studset',
    // A price judged fair 'for being in the centre' ('fair pris for at ligge midt i byen') names the price, not the location.
    'for at ligge midt i byen', 'til at ligge midt i byen', 'for at være midt i byen', 'til at være midt i byen', 'for at ligge i centrum', 'til at ligge i centrum', 'for at være i centrum', 'til at være i centrum', 'for at ligge ved vandet', 'til at ligge ved vandet', 'for at ligge ved havnen', 'til at ligge ved havnen', 'for at ligge ved stranden', 'til at ligge ved stranden',
    // paying and leaving is no word about the prices ('vi betalte og gik hjem').
    'betalte og gik', 'vi betalte og gik', 'betalte bare og gik', 'betalte og kørte', 'betalte og tog hjem', 'betalte regningen og gik', 'betalte og smuttede', 'betalte og forlod',
    // 'Rodet det hele' is a muddle of organisation, not mess.
    'rodet det hele', 'lidt rodet det hele', 'rodet organiseret', 'rodet organisering', 'rodet system', 'rodet kommunikation',
    // A cosy evening is an overall verdict ('super hyggelig aften'), not the decor.
    'hyggelig aften', 'hyggeligt aften', 'en hyggelig aften', 'rigtig hyggelig aften', 'super hyggelig aften',
    // Sleeping till noon ('en seng man kunne sove i til middag') names no dinner.
    'sove i til middag', 'sove til middag', 'sov til middag', 'sov i til middag', 'sovet til middag', 'sove længe', 'sov længe', 'sovet længe',
    // 'Latterlig' is no latte.
    'latterlig', 'latterligt', 'latterlige',
    // 'For tiden' is 'at the moment' ('systemet driller lidt for tiden'): no 'too much'.
    'for tiden', 'lidt for tiden', 'meget for tiden', 'travlt for tiden',
    // Fear told before the treatment ('var rædselsslagen for at få trukket en tand', 'nervøs for at skulle bores'): what the patient came with, no complaint; asking politely ('spurgte pænt') praises nobody; 'det er ikke det' grants the praise before it; colour that 'holder længe' is no wait; a price 'uden morgenmad' names no breakfast.
    'rædselsslagen for', 'skrækslagen for', 'var rædselsslagen', 'var skrækslagen', 'nervøs for at', 'var nervøs for', 'var så nervøs for', 'bange for at skulle', 'var bange for at', 'angst for at', 'rystede i bukserne', 'spurgte pænt', 'spurgte høfligt', 'spurgte venligt', 'bad pænt', 'bad høfligt', 'bad venligt', 'det er ikke det', 'det er ikke dét', 'det var ikke det', 'det var ikke dét', 'holder længe', 'holdt længe', 'holder rigtig længe', 'holder sig længe', 'holdt sig længe', 'holder i lang tid', 'uden morgenmad', 'ekskl morgenmad', 'eksklusiv morgenmad', 'morgenmad ikke inkluderet', 'bedt om regningen', 'bad om regningen', 'beder om regningen',
    // Paint that 'cannot stand damp' for the bathroom is the product, not the room or its cleaning.
    'tåle fugt', 'tåler fugt', 'tåler ikke fugt', 'maling til badeværelset', 'maling til badet', 'til badeværelset i butikken',
    // Coming in without a reservation is scene-setting, not the booking.
    'uden reservation', 'uden at have reserveret', 'uden bordbestilling', 'uden at have bestilt bord', 'uden at bestille bord', 'uden tidsbestilling',
    // 'Små nye kartofler' are new potatoes, not a small portion.
    'små nye kartofler', 'de små nye kartofler', 'små nye danske kartofler', 'små kartofler',
    // 'Da jeg skulle have …' (when I was after …) sets the scene; it is no order that went wrong.
    'da jeg skulle have', 'da vi skulle have', 'når man skal have', 'hvis man skal have', 'da jeg lige skulle have', 'fordi jeg skulle have', 'fordi vi skulle have',
    'fik værelse', 'fik værelse på', 'vi fik værelse', 'fik værelse ud mod', 'fik værelse ud til',
    // Where a room lies or where one sat is scene-setting, not the kitchen, the room or the decor ('et værelse lige over køkkenet', 'vi sad på terrassen').
    'over køkkenet', 'lige over køkkenet', 'ved siden af køkkenet', 'ud mod køkkenet', 'ud til køkkenet', 'tæt på køkkenet', 'under køkkenet', 'endte i et værelse', 'endte med et værelse', 'blev sat i et værelse', 'blev placeret i et værelse', 'sad på terrassen', 'sad ude på terrassen', 'sidde på terrassen', 'sidde ude på terrassen', 'sad udenfor på terrassen', 'sov * timer', 'sov max * timer', 'sov maks * timer', 'sov kun lige * timer', 'sov vel * timer', 'sov kun * timer', 'sov måske * timer', 'sov højst * timer', 'fik sovet * timer', 'fik sovet i * timer',
    // A half-empty room or table sets the scene ('overset i 20 minutter ved et halvtomt bord'): no word about the range.
    'halvtomt bord', 'et halvtomt bord', 'halvtomme borde', 'halvtom restaurant', 'halvtom café', 'halvtomt lokale', 'halvtomt sted', 'halvtom butik', 'halvtomt i butikken',
    // 'Fair nok' closing a complaint ('lidt ventetid, men fair nok') accepts it; it is no praise of what was faulted.
    'men fair nok', 'men det er fair nok', 'men det var fair nok', 'og det er fair nok', 'det er fair nok', 'det var fair nok', 'men ok nok', 'men helt fair',
    // Being given a room facing the road or the yard ('fik et værelse ud mod landevejen') sets the scene for the noise that follows; it says nothing about the room itself.
    'fik et værelse ud mod', 'fik vi et værelse ud mod', 'fik vi værelse ud mod', 'fik et værelse lige ud mod', 'fik værelse på * sal ud mod', 'fik et værelse på * sal ud mod',
    // A waiter who knows the wines ('vidste alt om vinene') is praise of the waiter, not of the wine.
    'vidste alt om vinene', 'vidste alt om vin', 'vidste noget om vin', 'vidste meget om vin', 'ved alt om vin', 'ved meget om vin', 'ved noget om vin', 'vidste en masse om vin', 'kendte vinene', 'kender vinene',
    // A booking named only as the frame ('selvom jeg havde bestilt tid', 'har allerede booket igen'): a return or a plan, no word about booking.
    'har allerede booket igen', 'allerede booket igen', 'har booket igen', 'booket igen', 'bookede igen', 'bestilt tid igen', 'bestilte tid igen', 'allerede bestilt ny tid', 'bestilt en ny tid', 'bestille en ny tid', 'bestilte en ny tid',
    'selvom jeg havde bestilt tid', 'selv om jeg havde bestilt tid', 'selvom jeg havde en tid', 'selv om jeg havde en tid', 'selvom man har en tid', 'selv om man har en tid', 'selvom man har bestilt tid', 'selv om man har bestilt tid',
    // A discount offered after a complaint, told as a percentage ('vi kunne få 10% rabat'): how it was handled, no word about the prices.
    '% rabat', 'procent rabat', 'procents rabat', 'kunne få * rabat', 'tilbød * rabat', 'tilbudt * rabat',
    // A discount given after a complaint ('fik 50 kr i rabat da jeg sagde noget') is how it was handled, no word about the prices.
    'kr i rabat', 'kroner i rabat', 'procent i rabat', '% i rabat', 'fik en lille rabat', 'fik rabat da', 'gav os lidt rabat', 'gav mig lidt rabat',
    // Faint praise: 'fin nok i sig selv' grants no praise.
    'fin nok i sig selv', 'fint nok i sig selv', 'fine nok i sig selv', 'ok i sig selv', 'okay i sig selv', 'fin nok sådan set', 'fint nok sådan set',
    'ok sådan i sig selv', 'okay sådan i sig selv', 'fint nok sådan i sig selv',
    // Irony closing a complaint: 'held og lykke med parkeringen', 'tak for lidt', 'smart forretningsmodel'.
    'held og lykke fremover', 'held og lykke videre', 'held og lykke i fremtiden', 'held og lykke med det hele', 'held og lykke med det', 'held og lykke med stedet',
    'held og lykke med forretningen', 'held og lykke med butikken', 'held og lykke med restauranten', 'held og lykke med caféen', 'held og lykke med salonen',
    'held og lykke med klinikken', 'held og lykke med jeres', 'held og lykke med den nye', 'held og lykke til jer', 'held og lykke til',
    // Homographs: 'at ringe' is to call, not 'ringe' (poor); 'rolig' told of a person is their manner; 'tør' is also to dare, 'klar over' aware, 'dårlig ryg' what one came with.
    'at ringe', 'uden at ringe', 'ringe og fine', 'fine ringe', 'smukke ringe', 'flotte ringe', 'ringe i guld', 'ringe i sølv', 'ringe og øreringe', 'ringe og armbånd',
    // 'Lyst til' is a wish to have something ('når jeg får lyst til suppe'), not a bright room.
    'lyst til', 'får lyst til', 'fik lyst til', 'har lyst til', 'havde lyst til', 'fået lyst til', 'lyst på', 'får lyst på', 'fik lyst på',
    // Calling someone ('måtte ringe til min chef') is not 'ringe' (poor).
    'ringe til', 'ringede til', 'ringer til', 'ringet til', 'ringe op', 'ringe ind', 'ringe hjem', 'ringe efter', 'ringe rundt', 'ringe og spørge', 'ringe og høre', 'måtte ringe',
    // Coffee brought on the house is a gesture, not praise of the coffee.
    'kaffe på huset', 'omgang kaffe på huset', 'kop kaffe på huset', 'kaffen på huset', 'en omgang på huset', 'dessert på huset',
    // Taking it easy oneself ('vi tog det roligt på værelset') is no praise of anyone, nor of the quiet.
    'vi tog det roligt', 'jeg tog det roligt', 'vi tager det roligt', 'jeg tager det roligt', 'vi tog den med ro', 'vi tog den roligt',
    'ringe og halskæder', 'ringe og smykker', 'bare rolig', 'rolig nu', 'tag det roligt', 'tage det roligt', 'stille spørgsmål', 'stille et spørgsmål',
    'stille nogle spørgsmål', 'stille mange spørgsmål', 'stille mig', 'stille os', 'stille sig', 'stille bilen', 'stille krav', 'stille en diagnose', 'stille diagnosen',
    'tør godt', 'tør roligt', 'tør ikke', 'tør næsten ikke', 'jeg tør', 'man tør', 'klar over', 'ikke klar over', 'var klar over', 'være klar over', 'dårlig ryg',
    'dårlige knæ', 'dårligt knæ', 'dårlig hofte', 'dårlig skulder', 'dårlig nakke', 'dårlig samvittighed', 'dårligt gående', 'dårligt til bens', 'skidt med det',
    'skidt være med det', 'mangler ord', 'manglede ord', 'hav en god dag', 'god aften', 'god sommer', 'god bedring', 'god påske', 'god fornøjelse',
    'kommer til at savne', 'sur fløde', 'sur-sød', 'sursød', 'sursødt', 'det kolde bord', 'koldt bord', 'et hurtigt kig', 'et hurtigt smut', 'et hurtigt stop',
    'en hurtig tur', 'en hurtig snak',
      // Wave 4: praise as people put it.
      'selvom de havde travlt', 'selv om de havde travlt', 'selvom de havde meget travlt', 'selv om de havde meget travlt', 'selvom de havde fuldt', 'selv om de havde fuldt',
    // Phrases that end the praise before them without faulting it ('that was unfortunately all').
    'det var desværre også det', 'var desværre også det', 'det var så også det', 'var så også det', 'det var også det eneste', 'også det eneste positive', 'det eneste positive', 'det var så det', 'men det var så det', 'mere var der ikke', 'mere var der desværre ikke', 'det var desværre det',
    'rent ud sagt', 'rent faktisk', 'ren og skær', 'rent og skært', 'rene og skære', 'ren luksus', 'ren nydelse', 'ren fornøjelse', 'ren idyl', 'ren magi', 'rent guld', 'ren katastrofe', 'ren skuffelse', 'rent spild', 'stille dag', 'stille mandag', 'stille tirsdag', 'stille onsdag', 'stille torsdag', 'stille fredag', 'stille formiddag', 'stille eftermiddag', 'min kop te', 'ens kop te', 'som varmt brød', 'lige til højrebenet', 'to fluer med et smæk', 'to fluer med ét smæk', 'lugtede lunten', 'lugte lunten', 'lugter lunten', 'tager prisen', 'tog prisen', 'koster ikke noget at', 'koster intet at', 'kostede ikke noget at', 'varm kartoffel', 'dyrt købt',
    'i fred og ro',
    'da jeg klagede', 'da vi klagede',
    'tandlægeangst', 'angst for tandlægen',
    'står og mangler', 'det man mangler', 'hvad man mangler',
    'tandlægeskræk', 'bange for tandlægen', 'angst for tandlæger',
    'kvart over', 'kvart i',
    'kan ikke vente', 'kan næsten ikke vente',
    'mens man venter', 'mødte op til tiden', 'mødte til tiden', 'jeg var der til tiden', 'vi var der til tiden',
    'ikke i nærheden',
    'en god time', 'en god halv time', 'en god halvtime', 'en god stund', 'godt og vel',
    'halvtomt i lokalet', 'halvtomt i restauranten', 'halvtomt i salen',
    'plads til forbedring', 'god morgen', 'godmorgen', 'goddag', 'venlig hilsen',
    'venlige hilsner', 'med venlig hilsen', 'god weekend', 'god jul', 'godt nytår', 'tillykke', 'til lykke', 'lille virksomhed', 'lille butik',
    'langtidsstegt', 'langtidssimret', 'ondt af', 'uden klipning', 'dårligt vejr',
    'der var travlt', 'det var travlt', 'selvom der var travlt', 'selv om der var travlt', 'trods travlhed',
    'snakkede ikke hul i hovedet på mig', 'snakkede ikke hul i hovedet', 'snakkede hul i hovedet på mig',
    'frokostpause*', 'i frokostpausen', 'ved frokosttid', 'frokosttid*', 'frokost-tid*', 'vær opmærksom på', 'vær opmærksom',
    'i baren', 'ved baren',
    'uden at have bestilt', 'uden at reservere',
    'jeg var forsinket', 'vi var forsinkede', 'jeg var lidt forsinket', 'vi var lidt forsinkede', 'jeg kom for sent', 'vi kom for sent', 'jeg kom lidt for sent', 'vi kom lidt for sent',
    'hvert * minut', 'hvert * minutter', 'hver * minut', 'timer i bilen', 'timer i bil', 'timers kørsel', 'timers køretur',
    'efter * timer i bilen', 'efter * timer i bil',
    '*julefrokost', 'julefrokost*', 'firmafest*',
    'min væk', 'minutter væk', 'minutter derfra', 'timer væk', 'time væk',
    'frokostpause', 'frokostpausen', 'min frokostpause',
    'det kunne vi godt se', 'det kunne man godt se', 'det kan man godt se', 'det kunne jeg godt se', 'det kan jeg godt se',
    'tak for kaffe',
    // Durations of 'a good' quarter hour, hour or year ('godt et kvarter', 'godt en time', 'for godt et år siden'): 'godt' there means 'a little over', no praise.
    'godt et kvarter', 'godt en halv time', 'godt en halvtime', 'godt en time', 'godt to timer', 'godt tre timer', 'godt halvanden time', 'godt tre kvarter', 'godt * minutter',
    'godt * min', 'godt et år', 'godt et halvt år', 'godt en uge', 'godt en måned', 'godt et døgn', 'godt * år', 'godt * uger', 'godt * dage', 'godt * måneder',
    // The price of being popular is a queue or a crowd, not what things cost.
    'prisen for at være populær', 'prisen for at være så populær', 'prisen for succes', 'prisen for at være et populært sted',
    // Time and money wasted together is a verdict on the visit, not on the prices or a wait.
    'spild af tid og penge', 'spildt tid og penge', 'spild af penge og tid', 'tid og penge spildt',
    // Waiting for a cut to grow back is no waiting time at the salon.
    'vente på at det vokser', 'vente til det vokser', 'vente på at håret vokser', 'vente til håret vokser',
    // A cool or cold tone of a colour is the shade asked for, no complaint of cold.
    'kolde blonde', 'kold blond', 'koldblond*', 'kolde toner', 'kold tone', 'kølig blond', 'kølige toner',
    // Paying the bill is no word about the prices.
    'da vi betalte', 'da jeg betalte', 'da vi skulle betale', 'da jeg skulle betale',
    // The guest's own lateness is no wait at the place.
    'kom næsten for sent', 'jeg kom næsten for sent', 'kom selv for sent', 'var næsten for sent på den',
    // 'We're fully booked', the answer to a guest asking to move, is the service's word, not the guest's booking.
    'vi er desværre fuldt booket', 'desværre fuldt booket', 'vi er fuldt booket', 'de var fuldt booket', 'at de var fuldt booket', 'vi er fuldt bookede', 'hotellet var fuldt booket',
    // Booking again for next time is the verdict of a happy guest, not the booking.
    'vi booker igen', 'har allerede booket', 'booket igen til', 'bestiller igen til næste år', 'har allerede bestilt bord igen',
    // The guests' own noise is no complaint of the place.
    'vi blev lidt højrøstede', 'vi blev højrøstede', 'selvom vi larmede', 'selv om vi larmede', 'vi var lidt højrøstede',
    // A place minutes away is told by its distance, not a wait.
    'minutters kørsel væk',
    // What is sold for the kitchen at home is no word about a kitchen's food.
    'til køkkenet', 'til køkken', 'alt til køkkenet',
    // How the bill was paid or shared is no word about the prices.
    'delte regningen', 'betalte med kort', 'betalte med mobilepay', 'betalte med mobile pay',
  ],
  excuses: [
    // A short wait shrugged off ('vi ventede lidt, men det gjorde ikke noget'): no complaint.
    'men det gjorde ikke noget', 'men det gør ikke noget',
    'ikke butikkens skyld', 'ikke stedets skyld', 'ikke restaurantens skyld', 'ikke hotellets skyld', 'ikke klinikkens skyld', 'ikke salonens skyld', 'ikke caféens skyld', 'ikke cafeens skyld', 'ikke butikkens fejl', 'ikke stedets fejl', 'kan de jo ikke gøre for', 'kan de ikke gøre for', 'kan de ikke gøre noget ved', 'kan de jo ikke gøre noget ved', 'rår de ikke over', 'rår de jo ikke over', 'kan man ikke bebrejde dem', 'kan man ikke klandre dem', 'ikke noget de kan gøre ved','ikke hans skyld', 'ikke hendes skyld', 'ikke deres skyld', 'ikke personalets skyld', 'ikke tjenerens skyld', 'ikke hendes fejl', 'ikke hans fejl', 'ikke deres fejl', 'kan ikke bebrejde', 'kunne ikke gøre for'],
  contrast: [
    'trækker en stjerne', 'en stjerne ryger', 'stjerne ryger', 'stjernen ryger', 'trækker én stjerne', 'minus en stjerne', 'minus én stjerne', 'en stjerne fra',
    'men', 'selvom', 'selv om', 'bortset fra', 'til gengæld', 'derimod', 'ellers', 'eneste minus', 'eneste anke', 'eneste aber', 'omvendt', 'trods', 'på trods af',
    'mens',
    'eneste lille minus', 'lille minus', 'min eneste anke', 'det eneste minus', 'eneste ting',
  ],
};
