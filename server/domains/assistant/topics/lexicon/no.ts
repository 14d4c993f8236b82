import type { Lexicon } from '../topic-ids';

/**
 * Norwegian (Bokmål) as people write it on Google: definite forms ('maten', 'kaffen'), compounds ('kanelbolle',
 * 'hovedretten'), colloquial, dialect and misspelt forms ('stressa', 'skuffa', 'ikkje', 'digg', 'cappucino'). Weak
 * cues where a word has another everyday sense: 'pris' ('setter pris på' appreciates), 'rett' ('rett ved' is right
 * by), 'rom' ('rom for forbedring'), 'hår' ('hår i sluket' is about cleaning); friendliness adjectives are weak cues
 * for the staff, and 'hyggelig' is none, since Norwegians call a place, an evening or a chat 'hyggelig' as often as
 * a person. 'dessverre' is no contrast word: it stands after the verb ('Rommet var dessverre lite'). 'uten' is no
 * negator: 'uten tvil den beste' praises, 'uten en unnskyldning' complains. Words with an innocent sense count as a
 * feeling only in context: 'stor' ('et stort selskap'), 'iskald' ('iskald øl' is praise), 'slappe' ('slappe av'
 * relaxes), 'rå' ('helt rå' is slang praise, 'rå i midten' a fault); 'selger' is also the verb 'sells', 'stusslig'
 * no trim, 'flekkete' hair is patchy colour, not dirt. Short staff ('underbemannet', 'alene på jobb') is the wait.
 */
export const NO_LEXICON: Lexicon = {
  topics: {
    food: [
      // Buns in dialect ('kanelbolla', 'skillingsbollan').
      '*bolla', '*bollan', 'bollan', 'kanelboll*', 'skillingsboll*',
      // Portions too big to finish ('så store at vi ikke klarte å spise opp'): the food praised.
      '+så store at vi ikke klarte å spise opp', '+så stor at jeg ikke klarte å spise opp', '+så store at jeg ikke klarte å spise opp', '+så stor at vi ikke klarte å spise opp', '+så store at ingen klarte å spise opp', '+så store at vi ikke klarte å spise alt',
      // a dish sent back and returned warmed in the microwave ('tydelig bare varma i mikroen', 'fikk samme fisken igjen').
      '-varma i mikroen', '-varma opp i mikroen', '-varma i mikro', '-varma opp i mikro', '-bare varma opp', '-varmet opp i mikro*', '-varma opp igjen', '-varmet opp igjen', '-samme fisken igjen', '-samme retten igjen', '-samme biffen igjen', '-samme tallerkenen igjen', '-samme maten igjen',
      // Fish and dishes of the Norwegian table by name ('skreien', 'klippfisken', 'raspeballer').
      'skrei', 'skreien', 'skreimølje*', 'klippfisk*', 'bacalao*', 'sei', 'seien', 'hyse', 'hysa', 'hysen', 'steinbit*', 'kveite*', 'røye*', 'ørret*', 'sjøørret*', 'komle*', 'raspeball*', 'kumle*', 'lapskaus*', 'sodd', 'rakfisk*', 'fiskekake*', 'fiskeboll*', 'plukkfisk*', 'ribbe', 'ribba', 'ribben', 'lammeskank*', 'reinsdyr*', 'finnbiff*', 'elgkjøtt', 'hjortekjøtt', 'rømmegraut*', 'rømmegrøt*', 'vafler', 'vaflene', 'svele*', 'lefse*', 'skolebolle*', 'kanelbolle*', 'bolle', 'bollen', 'bollene',
      // Leaving hungry.
      '-gikk sultne derfra', '-gikk derfra sultne', '-gikk sultne hjem', '-gikk hjem sultne', '-gikk derfra like sultne', '-fortsatt sultne da vi gikk',
      // Yesterday's bake with 'igår' written together.
      '-fra igår', '-var fra igår', '-tydelig fra igår', '-tydeligvis fra igår', '-stått siden igår', '-bakt igår', '-gårsdagens',
      '-kokt i hjel', '-kokt ihjel', '-kokt til døde', '-stekt ihjel', '-overkokt', '-overkokte', '-kokt for lenge', '-stekt for lenge',
      // A portion 'so small' that one bought a hot dog on the way home: the food.
      '-porsjonen var så liten', '-porsjonen var så lita', '-porsjonene var så små', '-så liten porsjon', '-så små porsjoner', '-porsjonen var bitteliten', '-porsjonen var knøttliten', '-porsjonene var bittesmå', '-bittesmå porsjoner', '-knøttsmå porsjoner', '-kjøpte seg en pølse på vei hjem', '-kjøpte en pølse på vei hjem', '-måtte kjøpe pølse på vei hjem', '-kjøpte pølse på vei hjem', '-stoppet på narvesen på vei hjem', '-sulten da vi gikk', '-fortsatt sultne', '-fortsatt sulten',
      // A pizza base like cardboard ('bunnen var som papp').
      '-bunnen var som papp', '-seig som papp',
      // Portions 'mildt sagt beskjedne', and a stop at Narvesen on the way home: too little food.
      '-beskjedne porsjoner', '-porsjonene var beskjedne', '-porsjonene var * beskjedne', '-mildt sagt beskjedne', '-porsjonen var beskjeden', '-innom narvesen på vei hjem', '-måtte innom narvesen', '-pølse på narvesen på vei hjem', '-innom en pølsebu på vei hjem',
      // Food praised by home and by texture ('akkurat som mor lagde det', 'mør som smør'), and food looking a year old.
      '+akkurat som mor lagde det', '+som mor lagde det', '+som mamma lagde det', '+som hos mormor', '+som mormor lagde', '+som hjemme hos mor', '+mør som smør', '+møre som smør', 'pinnekjøtt*', '-så ut som den hadde vært med i', '-så ut som de hadde vært med i', '-så ut som den var fra i fjor',
      // A dish sent back and returned the same, now with a skin on top or zapped in the microwave: the food.
      '-skinn på toppen', '-hinne på toppen', '-skinn oppå', '-hinne oppå', '-fikk tilbake samme bolle', '-fikk tilbake samme tallerken', '-fikk tilbake den samme', '-kom tilbake med samme', '-stått i mikroen', '-varmet i mikroen', '-varmet opp i mikroen', '-varmet i mikrobølgeovnen', '-rett fra mikroen', '-tydelig fra i går', '-tydeligvis fra i går', '-fra i går', '-fra dagen før', '-tørr i kanten', '-tørre i kanten', '-kremen hadde satt seg',
      // Food faults told by taste and state: 'smakte papp', 'tørr som papp', 'fortsatt frossen', 'svidd i bunnen'.
      '-som fra en bensinstasjon', '-bensinstasjonsmat',
      // Food vocabulary: Norwegian pastries, cakes, bread and dishes by name ('skillingsboller', 'krumkaker', 'fiskesuppe', 'rømmegrøt').
      'skillingsbolle*', 'solskinnsbolle*', 'berlinerbolle*', 'rosinbolle*', 'vaniljebolle*', 'riskrem*', 'karamellpudding*', 'sjokoladepudding*',
      'tilslørte bondepiker', 'trollkrem*', 'multekrem*', 'goro*', 'smultring*', 'hveteboller', 'loff', 'loffen', 'grovbrød*', '*grøt', '*grøten', '*grateng',
      '*gratengen', 'bergensk fiskesuppe', 'pølse med lompe', 'medisterkake*', 'kjøttboller', 'smalahove', '*smørbrød', '*smørbrødet',
      'rekesmørbrød*', 'fish and chips', 'fish n chips', 'pølse i brød', 'burrito*', 'bowl', 'poke bowl', 'skyr', 'yoghurt*', 'müsli', 'granola', 'avokado*', 'avocado*',
      'bruschetta', 'carpaccio', 'ceviche', 'schnitzel*', 'gulasj*', 'chili con carne',
      '-fra fryseren', '-rett fra fryseren', '-fra frysedisken', '-frossen i midten', '-tint opp', '-opptint*',
      'suppa', '*suppa',
      'mat', 'maten', 'matopplevelse*', 'matretter', 'måltid*', '~rett', 'retten', 'retter', 'rettene', '*retten', '*retter', '*rettene', 'middag*', 'lunsj*',
      'meny', 'menyen', 'menyer', 'meny*', 'porsjon*', 'kjøkken', 'kjøkkenet', 'kokk', 'kokken', 'kokker', 'kokkene', 'dessert*', 'forrett*', 'hovedrett*',
      'pizza*', 'burger*', 'pasta', 'pastaen', 'biff*', 'hvalbiff*', 'reinsdyrbiff*', '*biffen', 'sushi*', 'kake*', '*kake', '*kaken', '*kaker', '*kakene', 'boller',
      '*bolle', '*bollen', '*boller', '*bollene', 'kanelsnurr*', 'wienerbrød*', 'croissant*', 'muffin*', 'brownie*', 'vaffel*', 'vafler*', 'brød',
      'brødet', '*brød', '*brødet', 'rundstykke*', 'smørbrød*', 'bagett*', 'baguett*', 'toast', 'panini', 'suppe*', '*suppe', 'salat*', '*salat', 'fisk',
      'fisken', '*fisk', 'torsk*', 'laks*', 'sjømat*', 'reker', 'rekene', 'skalldyr*', 'kamskjell*', 'kjøtt', 'kjøttet', '*kjøtt', 'kylling*', 'lam', 'lammet',
      'svinekam*', 'ribbe*', 'pølse*', 'taco*', 'tapas', 'nachos', 'wok*', 'nudler*', 'ramen', 'curry', 'pommes frites', 'fries', 'tilbehør*',
      'saus', 'sausen', 'egg', 'eggene', 'omelett*', 'pannekake*', 'bakst', 'bakverk*', 'bakevarer*', '+hjemmebakt*', '+hjemmelag*',
      '+nybakt*', 'vegetar*', 'vegan*', 'glutenfri*', 'smårett*', 'lunsjrett*', 'dagens rett', 'råvare*', 'smaksopplevelse*', 'anretning*', 'grøt*', 'iskrem*',
      'softis*', 'potet*', 'grønnsak*', 'kebab*', 'falafel*', 'tortilla*', 'focaccia', '*burger', '*burgeren', 'ost', 'osten', 'ostefat*', 'kjøttkake*',
      '*kjøttet', 'fritesen', 'pommes fritesen', 'frites', 'fårikål*', 'fiskeboller', 'lutefisk*',
      'bacalao', 'stek', 'steken', '*stek', '*steken', 'lompe*', 'brunost', 'geitost', 'ciabatta', 'scones', 'cookie*', 'cheesecake*', 'terte*', 'pai',
      'paien', 'quiche', 'wrap', 'wraps', 'bagel*', 'potetmos', 'grateng*', 'søtsaker', 'kaffemat', '-gjennomstekt', '-halvrå', '-dagsgammel*', '~smak*',
      '~smakte', '~krydret', '~mett',
      '-sultne hjem',
      'bolla',
      '-tygge på en skosåle', '-som en skosåle', '-svømte i fett', '-svømmer i fett', '-svømte i olje', '-svømmer i olje', '-dryppet av fett', '-druknet i fett', '+smeltet i munnen',
      '+smelter i munnen', '+smeltet på tunga', '+smelter på tunga', '+falt av beinet', '+faller av beinet', '+laget fra bunnen', '+lages fra bunnen', '+lager alt fra bunnen',
      '+bakt fra bunnen', '-rosa inni', '-rosa i midten', '-kyllingen var rosa', '+rett ut av ovnen', '+rett fra ovnen', '+ferskt fra ovnen', '+fersk fra ovnen', '+varm fra ovnen',
      '+varme fra ovnen', '-kjøttet var grått', '-grått kjøtt', '-mikrobølgeoppvarm*', '-oppvarmet i mikro*', '-varmet i mikro*',
      '-altfor salt', '-for salte', '-oversaltet', 'kaka', 'kakestykke*',
      'lasagne*', 'risotto*', 'dumpling*', 'pølsa', 'pad thai', 'pad thaien', '*kaka', 'curry*', 'hotdog*', 'shawarma*',
      'currien',
      // Meat cooked past what was ordered ('biffene var gjennomstekte selv om vi bestilte medium', 'overstekt', 'stekt i hjel', 'seig som lær'): a food complaint; cuts by name.
      '-gjennomstekt*', '-gjennomsteikt*', '-godt gjennomstekt*', '-helt gjennomstekt*', '-stekt helt gjennom', '-overstekt*', '-oversteikt*', '-stekt i hjel', '-steikt i hjel',
      '-stekt til døde', '-stekt til kull', '-brent til kull', '-kom well done', '-servert well done', '-biffen var well done', '-kjøttet var well done', '-seig som lær', '-seigt som lær',
      '-seige som lær', '-som å tygge lær', '-som å tygge på lær', '-tørr som flis', '-tørt som flis', '-tørr som sagflis', '-tørt som sagflis', '-tørr som høy',
      'entrecote*', 'indrefilet*', 'ytrefilet*', 'mørbrad*', 'flatbiff*', 'kotelett*', '*kotelett', '*koteletten', 'steik', 'steika', '*steik', '*steika', 'svinenakke*', 'spareribs', 'bacon', 'baconet', 'baconen',
    ],
    coffee: [
      // Coffee always on the pot is praise of the coffee on offer.
      '+alltid kaffe på kanna', '+alltid kaffe på kannen', '+alltid nytraktet kaffe', '+kaffe på kanna hele dagen',
      'kaffe på kanna', 'kaffe på kanne',
      'kaffe', 'kaffen', 'kaffe*', '*kaffe', '*kaffen', 'latte*', 'cappuccino*', 'espresso*', 'flat white', 'americano*', 'cortado*', 'macchiato*', 'te',
      'teen', 'te-en', 'teer', 'chai*', 'kaffekopp*', 'cappucino*', 'capuccino*', 'expresso*', 'mokka*', 'mocca*',
      'melkeskum*', 'latte art',
      // Chai is tea, and what it tasted of tells of the drink.
      'chai', 'chai latte', 'chailatte',
    ],
    drinks: [
      // A soft drink or beer gone flat told by its fizz ('brusen var uten kullsyre').
      '-uten kullsyre', '-ingen kullsyre',
      // A cocktail more ice than drink: 'mer is enn innhold'.
      '-mer is enn innhold', '-mer is enn drink', '-mest is', '-bare is', '-pusete', '-puslete',
      // Local beer ('det lokale ølet de har på tapp'): the drink, not the premises.
      'det lokale ølet', 'lokale ølet', 'lokalt øl', 'lokal øl', 'lokale øl', 'lokalbrygget*', 'lokalt brygget', 'lokal cider', 'lokale cideren', 'lokale bryggeriet', 'lokalt bryggeri',
      // Cold beer is praise, also in dialect ('ølet va kaldt og godt').
      '+ølet kaldt', '+ølet var kaldt', '+ølet va kaldt', '+kaldt og godt øl', '+ølet kaldt og godt', '+pilsen var kald', '+pilsen va kald',
      'vinforslag*', 'vintips', 'forslag til vin', 'vinen han anbefalte', 'vinen hun anbefalte', 'vinparing*', 'vinpakke*',
      // Sour wine ('vinen var sur'): the wine, not a sour waiter.
      '-vinen var sur', '-vinen vi fikk anbefalt var sur', '-sur vin', '-sur hvitvin', '-sur rødvin', '-vinen smakte eddik', '-vin som smakte eddik', '-smakte eddik', '-vinen var korket', '-korket vin',
      // White wine served warm ('hvitvinen kom nesten romtemperert').
      '-romtemperert hvitvin', '-hvitvinen var romtemperert', '-nesten romtemperert', '-romtemperert', '-lunken hvitvin', '-hvitvinen var lunken', '-lunkent øl', '-ølet var lunkent',
      // Drinks vocabulary: grape varieties, wine regions and styles, beer styles, spirits and cocktails, soft drinks.
      'riesling*', 'chardonnay*', 'sauvignon*', 'pinot*', 'merlot*', 'cabernet*', 'syrah*', 'shiraz*', 'tempranillo*', 'sangiovese*', 'nebbiolo*', 'grenache*',
      'malbec*', 'zinfandel*', 'primitivo*', 'gewürztraminer*', 'grüner veltliner', 'chenin*', 'viognier*', 'albariño*', 'barolo*', 'chianti*', 'rioja*', 'amarone*',
      'chablis*', 'sancerre*', 'crémant*', 'naturvin*', 'oransjevin*', 'portvin*', 'sherry*', 'gløgg*', 'dram', 'drammen', 'negroni*', 'margarita*', 'espresso martini',
      'moscow mule', 'spritz*', 'gin og tonic', 'gin tonic', 'vodka*', 'ipa', 'ipa-en', 'pale ale', 'pilsner*', 'stout*', 'porter', 'weissbier', 'juleøl*', 'påskeøl*',
      'hveteøl*', 'bokkøl*', 'alkoholfritt øl', 'mørkt øl', 'lyst øl', 'mikrobryggeri*', 'craft beer', 'ølsmaking*', 'farris', 'kildevann', 'kombucha*', 'ingefærshot*',
      'sjokolademelk',
      '+hjemmelaget lemonade', '+hjemmelaget limonade', '+hjemmelaget saft', '+hjemmelaget iste', '+hjemmelaget sitronbrus', '+hjemmelagd lemonade', '+hjemmelagd saft', '-fra kartong', '-rett fra kartongen', '-fra pulver', '-juice fra kartong',
      'drikke', 'drikken', 'drikkevare*', 'drink', 'drinken', 'drinker', 'drinkene', 'drinks', 'vin', 'vinen', 'viner', 'vinene', 'vinkart*', 'vinliste*',
      'vinmeny*', 'vinanbefaling*', 'rødvin*', 'hvitvin*', 'husvin*', 'rosévin*', 'musserende', 'champagne', 'øl', 'ølet', 'ølen', 'fatøl*',
      'pils', 'pilsen', 'ølutvalg*', 'cocktail*', 'juice*', 'jus', 'brus', 'brusen', 'saft', 'smoothie*', 'kakao*', 'varm sjokolade', 'cider', 'akevitt*',
      'alkoholfri*', 'drikkemeny*', 'prosecco', 'cava', 'gin', 'aperol*', 'mojito*', 'whisky*', 'lemonade*', 'limonade*', 'milkshake*', 'iste', 'eplemost', 'mineralvann',
      'på tapp', '~bar', '~baren',
      'cola', 'colaen',
      // The house wine by the glass.
      'husets vin', 'husets hvite', 'husets røde', 'glass hvit', 'glass rød',
    ],
    breakfast: [
      // 'rå' as slang praise of the breakfast ('Frokosten var rå'), never raw eggs or bread.
      '+frokosten var rå', '+frokosten er rå', '+frokosten var helt rå', '+frokosten er helt rå', '+frokosten var heilt rå', '+frokosten var ganske rå', '+frokosten var jo rå', '+frokostbuffeten var rå', '+frokostbuffeten er rå', '+frokostbuffeten var helt rå', '+frukosten var rå', '+frukosten var heilt rå', '+brunsjen var rå', '+brunchen var rå', '+brunsjen var helt rå', '+rå frokost', '+rå frokostbuffet', '+rått frokostbord', '+frokosten var rått god', '+frokosten var rått bra',
      // Coming down to breakfast and finding it all cleared away ('da var alt ryddet bort'): the breakfast, not the cleanliness.
      '-var alt ryddet bort', '-alt var ryddet bort', '-alt var ryddet vekk', '-var alt ryddet vekk', '-allerede ryddet bort', '-allerede ryddet vekk', '-frokosten var ryddet', '-frokosten var allerede ryddet', '-buffeten var ryddet', '-buffeten var allerede ryddet', '-ryddet bort bortsett fra',
      'frukost*', '*frukost', '*frukosten', 'morgonmat*', 'morgenmat*',
      'frokost', 'frokosten', 'frokost*', '*frokost', '*frokosten', 'brunch*', 'brunsj*', 'buffet*', '*buffet', '*buffeten', 'frokostbuffet*',
      '-frokosten stengte', '-frokosten stenger allerede', '-frokostbuffeten stengte', '-eggene var tomme', '-eggene tok slutt', '-brødet var gått tomt', '-brødet gikk tomt', '-brødet var tomt', '-det kom ikke mer', '-ble ikke fylt på', '-ble aldri fylt på', '-rakk ikke frokosten',
      '-brødet gått tomt', '-eggene gått tomt',
      // A brunch named by its day or company ('Lørdagsbrunch med venninnene', 'søndagsbrunsjen') sets the meal the review faults; breakfast dishes by name.
      '*brunch', '*brunchen', '*brunsj', '*brunsjen', 'eggerør*', 'eggene', 'egget', 'egg og bacon', 'bacon og egg', 'frokostbord*', 'morgenbord*', 'brunchtallerken*', 'brunsjtallerken*',
    ],
    selection: [
      // Many choices of a kind ('mange vegetariske alternativer').
      '+mange * alternativ*',
      // A short menu and many choices are the range, not the food ('veldig begrenset meny', 'mange vegetariske alternativer'); nothing in one's size, and always finding what one needs.
      '-begrenset meny*', '-begrensa meny*', '-liten meny', '+variert meny', '+mange alternativ*', '+mange valgmulighet*', '+mye å velge mellom', '-ingenting i min størrelse', '+finner alltid det jeg trenger', '+fant alt jeg trengte',
      // Wares not found in the chains ('masse fine ting du ikke finner på kjøpesenteret'), local goods by name ('lokale såper og kort'): the range, not the premises.
      '+ikke finner på kjøpesenteret', '+ikke finner på kjøpesentrene', '+ikke finner på et kjøpesenter', '+ikke finner i kjedene', '+ikke finner i kjedebutikkene', '+ikke får kjøpt andre steder', '+ikke får tak i andre steder', '+ikkje finn andre stader', 'lokale såper', 'lokale produkter', 'lokale varer', 'lokalt håndverk', 'lokale kunstnere', 'lokalprodusert*', 'lokalproduserte varer',
      // Nothing vegan, not even oat milk ('null vegansk, ikke engang havremelk').
      '-null vegansk', '-null veganske', '-null vegetar', '-null vegetarisk', '-null vegetariske', '-null glutenfritt', '-ingenting vegansk', '-ingenting vegetarisk', '-ingenting glutenfritt', '-ikke noe vegansk', '-ikke noe vegetarisk', '-ikke noe glutenfritt', '-ikkje noko vegansk', '-ikke engang havremelk', '-ikke en gang havremelk', '-ikkje ein gong havremelk', '-ikke engang soyamelk', '-ikke engang plantemelk', '-ikke engang laktosefri*', '-ingen havremelk', '-hadde ikke havremelk', '-hadde ikkje havremelk', '-ingen plantemelk', '-ingen soyamelk', '-ingen plantebasert* melk',
      // No sizes past a given one ('de hadde ingenting over 42', 'stopper på str 40').
      '-hadde ingenting over', '-hadde ikke noe over', '-hadde ikkje noko over', '-ingenting over str', '-ingenting over størrelse', '-ingenting under str', '-ingenting under størrelse', '-ingen størrelser over', '-ingen størrelser under', '-ingen str over', '-ingen str under', '-stoppet på str', '-stopper på str', '-stoppet på størrelse', '-stopper på størrelse', '-går bare opp til str', '-gikk bare opp til str', '-går bare opp til størrelse', '-bare opp til str', '-bare opp til størrelse',
      // Bakes or offers gone early ('kanelbollene var borte, bare noen rundstykker igjen', 'tilbudsvarene var borte allerede kl 9').
      '-bollene var borte', '-kanelbollene var borte', '-skillingsbollene var borte', '-bollane var borte', '-kakene var borte', '-croissantene var borte', '-bakverket var borte', '-wienerbrødene var borte', '-tilbudsvarene var borte', '-tilbudene var borte', '-tilbodsvarene var borte', '-var borte allerede kl', '-var allerede borte kl', '-allerede borte kl', '-var utsolgt allerede kl', '-var allerede utsolgt kl', '-utsolgt allerede kl', '-var borte før kl', '-var utsolgt før kl', '-bare noen * igjen', '-bare noen få * igjen', '-bare et par * igjen', '-kun noen * igjen', '-bare noen få igjen', 'tilbudsvare*', 'kundeavis*',
      // Torn over a menu where everything sounded good ('brukte evigheter på å bestemme oss, alt på menyen hørtes så godt ut'): the choice praised, no wait.
      '+alt på menyen hørtes', '+alt på menyen høres', '+alt hørtes så godt ut', '+alt hørtes godt ut', '+alt høres så godt ut', '+alt hørtes så fristende ut', '+alt så fristende ut', '+vanskelig å bestemme seg', '+vanskelig å bestemme oss', '+vanskelig å bestemme meg', '+umulig å bestemme seg', '+umulig å bestemme oss', '+umulig å bestemme meg', '+brukte evigheter på å bestemme', '+brukte evigheter på å velge', '+brukte lang tid på å bestemme', '+brukte lang tid på å velge', '+brukte en evighet på å bestemme', '+brukte en evighet på å velge',
      // Wares in every colour ('masse fint garn i alle farger').
      '+i alle farger', '+i alle mulige farger', '+i alle regnbuens farger', '+i alle slags farger', '+i masse farger', '+i mange farger', '+masse fint garn', '+mye fint garn', '+masse garn', 'garnutvalg*',
      // An empty shelf told in the present ('hylla er bare tom'), and a menu or range that has shrunk.
      '-hylla er tom', '-hylla er bare tom', '-hylla er alltid tom', '-hylla var tom', '-hylla var bare tom', '-hylla står tom', '-hyllene er tomme', '-hyllene var tomme', '-hyllene står tomme', '-tom hylle',
      '-menyen har krympet', '-menyen har krympa', '-menyen er krympet', '-menyen er krympa', '-menyen har blitt mindre', '-utvalget har krympet', '-utvalget har krympa', '-utvalget har blitt mindre', '-sortimentet har krympet', '-sortimentet har krympa',
      // Only a pair or two in one's size and the rest 'coming maybe after New Year': the range.
      '-hadde bare to par', '-hadde bare ett par', '-hadde to par i', '-bare to par i', '-bare ett par i', '-bare to par igjen', '-i hans lengde', '-i hennes lengde', '-i min lengde', '-kommer kanskje over nyttår', '-kommer kanskje etter jul', '-kommer kanskje neste uke', '-kommer kanskje inn', '-får kanskje inn', '-får inn igjen etter', '-kommer ikke inn før', '-ikke inne før',
      // Nothing to choose from unless one is a size M ('null å velge i hvis du ikke bruker str M'); half the menu sold out.
      '-null å velge i', '-null å velge mellom', '-null å velge blant', '-ingenting å velge i', '-ingenting å velge mellom', '-lite å velge i', '-hvis du ikke bruker str', '-med mindre du bruker str', '-hvis du ikke bruker størrelse', '-av dem var utgått', '-av dem var utsolgt', '-av dem var borte', '-av dem var tomme', '-av rettene var utgått', '-av rettene var utsolgt',
      // Things one did not know one needed ('masse ting man ikke visste at man trengte'): the range praised.
      '+ting man ikke visste at man trengte', '+ting man ikke visste man trengte', '+ting jeg ikke visste at jeg trengte', '+ting jeg ikke visste jeg trengte', '+ting man ikkje visste at ein trengte', '+alt mulig man ikke visste man trengte',
      // the part wanted missing in the size asked for ('de hadde ikke 32 mm', 'hadde den ikke inne').
      '-hadde ikke * mm', '-hadde ikke * cm', '-hadde ikke * tommer', '-hadde de ikke * mm', '-hadde ikkje * mm', '-hadde den ikke inne', '-hadde ikke den inne', '-hadde det ikke inne', '-hadde dem ikke inne', '-hadde den ikkje inne', '-hadde ikke den delen', '-hadde ikke delen', '-hadde ikke reservedeler', '-ingen reservedeler', '-måtte bestilles hjem', '-måtte bestille den hjem',
      // Not in one's size, or out with no date for new stock ('hadde ikke str 150 og visste ikke når de fikk inn').
      '-hadde ikke str', '-hadde ikke * i str', '-hadde ikke * i størrelse', '-hadde ikke * i min størrelse', '-hadde de ikke * i str', '-hadde ikkje * i str', '-ikke hadde * i str', '-ikke hadde * i min størrelse', '-hadde ikke størrelse*', '-hadde ikke min størrelse', '-hadde ikke riktig størrelse', '-ikke inne i min størrelse', '-ikke på lager', '-var ikke på lager', '-tomt på lager', '-utsolgt i min størrelse', '-visste ikke når de fikk inn', '-visste ikke når de får inn', '-ikke når de fikk inn', '-ikke når de får inn', '-måtte bestille på nett', '-endte med å kjøpe på nett', '-kjøpte det på nett i stedet',
      // Not in the colour or size one wanted: the range ('de ikke hadde den lilla fargen').
      '-ikke hadde den * fargen', '-hadde ikke den * fargen', '-hadde de ikke den * fargen', '-hadde ikke * farge', '-hadde ikke fargen', '-ikke hadde fargen', '-hadde ikke den fargen', '-hadde ikke størrelsen', '-ikke hadde størrelsen', '-ikke hadde min størrelse', '-nesten tomt for', '-var nesten tomt',
      '+dem har alt', '+dem har absolutt alt', '+de har absolutt alt', '+har absolutt alt',
      // A thin wine list or a book not in stock after all ('vinkartet på glass var litt tynt', 'jeg gikk tomhendt hjem').
      '-vinkartet var litt tynt', '-vinkartet var tynt', '-vinkartet * var litt tynt', '-vinkartet på glass var', '-tynt vinkart', '-tynt på glass', '-lite å velge mellom', '-to røde og en hvit', '-gikk tomhendt hjem', '-gikk tomhendt derfra', '-gikk tomhendt ut', '-dro tomhendt hjem', '-måtte gå tomhendt', '-ikke på lager likevel', '-sto på lager på nettsida', '-nettsida viser feil',
      // The counter emptied early ('halvparten av bollene i disken var borte allerede kl 11').
      '-i disken var borte', '-disken var tom', '-disken var halvtom', '-halvtom disk', '-tom disk', '-tomt i disken', '-nesten tomt i disken',
      // What they do not stock told plainly ('hadde ikke den fargen', 'bare tre par i min lengde', 'nesten ingen deler til eldre sykler', 'utvalget i L og XL var nesten tomt'), and 'de har det meste' as praise.
      '-ikke hadde den fargen', '-ikke hadde * fargen', '-ikke hadde riktig størrelse', '-ikke hadde den inne', '-hadde ikke inne',
      '-bare tre par', '-bare to par', '-kun tre par', '-kun to par', '-bare ett par', '-bare * par i min', '-bare * par i riktig', '-nesten ingen deler', '-ingen deler til', '-nesten ingen reservedeler', '-nesten ingen * til eldre', '-halvtomme hyller', '-tomme hyller', '-plukket tomt', '-utvalget er ikke mye å skryte av', '-utvalget var ikke mye å skryte av', '-utvalget er ikke noe å skryte av', '-utvalget var ikke noe å skryte av', '-utvalget er tynt', '-utvalget var tynt', '-tynt utvalg', '-litt tynt utvalg', '-skralt utvalg', '-utvalget var skralt',
      '+de har det meste', '+dem har det meste', '+har det meste', '+har rubbel og bit', '+har alt fra', '+greit utvalg', '+grei utvalg', '+greit med utvalg', '+skaffer det til dagen etter', '+skaffer det som regel',
      // Selection: 'nesten ingen glutenfrie varer i butikken'.
      '-nesten ingen * * i butikken', '-nesten ingen * i hyllene', '-nesten ingen * * i hyllene', '-nesten ingen * å velge mellom', '-nesten ingen * * å velge mellom',
      // Selection: 'sortiment', 'nesten ingen varer i butikken', 'det meste må bestilles hjem', shelves that bulge.
      'varesortiment*', '+godt sortert', '+velsortert*', '+stort sortiment', '+kjempesortiment*', '+fulle hyller', '+hyllene bugner', '+bugnende hyller',
      '+alt man kan ønske seg', '-nesten ingen * i butikken', '-nesten ingenting i butikken', '-nesten ingen varer', '-nesten ingenting i hyllene',
      '-det meste må bestilles', '-alt må bestilles', '-må bestilles hjem', '-må bestilles inn', '-måtte bestilles inn', '-har de ikke inne',
      '-hadde de ikke inne', '-kun det mest basale', '-bare det mest basale', '-få varer', '-veldig få varer', '-ikke mange varer', '-sparsomt utvalg',
      '-sparsomt sortiment', '-begrenset sortiment', '-smalt sortiment', '-skrint utvalg',
      '+ikke finner andre steder', '+ikke finner noe annet sted', '+finner ingen andre steder', '+noe for enhver smak', '+noe for enhver', '+noe for alle', '+har alt mulig', '+har alt man kan ønske', '+har alt du trenger', '+har alt man trenger',
      '-ikkje på lager', '-ikke inne på lager', '-ikke lagerført', '-står på nettsida men', '-står på nettsiden men', '-står på nett men', '-på nettsida var ikke', '-på nettsiden var ikke',
      'har alt man trenger', 'har alt du trenger', 'har absolutt alt',
      'utvalg av', 'utvalg i', 'utvalget av',
      'utvalg', 'utvalget', 'utvalg*', '*utvalg', '*utvalget', 'sortiment*', 'variasjon*', 'valgmulighet*', 'velge mellom', 'velge i', 'på lager', '-utsolgt',
      'ikke inne', '-tomt for', '-tom for', 'vareutvalg*', '~størrelse*', '~valg', '~variert*', 'flere typer', 'flere varianter', 'flere alternativer', '~alternativ*',
      '~alternativer', 'min størrelse', 'i min størrelse', 'størrelser', 'hyller', 'hyllene', '-halvtom*', '+masse å velge', '+mye å velge', '-lite å velge', '-gikk tom',
      '-ikke mye igjen', '-ingenting igjen', '-lite igjen',
      '-tomme for', '-ikke mer igjen', '-utsolgte', 'var ute etter', 'det jeg lette etter', 'det vi lette etter', '-fant ikke det jeg', '-hadde ikke det',
      '-bare to typer', '-bare tre typer', '-bare * typer', '-kun * typer', '-få typer', '-bare to sorter', '-bare * sorter', '-få sorter',
      '-disken var nesten tom', '-tomme disker', '-monteren var tom', '-mangler veganske', '-mangler vegetariske', '-manglet veganske', '-manglet vegetariske',
      '-ingen veganske alternativer', '-ingen vegetariske alternativer', '-var utgått', '-er utgått', '-utgått fra sortimentet', '-gått ut av sortimentet',
      '-ingen boller igjen', '-ingen kaker igjen', '-ikke noe brød igjen', '-nesten ingen igjen', '-nesten ingenting igjen', '+mange typer', '+mange forskjellige typer',
      '+mange sorter', '+flere sorter', '+alle slags', '+enormt utvalg', '+kjempeutvalg*', '+kjempestort utvalg', '+bredt utvalg', '+bredt sortiment', '+enormt sortiment',
      '+svært utvalg', 'forskjellige typer', 'veganske alternativer', 'vegetariske alternativer',
      '-hyllene var halvtomme', '-nesten aldri min størrelse', '-aldri min størrelse', '-det har vi slutta med', '-det har vi sluttet med', '-ikke fått inn siden', '-har vi ikke fått inn', '-det fører vi ikke lenger',
      // Few kinds told by counting, in either word order ('det bare var to typer øl på fat', 'bare ett vegetaralternativ'): the selection, as well as what there was little of.
      '-bare var to typer', '-bare var tre typer', '-bare var * typer', '-var bare * typer', '-var det bare * typer', '-hadde bare * typer', '-bare hadde * typer', '-kun var * typer',
      '-var kun * typer', '-bare var * sorter', '-var bare * sorter', '-hadde bare * sorter', '-bare * slag', '-bare var * slag', '-var bare * slag', '-bare * varianter', '-kun * varianter',
      '-bare ett vegetar*', '-bare én vegetar*', '-bare en vegetar*', '-kun ett vegetar*', '-kun én vegetar*', '-kun en vegetar*', '-bare ett vegan*', '-bare én vegan*', '-bare en vegan*',
      '-kun ett vegan*', '-kun én vegan*', '-kun en vegan*', '-bare ett glutenfri*', '-bare én glutenfri*', '-kun ett glutenfri*', '-ett eneste vegetar*', '-én eneste vegetar*',
      '-en eneste vegetar*', '-ett eneste vegan*', '-én eneste vegan*', '-bare ett alternativ', '-kun ett alternativ', '-ett eneste alternativ', '-bare ett eneste alternativ',
      'vegetaralternativ*', 'veganalternativ*', 'vegansk alternativ', 'vegetarisk alternativ',
    ],
    service: [
      // Looked after, and going beyond what one could expect ('følte meg godt ivaretatt', 'gikk den ekstra mila'); 'sørvis' as some write it.
      '+godt ivaretatt', '+ble ivaretatt', '+følte meg ivaretatt', '+gikk den ekstra mila', '+utover det man kan forvente', 'sørvis', 'sørvisen',
      // No service at all, and the welcome ('mottakelsen') as the service given.
      '-ingen service', 'mottakelse', 'mottakelsen',
      // Looked after all evening ('vi ble tatt godt vare på').
      '+tatt godt vare på', '+tatt så godt vare på', '+tatt veldig godt vare på', '+tatt kjempegodt vare på', '+tok godt vare på oss', '+tok så godt vare på oss', '+tok godt vare på meg', '+tok så godt vare på meg', '+tar godt vare på gjestene', '+tar godt vare på kundene',
      // Nobody asking about another drink all evening ('ikke en eneste gang spurte noen om vi ville ha mer å drikke', 'satt tørre'): the service, not the drinks.
      '-satt tørre', '-satt tørr', '-satt med tomme glass', '-satt lenge med tomme glass', '-spurte noen om vi ville ha mer', '-spurte aldri om vi ville ha mer', '-spurte ingen om vi ville ha mer', '-ingen spurte om vi ville ha mer', '-ingen spurte om vi ville ha noe mer', '-spurte aldri om vi ville ha noe', '-om vi ville ha mer å drikke', '-om vi ville ha noe mer å drikke', '-om vi ville ha noe å drikke', '-om vi ville ha mer drikke', '-om vi ville ha påfyll',
      // A wake-up call asked for and never made ('ba om vekking kl 6 og ingen ringte').
      'vekking', 'vekkingen', 'vekketelefon*', '-glemte vekkingen', '-glemte å vekke oss', '-glemte å vekke meg', '-ingen vekking', '-vekkingen kom aldri', '-fikk aldri vekking', '-fikk ingen vekking', '-og ingen ringte', '-men ingen ringte',
      // Waiting for a reply to a complaint ('still waiting for a reply'): how the complaint was handled, not a wait at the place.
      '-venter på svar', '-venter fortsatt på svar', '-venter fremdeles på svar', '-venter enda på svar',
      // help asked for, a brochure or the website offered instead ('fikk bare en brosjyre i hånda', 'det står på nettsida').
      '-en brosjyre i hånda', '-en brosjyre i handa', '-fikk en brosjyre', '-ga meg en brosjyre', '-stakk en brosjyre', '-rakte meg en brosjyre', '-pekte bare mot hylla', '-pekte bare på hylla', '-pekte mot hyllene', '-sjekk på nett', '-sjekk nettsida', '-se på nettsida', '-det står på nettsida', '-det står i prislista', '-står i prislista på nettsida', '-det står på nettsiden',
      // a forgotten drink is the service, not the drinks ('servitøren glemte drikken vår to ganger').
      '-glemte drikken*', '-glemte drinken*', '-glemte ølet*', '-glemte ølen*', '-glemte vinen*', '-glemte brusen*', '-glemte vannet*', '-glemte drikke*', '-gløymde drikken*', '-gløymde ølet*', '-glemt drikken*', '-glemt ølet*', '-glemt vinen*',
      // One waiter alone on the floor ('virket å være helt alene på hele salen'); staff pointing to the website instead of answering ('det står på nettsida').
      '-alene på hele salen', '-helt alene på hele', '-alene i hele salen', '-alene på gulvet', '-alene om hele salen', '-det står i prislisten', '-det står på hjemmesida', '-det står på hjemmesiden',
      // The phone rung in vain ('ringte fire ganger uten at noen tok den'), a closed reception, no word for weeks ('uten et pip fra dem'); a fault put right for free is good service ('fikk det gjort gratis').
      '-uten at noen tok den', '-uten at noen tok telefonen', '-uten at noen svarte', '-uten at noen tok opp', '-ingen tok den', '-resepsjonen var stengt', '-resepsjonen var ubemannet', '-ubemannet resepsjon', '-ingen i resepsjonen', '-ingen i skranken', '-uten et pip', '-ikke et pip', '-ikke hørt et pip', '-ikke hørt noe fra dem', '-ikke hørt noe mer', '-aldri hørt noe mer', '+fikk det gjort gratis', '+fikk jeg gjort gratis', '+gjort gratis', '+fikset gratis', '+fikset det gratis', '+rettet opp gratis', '+rettet det gratis', '+rette det opp gratis', '+gratis oppå', '+helt gratis oppå',
      // Nobody troubling to tell ('ingen hadde gidda å si ifra', 'ingen gadd å gi beskjed').
      '-ingen hadde gidda å si ifra', '-ingen hadde gidda å si fra', '-ingen gadd å si ifra', '-ingen gadd å si fra', '-ingen gidder å si ifra', '-ingen hadde gidda å ringe', '-ingen gadd å ringe', '-ingen gadd å gi beskjed', '-ingen hadde gidda å gi beskjed', '-ingen hadde sagt ifra', '-ingen hadde sagt fra', '-ingen hadde gitt beskjed', '-fikk ingen beskjed', '-fikk ikke beskjed',
      // Help named in everyday words ('verdt det for den hjelpa', 'fikk god hjelp').
      'hjelpa', 'hjelpen', 'god hjelp', 'fikk hjelp', 'fikk god hjelp', 'super hjelp', 'god hjelp å få', 'hjelp å få',
      '-anbefalt feil størrelse', '-fikk anbefalt feil', '-anbefalte feil', '-anbefalte feil størrelse', '-solgte meg feil', '+selv om kjøkkenet egentlig var stengt', '+selv om kjøkkenet var stengt', '+selv om kjøkkenet hadde stengt', '+selv om kjøkkenet egentlig hadde stengt',
      '+skaffer de det', '+skaffer de det som regel', '+bestiller de det hjem', '+skaffer de det gjerne', '+ordner de det', '+ordner de det som regel',
      // A credit note instead of the money back: the handling of a return.
      '-fikk bare tilgodelapp', '-bare tilgodelapp', '-kun tilgodelapp', '-fikk kun tilgodelapp', '-ikke pengene tilbake', '-fikk ikke pengene tilbake', '-ville ikke gi pengene tilbake',
      // 'Null beklagelse, null rabatt' (colloquial 'null' = no): how the complaint was handled.
      '-null beklagelse', '-null unnskyldning', '-null rabatt', '-null kompensasjon', '-null service', '-null hjelp', '-null respons', '-null svar',
      // Looked after ('passa godt på oss', 'tok godt vare på oss'): the service praised.
      '+passa godt på oss', '+passet godt på oss', '+passa godt på meg', '+passet godt på meg', '+passa på oss', '+passet på oss', '+tok vare på oss',
      '-måtte selv gå bort til baren', '-måtte gå bort i baren selv', '-gå bort i baren selv', '-måtte selv gå til baren', '-måtte hente * selv i baren',
      // Service praised or cursed in one compound ('kjempeservice', 'toppservice', 'dritservice'), and 'sånn service får man ikke på nett' as praise.
      '+kjempeservice', '+kjempe service', '+toppservice', '+topp service', '+superservice', '+knallservice', '+kanonservice', '+gullservice', '+førsteklasses service', '-dritservice', '-elendigservice', '-nullservice', '+sånn service får man ikke', '+slik service får man ikke', '+sånn service finner man ikke', '+den servicen får man ikke på nett',
      // No coffee or water offered during a long sitting ('ikke noe kaffe eller vann heller'), and an offer to put a bad result right ('tilbød å rette det opp').
      '-ikke noe kaffe eller vann', '-ikke noe vann eller kaffe', '-ingen kaffe eller vann', '-ingen tilbød kaffe', '-ingen tilbød meg noe å drikke', '-ingen spurte om jeg ville ha noe å drikke', '-ikke tilbudt noe å drikke', '-fikk ikke tilbud om kaffe', '-ikke engang et glass vann',
      '+tilbød å rette det opp', '+tilbød seg å rette det opp', '+tilbød å rette opp', '+tilbød å fikse det', '+tilbød seg å fikse det', '+tilbød gratis retting', '+tilbød å gjøre det om', '+tilbød seg å gjøre det om',
      // Ignored at the counter or the door, told without 'service' ('uten at noen så opp fra mobilen', 'ingen tok imot oss, vi sto bare i døra').
      '-uten at noen så opp', '-uten at noen kikket opp', '-uten at noen tittet opp', '-ingen så opp', '-ingen kikket opp', '-så ikke engang opp', '-kikket ikke engang opp', '-så ikke opp fra mobilen', '-kikket ikke opp fra mobilen', '-ingen tok imot oss', '-ingen tok imot meg', '-ingen kom og tok imot', '-ingen kom bort til oss', '-ingen kom bort til meg', '-sto bare i døra', '-sto i døra i', '-sto i døren i', '-sto og venta i døra', '-ble ikke tatt imot',
      // Nobody answering the phone, getting things only after several calls: the service.
      '-ingen som tok telefonen', '-ingen svarte på telefonen', '-ingen som svarte på telefonen', '-ingen svarte telefonen', '-svarte ikke på telefonen', '-svarer ikke på telefonen', '-etter tre telefoner', '-etter * telefoner', '-etter flere telefoner', '-etter mange telefoner', '-måtte ringe * ganger', '-måtte ringe flere ganger',
      // Service: help impossible to find, nobody clearing the tables; nostalgia ('før fikk man god hjelp her') names what is lacking now.
      '-umulig å finne noen', '-umulig å finne en ansatt', '-umulig å finne ansatte', '-umulig å finne personale', '-umulig å få tak i noen', '-umulig å få hjelp',
      '-vanskelig å finne noen', '-vanskelig å finne en ansatt', '-vanskelig å få hjelp', '-vanskelig å få tak i noen', '-fant ingen ansatte', '-fant ingen å spørre',
      '-ikke en ansatt å se', '-ingen ansatte å se', '-ingen ansatte i butikken', '-lette etter en ansatt', '-lette etter noen som kunne hjelpe',
      '-måtte lete etter personale', '-ingen ryddet bordene', '-ingen ryddet av', '-ingen kom og ryddet', '-ingen som ryddet', '-ryddet ikke av', '-ryddet aldri av',
      '-bordene ble ikke ryddet', '-ble ikke ryddet av', '-måtte rydde selv', '-måtte selv rydde', '-rydde bordet selv',
      // How a problem was handled ('måten resepsjonen håndterte dette på var under pari'): the service, whoever did it, not the staff praised beside it.
      'måten * håndterte', 'måten * * håndterte', 'måten de håndterte', 'måten dere håndterte', 'måten det ble håndtert', 'måten dette ble håndtert', 'måten saken ble håndtert', 'måten klagen ble håndtert', 'måten * taklet', 'måten de taklet', 'måten * løste',
      'måten * håndterer', 'måten de håndterer', 'måten det ble taklet', 'måten dette ble taklet', 'måten det ble løst', 'håndterte dette', 'håndterte det', 'håndterte saken', 'håndterte klagen', 'taklet dette', 'taklet det',
      // Nobody to be found or asked ('det var null folk å få tak i', 'ingen å spørre'): a complaint about the service.
      '-null folk å få tak i', '-ingen ville snakke med meg', '-ingen ville snakke med oss', '-ingen ville høre på meg', '-ingen ville høre på oss', '-ingen ville ta ansvar', '-ville ikke snakke med meg', '-ville ikke snakke med oss', '-null folk å spørre', '-ingen folk å få tak i', '-ingen å få tak i', '-ingen å spørre', '-ingen å spørre om hjelp', '-ingen å snakke med', '-ingen å henvende seg til', '-ikke en sjel å få tak i', '-ikke en sjel å spørre', '-ikke et menneske å få tak i', '-ingen ansatte å få tak i', '-ingen ansatte å spørre',
      '-umulig å få tak i en ansatt', '-umulig å få tak i folk', '-null ansatte', '-null betjening', '-ingen hjelp å få', '-ikke noe hjelp å få', '-ingen å få hjelp av', '-ingen kom for å hjelpe', '-ingen kom og hjalp', '-ingen å se', '-ingen å oppdrive', '-ingen ansatte å oppdrive',
      // Staff faults told by deeds: on the phone, a sigh for an answer, laughed at us, three words, knew nothing, cannot do the job, treated as a favour, dismissive answers.
      '-ingen andre har klaget', '-ingen andre som har klaget', '-ikke andre som har klaget', '-ingen andre hadde klaget', '-ikke mitt problem', '-ikke vårt problem',
      '-ikke hans problem', '-ikke hennes problem', '-ikke deres problem', '-ikke var hans problem', '-ikke var hennes problem', '-ikke var mitt problem',
      '-ikke var vårt problem', '-ikke er mitt problem', '-ikke er vårt problem', '-ikke mitt bord', '-ikke min avdeling', '-ikke var hennes avdeling',
      '-det får du ta opp med', '-det kan vi ikke gjøre noe med', '-det kan jeg ikke gjøre noe med', '-sånn er det bare', '-slik er det bare', '-sånn er reglene',
      '-det er reglene', '-det blir når det blir', '-det kommer når det kommer', '-så får du gå et annet sted', '-så kan du handle et annet sted',
      // Irony closing a complaint: 'lykke til med parkeringen', 'godt jobbet' after a fault, 'smart forretningsmodell'.
      '-lykke til med å få tak i noen', '-lykke til med å komme gjennom', '-lykke til med å nå gjennom', '-lykke til med å få svar', '-lykke til med å få et svar',
      '-lykke til med å få hjelp', '-lykke til med å få pengene tilbake', '-lykke til med å få penga tilbake', '-lykke til med å klage', '-lykke til med å reklamere',
      '+visste akkurat hva', '+visste nøyaktig hva', '+visste eksakt hva', '+strakk seg langt', '+strekker seg langt', '+strakk seg ekstra', '+strekker seg ekstra', '+anbefalte akkurat', '+akkurat det som passet meg', '+fant akkurat det jeg trengte', '+hjalp meg å finne', '+hjalp oss å finne', '+hjalp meg med å finne', '+hjalp oss med å finne', '-fikk ingen hjelp', '-fikk ikke noe hjelp', '-fikk ikke hjelp',
      '-ingen sa noe som helst', '-ingen sa noe til oss', '-ingen sa noe til meg', '-ingen sa eit ord',
      '+brukte lang tid på å hjelpe', '+brukte god tid på å hjelpe', '+brukte mye tid på å hjelpe', '+brukte masse tid på å hjelpe', '+tok seg tid til å hjelpe', '+hjelpe meg å velge', '+hjalp meg å velge', '+hjalp oss å velge', '+hjelpe oss å velge', '+hjelpe meg med å velge', '+hjalp meg med å velge', '+aldri noe mas', '+ikke noe mas', '+ikkje noko mas', '+uten mas', '+null mas', '+ingen mas', '+aldri noe press', '+ikke noe press', '+ingen press', '+uten press', '+null press', '+aldri noe stress',
      '-ingen sa et ord', '-ingen sa noen ting', '-ikke engang et beklager', '-ikke et beklager', '-ikke engang en beklagelse', '-ikke engang unnskyld', '-ikke engang et unnskyld', '-ikke et unnskyld', '-ikke så mye som et beklager', '-ikke så mye som en unnskyldning', '-ikke så mye som et unnskyld', '-ikkje eingong ei orsaking', '-ingen rabatt', '-ikke noe rabatt', '-ingen kompensasjon', '-ikke noe kompensasjon',
      '-måtte purre', '-purret flere ganger', '-purre på', '-purret på', '-purret * ganger', '-måtte mase', '-mase på dem', '-maste på dem',
      // A wrong order told as a story: what came was not what was ordered, or part of it never came.
      '-ikke det vi bestilte', '-ikke det jeg bestilte', '-ikke det vi hadde bestilt', '-ikke det jeg hadde bestilt', '-enn det vi bestilte', '-enn det jeg bestilte',
      '-enn det vi hadde bestilt', '-enn det jeg hadde bestilt', '-enn den jeg bestilte', '-noe helt annet enn', '-fikk vanlig melk', '-med vanlig melk', '-vanlig melk i',
      '-fikk kumelk', '-med kumelk', '-fikk helmelk', '-men fikk en med', '-fikk en med * i stedet', '-kom med * i stedet', '-kom med * * i stedet', '-så vi aldri noe til',
      '-så vi aldri noe mer til', '-så vi aldri snurten av', '-kom aldri på bordet', '-dukket aldri opp', '-halve bestillingen', '-manglet i bestillingen',
      '-bestillingen var ikke komplett', '-feil rett', '-feil kaffe', '-feil pizza', '-feil drikke',
      // Nobody serving: waving, calling, a waiter who vanished, going up to the bar or the till yourself.
      '-vinket flere ganger', '-vinke * ganger', '-vinket * ganger', '-vinke og vinke', '-vinket og vinket', '-vifte med armene', '-viftet med armene', '-rope på servitøren',
      '-ropte på servitøren', '-rope på personalet', '-rope på noen', '-måtte rope på', '-servitøren forsvant', '-servitrisen forsvant', '-personalet forsvant',
      '-forsvant ut på kjøkkenet', '-så vi aldri igjen', '-kom aldri tilbake til bordet', '-kom aldri tilbake til oss', '-opp til baren selv', '-gå opp til baren og bestille',
      '-betale i kassa selv', '-betale i kassen selv', '-gå og betale selv', '-selv gå og betale', '-ingen tok bestillingen', '-ingen kom og tok',
      // A complaint shrugged off: no apology, nothing done.
      '-trakk bare på skuldrene', '-trakk på skuldrene', '-trakk på skulderen', '-trekker på skuldrene', '-trekker bare på skuldrene', '-et skuldertrekk', '-uten engang å si unnskyld',
      '-uten å si unnskyld', '-uten å beklage', '-uten engang å beklage', '-sa ikke engang unnskyld', '-beklaget ikke engang', '-beklaget ikke', '-ingen gjorde noe med det',
      '-ingen gjorde noe', '-gjorde ikke noe med det', '-gjorde ingenting med det', '-skjedde ingenting', '-skjedde det ingenting',
      // Being hurried out: the bill unasked, chairs stacked, the kitchen closing, the table needed.
      '-uten at vi hadde bedt om den', '-uten at vi hadde bedt om regningen', '-uten at vi ba om den', '-uten at vi ba om regningen', '-regningen ble lagt på bordet',
      '-slengte regningen på bordet', '-la regningen på bordet', '-fikk regningen før', '-kom med regningen før', '-sette opp stolene', '-satte opp stolene', '-stable stolene',
      '-stablet stolene', '-stolene opp på bordene', '-kjøkkenet stenger om', '-kjøkkenet stengte om', '-kjøkkenet stenger snart', '-trengte bordet', '-trengte bordet vårt',
      '-skulle ha bordet', '-bordet skulle brukes', '-kastet ut', '-kaste oss ut', '-kastet oss ut', '-jaget ut', '-jaget oss ut', '-vasket rundt oss', '-vasket gulvet rundt oss',
      '-støvsuget rundt oss', '-ville bli kvitt oss', '-ville ha oss ut',
      // Useless help in a shop: knows nothing, sells the wrong thing, sends you online, nobody to ask.
      '-visste ingenting om', '-visste ikke noe om', '-ante ingenting om', '-ante ikke noe om', '-null peiling', '-ingen peiling på', '-hadde ikke peiling',
      '-solgte oss feil', '-står det ikke på hylla', '-står det ikke i hylla', '-ikke står på hylla', '-så har vi det ikke', '-har vi det ikke', '-sjekk på nettet',
      '-sjekke på nettet', '-se på nettet', '-sjekke nettsiden', '-bestille det på nett', '-bestill på nett',
      '-ingen man kunne spørre', '-måtte finne det selv', '-måtte selv finne', '-måtte lete selv', '-måtte selv lete',
      // Orders and promises not kept; exchanges and returns refused.
      '-ikke engang påbegynt', '-ikke engang startet', '-ikke påbegynt', '-ikke begynt på', '-ble aldri sendt', '-aldri sendt', '-aldri sendt ut', '-pakken kom aldri',
      '-varen kom aldri', '-varene kom aldri', '-fikk vi høre to ganger', '-fikk høre to ganger', '-to ganger fikk vi høre', '-lovet og lovet', '-lovet flere ganger',
      '-dagen etter bursdagen', '-dagen etter festen', '-dagen etter bryllupet', '-dagen etter konfirmasjonen', '-for sent til bursdagen', '-ikke klar da vi kom',
      '-ville ikke bytte', '-nektet å bytte', '-nektet å ta den tilbake', '-nektet å ta * tilbake', '-nektet å refundere', '-ville ikke ta den tilbake', '-ville ikke ta * tilbake',
      '-kunne ikke ta tilbake', '-kan ikke ta tilbake', '-tar ikke tilbake', '-fikk ikke bytte', '-fikk ikke levere tilbake', '-bare bytterett', '-bytterett bare',
      '-ingen bytterett', '-ingen bytte', '-ingen tilgodelapp', '-ikke tilgodelapp', '-ta tilbake brukte',
      'fikk tilbake pengene', 'fikk pengene tilbake', 'fått tilbake pengene', 'fått pengene tilbake', 'tilbake pengene', 'pengene tilbake', 'pengene ble betalt tilbake', 'pengene ble refundert', 'beløpet ble refundert', 'fikk tilbake pengene mine', 'pengene mine tilbake', 'penger tilbake', 'tilbakebetal*', 'refunder*', 'betalt tilbake', 'betalte tilbake',
      '-ingen svarer', '-ingen svarte', '-svarte ikke', '-svarte aldri', '-ingen svar', '-intet svar', '-uten å få svar', '-uten å få noe svar', '-fikk aldri svar', '-fikk aldri noe svar', '-aldri fått svar', '-aldri fått noe svar', '-fikk ikke svar', '-ubesvart*', '-besvarer ikke', '-besvarte ikke', '-ingen tok telefonen', '-svarer ikke', '-svarer aldri', '~mail', '~mailen', '~e-post*', '~epost*',
      '-hjelper lite',
      '-det hjelper lite', '-hjalp ikke', '-løste ingenting', '-løste ikke noe',
      '-spørre to ganger', '-spurte to ganger', 'måtte minne', 'minne dem på',
      'ingen løsning',
      'glemte bestillingen', 'glemte bestillingen vår', 'glemte min bestilling', 'glemt bestillingen', 'ta den i retur', 'reklamasjon', 'garanti', 'garantien',
      '-kom aldri',
      '-ikke kunne gjøre noe',
      '-blandet sammen bestillingen', '-blandet sammen bestillingene',
      '-måtte vinke', '-vinke flere ganger', 'vinke på', '-altfor mange bord', '-for mange bord',
      'service', 'servicen', 'service*', '*service', '*servicen', 'rådgivning*', 'bemanning*', 'betjening*', 'betjeningen', 'kundeservice*',
      'kundebehandling*', 'oppfølging*', 'innsjekk*', 'utsjekk*', 'servering*', '-uten svar',
      '-kom aldri gjennom', '-kom ikke gjennom', '-tar ikke telefonen', '-tok ikke telefonen', '~servert*', '~oppmerksom*',
      '~hjelpsom*', '-uten å bli servert', '-ble aldri servert', '-ikke servert', 'ta bestillingen', 'tok bestillingen', 'ta imot bestillingen',
      '-måtte spørre', '-måtte be om', '-etterlyse*', '-etterlyste', '~råd', '~tips', '~veiledning*', '~hjelp', '-ble oversett', '-ble ignorert', 'ingen kom bort',
      'gå opp i baren', 'bestille i baren', 'bestille selv', 'gå opp og bestille', 'refusjon*', 'retur', 'returen', 'bytterett*', 'levering*',
      'tar telefonen', 'ta telefonen', 'tok telefonen', 'ringer tilbake', 'ringte tilbake', '-ringer aldri tilbake', '-ringte aldri tilbake', '-ringte ikke tilbake',
      'selv hente', '-finne noen', 'for mye bry', '+ingenting var et problem', 'hente selv', '~telefonen',
      'be om regningen', 'spørre etter regningen', 'spurte etter regningen',
      'kom og spurte',
      'fikk bytte', 'fikk byttet', 'bytte varen', 'bytte skoene',
      '-ingenting skjedde', '-det skjedde ingenting', '-ingenting ble gjort', '-det skjedde ikke noe',
      '-tok feil av bestillingen', '-feil bestilling', '-feil på bestillingen', '-ingen beklagelse', '-uten beklagelse', '-ingen unnskyldning', 'uten en unnskyldning', 'ingen beklaget', 'ingen sa unnskyld', 'for å få regningen', '-glemt', '-glemte', '-glemmer',
      '-behandlet som luft', '-var luft for', '-ingen så vår vei', '-så ikke vår vei', '-så aldri vår vei', '-aldri betjent', '-ikke betjent', '-ingen spurte om',
      '-spurte aldri om', '-ble ikke spurt', 'så vår vei', 'ble betjent', 'komme innom og spørre', 'kom innom og spurte', 'kom bort og spurte', 'sjekket om alt var bra',
      'sjekket at alt var bra',
      'ønsket velkommen', 'ønsket oss velkommen', 'ønsket meg velkommen',
      '-som kompensasjon fikk', '-i kompensasjon fikk', '-som plaster på såret fikk', '-som plaster på såret',
      '-dere står ikke på lista', '-dere står ikke på listen', '-står ikke på lista', '-sto ikke på lista', '-sto ikke på listen', '-systemet tuller', '-det er et gammelt hus', '-det er jo et gammelt hus',
      '-ingen ringte tilbake', '-ble aldri ringt opp', '-måtte gå til baren selv', '-måtte hente selv', '-fikk vi et salgspitch', '-salgspitch om', '-salgsprat om', '-glemte to av', '-glemte desserten',
      // A waiter gone for long spells and guests fetching their own drinks ('måtte gå bort til baren selv for å få mer vin'): the service, not the drink.
      '-forsvant i lange perioder', '-forsvant i lengre perioder', '-borte i lange perioder', '-borte i lengre perioder', '-forsvant i flere perioder', '-ble borte i lange perioder',
      '-ble borte i en evighet', '-var borte i en evighet', '-forsvant i en evighet', '-lange perioder uten', '-i lange perioder uten', '-ingen fulgte opp bordet', '-ingen fulgte opp bordet vårt', '-fulgte ikke opp bordet vårt', '-ingen fulgte opp',
      '-ingen fulgte med på bordet', '-ingen så til oss', '-ingen kom innom bordet', '-måtte gå bort til baren selv', '-gå bort til baren selv', '-gikk opp i baren selv',
      '-gikk bort til baren selv', '-gå opp i baren selv', '-for å få mer vin', '-for å få mer øl', '-for å få mer drikke', '-for å få mer vann', '-for å få påfyll',
      '-for å bestille mer drikke', '-for å bestille mer vin', '-for å bestille mer øl', '-for å bestille drikke', '-for å få bestilt drikke', '-hente ølet selv', '-hente vinen selv',
      '-hente drikken selv', '-hente drikke selv', '-hente vann selv', '-selv hente drikke', '-selv hente vann', '-selv hente ølet', '-selv hente vinen',
      // Having to ask again and again for a refill ('fikk ikke påfyll av kaffe før vi hadde spurt tre ganger'): the service, not the coffee; a refill unasked is praise of it.
      '-ikke påfyll av *', '-ikke påfyll på *', '-ikke påfyll før', '-ikke noe påfyll', '-aldri påfyll', '-ingen påfyll', '-uten påfyll', '-før vi fikk mer *', '-før jeg fikk mer *',
      '-før vi hadde spurt', '-før jeg hadde spurt', '-før vi hadde bedt om det', '-hadde spurt * ganger', '-spurte * ganger', '-måtte spørre * ganger', '-måtte be * ganger',
      '-måtte be om det * ganger', '-måtte be om det flere ganger', '-etter å ha spurt * ganger', '-etter å ha spurt flere ganger', '-etter å ha bedt * ganger', '-etter å ha bedt om det',
      '-selv om vi spurte * ganger', '-ingen fylte på', '-fylte aldri på', '-fylte ikke på', '-ikke fylt på glassene', '-tomme glass i lang tid',
      '+kom med påfyll', '+kom stadig med påfyll', '+kom hele tiden med påfyll', '+fylte på uten at', '+uten at vi trengte å spørre', '+uten at vi måtte spørre', '+uten å måtte spørre',
      '+før vi rakk å spørre', '+før vi rakk å be om',
      // A call back promised and never made.
      '-lovte at noen skulle ringe', '-skulle ringe meg tilbake', '-ble satt over tre ganger',
    ],
    staff: [
      // Not taking the time ('legen tok seg ikke tid til å høre på meg'), where 'tok seg tid' alone names the staff without a feeling.
      '-tok seg ikke tid', '-tar seg ikke tid',
      // Not a smile from anyone ('ikke et smil å spore'): the staff's manner.
      '-ikke et smil', '-ikke ett smil', '-ikke et eneste smil',
      // A lost wallet found and the owner rung before they had missed it ('de ringte meg før jeg i det hele tatt hadde merka det').
      '+før jeg i det hele tatt hadde merka', '+før jeg i det hele tatt hadde merket', '+før jeg i det hele tatt merket', '+før jeg i det hele tatt merka', '+før jeg hadde rukket å merke', '+før jeg selv hadde merket', '+før jeg selv hadde merka', '+ringte meg før jeg hadde merket', '+ringte meg før jeg hadde merka', '+fant lommeboka mi', '+fant lommeboken min', '+fant igjen lommeboka', '+leverte tilbake lommeboka', '+tok vare på lommeboka', '+tok vare på lommeboken',
      // Not caring told as an idiom ('brydde seg fint lite', 'ga blaffen'): the staff's manner.
      '-brydde seg fint lite', '-brydde seg lite', '-brydde seg null', '-ga blaffen', '-gav blaffen', '-blåste i det',
      // Knowing a lot about the wares ('dama i butikken kunne masse om ull'): the person praised.
      '+kunne masse om', '+kan masse om', '+kunne mye om', '+kan mye om', '+kunne alt om', '+kan alt om', '+kunne utrolig mye om', '+kan utrolig mye om', '+kunne så mye om', '+kan så mye om',
      // Going on though told it hurt ('sa fra at det gjorde vondt men han bare fortsatte'), and a short answer that could have been said kinder.
      '-men han bare fortsatte', '-men hun bare fortsatte', '-han bare fortsatte', '-hun bare fortsatte', '-fortsatte bare likevel', '-fortsatte likevel', '-si det litt hyggeligere', '-si det hyggeligere', '-sagt det litt hyggeligere', '-sagt det hyggeligere', '-si det på en hyggeligere måte', '-går an å si det', '-går an å være litt hyggelig', '-går an å smile',
      // 'Hun var kjempehyggelig' after the cut is the hairdresser or the therapist.
      '+hun var kjempehyggelig', '+han var kjempehyggelig', '+hun var så hyggelig', '+han var så hyggelig', '+hun var veldig hyggelig', '+han var veldig hyggelig', '+hun var superhyggelig', '+han var superhyggelig', '+hun var kjempegrei', '+han var kjempegrei', '+hun var kjempeflink', '+han var kjempeflink',
      // Someone who answered every question ('hun svarte på alle spørsmålene mine'): the person praised.
      '+svarte på alle spørsmålene mine', '+svarte på alle spørsmålene våre', '+svarte på alle spørsmål', '+svarte på alle spørsmålene', '+svarer på alle spørsmål', '+svarte på alle mine spørsmål', '+svara på alle spørsmåla',
      // A complaint about the cut brushed off with 'it'll grow back' ('frisøren sa bare at det vokser jo ut igjen'); eyes never up from the screen ('legen så ikke opp fra skjermen'); hair washed in icy or scalding water ('vasket håret med iskaldt vann', 'brant meg i nakken'): the person faulted.
      '-bare at det vokser jo ut igjen', '-bare at det vokser ut igjen', '-bare at det gror ut igjen', '-sa at det vokser ut igjen', '-sa at det vokser jo ut igjen', '-mente at det vokser ut igjen', '-bare det vokser ut igjen', '-bare at det veks ut att', '-så ikke opp fra skjermen', '-så aldri opp fra skjermen', '-så knapt opp fra skjermen', '-så ikke opp fra pc-en', '-så ikke opp fra datamaskinen', '-så ikkje opp frå skjermen', '-løftet ikke blikket fra skjermen', '-så ikke opp engang', '-vasket håret mitt med iskaldt vann', '-vasket håret med iskaldt vann', '-vasket håret i iskaldt vann', '-vaska håret med iskaldt vann', '-vaska håret i iskaldt vann', '-iskaldt vann i hårvasken', '-brant meg i nakken', '-skåldet meg', '-skålda meg', '-skåldhett vann i hårvasken',
      // Not so much as a sorry, told with 'sa ikke' ('terapeuten kom for sent og sa ikke unnskyld engang'): the person faulted.
      '-sa ikke unnskyld engang', '-sa ikke unnskyld', '-sa ikkje orsak', '-ba ikke om unnskyldning', '-ba ikke engang om unnskyldning', '-sa ikke sorry', '-sa ikke sorry engang', '-sa ikke beklager', '-beklaget seg ikke engang', '-ikke et sorry',
      // the woman or man who cut the hair, in bokmål and nynorsk ('dama som klipte var kjempetrivelig').
      'dama som klipte', 'dama som klipper', 'damen som klipte', 'damen som klippet', 'damen som klipper', 'jenta som klipte', 'jenta som klippet', 'jenta som klipper', 'fyren som klipte', 'fyren som klippet', 'fyren som klipper', 'han som klipte', 'han som klippet', 'hun som klipte', 'hun som klippet', 'ho som klipte', 'ho som klipper', 'mannen som klipte', 'kvinna som klipte', 'dama som farga', 'dama som farget', 'hun som farget', 'ho som farga',
      // Not so much as a sorry ('uten så mye som et unnskyld').
      '-uten så mye som et unnskyld', '-uten et unnskyld', '-uten engang et unnskyld', '-uten et eneste unnskyld',
      // Whoever was working, named by what they did ('Sofie som jobba var supersøt'); not the present, which a reply says of its own team.
      'som jobba', 'som jobbet', 'som jobba der', 'som jobbet der', 'som stod i kassa', 'som sto i kassa', 'som sto bak disken',
      // Someone who knows their trade ('en kar som kunne sakene sine', 'visste akkurat hva jeg trengte', 'viste meg hvordan').
      '+kunne sakene sine', '+kan sakene sine', '+kunne greiene sine', '+kan greiene sine', '+visste akkurat hvilken', '+visste akkurat hvilke', '+visste nøyaktig hvilken', '+visste med en gang hva', '+viste meg hvordan', '+forklarte meg hvordan', '+viste oss hvordan',
      // Staff chatting among themselves while one waits ('to ansatte prata om helga bak kassa').
      '-ansatte prata', '-ansatte pratet', '-ansatte snakka', '-ansatte snakket', '-ansatte som prata', '-ansatte som pratet', '-sto og prata', '-sto og pratet', '-sto og snakka', '-sto og snakket', '-prata om helga', '-pratet om helgen', '-snakka om helga', '-snakket om helgen', '-prata med hverandre', '-pratet med hverandre', '-snakka med hverandre', '-snakket med hverandre', '-prata privat', '-pratet privat', '-sto på mobilen', '-satt på mobilen', '-var mer opptatt av mobilen', '-mer opptatt av hverandre', '-ble ikke sett', '-ingen så oss', '-ingen brydde seg',
      // Good with the clippers; pushy at the till.
      '+flink med maskina', '+kjempeflink med maskina', '+flink med maskinen', '+flink med saksa', '+flink med saksen', '-masete', '-litt masete', '-prøvde å selge meg', '-prøvde å pushe', '-pushy',
      // The chef coming out to ask how it tasted; someone who never disappoints.
      '+kom selv ut og spurte', '+kokken kom ut og spurte', '+kom ut og spurte hvordan', '+kokken kom selv ut', '+hun skuffer aldri', '+han skuffer aldri', '+skuffer aldri',
      // Looked at as if one had asked something outrageous.
      '-så på meg som om', '-så på oss som om', '-kikket på meg som om', '-kikka på meg som om', '-så på meg som jeg', '-ga meg et blikk som om',
      '-pratet mest om sin', '-snakket mest om sin', '-pratet om ferien sin', '-snakket om ferien sin', '-pratet bare om seg selv', '-snakket bare om seg selv',
      // Saying yes without a proper look ('sa «ja, det fikser vi» uten å se ordentlig på det').
      '-uten å se ordentlig på det', '-uten å se ordentlig på bildet', '-uten å se skikkelig på det', '-uten å se på bildet', '-uten å spørre hva jeg ville',
      // An answer flung over the shoulder ('fikk et «snart» slengt over skulderen'): the manner of the person.
      '-slengt over skulderen', '-slengte over skulderen', '-kastet over skulderen', '-over skulderen uten å snu seg',
      // Someone who knew what he was talking about, the one who did my hair, chatting about everything: staff praise.
      '+visste hva han snakket om', '+visste tydelig hva han snakket om', '+visste hva hun snakket om', '+visste tydelig hva hun snakket om', '+vet hva han snakker om', '+vet hva hun snakker om', '+kan tingene sine', '+kunne tingene sine', '+kunne faget sitt', 'hun som tok meg', 'han som tok meg', 'hun som klippet meg', 'han som klippet meg', 'hun som tok imot meg', 'han som tok imot meg', 'hun som kom', 'han som kom', 'hun som hjalp meg', 'han som hjalp meg', '+pratet om alt mulig', '+snakket om alt mulig', '+pratet om løst og fast', '+snakket om løst og fast', '+endelig en frisør som hører etter', '+frisør som hører etter', '+som faktisk hører etter', '+som lytter til hva man vil',
      // A refusal without so much as a sorry ('fikk «vi er fullbooket» uten så mye som et beklager'): the staff, not the booking.
      '-uten så mye som et beklager', '-uten så mye som en unnskyldning', '-uten et beklager', '-ikke engang en unnskyldning', '-fikk jeg bare til svar', '-fikk bare til svar', '-fikk jeg bare høre', '-fikk bare høre', '-ferske i dag altså', '-fersk i dag altså', '-ferske altså', '-påsto at de var ferske',
      // Staff faults told by deeds: a sigh for an answer
      '-fikk jeg bare et sukk', '-fikk jeg et sukk', '-fikk vi et sukk', '-fikk vi bare et sukk', '-fikk jeg kun et sukk',
      // Staff praise idioms with an intensifier
      '+kan virkelig faget sitt', '+kan virkelig håndverket sitt', '+vet virkelig hva hun driver med', '+vet virkelig hva han driver med', '+kan virkelig sine saker',
      // Staff praise idioms ('er gull', 'har magiske hender', 'kan faget sitt'), and a person told by a trait ('han med skjegget') is staff.
      'ham med skjegget', 'ham med brillene', 'ham med krøllene', 'ham med tatoveringene', 'ham med tatoveringer', 'ham med hatten', 'ham med capsen', 'ham med caps',
      'ham med piercingene', 'ham med hestehalen', 'ham med fletta', 'ham med bartene', 'ham med knuten', 'ham med det * håret', 'ham med de * krøllene',
      'ham med det store smilet', 'ham med det gode smilet', 'henne med skjegget', 'henne med brillene', 'henne med krøllene', 'henne med tatoveringene',
      'henne med tatoveringer', 'henne med hatten', 'henne med capsen', 'henne med caps', 'henne med piercingene', 'henne med hestehalen', 'henne med fletta',
      'henne med bartene', 'henne med knuten', 'henne med det * håret', 'henne med de * krøllene', 'henne med det store smilet', 'henne med det gode smilet',
      'han med skjegget', 'han med brillene', 'han med krøllene', 'han med tatoveringene', 'han med tatoveringer', 'han med hatten', 'han med capsen', 'han med caps',
      'han med piercingene', 'han med hestehalen', 'han med fletta', 'han med bartene', 'han med knuten', 'han med det * håret', 'han med de * krøllene',
      'han med det store smilet', 'han med det gode smilet', 'hun med skjegget', 'hun med brillene', 'hun med krøllene', 'hun med tatoveringene', 'hun med tatoveringer',
      'hun med hatten', 'hun med capsen', 'hun med caps', 'hun med piercingene', 'hun med hestehalen', 'hun med fletta', 'hun med bartene', 'hun med knuten',
      'hun med det * håret', 'hun med de * krøllene', 'hun med det store smilet', 'hun med det gode smilet', 'fyren med skjegget', 'fyren med brillene',
      'fyren med krøllene', 'fyren med tatoveringene', 'fyren med tatoveringer', 'fyren med hatten', 'fyren med capsen', 'fyren med caps', 'fyren med piercingene',
      'fyren med hestehalen', 'fyren med fletta', 'fyren med bartene', 'fyren med knuten', 'fyren med det * håret', 'fyren med de * krøllene',
      'fyren med det store smilet', 'fyren med det gode smilet', 'jenta med skjegget', 'jenta med brillene', 'jenta med krøllene', 'jenta med tatoveringene',
      'jenta med tatoveringer', 'jenta med hatten', 'jenta med capsen', 'jenta med caps', 'jenta med piercingene', 'jenta med hestehalen', 'jenta med fletta',
      'jenta med bartene', 'jenta med knuten', 'jenta med det * håret', 'jenta med de * krøllene', 'jenta med det store smilet', 'jenta med det gode smilet',
      'dama med skjegget', 'dama med brillene', 'dama med krøllene', 'dama med tatoveringene', 'dama med tatoveringer', 'dama med hatten', 'dama med capsen',
      'dama med caps', 'dama med piercingene', 'dama med hestehalen', 'dama med fletta', 'dama med bartene', 'dama med knuten', 'dama med de * krøllene',
      'dama med det store smilet', 'dama med det gode smilet', 'damen med skjegget', 'damen med brillene', 'damen med krøllene', 'damen med tatoveringene',
      'damen med tatoveringer', 'damen med hatten', 'damen med capsen', 'damen med caps', 'damen med piercingene', 'damen med hestehalen', 'damen med fletta',
      'damen med bartene', 'damen med knuten', 'damen med det * håret', 'damen med de * krøllene', 'damen med det store smilet', 'damen med det gode smilet',
      'mannen med skjegget', 'mannen med brillene', 'mannen med krøllene', 'mannen med tatoveringene', 'mannen med tatoveringer', 'mannen med hatten',
      'mannen med capsen', 'mannen med caps', 'mannen med piercingene', 'mannen med hestehalen', 'mannen med fletta', 'mannen med bartene', 'mannen med knuten',
      'mannen med det * håret', 'mannen med de * krøllene', 'mannen med det store smilet', 'mannen med det gode smilet', 'gutten med skjegget', 'gutten med brillene',
      'gutten med krøllene', 'gutten med tatoveringene', 'gutten med tatoveringer', 'gutten med hatten', 'gutten med capsen', 'gutten med caps',
      'gutten med piercingene', 'gutten med hestehalen', 'gutten med fletta', 'gutten med bartene', 'gutten med knuten', 'gutten med det * håret',
      'gutten med de * krøllene', 'gutten med det store smilet', 'gutten med det gode smilet', 'kvinnen med skjegget', 'kvinnen med brillene', 'kvinnen med krøllene',
      'kvinnen med tatoveringene', 'kvinnen med tatoveringer', 'kvinnen med hatten', 'kvinnen med capsen', 'kvinnen med caps', 'kvinnen med piercingene',
      'kvinnen med hestehalen', 'kvinnen med fletta', 'kvinnen med bartene', 'kvinnen med knuten', 'kvinnen med det * håret', 'kvinnen med de * krøllene',
      'kvinnen med det store smilet', 'kvinnen med det gode smilet', '+har magiske hender', '+har gull i hendene', '+gullhender', '+har trollhender',
      '+vet hva hun driver med', '+vet hva han driver med', '+vet hva de driver med', '+kan faget sitt', '+kan håndverket sitt', '+kan sine saker',
      '+har peiling på faget', '+har øye for detaljer', '+mester i faget sitt', '+et naturtalent', '+født til det', '+fortjener lønnsøkning', '+fortjener lønnspålegg',
      '+fortjener en lønnsøkning', '+fortjener en medalje', '+gi henne lønnsøkning', '+gi ham lønnsøkning', '+gi henne en lønnsøkning', '+gi ham en lønnsøkning',
      '+ta godt vare på henne', '+ta godt vare på ham', '+hold på henne', '+hold på ham', '+hun er gull', '+han er gull', '+hun er et kupp', '+han er et kupp',
      '+hun er en klassiker', '+han er en klassiker', '+hun er en gave', '+han er en gave', '+hun er en ressurs', '+han er en ressurs', '+hun er en kunstner',
      '+han er en kunstner', '+hun er en trollmann', '+han er en trollmann', '+hun er en mester', '+han er en mester', '+en ressurs for stedet',
      '+en ressurs for salongen', '+en ressurs for butikken',
      // Staff faults told by deeds: on the phone, a sigh for an answer, laughed at us, three words, knew nothing, cannot do the job, treated as a favour, dismissive answers.
      '-hang i mobilen', '-hang på mobilen', '-hang i telefonen', '-henger i mobilen', '-henger på mobilen', '-hang på telefonen', '-sto med mobilen',
      '-stod med mobilen', '-satt og så på mobilen', '-sto og så på mobilen', '-satt og glodde på mobilen', '-sto og glodde på mobilen', '-satt og tastet på mobilen',
      '-sto og tastet på mobilen', '-satt og scrollet', '-sto og scrollet', '-scrollet på mobilen', '-scrollet på telefonen', '-fiklet med mobilen',
      '-pratet i telefonen hele tiden', '-snakket i telefonen hele tiden', '-snakket i telefon hele tiden', '-pratet i telefon hele tiden', '-snakket i telefonen mens',
      '-pratet i telefonen mens', '-snakket i telefonen under', '-tok telefonen midt i', '-tok en telefon midt i', '-tok et anrop midt i', '-privat samtale på mobilen',
      '-fikk et sukk', '-fikk bare et sukk', '-fikk kun et sukk', '-et dypt sukk', '-et høylytt sukk', '-sukket høyt', '-sukket tungt', '-sukket bare',
      '-svarte med et sukk', '-rullet med øynene', '-lo av meg', '-lo av oss', '-flirte av meg', '-flirte av oss', '-fniste av meg', '-fniste av oss',
      '-lo bak ryggen min', '-gjorde narr av meg', '-gjorde narr av oss', '-sa tre ord', '-sa to ord', '-sa knapt et ord', '-sa nesten ingenting', '-sa ikke stort',
      '-sa knapt hei', '-ikke engang et hei', '-ikke så mye som et hei', '-sa ikke engang hei',
      '-kjente ikke forskjellen på', '-ante ikke forskjell på', '-ante ikke forskjellen på', '-visste ikke engang hva', '-visste ikke hva de solgte',
      '-kjente ikke sine egne varer', '-kjente ikke sine egne produkter', '-kjente ikke menyen', '-kunne ikke svare på spørsmålene mine', '-kunne ikke svare på noe',
      '-måtte spørre en kollega om alt', '-kan ikke faget sitt', '-kunne ikke faget sitt', '-kan ikke håndverket sitt', '-burde finne seg en annen jobb',
      '-burde finne en annen jobb', '-i feil bransje', '-valgt feil yrke', '-som om jeg ba om en tjeneste', '-som om vi ba om en tjeneste',
      '-som om det var en stor tjeneste', '-som om jeg var til bry', '-som om vi var til bry', '-som om jeg forstyrret', '-som om vi forstyrret',
      '-som om vi var i veien', '-som om jeg var i veien', '-følte oss til bry', '-følte meg til bry', '-følte oss uvelkomne', '-følte meg uvelkommen',
      '-som annenrangs kunder', '-som en idiot', '-som et lite barn', '-snakket ned til meg', '-snakket ned til oss', '-snakka ned til meg',
      // Homographs: 'rolig' told of a person is their manner, not the noise; 'stille spørsmål' asks; 'tørr humor', 'dårlig rygg' and 'klar over' feel nothing.
      '+rolig og tålmodig', '+rolig og vennlig', '+rolig og blid', '+rolig og hyggelig', '+rolig og behagelig', '+rolig og trygg', '+rolig og profesjonell',
      '+rolig og grundig', '+rolig og forståelsesfull', '+rolig og avslappet', '+rolig og tillitvekkende', '+rolig måte', '+rolige måte', '+rolig fremtoning',
      '+rolig utstråling', '+rolig stemme', '+rolige stemme', '+rolige hender', '+rolig hånd', '+rolig på hånda', '+en rolig tannlege', '+en rolig frisør', '+rolig og forklarte', '+rolig og forklarer', '+rolig og forklarende', '+rolig og flink', '+rolig og dyktig', '+rolig og pedagogisk', '+rolig og grei', '+rolig og omsorgsfull', '+tok det rolig med',
      // A calm person ('hun var så rolig', 'tok seg god tid og var så rolig', 'han snakker rolig til henne'), in bokmål and nynorsk: praise of the staff, not a quiet place.
      '+hun var så rolig', '+han var så rolig', '+hun var rolig', '+han var rolig', '+hun var * rolig', '+han var * rolig', '+hun er så rolig', '+han er så rolig', '+hun er rolig', '+han er rolig', '+hun er * rolig', '+han er * rolig',
      '+ho var så roleg', '+han var så roleg', '+ho var roleg', '+han var roleg', '+ho er så roleg', '+han er så roleg', '+ho var så rolig', '+ho er så rolig',
      '+og var så rolig', '+og var rolig', '+og var * rolig', '+og er så rolig', '+og er * rolig', '+så rolig og tålmodig', '+så rolig og trygg', '+så rolig og behagelig', '+rolig og beroligende',
      '+hun tok det rolig', '+han tok det rolig', '+ho tok det roleg', '+hun tok det helt rolig', '+han tok det helt rolig', '+tok det rolig og forklarte', '+tok det rolig med meg', '+snakker rolig', '+snakket rolig', '+snakka rolig', '+prater rolig', '+pratet rolig', '+prata rolig', '+forklarte rolig', '+forklarer rolig', '+beroliget meg', '+beroliga meg', '+roet meg ned', '+roa meg ned',
      'fyren som jobber', 'fyren i kassa', 'fyren bak disken', 'gutten som jobber', 'jenta som jobber', 'damen som driver', 'dama som driver', 'mannen som driver', 'fyren som driver', 'damen som eier', 'mannen som eier', 'damen i kassa', 'dama i kassa', '+kom ut og hilste', '+kom bort og hilste', '+kom og hilste på', '+hilste på oss', '+tok seg tid til å hilse',
      '-himlet med øynene', '-himla med øynene', '-himler med øynene', '-himlet med auga', '-himla med auga', '-himla med augo', '-pekte vagt', '-pekte og gikk', '-pekte bare og gikk', '-pekte * og gikk', '-pekte * * og gikk', '-snudde ryggen til oss', '-snudde ryggen til meg', '-ser du ikke at', '-ser dere ikke at', '-ser du ikkje at', '-ser ikke engang på deg', '-så ikke engang på oss', '-så ikke engang på meg', '-ser ikke engang opp', '-så ikke engang opp', '-uten å se på oss', '-uten å se opp', '-uten å se på meg', '-uten å løfte blikket', '-løftet ikke blikket', '-snakket mest om sin egen', '-snakket om sin egen ferie', '-pratet om sin egen', '-pratet mest om seg selv', '-snakket mest om seg selv', '-snakka mest om seg sjøl', '-sin egen ferie', '-visste veldig lite om', '-visste lite om', '-kunne lite om', '-kunne veldig lite om', '-kunne ingenting om', '-hadde lite peiling', '-lite kunnskap om', '-feilen måtte være min', '-feilen var min', '-feilen lå hos meg', '-feilen lå hos oss', '-skyldte på meg', '-skyldte på oss', '-skylden på meg', '-skylden på oss', '-skylda på meg', '-la skylden på', '-ga meg skylden', '-ga oss skylden', '-slengte tallerkenene', '-slengte tallerknene', '-slengte maten', '-smalt tallerkenene', '-kastet tallerkenene', '-dunket tallerkenene', '-slang tallerkenene',
      // Named staff praised by what they did or in slang ('Nina er en klippe').
      '+er en klippe', '+er ei klippe', '+er en legende', '+hun er en stjerne', '+han er en stjerne', '+er en ekte stjerne', '+er gull verdt', '+husker alltid bestillingen min',
      '+husker bestillingen min', '+husker alltid hva jeg', '+husker hva jeg pleier', '+vet akkurat hva jeg vil ha', '+bommer aldri', '+traff fargen', '+traff fargen perfekt',
      // Staff who remember a regular's order or name ('de husker hva jeg pleier å bestille', 'vet hva jeg skal ha', 'hugsar kva eg pleier'): praise of the staff, not the selection.
      '+husket hva jeg pleier', '+husker hva vi pleier', '+husket hva vi pleier', '+husker hva jeg skal ha', '+vet hva jeg skal ha', '+vet alltid hva jeg skal ha', '+visste hva jeg skulle ha',
      '+husker navnet mitt', '+husket navnet mitt', '+hugsar kva eg', '+hugsa kva eg', '+huskar kva eg', '+husker hva jeg drikker', '+husker hva jeg liker',
      '+kan bestillingen min', '+kjenner bestillingen min', '+husker stamgjestene', '+husker kundene sine', '+husket meg fra sist',
      '+fikk fargen helt riktig', '+traff blink med fargen', '+lyttet til hva jeg ønsket', '+lytter til hva jeg vil', '+lyttet til ønskene mine', '+lytter til ønskene',
      '+anbefalingene treffer alltid', '+anbefalingene er alltid spot on', '+anbefalingene er gull',
      '+hun er en perle', '+han er en perle', '+hun er en engel', '+han er en engel', '+hun er gull verdt', '+han er gull verdt', '+hun er en klippe', '+han er en klippe', '+hun er ei perle', '+hun er en skatt', '+han er en skatt', '+hun er et funn', '+han er et funn',
      '~brysk*', '~fåmælt*', '~avmålt*', '~tverr', '~snerpete', '~avfeiende', '~spydig*', '-feide meg av', '-feide oss av',
      '-hørte ikke på meg', '-hørte ikke på hva', '-hører ikke på hva', '-hørte ikke etter', '-hører ikke etter', '-hørte overhodet ikke etter', '-lyttet ikke', '-lytter ikke', '-lyttet ikke i det hele tatt', '-så ikke helt på hva', '-så ikke på hva', '-fulgte ikke med på hva', '-brydde seg ikke om hva', '-bryr seg ikke om hva', '-gadd ikke å lytte', '-gadd ikke å høre', '-gjorde som hun ville', '-gjorde som han ville', '-gjorde det motsatte', '-var ikke fokusert', '-hadde ikke fokus',
      'koselig å prate med', 'hyggelig å prate med', 'god å prate med', 'lett å prate med',
      'personal*', 'ansatte', 'ansatt', 'de ansatte', 'servitør*', 'kelner*', 'medarbeider*', 'resepsjonist*', 'resepsjonen', 'resepsjon', '~resepsjon*', 'eier',
      'eieren', 'eierne',
      'innehaver*', 'sjefen', 'daglig leder', 'team', 'teamet', 'frisør*', 'barber', 'barberen', 'barberer*', 'stylist*', 'tannlege*', 'tannpleier*',
      'tannhelsesekretær*', 'lege', 'legen', 'leger', 'legene', 'fastlege*', 'sykepleier*', 'fysioterapeut*', 'terapeut*', 'kiropraktor*', 'naprapat*',
      'manuellterapeut*', 'osteopat*', 'massør*', 'hudpleier*', 'kosmetolog*', 'negldesigner*', 'barista*', 'bartender*', 'servitrise*', 'personell*',
      'assistent*', 'lærling*', 'ekspeditør*', 'ekspeditrise*', 'butikkmedarbeider*', 'selgeren', 'selgerne', 'selgere', 'selgerens', 'verten', 'vertinne*', 'vertskap*',
      'de som jobber',
      'måten du ble tatt imot på', 'tatt godt imot', 'tok godt imot', 'ble tatt imot', 'ble møtt', 'tok seg god tid', 'tok seg tid', 'hyggelige folk', 'følte meg',
      'følte oss', 'kjente meg', 'kjente oss',
      'hyggelig folk', 'blide folk', 'trivelige folk', 'flinke folk', 'folka bak disken', 'bak disken', 'i kassa', 'i kassen', '~folk', '~folka', '~gjeng*',
      '~dama', '~damen', '~damene', '~fyren', '~jenta', '~jentene', '~gutta', '~frekk*', '~uhøflig*', '~vennlig*', '~uvennlig*', '~blid*', '~imøtekommende',
      '~flink*', '~dyktig*', '~kjempehjelpsom*', '~superhjelpsom*', '~megahjelpsom*', '~dritthjelpsom*', '~drithjelpsom*', '~søt', '~søte', '~sur', '~sure', '~gretten*', '~arrogant*', '~avvisende', '~nedlatende', '~stressa', '~stresset', '~tålmodig*',
      '~profesjonell*', '~proff*', '~serviceinnstilt*', '~kunnskapsrik*', '~hjertelig*', '~gjestfri*', '~velkomne', '~smilende', '~omsorgsfull*', '~prat',
      '~pratsom*', '~hilste', '~hilse', 'bak baren', 'sekretær*', 'som serverte oss', 'som betjente oss', 'som serverte', 'nattportier*', 'portieren', '*portieren',
      'helsesekretær*', 'legesekretær*', 'kassadam*', 'vekter*',
      'dørvakt*', 'renholder*', 'stuepike*', 'portier*', 'jenta bak', 'gutten bak', 'gutta bak', 'dama bak', 'den unge mannen', 'den unge gutten', 'den unge jenta',
      'den eldre damen', 'eldre dame', 'eldre mann', 'eldre herre', '~gutten', '~mannen', '~kvinnen',
      '+tok seg så godt av', '+tok seg godt av', '+tok seg * godt av', '+tar seg godt av', 'tok godt vare på', 'tok så godt vare på', 'tok * godt vare på',
      'fikk oss til å føle', 'fikk meg til å føle', 'herlige mennesker', 'hyggelige mennesker', 'flotte mennesker', 'fine mennesker', 'koselige mennesker',
      'trivelige mennesker', 'menneskene bak', 'folkene bak', 'folka bak', 'mekaniker*', 'veterinær*', 'dyrlege*', 'jordmor', 'jordmora', 'jordmoren', 'jordmødre*',
      'sjåfør*', 'instruktør*', 'megler*', 'eiendomsmegler*', 'treneren', 'trenerne', 'elektriker*', 'håndverker*', 'snekker*', 'rørlegger*', 'montør*', 'tekniker*',
      'rådgiver*', 'saksbehandler*', 'læreren', 'lærerne', 'hovmester*', 'gutta på kjøkkenet', 'jentene på kjøkkenet', 'gjengen på kjøkkenet',
      'folka på kjøkkenet', 'den unge dama', 'den unge damen', 'den unge fyren', 'mannen bak', '~grundig*', 'tatt * godt imot', 'tok * godt imot', 'tatt så godt imot',
      'gutta i baren', 'jentene i baren', 'gutten i baren', 'jenta i baren',
      'pedagogen', 'pedagogene', 'pedagoger',
      '-himla * med auan', '-himla med auan', '-himla * med augo', '-himlet * med øynene', '-visste fint lite', '-kunne fint lite',
      '-trakk * på skuldrene', '-trakk * bare på skuldrene',
      '-trakk på skuldrene', '-trakk bare på skuldrene',
      // A stylist or dentist who never asked or listened ('spurte ikke engang om hvordan jeg pleier å ha håret', 'hørte ikke på hva jeg sa', 'lytta ikkje'): the staff.
      '-spurte ikke engang om', '-spurte ikke engang hva', '-spurte ikke engang hvordan', '-spurte ikke om hvordan', '-spurte ikke hvordan', '-spurte ikke hva jeg', '-spurte ikke om hva',
      '-spurte ikkje', '-spurde ikkje', '-spurde ikke', '-ingen spurte hvordan', '-ingen spurte hva', '-uten å spørre hva', '-uten å spørre hvordan', '-uten å spørre om hvordan',
      '-uten å spørre om hva', '-lytta ikke', '-lytta ikkje', '-lyttet ikkje', '-høyrde ikkje', '-hørte ikkje', '-hørte ikke på det jeg sa', '-hørte ikke etter hva',
      '-brydde seg ikkje om', '-tok ikke hensyn til hva', '-tok ikke hensyn til ønskene', '-overså ønskene mine', '-overhørte',
      '-klippet som hun ville', '-klippa som hun ville', '-klippet som han ville', '-klippa som han ville', '-gjorde akkurat som hun ville',
      '+spurte hvordan jeg pleier', '+spurte om hvordan jeg pleier', '+spurte hva jeg ønsket', '+hørte virkelig på meg', '+hørte virkelig på hva', '+hørte på hva jeg ville', '+hørte på hva jeg ønsket',
      // Listening to what was wanted is praise of the person.
      '+lyttet', '+lyttet til meg', '+lytta til meg', '+hørte på meg', '+hørte etter',
      // Short in tone, could not be bothered to come over.
      '-kort i tonen', '-gadd å komme',
    ],
    price: [
      // Low prices ('prisene er overraskende lave', 'lavt prisnivå').
      '+lave priser', '+lavt prisnivå', '+prisene er lave', '+prisene var lave', '+prisene er * lave',
      // 'Saftig' (juicy) is praise of food but a steep bill ('regningen var saftig'); 'ranerpriser', paying well for oneself, a lot of money for little.
      '-regningen var saftig', '-regninga var saftig', '-prisen var saftig', '-prisene var saftige', '-prisene er saftige', '-prisene er * saftige', '-regningen var * saftig', '-ranerpris*', '-betaler godt for seg', '-betalte godt for oss', '-mye penger for',
      // Dear but worth it, told in one breath ('ikke billig, men verdt hver eneste krone'): praise of the price.
      '+ikke billig men verdt', '+ikke billig men vel verdt', '+ikke billig men absolutt verdt', '+ikke billig men verdt det', '+ikke billig men verdt hver', '+ikke det billigste men verdt', '+ikke billigst men verdt', '+ikkje billig men verdt',
      // Dear but worth it ('ikke billig, men verdt hver eneste krone').
      '+verdt hver eneste krone', '+verdt hver eneste kr', '+verdt hver eneste øre', '+verdt hver øre', '+verdt hver en krone', '+verdt hver krone',
      // Charged afterwards for what had been promised free ('ble trukket 300 kr for sen utsjekk').
      '-ble trukket * kr', '-ble trukket * kroner', '-ble trukket * kr for', '-trukket * kr for', '-trukket * kroner for', '-trakk * kr', '-trakk * kroner', '-trakk meg * kr', '-trakk oss * kr', '-ble belastet * kr', '-ble belastet * kroner', '-belastet * kr for', '-belastet oss * kr', '-belastet meg * kr', '-gebyr for sen utsjekk', '-betale for sen utsjekk', '-betalt for sen utsjekk', '-ekstra for sen utsjekk',
      // The cheapest, said of the place: praise, and 'ikke billigst' a complaint of the price.
      '+billigst', '+billigste',
      // Paying 'for the charm' or the name ('man betaler vel for sjarmen'): the price.
      '-betaler for sjarmen', '-betaler * for sjarmen', '-betale for sjarmen', '-betaler for navnet', '-betaler * for navnet', '-betaler for beliggenheten', '-betaler * for beliggenheten', '-betaler for utsikten', '-betaler * for utsikten',
      // 'I dyreste laget' (on the dear side) is a price complaint, however mild; the minibar's prices are the price, not the room.
      '-i dyreste laget', '-i det dyreste laget', '-litt i dyreste laget', '-i dyraste laget', '-i det dyraste laget', 'minibaren koster', 'minibaren kostet', 'minibaren kosta', 'prisene i minibaren', 'prisen i minibaren', 'priser i minibaren',
      // A written quote kept to ('fikk et skriftlig tilbud og prisen holdt'): the price praised.
      '+prisen holdt', '+prisen holdt seg', '+tilbudet holdt', '+holdt prisen', '+skriftlig tilbud', '+prisen var som avtalt', '+akkurat som avtalt på prisen',
      // A price that stung ('prisen svei litt'), more to be had for the money elsewhere ('man får mer for pengene andre steder'), items on the bill nobody ordered ('to øl på regningen som ingen hadde bestilt'): the price.
      '-prisen svei', '-prisen svei litt', '-regningen svei', '-regninga svei', '-svei litt i lommeboka', '-svei i lommeboka', '-svei litt å betale', '-mer for pengene andre steder', '-mer for pengene et annet sted', '-mer igjen for pengene andre steder', '-får mer for pengene andre steder', '-bedre steder for samme pris', '-bedre for samme pris andre steder', '-på regningen som ingen', '-på regninga som ingen', '-på regningen som vi ikke', '-på regninga som vi ikke', '-på regningen som jeg ikke', '-på regningen som vi aldrig',
      // A bill above the figure given beforehand ('regningen ble på 2400 når jeg fikk oppgitt ca 1500'), or full price for a shortened hour ('betalte full pris for 40 min').
      '-når jeg fikk oppgitt', '-når vi fikk oppgitt', '-da jeg fikk oppgitt', '-da vi fikk oppgitt', '-selv om jeg fikk oppgitt', '-selv om vi fikk oppgitt', '-enn jeg fikk oppgitt', '-enn vi fikk oppgitt', '-fikk oppgitt ca', '-fikk oppgitt cirka', '-full pris for * min', '-full pris for * minutter', '-betalte full pris for', '-betalte altså full pris', '-måtte betale full pris', '-betale full pris for', '-tok full pris for', '-tok full pris likevel',
      // Steep told with 'stivt' ('litt stivt for 1690 natta'); a charge nobody had mentioned.
      '-stivt for', '-litt stivt', '-ganske stivt', '-veldig stivt', '-stiv pris', '-stive priser', '-prisen er stiv', '-prisene er stive', '-som ingen hadde nevnt', '-ingen hadde nevnt på forhånd', '-ikke nevnt på forhånd', '-ingen sa noe om på forhånd', '-ingen hadde sagt noe om', '-ikke sto noe sted', '-sto ikke noe sted', '-ekstra på regninga', '-ekstra på regningen',
      // What it would cost ('ville koste nesten 3000', 'det kosta skjorta').
      'koste', 'kosta', 'kosta oss', 'koste oss',
      // Prices in dialect ('prisan', 'prisa'), and prices told openly ('prisene står tydelig på nettsida'): praise of the prices.
      'prisan', '+prisene står tydelig', '+prisan står tydelig', '+prisene står oppgitt', '+tydelige priser', '+prisene er tydelige', '+oversiktlige priser', '+ingen skjulte kostnader', '+ingen skjulte gebyrer', '+ingen overraskelser på regningen', '+ingen overraskelser på prisen',
      '-for det som skulle være', '-betalte for * min men fikk', '-betalte for en time men fikk',
      '-prisene har gjort motsatt', '-prisene har gjort det motsatte', '-prisene har gått opp', '-prisene har økt', '-prisene har steget', '-har satt opp prisene', '-satt opp prisene', '-prisene har blitt høyere',
      // Always something on sale: the prices praised.
      '+alltid noe på salg', '+alltid noe på tilbud', '+alltid gode tilbud', '+mye på salg', '+mye på tilbud', '+gode tilbud',
      // Paying that much, a bill twice what was quoted: the price.
      '-når man betaler så mye', '-når man betaler så mye penger', '-når en betaler så mye', '-betaler man så mye', '-dobbelt så høy som', '-dobbelt så mye som', '-nesten dobbelt så', '-mer enn oppgitt', '-høyere enn oppgitt', '-mer enn jeg fikk oppgitt', '-høyere enn det jeg fikk oppgitt', '-høyere enn avtalt', '-mer enn avtalt',
      // No word of the price beforehand ('ingen sa noe om hva det ville koste'): the price.
      '-ingen sa noe om hva det ville koste', '-ingen sa hva det ville koste', '-ingen sa noe om prisen', '-sa ikke noe om prisen', '-ingen nevnte prisen', '-uten å si hva det ville koste', '-fikk ikke vite prisen',
      // Price told in everyday words: 'stivt priset', 'koster skjorta', 'billigere på nett' (faults); 'tok nesten ingenting for det', 'et røverkjøp' (praise).
      '-stivt priset', '-stivt prisa', '-høyt priset', '-saftig priset', '-dyrt priset', '-i den dyre enden', '-i den øvre enden', '-en formue', '-kostet en formue',
      '-koster en formue', '-en liten formue', '-koster skjorta', '-kostet skjorta', '-koster hvite flesk', '-kostet hvite flesk', '-tar overpris', '-billigere på nett',
      '-billigere på nettet', '-billigere online', '-billigere andre steder', '-billigere hos konkurrenten', '-billigere hos konkurrentene', '-billigere på rema',
      '-billigere på kiwi', '-billigere på butikken', '-halv pris på nett', '-halve prisen på nett', '-halve prisen andre steder', '-dyrere enn på nett',
      '-dyrere enn på nettet', '-dyrere enn online', '-dyrere enn kjedene', '-dyrere enn andre steder', '-dyrere enn konkurrentene', '-dyrere enn på butikken',
      '+tok nesten ingenting for det', '+tok ingenting for det', '+tok ikke noe for det', '+tok ikke en krone', '+ville ikke ha noe for det', '+ville ikke ta betalt',
      '+tok ikke betalt', '+tok ikke betalt for', '+fikk det gratis', '+gratis på kjøpet', '+slapp billig', '+slapp billig unna', '+fikk rabatt', '+fikk litt rabatt',
      '+ga oss rabatt', '+ga meg rabatt', '+røverkjøp', '+et røverkjøp', '+et kupp', '+gjorde et kupp', '+et godt kjøp',
      '+overraskende billig', '+overraskende billige', '+overraskende rimelig', '+studentrabatt', '+honnørrabatt',
      '+uten ekstra kostnad', '+uten ekstra kostnader', '+uten tillegg', '+uten ekstra betaling', '+koster ikke ekstra', '-tar ekstra for', '-koster ekstra', '-tar seg ekstra betalt', '-må betale ekstra for',
      '-tar seg godt betalt', '-tok seg godt betalt', '-tar seg rikelig betalt', '-tar seg svært godt betalt', '-tar seg grovt betalt', '-tar seg * godt betalt', '-tar seg * * godt betalt', '-strekker strikken', '-strekke strikken', '-tøyer strikken', '-tøye strikken', '-ble flådd', '-flådde oss', '-lommetyveri*', '-gebyr ingen', '-gebyr som ingen', '-gebyret ingen', '-gebyret som ingen', '-kostnad ingen', '-kostnad som ingen', '-tillegg ingen', '-tillegg som ingen', '-tillegget ingen', '-tillegget som ingen', '-skjulte gebyr*', '-skjulte kostnader', '-ekstragebyr*', '-avbestillingsgebyr*', '-gebyr for avbestilling', '-trakk pengene likevel', '-trakk oss likevel', '-trakk meg likevel', '-trakk beløpet likevel', '-belastet oss likevel', '-belastet meg likevel', '-belastet kortet likevel', '-tok betalt likevel', '-måtte betale likevel', '-fakturert likevel', '-tok betalt uansett', '-måtte betale uansett', '-full pris likevel', '-døgnet i tillegg', '-per døgn i tillegg', '-pr døgn i tillegg', '-i døgnet i tillegg', '-natta i tillegg', '-natten i tillegg', '-dagen i tillegg', '-kommer i tillegg', '-kom i tillegg',
      'spenn', 'en lapp for', 'hundrelapp*', 'tusenlapp*', 'femhundrelapp*', 'femtilapp*', 'gryn',
      '-rene ranet', '-rent ran', 'rene ågeren', '-penger rett i dass', 'penger ut av vinduet',
      '-for den fornøyelsen',
      '-gått * * opp', '-gått * * * opp',
      '-i drøyeste laget', '-drøyeste laget', '-gått * opp',
      '*rabatt',
      '-som vi ikke hadde bestilt', '-som vi aldri hadde bestilt', '-som vi ikke har bestilt',
      'uten drikke', 'ekskl drikke', 'eksklusiv drikke', 'inkl drikke', 'inkludert drikke', 'uten vin', 'ekskl vin', 'eksklusiv vin',
      '~pris', 'prisen', 'priser', 'prisene', '*prisen', '*priser', '*prisene', 'prisnivå*', 'prisklasse*', 'prisleie*', 'prislapp*', 'prisoverslag*',
      'prisforhold*', '-prisøkning*', '-prishopp*', '+prisgunstig*', '+prisvennlig*', '-kostbar*', 'kostnad*', 'gebyr*', 'rabatt*', '~tilbud*', 'pris og kvalitet',
      'pris kvalitet', 'god pris',
      'grei pris', '-høy pris', '-dyr', '-dyrt', '-dyre', '-dyrere', 'dyreste', '-overpris*', '-ågerpris*', '-blodpris*', 'billig', 'billigere', 'rimelig', 'rimelige',
      'penga', 'pengene', '~regning*', 'regningen ble', 'regninga ble', 'regningen var', 'regninga var', 'kostet', 'koster', 'betalte', 'betale', 'kr', 'kroner', 'lommebok*', '~gratis', 'for det du får', 'for det man får',
      'for det vi fikk', 'for det man fikk', 'i forhold til prisen', 'til den prisen', 'for pengene',
      '-mye for det vi fikk', '-for mye for det vi fikk', '-mye penger for det',
      '-det dobbelte av',
      '-saftige priser', '-saftig pris', '-saftig regning', '-syke priser', '-prisene er syke', '-helt syke priser', '-svindyr*', '-røvdyr*', '-dritdyr*', '-kjempedyr*',
      '+lommebokvennlig*',
      '+mye mat for pengene', '+får mye for pengene', '+får noe for pengene', '+får mye for pengan', '-tok betalt for vann', '-ta betalt for vann', '-betale for vann',
      '-betalt for vann', '-betalt for springvann', '-sto ikke i forhold til', '-står ikke i forhold til', '-kr ekstra', '-kroner ekstra',
      '+billigere enn vi hadde regnet med', '+billigere enn jeg hadde regnet med', '+billigere enn forventet',
      '-lurt på regningen', '-ble lurt på', '-lurte oss på', '-snytt på regningen',
      '-billig var det ikke', '-billig er det ikke', '-billig var det jo ikke', '-billigt var det ikke', '-billig var det ikkje',
      '-det er stivt for', '-tillegg som ikke ble nevnt', '-gebyr som ikke ble nevnt', '-et tillegg ingen hadde nevnt',
      // Nothing charged for a milk or an extra is praise of the price.
      '+tar ikke ekstra', '+tar ikke noe ekstra', '+tar ikke ekstra for',
      // Steep prices.
      '-stivere priser',
      // 'Prices are what they are': the price granted with a shrug, a complaint.
      '-prisen er hva den er', '-prisene er hva de er',
      // Left behind enough for a weekend abroad.
      '-kunne vi nesten hatt', '-det vi la igjen',
    ],
    cleanliness: [
      // Not cleaned or changed ('det var ikke rengjort', 'sengetøyet var ikke skiftet'): the cleaning, told without a fault word.
      '-ikke rengjort', '-dårlig rengjort', '-ikke skiftet', '-ikke støvsuget',
      // Glasses and carafes not washed ('glassene var matte med kalkflekker', 'grønne greier i bunnen').
      '-kalkflekker*', '-kalkbelegg*', '-glassene var matte', '-*glassene var matte', '-*glassene var flekkete', '-*glassene var skitne', '-matte glass', '-flekkete glass', '-glassene var flekkete', '-skitne glass', '-glassene var skitne', '-grønne greier i bunnen', '-grønne greier i', '-grønt belegg', '-grønske i bunnen', '-belegg i bunnen', '-karaffelen var skitten', '-vannkaraffelen var skitten', '-vannkaraffelen hadde', '-karaffelen hadde',
      // A smell of sewage ('luktet kloakk fra sluket').
      '-luktet kloakk', '-lukta kloakk', '-lukter kloakk', '-stinket kloakk', '-stinka kloakk', '-kloakklukt*', '-lukt av kloakk', '-stank av kloakk', '-kloakkstank*', '-luktet avløp', '-lukta avløp', '-lukt fra sluket', '-luktet fra sluket', '-lukta fra sluket', '-stinket fra sluket', '-stinka fra sluket',
      // No hospital smell, a fresh smell ('ikke noe sykehuslukt', 'luktet rent').
      '+ikke noe sykehuslukt', '+ingen sykehuslukt', '+ikke sykehuslukt', '+ikkje noko sjukehuslukt', '+ingen sjukehuslukt', '+luktet rent', '+lukta rent', '+lukter rent', '+luktet friskt', '+lukta friskt', '+lukter friskt', '+luktet nyvasket', '+luktet rengjort',
      // Grime in the joints of the tiles ('skitt i fugene'): the cleaning, not the bathroom.
      '-skitt i fugene', '-svart i fugene', '-mugg i fugene', '-grønske i fugene', '-sorte fuger', '-svarte fuger', '-fugene var svarte', '-fugene var sorte',
      // Coffee stains on the tables are the cleaning, not the coffee.
      '-kaffeflekker på', '-kaffeflekker over', '-kaffeflekker i', '-kaffeflekker overalt', '-kaffesøl på', '-kaffesøl over',
      // Clean and tidy in the room ('rent og pent på rommet'): the cleaning, not the room.
      '+rent og pent på rommet', '+pent og rent på rommet', '+rent på rommet', '+rent og pent på badet', '+rent og ryddig på rommet',
      // Hair or stains told with where they lay ('hår i sluket på badet', 'flekker på dyna'): the cleaning, not the room.
      '-hår i sluket på badet', '-hår i sluket i dusjen', '-hår i dusjen på badet', '-hår på badet', '-hår på badegulvet', '-flekker på dyna', '-flekker på dyne*', '-flekker på puta', '-flekker på puten', '-flekker på sengetøyet', '-flekker i senga',
      // A room that smelt of smoke is the cleanliness ('rommet stinka gammel røyk'), not the room.
      '-rommet stinka', '-rommet stinket', '-rommet stinker', '-rommet lukta', '-rommet luktet', '-rommet lukter', '-rommet lukta røyk', '-rommet luktet røyk', '-rommet stinka røyk', '-hele rommet lukta', '-hele rommet luktet', '-hele rommet stinka',
      // Other guests' hair left on the floor ('det lå hår fra de forrige kundene over hele gulvet').
      '-hår over hele gulvet', '-hår fra forrige kunde', '-hår fra de forrige kundene', '-hår fra forrige kunder', '-hår fra de forrige', '-hår fra kunden før', '-lå hår på gulvet', '-lå hår over hele', '-hårdotter på gulvet', '-ikke feid', '-ikke kosta', '-hadde ikke feid',
      // A room not cleaned after the last guests: used towels on the floor, the bed not made ('senga var ikke redd opp').
      '-brukte håndklær', '-brukte håndklær*', '-brukte håndklede*', '-brukt håndkle', '-skitne håndklær', '-skitne håndklede*', '-senga var ikke redd opp', '-senga ikke redd opp', '-sengene var ikke redd opp', '-senga var ikke oppredd', '-ikke redd opp', '-ikke oppredd', '-ikke re opp', '-ikke redt opp', '-rommet var ikke vaska', '-rommet var ikke vasket', '-ikke vaska etter forrige', '-ikke vasket etter forrige', '-etter forrige gjest*', '-fra forrige gjest*',
      '-hår inni', '-et hår inni', '-et langt hår', '-langt mørkt hår', '-langt lyst hår',
      '-støv under senga', '-støv under sengen', '-støv under sengene', '-skittent rom', '-skitne rom', '-et skittent rom', '-møkkete rom',
      '-fullt av hår', '-full av hår', '-hår fra forrige gjest', '-hår etter forrige gjest', '-sengetøyet luktet røyk', '-sengetøyet lukta røyk', '-hår i pastaen', '-hår i maten', '-fant et hår',
      '-lukta kjeller', '-luktet kjeller', '-kjellerlukt', '-luktet innestengt', '-lukta innestengt', '-luktet mugg', '-lukta mugg', '-luktet fuktig',
      // Clean told with the room, the bathroom or everywhere ('rent og pent på rommet'): the cleaning, not the room.
      '+rent og fint på rommet', '+rent og pent på rommene', '+rent på rommene', '+rent og pent i rommet', '+rent på badet', '+rent på toalettet', '+rent og pent overalt', '+rent overalt', '+skinnende rent', '+rent og pent over alt',
      // A room that needs the hoover ('venterommet kunne trengt en runde med støvsugeren'): a cleaning complaint.
      '-en runde med støvsugeren', '-trengt en runde med støvsugeren', '-trenger en runde med støvsugeren', '-en tur med støvsugeren', '-trengte en runde med støvsugeren', '-trenger en runde med kluten', '-en runde med kluten', '-ikke sett en støvsuger', '-aldri sett en støvsuger',
      // Cleanliness told by detail: tables full of earlier guests' cups, crumbs everywhere, sticky menus, a hair as a bonus.
      '-fra tidligere gjester', '-fra forrige gjester', '-fra de forrige gjestene', '-fra gjestene før', '-fra gjestene før oss', '-fra de som satt der før',
      '-fulle av kopper', '-full av kopper', '-fullt av kopper', '-fylt med kopper', '-fulle av brukte',
      '-skitne tallerkener', '-sto fulle av', '-sto med brukte', '-fløt av kopper', '-ingen hadde tørket av bordet', '-ingen tørket av bordene', '-smuler over hele',
      '-smuler på bordet', '-smuler på bordene', '-smuler på stolen', '-klissete bord', '-klissete meny', '-klissete menyer', '-klissete gulv', '-gulvet klistret',
      '-fettete bord', '-fingeravtrykk på', '-leppestift på glasset', '-leppestift på koppen', '-kaffeflekker', '-et hår som bonus', '-hår som bonus', '-med et hår i',
      '-langt fra rene', '-langt fra rent', '-langt fra ren', '-langt fra plettfri*', '-langt fra skinnende*',
      '-lete lenge for å finne', '-må lete lenge for å', '-måtte lete lenge for å', '-lete og lete for å finne', '-lete for å finne noe', '-rot overalt', '-rot over alt', '-rot i hyllene', '-ting overalt', '-ting over alt', '-ting og tang overalt', '-esker overalt', '-esker over alt', '-esker på gulvet', '-kartonger overalt', '-klær på gulvet', '-varer på gulvet', '-uorden*', '-kaos i hyllene', '-et eneste rot', '-ett eneste rot', '-ikke blitt vasket', '-ikke vært vasket', '-ikke blitt rengjort', '-ikke vært rengjort', '-ikke blitt gjort rent', '-ikke vasket på lenge', '-ikke vasket på en stund', '-ikke vært vaska', '-ikkje vaska', '-ikke vaska', '-ikkje vore vaska', '-ikke papir', '-ikkje papir', '-tomt for papir', '-tom for papir', '-ingen dopapir', '-ikke noe papir', '-alt var vått', '-alt vått', '-vått på gulvet', '-vått gulv', '-gulvet var vått', '-søkkvått', '-klissvått', '-lukt av kjemikalier', '-luktet kjemikalier', '-lukta kjemikalier', '-kjemikalielukt*', '-lukt av klor', '-klorlukt*', '-luktet klor', '-lukt av vaskemiddel', '-lukt av rengjøringsmidler', '-lukt av rengjøringsmiddel',
      'vaskekluten', 'en runde med vaskekluten',
      '+ren', '+rent', '+rene', 'renere', '+reneste', 'ryddet', 'rydda', 'renslig*', 'renhold*', 'rengjør*', 'rengjort', 'vasket', 'nyvasket', 'skitt*', '-skitne', 'møkk*',
      '-grisete', 'hygien*',
      // Dust by its own words and compounds, never a stem that also reads 'støvler' (boots: 'godt utvalg av ski og støvler').
      '-stank*', '-stinket', 'støv', 'støvet', 'støvete', 'støvlag*', 'støvdott*', 'støvsug*', 'støvtørk*', 'støvkorn*', 'flekk', 'flekken', '-flekker', 'flekkene', 'flekkete duk', 'flekkete laken', 'flekkete sengetøy', 'flekkete teppe', '+ryddig*',
      '-uryddig*', '-rotete', 'søppel', 'søpla', '-klissete', 'klisset', 'sølete', '+plettfri*', '+skinnende',
      'kakerlakk*', 'mugg*', '-mugne', '-hår i', '-hår på gulvet', 'fluer', 'insekt*', '-uvasket*', '-ikke vasket', '-uhygienisk*', '+rein', '+reint', '+reine',
      'dopapir*', '~*toalettet', '~*toalettene', 'toalettpapir*', 'tørket av', 'tørka av', '-ikke tørket', 'smuler', 'smulete', 'innestengt lukt',
      'spindelvev',
      'edderkoppspinn', '~toalett*', '~doen', '~lukt*', '~luktet',
      '-luktet gammel røyk', '-gammel røyk',
      '-hårstrå', '-et hår i', '-luktet frityr', '-stinket av',
      '-smuler over', '-smuler på', '-fullt av smuler', '-sokk på gulvet', '-sokk under senga', '-sokker på gulvet', '-sokker under senga', '-hår i dusjen', '-hår i vasken',
      '-hår i senga', '-hår på puta', '-flekker på lakenet', '-ikke dopapir', '-ikke noe dopapir', '-ikke toalettpapir', '-tomt for dopapir', 'søppelbøtt*', 'søppelkasse*',
      '-søppelbøtta var full', '-full søppelbøtte', '-brukte servietter', '-skitne kopper', '-fulle av hår', '-sand i senga',
      '-tisslukt*', '-urinlukt*', '-luktet tiss', '-lukter tiss', '-luktet piss', '-lukter piss', '-fluer overalt',
      '-lukta det så sterkt', '-luktet det så sterkt', '-lukta så sterkt av', '-luktet så sterkt av', '-lukta * sterkt av kjemikalier', '-av kjemikalier',
      '-søppelbøtta rant over', '-søppelkassa rant over', '-hår i sluket',
      // A place that has not seen a cloth in a while ('det så ikke ut til å ha sett en vaskeklut') is dirty: the praise is taken back by the negation.
      '+sett en vaskeklut', '+sett en klut', '+sett en mopp', '+sett en vaskefille',
      // A place that did not look as if it had seen a cloth in a while.
      '-ikke ut til å ha sett en', '-ikke ut som om det hadde sett en', '-ikke ut som det hadde sett en',
    ],
    waiting: [
      // A short queue or wait, not having to wait, taken in on the minute ('kort kø', 'ventet ikke lenge', 'tatt inn på minuttet'); food that kept one waiting ('maten lot vente på seg').
      '+kort ventetid', '+kort kø', '+korte køer', '+uten å vente', '+ventet ikke lenge', '+måtte ikke vente lenge', '+tatt inn på minuttet', '+tatt inn til avtalt tid', '-lot vente på seg', '-lar vente på seg',
      // No appointment until weeks later ('fikk ikke time før om tre uker') is the wait for one.
      '-fikk ikke time før', '-får ikke time før',
      // A queue that looked long but moved fast ('køen så lang ut, men gikk kjempefort').
      '+gikk kjempefort', '+gikk kjempekjapt', '+gikk superfort', '+gikk superkjapt', '+gikk veldig fort', '+gikk veldig kjapt', '+gikk utrolig fort', '+køen gikk raskt', '+køen gikk kjapt', '+køen gikk kjempefort', '+køen beveget seg fort', '+køen beveget seg raskt', '+køen flyttet seg fort', '+køen gikk unna',
      // Served last, after tables that came later ('vi var det siste bordet som fikk mat', 'folk som kom etter oss fikk maten før oss'), and hours in the salon chair.
      '-siste bordet som fikk', '-siste bord som fikk', '-de siste som fikk mat', '-de siste som fikk maten', '-sist til å få mat', '-sist til å få maten', '-kom etter oss fikk', '-som kom etter oss', '-fikk maten før oss', '-fikk mat før oss', '-fikk maten sin før oss', '-ble servert før oss', '-før vi i det hele tatt fikk',
      '-tok nesten * timer i stolen', '-nesten * timer i stolen', '-over * timer i stolen',
      // The wait told from paying or ordering to getting it ('det gikk 20 minutter fra jeg betalte til jeg fikk kaffen'): the wait, not the price.
      '-fra jeg betalte til jeg fikk', '-fra vi betalte til vi fikk', '-fra jeg bestilte til jeg fikk', '-fra vi bestilte til vi fikk', '-fra jeg betalte til', '-fra vi betalte til', '-fra jeg bestilte til', '-fra vi bestilte til', '-det gikk * minutter fra', '-gikk * minutter fra', '-det gikk en halvtime fra', '-det gikk en time fra',
      // Sitting long past one's time before anyone sees one ('kommer presis og må sitte en halvtime før noen ser på meg').
      '-må sitte en halvtime før', '-måtte sitte en halvtime før', '-må sitte en time før', '-måtte sitte en time før', '-må sitte * minutter før', '-måtte sitte * minutter før', '-sitte en halvtime før noen', '-før noen i det hele tatt', '-før noen ser på meg', '-før noen så på meg', '-før noen tok meg', '-kommer presis og må', '-kom presis og måtte', '-møter presis og må', '-møtte presis og måtte',
      // Left standing at the bar to be served ('sto ved baren i ti minutter uten å bli betjent'): the wait.
      '-uten å bli betjent', '-uten å bli servert', '-uten at noen betjente oss', '-sto ved baren i * minutter', '-sto ved disken i * minutter', '-sto i baren i * minutter',
      // A course that came only when the table was asking for the bill ('hovedretten kom først da vi ba om regningen'): the wait.
      '-kom først da vi ba om regningen', '-kom først da vi ba om regninga', '-kom ikke før vi ba om regningen', '-kom ikke før vi ba om regninga', '-kom først da vi skulle betale', '-kom først da vi ville betale',
      // Kept waiting though on time, or not in the chair until long after the hour booked ('måtte sitte på venterommet selv om jeg kom i tide', 'kom ikke i stolen før 11'): the wait.
      '-selv om jeg kom i tide', '-selv om vi kom i tide', '-enda jeg kom i tide', '-enda jeg var der i god tid', '-selv om jeg var der i god tid', '-selv om jeg var der presis', '-enda jeg var der presis', '-kom ikke i stolen før', '-kom ikke inn i stolen før', '-kom først i stolen', '-ikke i stolen før',
      // Hours sat in the chair or the salon ('jeg satt der i nesten tre timer'): the wait.
      '-satt der i * timer', '-satt der i nesten * timer', '-satt der i over * timer', '-satt der i godt over * timer', '-satt i stolen i * timer', '-satt i stolen i nesten * timer', '-satt i stolen i over * timer', '-satt der i fire timer', '-satt der i tre timer', '-satt der i to timer', '-satt der i timevis', '-satt i stolen i timevis', '-satt der i en evighet',
      // not having to wait ('slapp å vente', 'trengte aldri å vente'); a repair not ready when promised ('sto der fortsatt urørt').
      '+slapp å vente', '+slapp å stå i kø', '+slepp å vente', '+slapp nesten å vente', '+trengte ikke å vente', '+trengte aldri å vente', '+trengte ikke vente', '+trengte ikkje vente', '+trengte ikkje å vente', '+måtte ikke vente', '+venta nesten ikke', '+ventet nesten ikke', '+venta ikke i det hele tatt',
      '-sto den der fortsatt', '-sto der fortsatt urørt', '-fortsatt urørt', '-sto urørt', '-ikke rørt', '-ikke engang rørt', '-ikke klar som lovet', '-ikke ferdig som lovet', '-ikke klar som avtalt', '-ikke ferdig som avtalt', '-fortsatt ikke klar', '-fortsatt ikke ferdig', '-var ikke klar da jeg kom', '-var ikke ferdig da jeg kom', '-ikke klar til avtalt tid', '-ikke ferdig til avtalt tid',
      // it went quickly, in bokmål and nynorsk ('gjekk fort', 'gikk kjapt').
      '+gjekk fort', '+gjekk kjapt', '+gjekk raskt', '+gjekk snøgt', '+gikk kjapt og greit', '+gikk fort og greit', '+gjekk fort og greitt', '+gjekk kjapt og greitt',
      // Courses that came in batches while half the table watched ('hovedrettene kom i tre puljer').
      '-kom i puljer', '-kom i to puljer', '-kom i tre puljer', '-kom i flere puljer', '-kom ikke samtidig', '-kom på forskjellige tidspunkt', '-så på de andre spise', '-se på de andre spise', '-satt og så på at de andre spiste', '-det har gått * uker', '-har det gått * uker', '-har gått * uker uten',
      // How long it took to get something ('en time på å få maten', 'tre uker på å få time'), and 'for lenge': the wait.
      '-en time på å få', '-en halvtime på å få', '-halvtime på å få', '-timer på å få', '-minutter på å få', '-min på å få', '-en evighet på å få', '-uker på å få time', '-uker før jeg fikk time', '-uker før vi fikk time', '-måneder på å få time', '-uker å vente på time', '-ukers ventetid', '-måneders ventetid', '-er for lenge', '-var for lenge', '-tok for lang tid', '-tar for lang tid', '-for lang ventetid',
      // The room not ready at the agreed check-in time: the wait.
      '-rommet var ikke klart', '-rommet ikke var klart', '-rommet var ikke klart ennå', '-rommet var fortsatt ikke klart', '-rommet ikke klart', '-ikke klart ved innsjekk', '-ble bedt om å vente', '-måtte vente i lobbyen', '-vente i lobbyen', '-ventet i lobbyen', '-venta i lobbyen', '-satt i lobbyen i',
      // A delivery that came the day after the day it was for ('den kom dagen ETTER').
      '-kom dagen etter', '-den kom dagen etter', '-kom en dag for sent', '-kom to dager for sent', '-kom for sent', '-levert for sent', '-ble levert for sent', '-leveringen kom for sent', '-kom først dagen etter',
      // Forgotten for a while ('så glemte de oss helt i en halvtime'): the wait, not the waiter praised beside it.
      '-glemte de oss', '-glemte oss helt', '-glemte de oss helt', '-glemte oss i', '-de glemte oss', '-glemt oss', '-ble glemt', '-vi ble glemt', '-glemte oss bort', '-glemte bort oss', '-ble vi glemt', '-ble glemt i',
      // Delivery times told in days ('ti dagers levering', 'to ukers leveringstid').
      '-ti dagers levering', '-* dagers levering', '-* dagers leveringstid', '-* ukers levering', '-* ukers leveringstid', '-to ukers levering', '-tre ukers levering',
      // A wait told without 'vente': standing at the counter for minutes, a dish an hour after ordering.
      '-sto ved disken i * min', '-sto i kassa i * minutter', '-sto ved kassa i * minutter', '-en time etter at vi hadde bestilt', '-en time etter vi hadde bestilt', '-en halvtime etter at vi hadde bestilt', '-* minutter etter at vi hadde bestilt', '-* min etter at vi hadde bestilt', '-en time etter bestillingen', '-over en time etter at vi bestilte',
      // Left sitting while the stylist or dentist saw to someone else ('ble sittende med folie i håret i 50 minutter mens frisøren klipte en annen kunde', 'satt over en halvtime på venterommet').
      '-ble sittende med folie', '-ble sittende i * minutter', '-ble sittende i over', '-ble sittende i en halvtime', '-ble sittende i en time', '-ble sittende og vente', '-satt over en halvtime', '-satt over en time', '-satt en halvtime', '-satt en hel time', '-satt over * minutter', '-satt i over en halvtime', '-satt i over en time', '-mens frisøren klipte en annen', '-mens hun klipte en annen', '-mens han klipte en annen', '-mens frisøren tok en annen', '-tok en annen kunde først', '-tok inn en annen kunde',
      // Speed told by in-and-out times ('inne og ute på 20 min'): praise of the wait.
      '+inne og ute på', '+inn og ut på', '+ute igjen etter * min', '+ute igjen på', '+ferdig på * min', '+ferdig på * minutter',
      // A job promised for a day and not ready, or a 'straks tilbake' note at an empty counter: the wait.
      '-skulle være montert til', '-skulle være ferdig til', '-skulle være klar til', '-skulle vært ferdig til', '-skulle vært klar til', '-nesten ferdig', '-straks tilbake', '-kommer straks tilbake', '-sto der i over * minutter', '-sto der i * minutter', '-sto der i en evighet', '-ingen bak disken', '-ingen i kassa', '-ingen ved kassa', '-ingen å se bak disken',
      // Waiting told by time spans in a complaint ('det gikk 3 uker', 'måtte vente i to uker'), and speed told by a quick fix as praise ('fikset det på ti minutter', 'klar samme ettermiddag').
      '-det gikk * uker', '-det gikk over * uker', '-det gikk nesten * uker', '-det gikk * dager', '-det gikk over * dager', '-det gikk en hel uke',
      '-det gikk en måned', '-det gikk over en måned', '-det gikk * måneder', 'det gikk * timer', 'det gikk over en time', 'det gikk nesten en time',
      '-gikk det * uker', '-gikk det * dager', 'gikk det over en time', 'gikk det en time', 'gikk det * minutter', '-sto i kø i * minutter',
      '-stod i kø i * minutter', '-sto i kø i * min', '-stå i kø i * minutter', '-stå i kassa i * minutter',
      '-måtte stå i kø', '-sto i kø i over', '-sto i kø i en evighet', '-sto og ventet i * minutter', '-måtte vente i * uker', '-måtte vente * uker',
      '-måtte vente i * dager', '-måtte vente * dager', '-måtte vente i over', '-måtte vente i to uker', '-måtte vente i tre uker', '-ventet i * uker', '-ventet * uker',
      '-ventet i * dager', '-ventet * dager', '-satt i * minutter uten', '-satt * minutter uten', '-ventet * minutter uten', '-ble ikke ropt inn før',
      '-ble først ropt inn', '-ropt inn * minutter for sent', '-først ropt inn etter', '-fikk først svar etter', '-svar etter * uker', '-svar etter * dager',
      '-svarte først etter', '-tok over en time å få', '-tok over en halvtime', '-tok nesten en halvtime', '-tok godt over en halvtime', '-tok * timer å få', '-tok en evighet å få', '-en time forsinket', '-en halvtime forsinket',
      '-over en time forsinket', '-minutter forsinket', '-min forsinket', '-min etter timen', '-minutter etter timen', '-min etter avtalt tid',
      '-minutter etter avtalt tid', '-etter timen min', '-etter oppsatt tid', '-over oppsatt tid', '+fikset det på 5 min', '+fikset det på 5 minutter',
      '+fikset det på fem minutter', '+fikset det på to minutter', '+fikset det på 2 minutter', '+fikset det på ti minutter', '+fikset det på 10 minutter',
      '+fikset det på 10 min', '+fikset det på få minutter', '+fikset det på noen få minutter', '+fikset det på et par minutter', '+fikset det på no time',
      '+fiksa det på 5 min', '+fiksa det på 5 minutter', '+fiksa det på fem minutter', '+fiksa det på to minutter', '+fiksa det på 2 minutter',
      '+fiksa det på ti minutter', '+fiksa det på 10 minutter', '+fiksa det på 10 min', '+fiksa det på få minutter', '+fiksa det på noen få minutter',
      '+fiksa det på et par minutter', '+fiksa det på no time', '+fikset den på 5 min', '+fikset den på 5 minutter', '+fikset den på fem minutter',
      '+fikset den på to minutter', '+fikset den på 2 minutter', '+fikset den på ti minutter', '+fikset den på 10 minutter', '+fikset den på 10 min',
      '+fikset den på få minutter', '+fikset den på noen få minutter', '+fikset den på et par minutter', '+fikset den på no time', '+ordnet det på 5 min',
      '+ordnet det på 5 minutter', '+ordnet det på fem minutter', '+ordnet det på to minutter', '+ordnet det på 2 minutter', '+ordnet det på ti minutter',
      '+ordnet det på 10 minutter', '+ordnet det på 10 min', '+ordnet det på få minutter', '+ordnet det på noen få minutter', '+ordnet det på et par minutter',
      '+ordnet det på no time', '+ordna det på 5 min', '+ordna det på 5 minutter', '+ordna det på fem minutter', '+ordna det på to minutter', '+ordna det på 2 minutter',
      '+ordna det på ti minutter', '+ordna det på 10 minutter', '+ordna det på 10 min', '+ordna det på få minutter', '+ordna det på noen få minutter',
      '+ordna det på et par minutter', '+ordna det på no time', '+ordnet den på 5 min', '+ordnet den på 5 minutter', '+ordnet den på fem minutter',
      '+ordnet den på to minutter', '+ordnet den på 2 minutter', '+ordnet den på ti minutter', '+ordnet den på 10 minutter', '+ordnet den på 10 min',
      '+ordnet den på få minutter', '+ordnet den på noen få minutter', '+ordnet den på et par minutter', '+ordnet den på no time', '+reparert på 5 min',
      '+reparert på 5 minutter', '+reparert på fem minutter', '+reparert på to minutter', '+reparert på 2 minutter', '+reparert på ti minutter',
      '+reparert på 10 minutter', '+reparert på 10 min', '+reparert på få minutter', '+reparert på noen få minutter', '+reparert på et par minutter',
      '+reparert på no time', '+reparerte den på 5 min', '+reparerte den på 5 minutter', '+reparerte den på fem minutter', '+reparerte den på to minutter',
      '+reparerte den på 2 minutter', '+reparerte den på ti minutter', '+reparerte den på 10 minutter', '+reparerte den på 10 min', '+reparerte den på få minutter',
      '+reparerte den på noen få minutter', '+reparerte den på et par minutter', '+reparerte den på no time', '+skiftet på 5 min', '+skiftet på 5 minutter',
      '+skiftet på fem minutter', '+skiftet på to minutter', '+skiftet på 2 minutter', '+skiftet på ti minutter', '+skiftet på 10 minutter', '+skiftet på 10 min',
      '+skiftet på få minutter', '+skiftet på noen få minutter', '+skiftet på et par minutter', '+skiftet på no time', '+byttet på 5 min', '+byttet på 5 minutter',
      '+byttet på fem minutter', '+byttet på to minutter', '+byttet på 2 minutter', '+byttet på ti minutter', '+byttet på 10 minutter', '+byttet på 10 min',
      '+byttet på få minutter', '+byttet på noen få minutter', '+byttet på et par minutter', '+byttet på no time', '+klipt på 5 min', '+klipt på 5 minutter',
      '+klipt på fem minutter', '+klipt på to minutter', '+klipt på 2 minutter', '+klipt på ti minutter', '+klipt på 10 minutter', '+klipt på 10 min',
      '+klipt på få minutter', '+klipt på noen få minutter', '+klipt på et par minutter', '+klipt på no time', '+var klar på 5 min', '+var klar på 5 minutter',
      '+var klar på fem minutter', '+var klar på to minutter', '+var klar på 2 minutter', '+var klar på ti minutter', '+var klar på 10 minutter', '+var klar på 10 min',
      '+var klar på få minutter', '+var klar på noen få minutter', '+var klar på et par minutter', '+var klar på no time', '+var ferdig på 5 min',
      '+var ferdig på 5 minutter', '+var ferdig på fem minutter', '+var ferdig på to minutter', '+var ferdig på 2 minutter', '+var ferdig på ti minutter',
      '+var ferdig på 10 minutter', '+var ferdig på 10 min', '+var ferdig på få minutter', '+var ferdig på noen få minutter', '+var ferdig på et par minutter',
      '+var ferdig på no time', '+var ferdige på 5 min', '+var ferdige på 5 minutter', '+var ferdige på fem minutter', '+var ferdige på to minutter',
      '+var ferdige på 2 minutter', '+var ferdige på ti minutter', '+var ferdige på 10 minutter', '+var ferdige på 10 min', '+var ferdige på få minutter',
      '+var ferdige på noen få minutter', '+var ferdige på et par minutter', '+var ferdige på no time', '+fikk maten på 5 min', '+fikk maten på 5 minutter',
      '+fikk maten på fem minutter', '+fikk maten på to minutter', '+fikk maten på 2 minutter', '+fikk maten på ti minutter', '+fikk maten på 10 minutter',
      '+fikk maten på 10 min', '+fikk maten på få minutter', '+fikk maten på noen få minutter', '+fikk maten på et par minutter', '+fikk maten på no time',
      '+fikk vi maten på 5 min', '+fikk vi maten på 5 minutter', '+fikk vi maten på fem minutter', '+fikk vi maten på to minutter', '+fikk vi maten på 2 minutter',
      '+fikk vi maten på ti minutter', '+fikk vi maten på 10 minutter', '+fikk vi maten på 10 min', '+fikk vi maten på få minutter',
      '+fikk vi maten på noen få minutter', '+fikk vi maten på et par minutter', '+fikk vi maten på no time', '+fikk kaffen på 5 min', '+fikk kaffen på 5 minutter',
      '+fikk kaffen på fem minutter', '+fikk kaffen på to minutter', '+fikk kaffen på 2 minutter', '+fikk kaffen på ti minutter', '+fikk kaffen på 10 minutter',
      '+fikk kaffen på 10 min', '+fikk kaffen på få minutter', '+fikk kaffen på noen få minutter', '+fikk kaffen på et par minutter', '+fikk kaffen på no time',
      '+sto maten på bordet på 5 min', '+sto maten på bordet på 5 minutter', '+sto maten på bordet på fem minutter', '+sto maten på bordet på to minutter',
      '+sto maten på bordet på 2 minutter', '+sto maten på bordet på ti minutter', '+sto maten på bordet på 10 minutter', '+sto maten på bordet på 10 min',
      '+sto maten på bordet på få minutter', '+sto maten på bordet på noen få minutter', '+sto maten på bordet på et par minutter', '+sto maten på bordet på no time',
      '+kom maten på 5 min', '+kom maten på 5 minutter', '+kom maten på fem minutter', '+kom maten på to minutter', '+kom maten på 2 minutter',
      '+kom maten på ti minutter', '+kom maten på 10 minutter', '+kom maten på 10 min', '+kom maten på få minutter', '+kom maten på noen få minutter',
      '+kom maten på et par minutter', '+kom maten på no time', '+klar samme dag', '+klar samme ettermiddag', '+klar samme kveld', '+klar samme formiddag',
      '+klar dagen etter', '+klar neste dag', '+klar allerede samme dag', '+klar til henting samme dag', '+klar til henting dagen etter', '+ferdig samme dag',
      '+klar etter en time', '+klar på en time', '+klar innen en time', '+levert dagen etter', '+levert neste dag', '+kom allerede dagen etter',
      '+fikset mens jeg ventet', '+fikset det mens jeg ventet', '+fiksa det mens jeg venta', '+ordnet mens jeg ventet', '+ordnet det mens jeg ventet',
      '+reparert mens jeg ventet', '+byttet mens jeg ventet', '+skiftet mens jeg ventet', '+på no time', '+på et øyeblikk', '+på få minutter', '+i løpet av få minutter',
      '+i løpet av noen minutter', '+tok bare * minutter', '+tok bare fem minutter', '+tok bare et kvarter', '+tok kun * minutter', '+bare * minutters ventetid',
      '+bare * min ventetid', '+kun * minutters ventetid', '+nesten ingen ventetid', '+nesten ingen venting',
      // Irony closing a complaint: 'lykke til med parkeringen', 'godt jobbet' after a fault, 'smart forretningsmodell'.
      '-lykke til hvis du har dårlig tid', '-lykke til om du har dårlig tid', '-ta med matpakke', '-ta med niste',
      '-uker før * kom', '-uker før bestillingen', '-uker før pakken', '-uker før jeg fikk', '-uker før vi fikk', '-uker på å komme', '-uker å komme', '-uker leveringstid', '-måtte stå og vente', '-stå og vente', '-sto og ventet', '-sto og venta', '-stod og ventet', '-vente på bord', '-ventet på bord', '-venta på bord', '-vente på ledig bord', '-ventet på et ledig bord',
      // A delay that is the complaint; waiting in everyday idioms.
      '-tok to uker', '-tok tre uker', '-tok * uker', '-tok over en uke', '-lovet * dager', '-ble lovet * dager', '-beskjed om * dager', '-lang leveringstid',
      '-en engels tålmodighet', '-englers tålmodighet', '-engletålmodighet', '-væpne seg med tålmodighet', '-væpne deg med tålmodighet', '-tålmodigheten på prøve',
      '-krever tålmodighet', '-krever en del tålmodighet', '-timer for tre retter', '-timer for * retter', '-timer for to retter', '-rommet var ikke klart før', '-rommet ikke var klart før', '-ikke klar før',
      '-tok hundre år', '-tar hundre år', '-en halv dag å', '-en hel dag å', '-tvinne tommeltotter', '-tvinnet tommeltotter', '-satt og tvinnet tommeltotter',
      'sitte på venterommet', 'satt på venterommet', 'sitter på venterommet', 'sittet på venterommet', 'sitte i venterommet', 'satt i venterommet', 'minutter på venterommet', 'min på venterommet', 'time på venterommet', 'timer på venterommet', 'halvtime på venterommet', '-lenge på venterommet', '-på venterommet lenge', '-på venterommet i over', 'minutter i venterommet', 'satt på venteværelset', 'minutter på venteværelset', '-lenge på venteværelset',
      'ikke før kl', 'først kl',
      'ble sittende', 'etter * min',
      'vente', 'ventet', 'venta', 'ventetid*', 'venting*', 'på vent', 'satt på vent', '-kø', '-køen', '-køer', '-køa', '-lang tid', 'tok tid', '-tok sin tid',
      'tok litt tid', '-en evighet', '-evigheter', '-forsink*', '+punktlig*', 'i tide', 'over timen', 'over tiden', 'et kvarter', 'halvtime*', '+gikk fort',
      '+gikk raskt', 'minutter før', 'minutter på', 'minutter over', 'minutter forsinket', 'tempoet', '~kjapt', '~lynrask*', '~treig*', '-ventet lenge', '~treg*',
      '~sakte', '~rask*', '~kjapp*', '~fort', '~minutter', '~presis', 'folks tid', 'andres tid', 'kundenes tid', 'pasientenes tid',
      'leveringstid*', 'uker senere', 'uker etterpå', 'dager senere', 'ukes venting', 'ukers venting', '-tok en stund', 'en god stund', '-satt lenge', 'ventet en stund',
      'minutter etter', '-for sent', '-for seint', '-satt og ventet',
      // One person left to do everything ('én person på jobb', 'stakkars servitøren var alene på hele restauranten', 'hun fortjener en kollega'), and the train missed for it: the wait, and pity for the person, not blame.
      '-én person på jobb', '-en person på jobb', '-ei på jobb', '-én ansatt på jobb', '-en ansatt på jobb', '-kun én på jobb', '-kun en på jobb', '-bare én person på jobb', '-bare en person på jobb', '-bare én ansatt', '-bare en ansatt', '-bare ei på jobb',
      '-var alene på hele', '-alene på hele restauranten', '-alene på hele kafeen', '-alene på hele kaféen', '-alene i hele butikken', '-alene i hele restauranten', '-alene bak disken', '-alene i kassa', '-alene i baren', '-alene i resepsjonen', '-alene om alt', '-alene om å', '-gjøre alt alene', '-gjorde alt alene', '-skulle gjøre alt', '-løp rundt alene', '-sprang rundt alene',
      '-fortjener en kollega', '-fortjener en kollega til', '-fortjener flere kolleger', '-trenger en kollega', '-trenger en kollega til', '-trenger flere kolleger', '-trenger flere folk på jobb', '-trenger mer hjelp',
      '-rakk ikke toget', '-rakk ikkje toget', '-rakk ikke bussen', '-rakk ikke flyet', '-rakk ikke ferja', '-rakk ikke ferga', '-mistet toget', '-mista toget', '-mistet bussen', '-mista bussen', '-mistet flyet',
      'sittende og vente', '-mye ventetid', '-mye venting', '-over en time', '-over to timer', '-nesten en time', '-nesten to timer', '-underbemann*', '-for få ansatte',
      '-for lite folk', 'folk på jobb', 'flere på jobb', 'en på jobb', 'én på jobb', '-alene på jobb', '-ventet * minutter', '-venta * minutter', '-ventet * min',
      'etter * minutter', 'etter en time', 'etter en halvtime', '-først etter', 'tok nesten', '-tok over en time', 'tok over * minutter', 'før vinen kom', 'før maten kom',
      'før drikken kom', '-før noen kom', '+ingen ventetid', '+uten ventetid', '+ingen kø', '+uten kø', '+kom raskt', '+kom fort', '+kom kjapt',
      '+bord med en gang', '+betjent med en gang', '+servert med en gang',
      '-fikk ikke sitte før', '-ikke sitte før', 'vente på regningen', 'ventet på regningen', 'vente * på regningen', 'ventet * på regningen', 'vente * * på regningen',
      '-før noen kom bort', '-før noen dukket opp', '-før noen dukka opp', '-før nattevakta dukka opp', '-før nattevakten dukket opp', '-før nattevakta dukket opp', '-før resepsjonisten dukket opp', '-før resepsjonisten dukka opp', '-før noen fra hotellet dukket opp', '-satt i bilen i en time', '-satt i bilen i over en time', '-satt i bilen i * timer', '-satt i bilen i * minutter', '-satt i bilen og venta', '-satt i bilen og ventet', '-sto ute og venta', '-sto ute og ventet', '-fortsatt ingen', '-fremdeles ingen', '-fortsatt ingenting', '-kom ikke inn før', '-ikke inn før', '-kom inn først',
      '-inn først kl', '-ga opp og gikk', '-ga vi opp og gikk', '-ga opp og dro', '-ga vi opp og dro', '-gikk lei og dro', '-evig tid', '-halv evighet', '-tok en time',
      '-tok en halvtime', '-timer på maten', '-fikk ikke bord før', '-ikke bord før', '-tok dem * minutter', '-tok dem over', '-tok dem en time', '-minst en halvtime',
      '-minst en time', '+på null komma niks', '+null komma niks', '+på et blunk', '+på rekordtid', '+i en fei', '+oppsatt tid', '+på oppsatt tid',
      '+ingen venting', '+uten venting', '+null venting', 'maten raskt', 'mat raskt', 'maten kjapt',
      '~kjempefort', '~superfort', '~kjemperask*', '~superkjapp*', '~kjempekjapp*',
      '-gikk tregt', '-gikk * tregt', '-gikk treigt', '-gikk * treigt', '-gikk sakte', '-gikk * sakte', '-en hel evighet', '-ventet og ventet',
      '-tok fire dager', '-og ikke til i morgen som lovet', '-ikke til i morgen som lovet',
      // Slow in the kitchen when full.
      '-drøyde', '-drøyde litt', '-treigt på kjøkkenet', '-tregt på kjøkkenet',
    ],
    atmosphere: [
      // A charm of its own, or a place without soul ('stedet har en egen sjarm', 'stedet manglet sjel').
      '+egen sjarm', '+mye sjarm', '+har sjarm', '-mangler sjarm', '-manglet sjarm', '-mangler sjel', '-manglet sjel',
      // The premises by the indefinite 'lokale' ('kjempekoselig lokale').
      'lokale', '+kjempekoselig lokale',
      // A dreary waiting room: plastic plants, the TV at full blast.
      '-plastplanter', '-plastblomster', '-venterommet er trist', '-venterommet var trist', '-trist venterom', '-tv-en på full guffe', '-full guffe på tv', '-tv på full guffe', '-kjedelig venterom',
      // A salon praised as a room ('salongen er kjempefin', 'koselig salong').
      '+salongen er kjempefin', '+salongen er fin', '+salongen er koselig', '+salongen er lekker', '+salongen var fin', '+salongen var koselig', '+fin salong', '+koselig salong', '+lekker salong', '+kjempefin salong', '+trivelig salong', '+salongen er trivelig',
      // Atmosphere and location in everyday words: 'fint lokale', 'koselige lokaler'; 'utrolig beliggenhet', 'utsikt over fjorden', 'ligger nydelig'.
      '+fint lokale', '+fine lokaler', '+flott lokale', '+flotte lokaler', '+koselig lokale', '+koselige lokaler', '+lyst lokale', '+lyse lokaler', '+trivelig lokale',
      '+trivelige lokaler', '+hyggelig lokale', '+hyggelige lokaler', '+lekkert lokale', '+lekre lokaler', '+nydelig lokale', '+nydelige lokaler', '+sjarmerende lokale',
      '+sjarmerende lokaler', '-kjedelig lokale', '-kjedelige lokaler', '-kaldt lokale', '-mørkt lokale', '-mørke lokaler',
      '+flott salong', '+nydelig salong', '+stilig salong', '+salongen er så fin', '+salongen er nydelig', '+lekker butikk', '+stilig butikk', '+koselig butikk', '+nydelig butikk', '+butikken er så fin', '+butikken er nydelig', '+butikken er så lekker', '+nydelig hage', '+koselig hage', '+herlig hage', '+flott hage', '+fin hage', '+hagen er nydelig', '+hagen er så fin', '-slitt lokale', '-stygt lokale', '-slitne lokaler', '-stygge lokaler',
      '~venterom*', '~venteværelse*', '~ventesal*',
      'stemning*', 'atmosfære*', 'lokalet', 'lokaler', 'lokalene', 'interiør*', 'innredning*', 'innredet', 'dekor*', 'musikk*', 'miljø', 'miljøet', 'vibe*',
      'hygge', '*stemning', '*stemningen', 'ambiance', 'ambience', 'trivsel', 'sjarm*', 'belysning*', '+koselig*', '~kos', '~lun', '~lunt', '~innbydende',
      '~trivelig*', '~avslappende', '~avslappet*', '~trang', '~trangt', '~luftig*', 'oppussing*', 'pusses opp', '+nyoppusset', '~gammeldags', '-sjelløs*', '-ingen stemning',
      '-ingen atmosfære', '-iskaldt i', '-kaldt i lokalet', '-kaldt inne', '-satt med jakkene på', '-satt med jakka på', '-trekk fra', '-trekkfull*', 'temperatur*', 'møbler',
      'møblene', 'uteservering*', 'terrasse*', '~bakgård*', '~peis*', 'levende lys', // weak: 'parkeringen i bakgården', 'et rom med peis' are the parking and the room
      'stolene', '-for tett', '-altfor tett', '-iskaldt i lokalet',
      '-som en kantine', '-som i en kantine', '-kantinestemning', '-kantinepreg', '-som et venterom', '-lysrør*', '-sild i tønne', '-som sild i tønne',
      '-som sild i en tønne', '-stuet sammen', '-kaldt og sterilt', '-kald og steril', '-sterilt og kaldt', '-sterilt lokale', '-null stemning',
      '-null atmosfære', '-helt dødt', '-dødt i lokalet',
      '-som å sitte i en kantine', '-satt oppå hverandre', '-sitter oppå hverandre',
      '-som å sitte på en flyplass', '-som en flyplass', '-som på en flyplass', '-som et sykehus', '-som på et sykehus', '-kaldt og upersonlig',
      '-kald og upersonlig', '+føler seg velkommen', '+føler man seg velkommen', 'slitne stoler', 'slitte møbler', '-flassende maling', '-vaklete bord', '-vaklende bord',
      '-trenger oppussing', '-trenger en oppussing', '-trist lokale', '-mørkt og trist', '-trist og mørkt',
      // Books and plants on the shelves are the decor ('bøker i hyllene'), not the shop's selection.
      'bøker i hyllene', 'bøker på hyllene', 'bøker i hylla', 'bøker på hylla', 'bøker i hyllen', 'bokhyller', 'bokhyllene', 'bokhylla', 'planter i hyllene', 'planter på hyllene',
    ],
    noise: [
      // Music kept low and rooms sound-proofed ('passe dempet musikk', 'godt lydisolert').
      '+dempet musikk', '+dempa musikk', '+lav musikk', '+passe lydnivå', 'lydisolert*',
      // Jackhammers and building sites over the road from seven ('byggeplass rett over gata, de begynte å pigge kl 7').
      '-pigge', '-pigga', '-pigget', '-pigging*', '-begynte å pigge', '-begynte de å pigge', '-byggeplass rett over gata', '-byggeplass rett over gaten', '-byggeplass rett over veien', '-byggeplass rett utenfor', '-byggeplass utenfor vinduet', '-byggeplassen rett over gata', '-byggeplassen utenfor',
      // Pipes knocking and a lift rattling behind the bed ('rør som banket og en heis som skranglet').
      '-rør som banket', '-rør som banka', '-rørene banket', '-rørene banka', '-banket i rørene', '-banka i rørene', '-banking i rørene', '-rør som durte', '-rørene durte', '-rørene ulte', '-heis som skranglet', '-heis som skrangla', '-heis som bråkte', '-heisen skrangla', '-skranglete heis',
      // Not a sound from the street ('vi hørte ikke et knyst fra gata'), talk at a normal voice ('vi kunne prate helt normalt').
      '+hørte ikke et knyst', '+ikke et knyst', '+ikkje eit knyst', '+hørte ikke en lyd', '+hørte ikke en eneste lyd', '+ikke en lyd fra gata', '+ikke en lyd fra gaten', '+hørte ingenting fra gata', '+hørte ingenting fra gaten', '+hørte ingenting fra naborommet', '+merket ingenting til trafikken', '+kunne prate helt normalt', '+kunne prate normalt', '+kunne snakke helt normalt', '+kunne snakke normalt', '+prate helt normalt', '+snakke helt normalt', '+slapp å rope', '+trengte ikke å rope', '+trengte ikke rope',
      // Bass thumping ('det dunka bass til to på natta').
      '-dunka bass', '-dunket bass', '-bassen dunka', '-bassen dunket', '-dunka hele natta', '-dunket hele natten',
      // Lorries and traffic heard all night, a night with next to no sleep ('hørte lastebilene på veien hele natta og sov nesten ikke'); drilling next door from early morning ('klokka sju begynte de å bore på byggeplassen ved siden av'): the noise.
      '-hørte lastebil*', '-høre lastebil*', '-hørte trafikken', '-høre trafikken', '-hørte bilene', '-høre bilene', '-hørte toget', '-hørte togene', '-støy fra veien', '-bråk fra gata', '-støy fra gata', '-sov nesten ikke', '-sov nesten ingenting', '-fikk nesten ikke sove', '-fikk nesten ikke sovet', '-begynte de å bore på byggeplassen', '-bore på byggeplassen', '-bora på byggeplassen', '-boret på byggeplassen', '-bore i veggen ved siden av', '-boret i veggen ved siden av', '-bora i veggen ved siden av', '-byggeplassen ved siden av', '-byggeplass ved siden av', '-byggearbeid ved siden av', '-byggearbeidet ved siden av',
      // building work outside from early morning ('utenfor holdt de på å bygge fra klokka sju').
      '-holdt på å bygge', '-holdt de på å bygge', '-holder på å bygge', '-holder de på å bygge', '-heldt på å byggje', '-holdt på å bore', '-holder på å bore', '-holdt på å rive', '-boret fra', '-bora fra', '-boring fra', '-bygging utenfor', '-byggearbeid*', '-anleggsarbeid*', '-veiarbeid*', '-gravemaskin*', '-boremaskin*', '-drill fra', '-håndverkere fra klokka', '-håndverkerne begynte klokka', '-pussa opp rommet ved siden av', '-pusset opp rommet ved siden av',
      // A fan or machine droning all night ('vifta dura hele natta', 'durte og surret').
      '-dura hele natta', '-dura hele natten', '-surra hele natta', '-surret hele natta', '-surret hele natten', '-bråket hele natta', '-bråka hele natta', '-vifte som dura', '-vifta dura', '-vifta durte', '-viften duret',
      // Noise told by what was heard: neighbours quarrelling, children screaming, a baby crying.
      '-naboene kranglet', '-kranglet hele natta', '-kranglet hele natten', '-noen som kranglet', '-krangling på gangen', '-unger som skrek', '-barn som skrek', '-skrikende unger', '-skrikende barn', '-en baby som gråt', '-en baby som skrek',
      '-fest på naborommet', '-fest i naborommet', '-fest i gangen', '-fest i korridoren', '-naborommet festet', '-festing på naborommet',
      // Each passing car heard ('man kunne høre hver eneste bil som kjørte forbi').
      '-hver eneste bil', '-hver bil som kjørte forbi', '-hver eneste lastebil', '-hvert eneste tog', '-hver eneste trikk', '-kunne høre hver',
      // Machines droning or rattling through the night told by the verb ('duret hele natta', 'durte som en traktor', 'skramlet med bord og stoler fra kl 05'), and a room right above the source.
      '-duret', '-duret hele natta', '-duret hele natten', '-durer hele natta', '-durer hele natten', '-som duret', '-durte som en traktor', '-durer som en traktor', '-duret som en traktor', '-bråker som en traktor', '-lød som en traktor', '-som et jetfly',
      '-skramlet med', '-skramla med', '-skramler med', '-skramlet fra kl', '-skramla fra kl', '-bråkte fra kl', '-bråka fra kl', '-fra kl 5 om morgenen', '-fra klokka fem', '-fra klokken fem',
      '-rett over et ventilasjonsanlegg', '-over ventilasjonsanlegget', '-rett over ventilasjonen', '-rett over frokostsalen', '-over frokostsalen', '-rett over kjøkkenet', '-rett over baren', '-rett over utestedet', '-rett ved heisen', '-ved siden av heisen',
      // Music thumping up from the bar or club under the room ('dunk dunk dunk til halv tre', 'rom rett over utestedet'): the noise.
      '-dunk dunk', '-dunk dunk dunk', '-dunkende musikk', '-dunkende bass', '-dunket til langt på natt', '-over utestedet', '-rett over nattklubben', '-over nattklubben', '-rett over diskoteket', '-over diskoteket', '-ingen søvn', '-fikk ikke sove',
      // Noise told by what kept one awake: lorries and deliveries from 5 am, traffic all night, every sound through the walls.
      '-lastebiler utenfor', '-lastebiler fra klokka', '-lastebiler fra kl', '-lastebiler hele natta', '-lastebiler hele natten', '-lastebiler som lastet av',
      '-varelevering klokka', '-varelevering fra klokka', '-varelevering kl', '-søppelbilen klokka', '-søppelbilen kl', '-søppelbil klokka', '-trafikk hele natta',
      '-trafikk hele natten', '-trafikken hele natta', '-trafikken hele natten', '-trafikk rett utenfor', '-biler hele natta', '-biler hele natten',
      '-trikken hele natta', '-toget hele natta', '-vekket klokka fem', '-vekket klokka seks', '-vekket kl 5', '-vekket kl 6', '-vekket klokka 5', '-vekket tidlig av',
      '-våknet klokka fem av', '-våknet kl 5 av',
      '-høre alt fra naborommet', '-høre hver lyd', '-hørte hver lyd', '-hver eneste lyd', '-hørte toalettet skylle',
      '-høre toalettet skylle', '-veldig lytt', '-ekstremt lytt', '-utrolig lytt', '-lytt hotell', '-lytte rom', '-vegger som papir', '-tynne som papir',
      '-måtte rope', '-måtte nesten rope', '-måtte rope til hverandre', '-rope for å høre', '-rope for å bli hørt', '-skrike for å høre', '-så høyt at man ikke', '-så høyt at vi ikke', '-så høyt at en ikke', '-så høy at man ikke', '-så høy at vi ikke', '-så høyt at vi måtte', '-så høy at vi måtte', '-så høy at jeg måtte', '-så høyt at jeg måtte',
      // A hotel night told without the word noise: ventilation, aircon, a band, a party, the lift, the radiator, the neighbours.
      '-ventilasjonen gikk til', '-ventilasjonen gikk hele natta', '-ventilasjonen gikk hele natten', '-startet igjen kl', '-startet igjen klokka',
      '-startet igjen klokken', '-hørtes ut som et jetfly', '-høres ut som et jetfly', '-som et fly', '-hørtes ut som en støvsuger', '-spilte til halv',
      '-til langt på natt', '-til langt ut på natta', '-fest i selskapslokalet', '-fest i festsalen', '-fest i selskapslokale', '-fest til kl', '-heisen skranglet',
      '-heisen bråkte', '-skranglet hele natta', '-skranglet hele natten', '-dunket hele natta', '-radiatoren dunket', '-radiatoren klikket',
      '-panelovnen klikket', '-klikket hele natta', '-klikket hele natten', '-naboen snorke', '-naboen snorket', '-hørte naboen', '-høre naboen', '-hørte hvert eneste skritt',
      '-hørte hvert skritt', '-trampet over oss', '-papirtynne vegger', '-papirtynn*',
      '-på for fullt', '-sto på for fullt', '-sto på full guffe', '-full guffe', '-tv-en brølte', '-brølte hele kvelden', '-brølende musikk', '-musikken brølte', '-umulig å høre', '-vanskelig å høre', '-høre hva de andre', '-høre hva som ble sagt', '-ikke engang prate', '-ikke engang snakke', '-ikke engang høre', '-umulig å prate', '-umulig å snakke sammen', '-gikk ikke an å prate', '-gikk ikke an å snakke', '-gikk ikke an å føre en samtale', '-kunne ikke føre en samtale', '-kan ikke føre en samtale', '-umulig å føre en samtale', '-hører ikke sine egne tanker', '-høre sine egne tanker', '-kunne ikke høre hva',
      'ørepropper',
      'skramlet', 'skramling', 'kunne høre', 'hørte vi', 'rope til hverandre',
      'høre hva vi sa', 'durte', 'durer', '-bråkte',
      '-bråk', '-mye bråk', 'hører seg selv tenke', 'høre seg selv tenke',
      'støy*', '-støyende', 'bråk*', 'lydnivå*', 'lydisolering*', '-lytt', '-lytte vegger', '-høylytt*', '-øredøvende', '-høy musikk', '-hørte naboene',
      'hørte hverandre', 'høre hverandre', 'ro', 'roen', 'fred og ro', 'ro og fred', 'stillhet*', '+rolig', '+rolige', 'rolig*', '+fredelig*', '~stille',
      '~skrik*', '-tynne vegger', 'papirvegger', 'papptynne vegger', 'festing', 'fest på rommet', 'fest i gangen', 'fest i korridoren', 'musikken var altfor høy',
      'musikken var for høy', 'musikken var veldig høy', 'musikken var så høy', 'musikken var høy', 'musikken var litt høy', 'musikken er for høy',
      'musikken er altfor høy', 'musikken er høy', '-hvert ord', '-hvert eneste ord', 'ekko*', '-våknet av', '-vekket av',
      '-holdt oss våkne', '-holdt meg våken', '-hørte alt',
      '-ikke kunne prate', '-kunne ikke prate', '-ikke kunne høre hverandre', '-kunne ikke høre hverandre', '-ikke kunne snakke sammen', '-kunne ikke snakke sammen',
      '-gjennom veggene', '-hører alt',
      '-musikken dundret', '-dundret ut', '-dundrende musikk', '-dundrende bass', '-bassen dundret', '-skrålte',
      '-skråling', '-skrålende', '-ungene skrek', '-barna skrek', '-hylende unger', '-kjøleskapet brummet', '-kjøleskapet durte',
      '-brummende kjøleskap', '-summende kjøleskap', '-ventilasjonen ulte', '-viften durte', '-brummet hele natta', '-brummet hele natten',
      '-ulte hele natta', '-ulte hele natten', '-anleggsarbeid rett utenfor', '-anleggsarbeid utenfor', '-byggearbeid utenfor', '-byggearbeid rett utenfor', '-byggestøy',
      '-anleggsstøy', '-trafikkstøy', '-veistøy', '-gatestøy', '-leven', '-levenet', '-dør som smeller', '-dører som smeller', '-dørsmell*', '-smellende dører', '-smalt med dør*',
      '-dørene smalt', '-skrike for å bli hørt', '-nesten skrike', '-måtte skrike', '-festet til langt', '-festet hele natta', '-festet hele natten',
      '-fest hele natta', '-fest hele natten', '-hunden bjeffet', '-bjeffet hele natta', '-bjeffet hele natten', '-bjeffende hund*', '-hunder som bjeffet',
      '-kunne knapt høre', '+uten å rope', '+uten å måtte rope', '+uten å heve stemmen',
      '-trafikken durte', '-trafikken bråkte', '-durte hele natta', '-durte hele natten', '-musikken var skrudd', '-musikken skrudd', '-skrudd opp musikken',
      '-fikk ikke pratet', '-fikk ikke prata', '-spetakkel', '-spektakkel',
      'ventilasjonen durte',
      '-naboens tv', '-naboens fjernsyn', '-naboens fotball*', '-naboens telefonsamtale*', '-gjennom veggen', '-igjennom veggen', '-fest på gangen', '-dører som smalt', '-smalt med dørene', '-smalt med dører', '-sang karaoke', '-karaoke til', '-dro kofferter', '-dra kofferter', '-trillet kofferter', '-kofferter nedover gangen', '-kofferter i gangen', '-lesset av ved', '-losset ved', '-losset av ved', '-lesser av ved', '-bråket som en traktor', '-måtte rope for å', '-lene oss over bordet', '-rett under høyttaleren', '-under høyttaleren', '-rett under høytaleren',
    ],
    booking: [
      // A booking the place could not find or gave away ('reservasjonen var ikke i systemet', 'bordet var gitt bort').
      '-ikke i systemet', '-fantes ikke i systemet', '-fant ikke timen', '-var gitt bort', '-ble gitt bort',
      // The table or slot given away though the guest was only a little late, told with 'allerede' or 'alt' ('bordet vårt var allerede gitt bort').
      '-bordet var allerede gitt bort', '-bordet vårt var allerede gitt bort', '-var bordet allerede gitt bort', '-var bordet vårt allerede gitt bort', '-bordet allerede var gitt bort', '-bordet vårt allerede var gitt bort', '-bordet var alt gitt bort', '-bordet vårt var alt gitt bort', '-timen var allerede gitt bort', '-timen min var allerede gitt bort', '-var timen allerede gitt bort', '-var timen min allerede gitt bort', '-rommet var allerede gitt bort', '-rommet vårt var allerede gitt bort', '-hadde allerede gitt bort', '-hadde alt gitt bort', '-hadde de allerede gitt bort', '-hadde dei allerede gitt bort', '-bordet var allerede gitt til', '-bordet vårt var allerede gitt til',
      // A confirmed booking the place knew nothing of ('fikk bekreftelse, men restauranten visste ingenting om det').
      '-restauranten visste ingenting om det', '-resturanten visste ingenting om det', '-restauranten visste ikke noe om det', '-resturanten visste ikke noe om det', '-hotellet visste ingenting om det', '-hotellet visste ikke noe om det', '-salongen visste ingenting om det', '-klinikken visste ingenting om det', '-stedet visste ingenting om det', '-visste ingenting om bookingen', '-visste ingenting om bordet', '-visste ingenting om timen', '-visste ikke noe om reservasjonen', '-visste ikke noe om bestillingen', '-visste ikke noe om bookingen', '-visste ikke noe om timen', '-visste ikke om reservasjonen', '-visste ikke om bestillingen', '-visste ikke om bookingen',
      // Sent away to come back later despite a reservation ('til tross for reservasjon ble vi bedt om å komme tilbake om en time').
      '-bedt om å komme tilbake om', '-bedt om å komme tilbake senere', '-bedt om å komme igjen om', '-ba oss komme tilbake om', '-ba de oss komme tilbake om', '-ba de oss om å komme tilbake', '-bad de oss komme tilbake om', '-ba hun oss komme tilbake om', '-ba han oss komme tilbake om', '-ba oss om å komme tilbake om', '-ba oss komme tilbake senere', '-ba meg komme tilbake om', '-ba meg om å komme tilbake om', '-bad oss komme tilbake om', '-måtte komme tilbake om en time', '-måtte komme tilbake om en halvtime', '-sa vi måtte komme tilbake om',
      // A table found for walk-ins or held for latecomers ('de fant likevel et bord til oss', 'ringte og de holdt av bordet').
      '+fant likevel et bord', '+fant likevel bord', '+fant et bord til oss', '+fant et bord til meg', '+fant bord til oss', '+fant et bord likevel', '+fant plass til oss', '+fant likevel plass til oss', '+fikset et bord til oss', '+fikset bord til oss', '+fiksa et bord til oss', '+fiksa bord til oss', '+ordnet et bord til oss', '+ordnet bord til oss', '+ordna bord til oss', '+ordna et bord til oss', '+skaffet oss et bord', '+fant et ledig bord til oss', '+tryllet frem et bord', '+trylla fram et bord', '+holdt av bordet', '+holdt av bordet vårt', '+holdt bordet vårt', '+holdt bordet til oss', '+holdt bordet for oss', '+holdt av bord til oss', '+holdt av timen', '+holdt av timen min', '+holdt timen min',
      // Another hairdresser than the one booked ('fikk en helt annen frisør').
      '-fikk en helt annen frisør', '-var det en helt annen frisør', '-er det en helt annen frisør', '-en annen frisør enn den jeg', '-en helt annen frisør enn den jeg', '-en annen enn den jeg hadde booket', '-en annen enn den jeg hadde bestilt',
      // Two customers booked into one slot ('de hadde satt opp to stykker på samme tid'); no getting through to book a new one.
      '-satt opp to stykker på samme tid', '-satt opp to på samme tid', '-satt opp to kunder på samme tid', '-satt opp * stykker på samme tid', '-booket to på samme tid', '-booket inn to på samme tid', '-booket to kunder på samme tid', '-to kunder på samme time', '-to stykker på samme time',
      '-umulig å komme gjennom på telefonen', '-komme gjennom på telefonen for å få', '-for å få ny time', '-for å bestille ny time', '-for å få time', 'få ny time', 'ny time',
      // A booking nobody wrote down ('de hadde ikke skrevet oss opp'): the booking lost.
      '-hadde ikke skrevet oss opp', '-hadde ikke skrevet meg opp', '-hadde ikke skrevet oss ned', '-hadde ikke notert bestillingen', '-hadde ikke notert reservasjonen', '-glemt å skrive oss opp', '-glemt å skrive meg opp', '-hadde ikkje skrive oss opp',
      // Left with a broken filling or toothache until the next free time ('måtte gå med ei knekt fylling i tre uker'), a table or appointment given away to others ('bordet vårt var gitt bort', 'hadde gitt bort timen min'): the booking.
      '-måtte gå med ei knekt fylling', '-måtte gå med en knekt fylling', '-måtte gå rundt med ei knekt fylling', '-måtte gå rundt med en knekt fylling', '-måtte gå med ei løs fylling', '-måtte gå med en løs fylling', '-måtte gå med tannverk', '-måtte gå rundt med tannverk', '-måtte gå med vondt', '-måtte gå rundt med vondt', '-måtte gå med ei knekt tann', '-måtte gå med en knekt tann', '-før de hadde ledig time', '-før de hadde en ledig time', '-før det var en ledig time', '-bordet vårt var gitt bort', '-bordet var gitt bort', '-gitt bort bordet vårt', '-gitt bort bordet', '-ga bort bordet vårt', '-ga bort bordet', '-gitt bort timen min', '-ga bort timen min', '-timen min var gitt bort', '-timen var gitt bort', '-gitt timen min til en annen', '-ga timen min til en annen',
      // nothing free for weeks, no emergency slot ('de hadde ikke noe ledig før om tre uker', 'spurte om akuttime').
      '-ikke noe ledig', '-ikke hadde noe ledig', '-hadde ikke noe ledig', '-hadde ingenting ledig', '-ingenting ledig', '-ikkje noko ledig', '-ikke noen ledige', '-ingen ledig time', '-ingen ledig tid', '-ingen ledige tider', '-ikke ledig før', '-ikke ledig time før', '-første ledige time var', '-første ledige time er', '-neste ledige time var', '-neste ledige time er', '-første ledige tid var', '-fullt i * uker', '-ikke plass før om',
      'akuttime*', 'akutt-time*', 'akutttime*', 'akutt time', 'akuttider', 'akutt tid', '-ingen akuttime*', '-hadde ikke akuttime*', '-tilbyr ikke akuttime*', '-ikke akuttimer',
      // a booked party seated by the toilets ('satt oss ved et langbord rett ved toalettene'); an emergency slot the same day.
      '-rett ved toalettene', '-ved siden av toalettene', '-like ved toalettene', '-bord ved toalettene', '-bordet ved toalettene', '-rett ved doen', '-rett ved doene', '-ved siden av doen', '-rett ved toalettet', '-ved siden av toalettet',
      '+akutt-time samme dag', '+akutttime samme dag', '+akuttime samme dag', '+akutt time samme dag', '+fikk akutt-time', '+fikk akutttime', '+fikk akuttime', '+fikk akutt time', '+fikk time samme dag', '+fekk time same dag', '+fikk komme samme dag', '+fikk komme inn samme dag', '+fekk kome same dag', '+kunne komme samme dag', '+time allerede dagen etter', '+fikk time allerede dagen etter',
      // The appointment confirmed or not ('fikk aldri noen bekreftelse', 'fikk SMS om time').
      'bekreftelse*', 'bekreftelsen', 'bookingbekreftelse*', 'timebekreftelse*', 'sms om time', 'sms om timen', 'fikk ny time', '-aldri noen bekreftelse', '-ingen bekreftelse', '-fikk aldri bekreftelse', '-fikk ikke bekreftelse', '-gebyr for at jeg ikke møtte', '-gebyr for ikke å møte', '-gebyr for uteblivelse', '-faktura for at jeg ikke møtte',
      // Moving an appointment, not getting through on the phone, another date in the system than on the text ('en annen dato i systemet enn på sms-en').
      '-få flytta en time', '-få flyttet en time', '-flytte en time', '-flytta timen', '-flytte timen', '-flyttet timen', '-endre timen', '-endre en time', '-uten å komme gjennom', '-kom ikke gjennom', '-kommer aldri gjennom', '-ingen tok telefonen', '-tok ikke telefonen', '-svarer aldri på telefonen', '-annen dato i systemet', '-feil dato i systemet', '-feil tid i systemet', '-feil dato på sms*', '-timen var ikke registrert', '-timen sto ikke i systemet', '-sto ikke i systemet', '-ikke registrert i systemet', '-dobbeltbooka', '-dobbeltbooket', '-dobbelbooka', '-dobbelbooket',
      // Hard to get an appointment, booked out for weeks ('litt stress å få time', 'må booke over en uke i forveien').
      '-stress å få time', '-litt stress å få time', '-vanskelig å få time', '-vrient å få time', '-umulig å få time', '-tungt å få time', '-må booke * i forveien', '-må booke * * i forveien', '-må bestille * i forveien', '-fullbooka', '-fullbooket', '-fullt i flere uker',
      // A reservation they 'did not have' ('de hadde ikke reservasjonen vår'): a lost booking.
      '-hadde ikke reservasjonen vår', '-hadde ikke bestillingen vår', '-hadde ikke bookingen vår', '-hadde ikke timen min', '-hadde ikke noe bord til oss', '-hadde ingen reservasjon på', '-hadde ingen bestilling på', '-ingen reservasjon på mitt navn', '-ingen bestilling på mitt navn', '-ingen reservasjon på navnet',
      // A table booked for a time and given late ('fikk ikke sitte før kvart på åtte').
      '-fikk ikke sitte før', '-fikk ikke bordet før', '-fikk ikke bord før', '-fikk først bordet', '-fikk først bord', '-fikk bordet først', '-fikk ikke sette oss før', '-fikk ikke sitte ned før',
      '-ingen visste noe om det', '-ingen visste noe om reservasjonen', '-ingen visste om bestillingen', '-ingen visste noe om bestillingen', '-visste ingenting om reservasjonen', '-visste ingenting om bestillingen',
      // The table or slot given away, told with the verb first after a time clause ('da vi kom var bordet gitt bort').
      '-var bordet gitt bort', '-var bordet vårt gitt bort', '-var timen gitt bort', '-var timen min gitt bort', '-var bordet gitt til andre', '-var bordet gitt til noen andre', '-hadde de gitt bort bordet', '-hadde de gitt bort bordet vårt', '-hadde de gitt bort timen', '-hadde de gitt bordet til', '-var reservasjonen borte', '-var bestillingen borte', '-fantes ikke bestillingen', '-fantes ikke reservasjonen',
      '-fikk timen flytta', '-fikk timen flyttet', '-timen flytta på sms', '-timen flyttet på sms', '-flyttet på sms',
      // A table wished for and not given ('hadde bestilt vindusbord, men ble plassert rett ved toalettene'); easy e-mail booking as praise.
      'vindusbord*', '-ble plassert rett ved toalettene', '-plassert rett ved toalettene', '-plassert ved toalettene', '-ble plassert ved kjøkkenet', '-plassert ved inngangen', '-ble plassert i trekken', '+bestillingen på e-post var enkel', '+bestillingen på mail var enkel', '+enkelt å bestille bord', '+lett å bestille bord', '+enkel å bestille bord',
      // Booking praised as no hassle ('null stress med timebestilling, det går kjapt på appen').
      '+null stress med timebestilling', '+null stress med booking', '+null stress med bookinga', '+null stress med å få time', '+ikke noe stress med timebestilling', '+ikke noe stress å få time', '+går kjapt på appen', '+kjapt på appen', '+kjapt via appen', '+går fort på appen', '+fort på appen', '+enkelt på appen', '+lett å få time',
      // A table booked for a time and given late, told by clock times ('hadde bord kl 19 men fikk ikke bord før 19.45').
      'hadde bord kl', 'hadde bord til kl', 'hadde bestilt bord kl', '-bordet var ikke klart', '-bordet vårt var ikke klart',
      // Online booking that crashes or is down ('nettbookinga kræsja to ganger', 'nettbookingen er nede annenhver gang'), and a booking they have no trace of ('hadde ingen time på meg').
      '-nettbookinga kræsja', '-nettbookingen kræsjet', '-nettbookingen krasjet', '-bookinga kræsja', '-bookingen kræsjet', '-bookingen krasjet', '-appen kræsja', '-appen kræsjet', '-siden kræsja', '-nettsida kræsja', '-kræsja to ganger', '-kræsjet to ganger', '-krasjet to ganger', '-nettbookingen er nede', '-nettbookinga er nede', '-bookingen er nede', '-bookingsystemet er nede', '-bookingsystemet var nede', '-systemet var nede', '-nede annenhver gang',
      '-ingen time på meg', '-hadde ingen time på meg', '-ingen time på mitt navn', '-ingen bestilling på meg', '-ingen reservasjon på meg', '-ingen reservasjon på oss', '-fant ikke timen min', '-fant ikke bestillingen', '-fant ikke reservasjonen', '-fant ikke bordet vårt',
      // Irony closing a complaint: 'lykke til med parkeringen', 'godt jobbet' after a fault, 'smart forretningsmodell'.
      '-lykke til med å få time', '-lykke til med å få en time', '-lykke til med å booke', '-lykke til med å få bord', '-lykke til med å bestille bord',
      '+klemte meg inn', '+klemte oss inn', '+presset meg inn', '+presset oss inn', '+fikk meg inn samme dag', '+fikk oss inn samme dag', '+svarer raskt på messenger', '+svarte raskt på messenger', '+svarer raskt på sms', '+svarte raskt på sms', '+svarer kjapt på', '+svarte kjapt på', '+rask respons på messenger',
      // A reminder or confirmation with the wrong time ('sms-påminnelse med feil klokkeslett', 'feil tidspunkt på påminnelsen'): a booking fault.
      'påminnelse*', '*påminnelse', '*påminnelsen', 'sms-påminnelse*', 'timepåminnelse*', '-påminnelse med feil', '-påminnelse med feil klokkeslett', '-påminnelse med feil tid', '-påminnelse med feil tidspunkt', '-påminnelse med feil dato', '-påminnelsen hadde feil', '-påminnelsen sa feil', '-påminnelsen var feil',
      '-med feil klokkeslett', '-med feil tidspunkt', '-med feil tid', '-feil klokkeslett på', '-feil tidspunkt på', '-feil tid på påminnelsen', '-feil tid i påminnelsen', '-feil tid på sms', '-feil tid i sms', '-feil tid i meldingen', '-feil tid på meldingen', '-feil dato på', '-feil dato i', '-sto feil tid', '-stod feil tid', '-sto feil klokkeslett', '-stod feil klokkeslett', '-sto feil dato', '-stod feil dato',
      '+kjapt i appen', '+raskt i appen', '+enkelt i appen', '+lett i appen', '+kjapt å bestille', '+raskt å bestille', '+lett å bestille', '+enkelt å bestille', '+enkelt å få time', '+lett å booke', '+enkelt å booke', '+kjapt å booke', '-ingenting på mitt navn', '-ingenting på vårt navn', '-ingen bestilling på vårt navn', '-ingen reservasjon på', '-ingen booking på', '-fant ikke navnet mitt', '-fant ikke navnet vårt', '-ikke noe på mitt navn', '-ikkje noko på namnet mitt', '-avlyst på sms * minutter før', '-avlyste på sms * minutter før', '-avlyst * minutter før', '-avlyste * minutter før', '-avbestilt * minutter før', '-avlyst på sms', '-avlyste på sms', '-avlyst på melding', '-flytta på sms', '-flyttet uten å spørre', '-flytta uten å spørre', '-timen ble flyttet', '-timen ble flytta',
      '-timen ble gitt bort', '-bordet ble gitt bort',
      '-gitt til en annen', '-gitt bort til en annen', '-gitt til noen andre', '-booket inn en annen', '-booket en annen', '-satt opp en annen', '-en annen på min time', '-en annen på samme time', '-timen min var gitt', '-samme time to ganger', '-solgt timen min', '-dobbeltbook*', '-booket to ganger', '-ga bort timen',
      'bookingsystemet frøs', 'systemet frøs', 'nettsiden krasjet', 'siden krasjet', 'appen krasjet', 'appen frøs', 'bestille time på nett', 'booke på nett', 'booke time på nett', 'bestille i appen', 'bestille time i appen', 'booke i appen', 'nettbooking*', 'bestillingssiden', 'bookingsiden',
      'å få en time', 'å få time', 'få en time', '-før jeg fikk en time', '-før jeg fikk time', '-før man får en time', '-før man får time', '-før man kan få en time', 'for å booke', 'for å bestille time', 'for å få time',
      'booking*', 'booke*', 'booket', 'bookingen', 'reservasjon*', 'reserver*', 'reservert', 'bestilt bord', 'bestilte bord', 'bestille bord', 'bord til',
      'bordet var ikke klart', 'bordet ikke var klart', 'bordet vårt',
      'bordbestilling*', 'bordreservasjon*', 'timebestilling*', 'bestilt time', 'bestilte time', 'bestille time', 'fikk time', 'få time', 'time hos',
      'timen min', 'timen ble', 'timeavtale*', 'avlyst*', 'flyttet timen', 'flytte timen', 'timen var flyttet', 'booka', 'ledig time',
      'ledige timer', 'avbestill*', 'venteliste*',
      '~bestilling*', '~bestilt', '~registrert', '*reservasjon', '*reservasjonen', 'booke bord', 'booket bord', 'booke time', 'booket time', 'bookingsystem*',
      'timebestillingssystem*', '+time samme dag', '+time dagen etter', 'fullbooket', 'fullt booket', 'sendte meg hjem', 'sendte oss hjem', 'ingen ledige timer',
      '-gitt bort timen', '-bare plass til', '-hadde bare plass til', 'skrive meg inn', 'skrevet meg inn',
      'skrive oss inn', 'skrevet oss inn', '-glemt å skrive', '-glemt å booke',
      'overbook*',
      '-timen som sto på nett fantes ikke', '-timen fantes ikke', '-ble flyttet to ganger', '-flyttet timen to ganger', '-flyttet på sms kvelden før',
      // Booked as the wrong kind of visit or day ('sto jeg oppført med vanlig kontroll', 'registrert på feil dag'), and the treatment put off by it: the booking.
      '-sto jeg oppført med', '-stod jeg oppført med', '-sto oppført med', '-stod oppført med', '-var jeg oppført med', '-var oppført med', '-oppført med feil', '-oppført på feil',
      '-registrert på feil', '-registrert med feil', '-registrert for feil', '-var jeg registrert med', '-satt opp på feil', '-satt opp med feil', '-satt opp til feil', '-var jeg satt opp til',
      '-var jeg satt opp med', '-lagt inn som en vanlig', '-lagt inn som vanlig', '-lagt inn med feil', '-lagt inn på feil', '-booket inn på feil', '-booket meg på feil', '-booket på feil',
      '-booket meg inn på feil', '-skrevet opp på feil', '-skrevet inn på feil', '-feil type time', '-på feil dag i systemet', '-ikke det jeg hadde bestilt time for', '-ikke det jeg bestilte time til',
      '-fyllingen må vente', '-fyllinga må vente', '-fyllingen måtte vente', '-behandlingen må vente', '-behandlinga må vente', '-behandlingen måtte vente', '-rotfyllingen må vente',
      '-fyllingen ble utsatt', '-behandlingen ble utsatt', '-behandlinga ble utsatt', '-timen ble utsatt', '-måtte bestille ny time', '-måtte booke ny time', '-måtte få ny time',
      // Online booking written with a hyphen.
      'online-booking*', 'nett-booking*', '-feil dag', '-feil dato', '-feil klokkeslett',
      // Struck off, not on the list, two parties put in one room.
      '-ble det strøket', '-ble strøket', '-var strøket', '-ikke hadde meg på lista', '-ikke på lista', '-satt oss begge på samme rom', '-begge på samme rom',
    ],
    location: [
      // The view seen from the room ('nydelig utsikt over fjorden fra rommet'): the setting, not the room.
      'utsikt fra rommet', 'utsikten fra rommet', 'utsikt over * fra rommet', 'utsikten over * fra rommet', 'utsikt fra rommet vårt', 'utsikten fra rommet vårt', 'utsikt fra balkongen', 'utsikten fra balkongen', 'utsikt over * fra balkongen',
      // a view told as seeing out over the water ('fra vinduet kan man se helt ut over fjorden', 'fri sikt ut over sjøen').
      '+se ut over', '+ser ut over', '+så ut over', '+se helt ut over', '+ser helt ut over', '+så helt ut over', '+se rett ut over', '+ser rett ut over', '+sjå ut over', '+sikt ut over', '+fri sikt ut over', '+fri sikt over', '+fri utsikt over', '+utsyn over', '+utsyn mot',
      // Right out onto the sea or fjord ('balkong rett ut mot sjøen'): 'rett' here is no dish.
      '+rett ut mot sjøen', '+rett ut mot fjorden', '+rett mot sjøen', '+rett ned til sjøen', '+rett ved sjøen', '+rett ved fjorden', '+ut mot sjøen', '+utsikt mot sjøen', '+utsikt over sjøen', '+utsikt over fjorden', '+sjøutsikt', '+fjordutsikt',
      // Time spent finding the door ('brukte et kvarter på å finne fram').
      '-brukte et kvarter på å finne fram', '-brukte * på å finne fram', '-brukte lang tid på å finne fram', '-brukte en evighet på å finne fram', '-lete etter inngangen', '-lette etter inngangen', '-leita etter inngangen', '-inngangen er på baksida', '-inngangen er i bakgården',
      // Atmosphere and location in everyday words: 'fint lokale', 'koselige lokaler'; 'utrolig beliggenhet', 'utsikt over fjorden', 'ligger nydelig'.
      '+utrolig beliggenhet', '+utrolig plassering', '+utrolig utsikt', '+utsikt mot fjorden', '+utsikt til fjorden',
      '+utsikt over havet', '+utsikt mot havet', '+utsikt over vannet', '+idyllisk beliggende', '+idyllisk plassert', '+vakkert beliggende',
      '+flott beliggende', '+godt plassert', '+perfekt plassert', '+perfekt beliggende', '+lett å komme til', '+ligger perfekt', '+ligger nydelig', '+ligger flott',
      '+ligger idyllisk', '+ligger vakkert', '+ligger utrolig fint', '+ligger veldig fint', '+ligger så fint', '-ligger midt i ingenting', '-midt i ingenmannsland',
      '-i et industriområde', '-ved en trafikkert vei', '-rett ved motorveien',
      '-utsikt mot parkeringsplassen', '-utsikt * mot parkeringsplassen', '-utsikten var mot parkeringsplassen', '-utsikt mot en vegg', '-utsikt rett i en vegg', '-utsikt mot bakgården', '-utsikt * mot bakgården',
      '-et mareritt å finne', '-mareritt å finne', '-vanskelig å finne fram', '-vanskelig å finne frem', '-håpløst å finne', '-umulig å finne fram', '-umulig å finne frem', '-bortgjemt i en sidegate', '-i en sidegate uten skilt', '-uten skilt', '-ikke noe skilt', '-dårlig skilta', '-ikke skiltet', '-inngangen er bak', '-inngangen var bak', '-inngangen ligger bak', '+to minutter til stranda', '+to minutter til sjøen', '+to minutter fra stranda', '+to minutter unna', '+et par minutter til stranda', '+et steinkast fra', '+steinkast unna', '+i strandkanten', '+i vannkanten', '+ved vannkanten', '+ved fjorden', '+ved innsjøen',
      '+se utover', '+ser utover', '+så utover', '+kikke utover', '+titte utover', '+se på sjøen', '+se på fjorden', '+se på havet', '+se på båtene', '+se ut på vannet', 'over sjøen', 'over fjorden', 'over havna', 'over havnen', 'over vannet', 'over havet', 'utover sjøen', 'utover fjorden', 'utover havet', 'utover vannet', 'utover havna',
      'beliggenhet*', 'plassering*', 'utsikt*', 'nabolag*', 'lett å finne', 'enkel å finne', 'vanskelig å finne', 'gangavstand*', 'sentralt plassert',
      'beliggende', 'lett tilgjengelig', 'adkomst*', '*utsikt', '*utsikten', 'nært sentrum', 'sentrumsnær*', '~ligger', '~område*', '~sentralt', '~sentral', 'avsides',
      '-langt fra sentrum', '-må ha bil', 'ved brygga', 'på brygga', 'ved sjøen', 'ved vannet', 'ved fjorden', 'ved stranda', 'havnepromenade*', 'sjøkanten',
      'stasjonen', 'kollektivtransport', 'bussholdeplass*',
      '~omgivelse*',
      '+midt i sentrum', '+midt i byen', '+midt i byens', '+rett i sentrum', '+i hjertet av', '-lang gåtur fra', '-lang gåtur til', '-langt å gå', '-et godt stykke å gå',
      '-bratt bakke', '-bratte bakken', '-bratt motbakke', '+rett ved stranda', '+rett ved stranden', '+rett ved vannet', '+like ved stranda', '+like ved sjøen',
      '-ingen skilt', '-ingen skilting', '-dårlig skiltet', '-dårlig skilting', '-gikk forbi to ganger', '-gikk forbi flere ganger', '-langt fra stasjonen', '-langt til stasjonen',
      '-langt fra bussen', '-langt til bussen', '-langt fra holdeplassen', '-trafikkert vei', '-sterkt trafikkert', '+nær alt', '+nært alt', '+kort vei til alt',
      '-langt fra bussholdeplassen', '-langt til bussholdeplassen',
    ],
    parking: [
      // No parking spaces ('ingen parkeringsplasser i nærheten'), which 'ingen' alone leaves unfelt.
      '-ingen parkeringsplass*', '-ingen steder å parkere', '-ingen plass å parkere',
      // Cramped for a van or a big car ('det er trangt med varebil').
      '-trangt med varebil', '-trangt for varebil', '-trangt med stor bil', '-trangt for store biler', '-trangt å parkere', '-trangt på parkeringen', '-trang parkering', '-trange parkeringsplasser', '-trangt i p-huset', '-trangt i parkeringshuset',
      // A parking fine told with its sum ('fikk en p-bot på 900 kr'): the parking, not the place's prices.
      '-p-bot på * kr', '-p-bot på * kroner', '-p-bot på * kr.', '-parkeringsbot på * kr', '-parkeringsbot på * kroner', '-kontrollavgift på * kr', '-kontrollavgift på * kroner', '-gebyr på * kr for parkering', '-p-bot*', '-parkeringsbot*', '-kontrollavgift*', '-bot for feilparkering',
      // a lot that is always full, ending up parked by the supermarket ('endte med å parkere ved Rema').
      '-parkeringsplassen er alltid full', '-parkeringa er alltid full', '-parkeringen er alltid full', '-p-plassen er alltid full', '-parkeringsplassen var full', '-parkeringa var full', '-parkeringen var full', '-p-plassen var full', '-parkeringshuset var fullt', '-parkeringskjelleren var full', '-endte med å parkere ved', '-endte med å stå ved', '-måtte parkere ved', '-måtte parkere langt unna', '-måtte parkere langt unda', '-måtte stå langt unna', '-parkere langt unna', '-endte opp med å parkere',
      // a parking fee on top ('parkeringa koster 40 kr timen i tillegg').
      '-parkeringa koster', '-parkeringen koster', '-parkering koster', '-parkeringsplassen koster', '-p-plassen koster', '-koster parkeringa', '-koster parkeringen', '-parkeringa kosta', '-parkeringen kostet', '-parkeringa kostet', '-parkeringsavgift*', '-avgift for å parkere', '-betalingsparkering*', '-må betale for parkering*', '-parkering i tillegg', '-parkeringa i tillegg',
      // A dear car park is the parking, not the prices ('måtte stå i et dyrt parkeringshus').
      '-dyrt parkeringshus', '-dyrt p-hus', '-dyr parkering', '-dyr parkeringsplass', '-dyre parkeringsplasser', '-dyr p-plass', '-dyrt å parkere', '-dyrt å stå', '-dyr parkeringsavgift',
      '-betale for å parkere', '-betale * for å parkere', '-betale * * for å parkere', '-koster * å parkere', '-koster * * å parkere', '-koster * for å parkere', '-koster * * for å parkere', '-betale for parkering',
      '-får bot', '-man får bot', '-fikk bot', '-maks 2 timer', '-maks to timer', '-maks en time', '-maks 1 time', '-bare 2 timer', '-kun 2 timer',
      // A garage so tight one scrapes the mirror, nowhere to put the car, parking fines: the parking, not the atmosphere.
      '-skrapte speilet', '-skrapet speilet', '-skrapte bilen', '-skrapet bilen', '-skrapte sidespeilet', '-ripe i bilen', '-ripe i lakken', '-trang garasje', '-garasjen er så trang', '-garasjen var så trang', '-garasjen er trang', '-garasjen var trang', '-så trang at jeg skrapte', '-så trang at man skraper', 'sted å sette bilen', 'sette fra seg bilen', 'sette bilen', '-fått en bot', '-fått én bot', '-fått bot', '-fikk en bot', '-gebyr for parkering*',
      // A garage too tight to drive ('så trang at vi skrapte speilet på vei ned'): the parking, not a cramped room.
      '-så trang at vi skrapte', '-så trangt at vi skrapte', '-så trangt at man skraper', '-skrapa speilet', '-skrapa bilen', '-skrapte opp bilen', '-skrapte felgen', '-skrapte støtfangeren',
      '-trang nedkjøring', '-trang innkjøring', '-trange garasjen', '-kjelleren var trang', '-trangt i garasjen', '-trangt i parkeringskjelleren',
      // Irony closing a complaint: 'lykke til med parkeringen', 'godt jobbet' after a fault, 'smart forretningsmodell'.
      '-lykke til med parkeringen', '-lykke til med parkering', '-lykke til med å parkere', '-lykke til med å finne parkering',
      '-lykke til med å finne en parkeringsplass', '-lykke til med å finne parkeringsplass', '-lykke til med å finne en p-plass', '-lykke til med å finne p-plass',
      '-lykke til med p-plassen', '-god fornøyelse med parkeringen', '-god fornøyelse med å finne parkering',
      '-parkering kostet', '-betale for parkeringen', '-betalte for parkering', '-parkeringen i tillegg', '-avgiftsparkering', '-betalingsparkering', '-parkering * kr', '-parkeringen * kr', '-vanskelig å parkere', '-umulig å parkere', '-håpløst å parkere', '-ingen p-plasser', '-få p-plasser', '-få parkeringsplasser', '-lite parkering',
      '*eparkering*', '*lparkering*', '*sparkering*', '*rparkering*', '*tparkering*', '*nparkering*',
      '-vanskelig å finne parkering', '-vanskelig å finne parkeringsplass*', '-umulig å finne parkering', '-vanskelig å finne en parkeringsplass',
      'parkering*', 'parkere', 'parkert', 'p-plass*', 'p-hus*', 'parkeringsplass*', 'parkeringshus*', 'ladestasjon*', 'ladeplass*',
      'elbillading*', '+masse parkering*', '+mange parkeringsplasser', '+rikelig med parkering', '+nok parkering', '+lett å parkere', '+enkelt å parkere', '+gratis parkering',
      'parkeringsavgift*', 'parkeringsbot', 'p-bot', 'sted å parkere', 'plass til bilen',
      '-p-bot', '-p-boten',
      // Driving round the block, a ticket on the car.
      '-kjørte rundt kvartalet', '-fant en ledig plass', '-fikk lapp',
    ],
    rooms: [
      // A bright room ('lyst og romslig rom'); 'lyst' alone is also 'wanting'.
      '+lyst rom', '+lyse rom', '+romslig og lyst', '+stort bad',
      // No air conditioning ('ingen aircondition'), which 'ingen' alone leaves unfelt.
      '-ingen aircondition', '-uten aircondition', '-ingen klimaanlegg',
      // Air conditioning broken on a hot night ('stekende varmt hele natta').
      '-stekende varmt hele natta', '-stekende varmt hele natten', '-stekende varmt om natta', '-stekende varmt om natten', '-stekende varmt på rommet', '-stekvarmt på rommet', '-kokvarmt på rommet', '-steikande varmt på rommet', '-uutholdelig varmt på rommet', '-varmt hele natta', '-varmt hele natten',
      // Too few sockets ('bare én stikkontakt i hele rommet').
      'stikkontakt*', 'strømuttak*', '-bare én stikkontakt', '-bare en stikkontakt', '-bare ei stikkontakt', '-kun én stikkontakt', '-kun en stikkontakt', '-ingen stikkontakt*', '-få stikkontakter', '-for få stikkontakter', '-bare ett strømuttak', '-bare et strømuttak', '-ingen strømuttak',
      // A bathroom or room crying out for refurbishing ('badet trenger sårt oppussing'): the room.
      '-badet trenger oppussing', '-badet trenger sårt oppussing', '-badet trenger en oppussing', '-badet trenger sårt en oppussing', '-badet trenger kraftig oppussing', '-badet på rommet trenger oppussing', '-badet på rommet trenger sårt oppussing', '-badet på rommet trenger en oppussing', '-badet på rommet trenger sårt en oppussing', '-badet på rommet trenger kraftig oppussing', '-badeværelset trenger oppussing', '-badeværelset trenger sårt oppussing', '-badeværelset trenger en oppussing', '-badeværelset trenger sårt en oppussing', '-badeværelset trenger kraftig oppussing', '-rommet trenger oppussing', '-rommet trenger sårt oppussing', '-rommet trenger en oppussing', '-rommet trenger sårt en oppussing', '-rommet trenger kraftig oppussing', '-rommene trenger oppussing', '-rommene trenger sårt oppussing', '-rommene trenger en oppussing', '-rommene trenger sårt en oppussing', '-rommene trenger kraftig oppussing', '-modent for oppussing', '-moden for oppussing', '-trenger en kraftig oppussing',
      // A night in the room told by the sleep and the bed ('fikk knapt sove', 'madrassen hadde en grop i midten så vi trilla inn i hverandre', 'lite og slitent').
      '-fikk knapt sove', '-fikk knapt sovet', '-fikk nesten ikke sovet', '-fikk lite søvn', '-søvn ble det lite av', '-lite søvn', '-grop i midten', '-grop i madrassen', '-madrassen hadde en grop', '-senga hadde en grop', '-sengen hadde en grop', '-trilla inn i hverandre', '-trillet inn i hverandre', '-rulla inn i hverandre', '-rullet inn i hverandre', '-som en hengekøye', '-madrassen var for myk', '-madrassen var altfor myk', '-senga var for myk', '-senga var altfor myk', '-sengen var for myk', '-senga var for hard', '-sengen var for hard', '-lite og slitent', '-lite og slitt', '-slitent rom', '-slitne rom', '-rommet var slitent', '-rommet var slitt', '-rommene var slitne',
      // A night in the room told by the sleep: 'søvnen var så som så', a sleepless night, the springs felt through the mattress; slept like a log.
      '-søvnen var så som så', '-sov så som så', '-sov ikke noe særlig', '-sov elendig', '-fikk nesten ikke sove', '-fikk nesten ingen søvn',
      '-en dårlig natts søvn', '-dårlig nattesøvn', '-en elendig natt', '-en søvnløs natt', '-søvnløs natt', '-lå våken hele natta', '-lå våken hele natten',
      '-lå og vred meg', '-vondt i ryggen av senga', '-vondt i ryggen etter en natt', '-madrassen var hard', '-hull i madrassen', '-kjente fjærene', '-flate puter',
      '+sov som en stein', '+sov som en baby', '+sov som et barn', '+sov som en prinsesse', '+sov fantastisk', '+sov veldig godt', '+sov kjempegodt', '+sov deilig',
      '+en god natts søvn', '+god nattesøvn',
      '~rom', 'rommet', 'rommene', 'hotellrom*', 'dobbeltrom*', 'enkeltrom*', 'familierom*', 'seng', 'senga', 'sengen', 'senger', 'sengene', 'sengetøy*', 'bad',
      'badet', 'baderom*', 'dusj*', 'pute*', 'puter', 'putene', 'madrass*', 'dyne*', 'håndkle*', 'suite*', 'minibar*', 'aircondition*', 'varmtvann*',
      'balkong*', 'soverom*', 'håndklær*', 'dyna', 'laken*', 'badekar*', 'leilighet*', 'hytte*', 'hårføner*', 'vifte*', 'kjøleskap*', 'vannkoker*', 'radiator*',
      'panelovn*', 'gardin*', 'blendingsgardin*', 'romservice', '-som en badstue', '-som en sauna', '-som en ovn', '-som et kjøleskap', 'bitte lite rom',
      '-som å ligge på en stein', '-som å sove på en stein', '-ligge på en planke', '-sove på en planke', '-på størrelse med et kott', '-som et kott', '-som en skoeske',
      '-vinduet kunne ikke lukkes', '-vinduet kunne ikke åpnes', '-vinduene kunne ikke åpnes', '-fikk ikke åpnet vinduet', '-fikk ikke lukket vinduet', '-sluket var tett',
      '-tett sluk', '-tett avløp', 'sluket i dusjen', '-ikke varmt vann', '-ingen varmtvann', '+stort rom', '+store rom', '+rommet var stort', '+rommene var store',
      '+kjempestort rom', '+romslig rom', '+romslige rom',
      '-sluket i dusjen var tett',
      '+rommet var kjempestort', '+rommene var kjempestore', 'tv-en virket ikke', 'tv-en fungerte ikke',
      '-gå sidelengs mellom senga', '-gå sidelengs mellom sengen', '-sidelengs mellom senga og veggen', '-grader på rommet', '-vinduet gikk ikke an å åpne', '-vinduet lot seg ikke åpne', '-vekslet mellom iskald og', '-vekslet mellom iskaldt og', '-enten iskaldt eller skoldhett', '-tynne dyner', '-dynene var tynne', '-sov i fleece', '-sov med klærne på', '-sluket tok ikke unna', '-sto i vann',
    ],
    treatment: [
      // Drilled without anaesthetic ('boret uten bedøvelse').
      '-uten bedøvelse',
      // Gel polish spelt with an accent or without ('gelélakken skallet av').
      'gelélakk*', 'gelelakk*',
      // A burn from wax or laser ('fikk brannsår av voksen').
      '-brannsår*',
      // Months of treatment without improvement ('uten at skulderen har blitt noe bedre').
      '-uten at * har blitt noe bedre', '-uten at * har blitt bedre', '-uten at * har blitt noe særlig bedre', '-uten at det har blitt noe bedre', '-uten at det har blitt bedre', '-uten at * ble noe bedre', '-uten at * ble bedre', '-uten at det ble noe bedre', '-uten at det ble bedre', '-uten at * * har blitt bedre', '-uten at * * har blitt noe bedre', '-uten noen bedring', '-uten bedring', '-uten noen form for bedring',
      // The emergency room days after a visit ('to uker etter måtte jeg på legevakta'): what the treatment missed.
      '-etter måtte jeg på legevakta', '-etter måtte jeg til legevakta', '-etter måtte vi på legevakta', '-etter måtte vi til legevakta', '-etter måtte jeg på legevakten', '-etter måtte jeg til legevakten', '-etter havnet jeg på legevakta', '-etter havnet jeg på legevakten', '-etter endte jeg på legevakta', '-etter endte jeg på legevakten', '-etterpå måtte jeg på legevakta', '-etterpå måtte jeg til legevakta',
      // After-effects told by what one could not drink for days ('kunne ikke drikke noe kaldt på en uke').
      '-kunne ikke drikke noe kaldt', '-kunne ikke drikke kaldt', '-kan ikke drikke noe kaldt', '-kan ikke drikke kaldt', '-kunne ikke spise noe kaldt', '-tålte ikke noe kaldt', '-tåler ikke noe kaldt', '-tålte ikke kaldt',
      // Worse after than before ('var verre i nakken etterpå enn før jeg kom'), a few quick moves and done, unable to turn one's head for days.
      '-verre i * etterpå', '-verre i * enn før', '-verre etterpå enn før', '-verre enn før jeg kom', '-verre enn da jeg kom', '-vondere i * etterpå', '-vondere etterpå', '-mer vondt etterpå enn', '-mer vondt enn før', '-noen få håndgrep', '-bare noen håndgrep', '-med noen håndgrep', '-klarte knapt å snu hodet', '-klarte ikke å snu hodet', '-kunne ikke snu hodet', '-kunne knapt snu hodet', '-knapt snu hodet', '-klarte jeg knapt å snu hodet', '-klarte jeg ikke å snu hodet', '-kunne jeg ikke snu hodet', '-kunne jeg knapt snu hodet', '-snu hodet på * dager', '-snu hodet på flere dager', '-snu hodet på en uke',
      // A crown that looks like the real thing ('krona ser ut som en ekte tann'): the treatment praised.
      '+ser ut som en ekte tann', '+ser ut som ekte tenner', '+ser ut som mine egne tenner', '+ser ut som en naturlig tann', '+som en ekte tann',
      // Tartar left after a cleaning ('det satt fortsatt tannstein bak fortennene'): the treatment faulted.
      '-fortsatt tannstein', '-satt fortsatt tannstein', '-det var fortsatt tannstein', '-tannstein igjen', '-tannsteinen satt der fortsatt', '-fremdeles tannstein', '-fortsatt tannstein igjen',
      // the filling or the injection not felt at all ('fyllinga kjentes ikke i det hele tatt'): praise of the treatment.
      '+kjentes ikke i det hele tatt', '+kjentes ikkje i det heile tatt', '+kjentes ikke i det heile tatt', '+kjentes ingenting', '+kjentes nesten ikke', '+kjentes knapt', '+kjente ikke noe til', '+kjente ikkje noko', '+kjende ikkje noko', '+merket ikke noe til', '+merka ikke noe til', '+merket ikke noe', '+merka ikkje noko', '+fyllinga kjentes ikke', '+fyllingen kjentes ikke', '+bedøvelsen kjentes ikke', '+stikket kjentes ikke', '+kjente ikke stikket', '+kjente knapt stikket', '+merket ikke stikket', '+merket knapt stikket',
      // felt next to nothing, the swelling gone ('kjente nesten ingenting', 'hevelsen var borte etter to dager').
      '+kjente nesten ingenting', '+kjente ingenting', '+kjente ikke noe', '+kjente nesten ikke noe', '+kjende ingenting', '+kjende nesten ingenting', '+merket nesten ingenting', '+merket ingenting', '+merka ingenting', '+merka nesten ingenting', '+hevelsen var borte', '+hevelsen gikk ned', '+hevelsen gikk fort ned', '+hevelsen gikk raskt ned', '+hevelsen forsvant', '+smertene var borte', '+smerten var borte', '+smertene forsvant', '+gjorde nesten ikke vondt', '+gjorde ikke vondt', '+gjorde ikkje vondt', '+kjente ikke bedøvelsen',
      // A filling that holds and teeth never so clean ('fyllinga sitter', 'tennene har aldri vært så rene'): praise of the treatment, not of the cleaning.
      '+fyllinga sitter', '+fyllingen sitter', '+fyllinga sitter som den skal', '+fyllingen sitter som den skal', '+fyllinga har holdt', '+fyllingen har holdt', '+aldri vært så rene', '+aldri hatt så rene tenner', '+tennene er så rene', '+tennene ble så rene', '+tennene føles så rene', '+skinnende rene tenner', '+rene og glatte tenner', '+tennene er skinnende rene',
      // The job done properly ('jobben ble gjort skikkelig').
      '+jobben ble gjort skikkelig', '+jobben ble gjort ordentlig', '+jobben ble gjort bra', '+gjorde en skikkelig jobb', '+gjorde en grundig jobb', '+gjort en skikkelig jobb', '+gjort en grundig jobb',
      // Teeth not felt this clean in years: the cleaning at the dentist praised, not the cleanliness.
      '+tennene har ikke kjentes så rene', '+har ikke kjentes så rene', '+kjennes så rene', '+kjentes så rene', '+så rene tenner', '+tennene kjennes helt rene', '+tennene kjentes helt rene',
      '+øvelsene hjelper', '+øvelsene hun ga meg hjelper', '+øvelsene han ga meg hjelper', '+hjelper faktisk', '+har hjulpet masse', '+har virkelig hjulpet', '+hjalp med en gang',
      // A pet eating again after the vet, told with the verb first ('etter at tanna ble trukket spiser hun som en gris igjen').
      '+spiser hun som en gris igjen', '+spiser han som en gris igjen', '+spiser den som en gris igjen', '+som en gris igjen', '+spiser igjen', '+spiser normalt igjen', '+spiser hun igjen', '+spiser han igjen', '+er seg selv igjen', '+er hun seg selv igjen', '+er han seg selv igjen', '+er frisk igjen', '+er i form igjen', '+løper rundt igjen', '+logrer igjen',
      // Pain for days after the visit ('har hatt vondt i tanna i over en uke etterpå'): a complaint about the treatment.
      '-vondt i tanna etterpå', '-hatt vondt i over en uke', '-hatt vondt i * i over en uke', '-har hatt vondt i * etterpå', '-vondt i en uke etterpå', '-vondt i flere dager etterpå',
      // A session cut short or spent alone with a heat pad ('fikk kanskje 20 min med henne', 'lå alene med en varmepute'), and 'null smerte' as praise.
      '-lå alene med en varmepute', '-alene med en varmepute', '-lå jeg alene med', '-alene med en varmepakke', '-fikk kanskje * min med', '-fikk bare * min med', '-fikk bare * minutter med', '-det som skulle være * min', '-skulle være * min behandling', '-skulle være * minutter behandling', '+null smerte', '+null smerter', '+null vondt', '+kjente null',
      // Treatment results told by recovery ('gikk derfra nesten rak i ryggen', 'kunne gå igjen', 'knapt vondt', 'som ny'), haircut results ('ser ut som en rekrutt').
      '+gikk derfra nesten rak i ryggen', '+gikk derfra rak i ryggen', '+rak i ryggen igjen', '+gikk derfra rak', '+kunne rette ryggen', '+kan rette ryggen igjen',
      '+kunne gå igjen', '+kan gå igjen', '+kunne gå normalt igjen', '+kan gå normalt igjen', '+kan bevege meg igjen', '+kunne bevege meg igjen', '+kan snu hodet igjen',
      '+kunne snu hodet igjen', '+kan løfte armen igjen', '+kunne løfte armen igjen', '+kan sove om natta igjen', '+kan sove om natten igjen', '+kan endelig sove igjen',
      '+gjorde knapt vondt', '+gjorde så å si ikke vondt', '+føles som ny', '+føltes som ny', '+føler meg som ny', '+følte meg som ny',
      '+som et nytt menneske', '+føler meg som et nytt menneske', '+som nyfødt', '+smerten forsvant', '+hodepinen forsvant', '+hodepinen er borte',
      '+hodepinen var borte', '+vondtene forsvant', '+ikke hatt vondt siden', '+har ikke hatt vondt siden', '+ikke hatt hodepine siden', '+merket forskjell med en gang',
      '+kjente forskjell med en gang', '+kjente forskjell etter første', '+merket forskjell etter første', '+bedre allerede etter første',
      '+hjalp allerede etter første', '+hjalp etter første gang', '+kan løpe igjen', '+kunne løpe igjen', '+kan trene igjen', '+tilbake i trening',
      '-hatt vondt siden', '-vondt helt siden', '-kunne ikke gå på to dager', '-kunne nesten ikke gå etterpå', '-ble bare verre',
      '-hjalp ikke i det hele tatt', '-hjalp overhodet ikke', '-ingen bedring', '-ingen forbedring', '-ble ikke bedre',
      // Staff faults told by deeds: on the phone, a sigh for an answer, laughed at us, three words, knew nothing, cannot do the job, treated as a favour, dismissive answers.
      '-fant ikke åra', '-fant ikke åren', '-klarte ikke å finne åra', '-klarte ikke å treffe åra', '-måtte stikke flere ganger', '-stakk flere ganger',
      '-stakk * ganger', '-fikk ikke bedøvelsen til å virke',
      '+myke hender', '+myk hånd', '+lette hender', '+lett hånd', '+forsiktige hender', '+gode hender',
      '+uten at det gjorde vondt', '+uten at det gjør vondt', '+uten at det gjorde noe vondt', '+uten at det var vondt', '+uten å gjøre vondt', '+uten at jeg kjente noe',
      '+gjorde ikke vondt i det hele tatt', '+gjør ikke vondt', '+gjorde ikke det spor vondt', '+gjorde ikke spor vondt', '+gjorde ikke det minste vondt', '+gjorde overhodet ikke vondt', '+gjorde aldri vondt', '+kjente ikke noen ting', '+kjente knapt noe', '+kjente knapt', '+merket knapt', '+merket nesten ikke', '+kjente nesten ikke', '+ikke en eneste tåre', '+ikke en tåre', '+uten en eneste tåre', '+uten en tåre', '+uten tårer', '+ikke et pip',
      // A cursory look told as quick ('betalte 2800 kr for en rask titt'): a complaint about the treatment, not a short wait.
      '-rask titt', '-kjapp titt', '-rask kikk', '-kjapp kikk', '-raskt blikk', '-kjapt blikk', '-rask sjekk', '-kjapp sjekk', '-tittet kjapt', '-tittet raskt', '-tittet så vidt', '-kikket kjapt', '-kikket raskt', '-så kjapt på', '-så raskt på', '-så så vidt på', '-kastet et blikk', '-kasta et blikk',
      '-fem minutter i stolen', '-5 minutter i stolen', '-ti minutter i stolen', '-10 minutter i stolen', '-fem minutter på benken', '-ute igjen etter fem minutter', '-ute etter fem minutter', '-ute etter 5 minutter', '-ute igjen etter 5 minutter', '-ute igjen etter ti minutter',
      // A treatment praised as quick and gentle ('rask og skånsom behandling'): praise of the treatment, not of the wait.
      '+rask og skånsom', '+raskt og skånsomt', '+kjapp og skånsom', '+kjapt og skånsomt', '+rask og smertefri', '+raskt og smertefritt', '+kjapt og smertefritt', '+rask og god behandling', '+rask og effektiv behandling', '+rask og grundig behandling',
      '+rask behandling', '+kjapp behandling', '+effektiv behandling', '+skånsom behandling', '+skånsomt', '+skånsom og', '+skånsom med', '+rask og presis',
      // Painkillers as all the advice given ('fikk beskjed om å ta Ibux', 'sendt hjem med Paracet'): the treatment, not how a complaint was handled.
      'ibux', 'paracet', 'pinex', 'paralgin*', 'smertestillende', 'antibiotika', 'penicillin', '-bare ta ibux', '-bare ta paracet', '-ta ibux og', '-ta paracet og', '-sendt hjem med ibux', '-sendt hjem med paracet', '-sendt hjem med smertestillende', '-sendte meg hjem med ibux', '-sendte meg hjem med paracet', '-hjem med ibux', '-hjem med paracet', '-hjem med smertestillende',
      'gjorde vondt', 'gjør vondt',
      'behandling*', 'ansiktsbehandling*', 'rotbehandling*', 'laserbehandling*', 'hudbehandling*', 'massasje*', 'manikyr*', 'pedikyr*', 'negl*', 'vipper',
      'bryn', 'voksing*', 'konsultasjon*', 'undersøkelse*', 'sjekk', 'sjekken', 'fylling*', 'rotfylling*', 'rens', 'rensen', 'tannrens*', 'bleking*',
      'tannbleking*', 'røntgen*', 'bedøvelse*', 'hudpleie*', 'spa', 'spaet', 'spabehandling*', 'kontrollen', 'tannkontroll*', 'tannregulering*', 'implantat*',
      'gellakk*', 'injeksjon*', 'øvelser', 'øvelsene', 'opptrening*', 'akupunktur*', 'tannkrone*', 'trekke en tann', 'trukket en tann', 'trakk en tann', 'visdomstann*',
      'protese*', 'blodprøve*', 'vaksine*', 'sprøyte*', 'henvisning*', 'resept', 'resepten', 'resepter', 'diagnose*', 'ultralyd*', 'skanning*', 'øvelse',
      'treningsprogram*', 'shellac', 'neglelakk*', 'vippe*', 'brynsfarging', 'brynene', 'brynet', 'spraytan', 'peeling', 'botox', 'filler', 'fillers', 'smertefri',
      '~resultat*', 'resultatet', '~smertefri*',
      '+kjente ingenting da', '+kjente ingenting når', '+kjente ikke en dritt', '+kjente ikke noe som helst', '+kjente ikke det minste', '-irritert hud', '-huden var rød',
      '-huden var irritert', '-rød og irritert', '-fikk utslett', '-allergisk reaksjon', '-blåmerker', '-brannskade*', '-fortsatt vondt', 'har fortsatt vondt',
      'hadde fortsatt vondt', '-vondt i flere dager', '-ømt i flere dager', '+ingen smerter', '+uten smerter', '+smertefritt', 'helt smertefritt',
      '-trykket bare litt på magen', '-trykket litt på magen', '-klemte litt på magen', '-sendte oss hjem med en tube', '-hjem med en tube', '-undersøkte henne ikke', '-undersøkte ham ikke', '-fant det egentlige problemet', '-fant det virkelige problemet', '+spiser som en gris igjen', '+kan gå i trapper igjen', '+føles som nye',
      // A filling that fell out is the treatment faulted.
      '-fylling som datt ut', '-fyllingen datt ut', '-fylling som løsnet', '-fyllingen løsnet', '-datt ut etter',
      // A new crown that does not fit: a crooked bite and an aching jaw; one 'ute etter' (out after) some days, not 'varen jeg var ute etter' (was looking for).
      'kronen', '-kronen passer ikke', '-passer ikke i munnen', '-biter skjevt', '-kjeven verker', '-verker hver gang jeg tygger', '-var ute etter * dager', '-var ute etter * uke*', '-var ute igjen etter',
      // No difference after a treatment, or a result that held only a week, is the treatment faulted.
      '-ingen forskjell', '-ikke noen stor forskjell', '-holdt bare', '-holdt kun',
    ],
    haircut: [
      // Daring to go short and glad of it ('var nervøs for å gå så kort, men det ble kjempefint', 'så mye lettere å style').
      'gå så kort', 'gå kort', 'gå kortere', 'å gå så kort', 'klippe meg kort', '+lettere å style', '+lett å style', '+enkel å style', '+enkelt å style', '+enkle å style', '+mye lettere å style', '+lettere å stelle', '+lett å stelle', '+enkelt å stelle',
      // Curls that finally lie right ('nå ligger de endelig pent', 'første gang de ikke står rett ut').
      '+ligger endelig pent', '+ligger de endelig pent', '+ligger endelig fint', '+nå ligger de pent', '+håret ligger pent', '+krøllene ligger pent', '+håret ligger fint', '+krøllene ligger fint', '+ikke står rett ut', '+står ikke rett ut', '+står ikke håret rett ut', '+står ikke krøllene rett ut', '+står ikkje rett ut',
      // A blonde that did not go brassy ('blondfargen ble ikke gul i det hele tatt'): the colour praised.
      '+ble ikke gul', '+ble ikke gult', '+ingen gule toner', '+uten gule toner', '+ingen gulstikk', '+uten gulstikk',
      // A fade praised for clean, sharp transitions ('skikkelig fade med rene overganger'), a colour just the tone wanted ('akkurat den kalde blondtonen jeg ville ha'): the cut or colour, not the cleaning.
      '+rene overganger', '+skarpe overganger', '+fine overganger', '+myke overganger', '+perfekte overganger', '+akkurat den fargen', '+akkurat den blondtonen', '+akkurat den kalde blondtonen', '+akkurat den varme blondtonen', '+akkurat den tonen', '+akkurat den nyansen', '+akkurat den lengden', '+akkurat den fargen jeg ville ha', '+akkurat den fargen jeg ønsket',
      // A colour that came out other than asked ('mer oransje enn kobber', 'gulere enn jeg ba om').
      '-mer oransje enn', '-mer gul enn', '-mer gult enn', '-gulere enn', '-mer rød enn', '-mer rødt enn', '-rødere enn', '-mørkere enn jeg ba om', '-lysere enn jeg ba om', '-mørkere enn jeg ville', '-lysere enn jeg ville', '-ble mer oransje', '-oransje i stedet for', '-gul i stedet for',
      '-litt mer tid på nakken', '-mer tid på nakken', '-nakken kunne vært', '-ujevn i nakken', '-ujevnt i nakken', '-skjevt i nakken',
      // The fade and the colour judged by barbershop words ('faden ble skeiv', 'helt rå på farge', 'en blondering som ikke ble gul').
      '-faden ble skeiv', '-fadeen ble skeiv', '-faden ble skjev', '-ble skeiv', '-ble skeivt', '-skeiv fade', '-skjev fade', '-den ene siden er høyere', '-høyre side er høyere', '-venstre side er høyere', '-den ene siden er kortere', '+faden ble perfekt', '+faden ble helt perfekt', '+perfekt fade', '+skarp fade', '+beste faden', '+rå på farge', '+helt rå på farge', '+rå på klipp', '+rå på fade', '+ikke ble gul', '+som ikke ble gul', '-ble gul', '-ble gult', '-ble helt gul', '-gult skjær', '-ble oransje', '-oransje skjær', '-grønt skjær',
      // A bob by name and getting exactly the cut one wanted ('fikk akkurat den bobben jeg ønsket meg'): the haircut praised.
      'bobben', 'bobb', 'bobbfrisyre*', 'bobfrisyre*', 'lang bob', 'kort bob', '+akkurat den klippen jeg ønsket', '+akkurat den frisyren jeg ønsket', '+akkurat den bobben jeg ønsket', '+akkurat som jeg ønsket', '+akkurat slik jeg ville', '+akkurat sånn jeg ville', '+akkurat det jeg ba om',
      // Treatment results told by recovery ('gikk derfra nesten rak i ryggen', 'kunne gå igjen', 'knapt vondt', 'som ny'), haircut results ('ser ut som en rekrutt').
      '+ble som jeg ville ha det', '+ble nøyaktig som jeg ville',
      '+fikk akkurat det jeg ba om', '+fikk nøyaktig det jeg ba om', '+komplimenter for håret', '+komplimenter for frisyren', '+komplimenter for den nye frisyren',
      '+komplimenter for sveisen', '+komplimenter for fargen', '+vokser fint ut',
      '-ser ut som en rekrutt', '-ligner en rekrutt', '-ser ut som en soldat', '-rekruttsveis', '-rekruttklipp', '-ser ut som jeg har klipt meg selv',
      '-som om jeg hadde klipt meg selv', '-klipt med bolle', '-bollesveis', '-pottesveis', '-ligner en mopp', '-ligner en hjelm', '-som en hjelm', '-ligner en kylling',
      '-trappetrinn i nakken', '-hakk i håret', '-hull i håret', '-den ene siden kortere', '-den ene siden lengre', '-ikke likt på begge sider',
      '-måtte klippe det om', '-måtte få det fikset',
      // Staff faults told by deeds: on the phone, a sigh for an answer, laughed at us, three words, knew nothing, cannot do the job, treated as a favour, dismissive answers.
      '-kan ikke klippe krøllete hår', '-kunne ikke klippe krøllete hår', '-kan ikke klippe krøller', '-kunne ikke klippe krøller', '-kan ikke klippe krøllet hår',
      '-vet ikke hvordan man klipper', '-visste ikke hvordan man klipper', '-kan ikke klippe herrehår', '-kan ikke lage en fade', '-kunne ikke lage en fade',
      '-kan ikke farge', '-klarte ikke å treffe fargen',
      'sveis', 'sveisen',
      'klipp', 'klippen', 'klipping*', 'klippet', 'hårklipp*', 'frisyre*', 'håret', 'fargen', 'farging*', 'hårfarge*', 'striper', 'stripene', 'balayage', 'balayagen',
      'highlights', 'lugg*', 'toning*', 'permanent*', 'styling*', 'føning*', 'skjegg*', 'barbering*', 'stusse', 'stussing', 'stusset', 'stussa', 'stuss', 'krøller',
      'oppsett*', 'brudefrisyre*',
      'extensions', 'klipte', 'klipt', 'klippe', 'farget', 'hårvask*', 'fønet', 'fade', 'faden', 'fadingen', 'fading', 'tuppene', 'tuppa', 'lag i håret', 'glatting*',
      '*klipp', '*klippen', 'maskinklipp*', 'mitt hår', 'håret mitt', 'håret hennes', 'håret hans', '~hår', '~farge',
      '-gikk ut med', '-gikk derfra med',
      '+kan klippe krøllete hår', '+kan klippe krøller', '+forstår krøllete hår', '+forstår seg på krøller', '-klippet altfor mye', '-klippet for mye', '-klipte altfor mye',
      '-klipte for mye', '-ser ut som en puddel', '-som en puddel', '-ser ut som en sopp', '-ser ut som et fuglereir', '-potteklipp*', '+akkurat som jeg ville',
      '+akkurat som jeg ville ha det', '+den fargen jeg ønsket', '+den fargen jeg ville ha',
      'krøllene', 'krøllene mine',
    ],
  },
  positive: [
    // A rich spread ('rikholdig frokost') and a problem sorted ('fikk skikk på skulderen').
    'rikholdig*', 'fikk skikk på',
    // Praise in forms the stems miss ('komfortable senger', 'fleksible') and everyday praise: 'forfriskende', 'overkommelige priser', 'stemningsfullt', 'over all forventning', 'alt vi trengte', 'ikke til å stå imot', 'ingen mangel på', missing a place already.
    'komfortable', 'fleksible', 'forfriskende', 'overkommelig*', 'stemningsfull*', 'over all forventning', 'over forventning', 'overgikk forventning*', 'overgikk alle forventninger', 'alt man kunne ønske seg', 'alt vi trengte', 'ikke til å stå imot', 'ingen mangel på', 'savner allerede',
    // 'kjempe-' praise of manner written together ('kjempeblid', 'kjempetrivelig', 'kjempesøt').
    // 'kjempe-'/'super-' with 'hjelpsom' written together ('Stian var kjempehjelpsom').
    'kjempehjelpsom*', 'superhjelpsom*', 'megahjelpsom*', 'dritthjelpsom*', 'drithjelpsom*',
    'kjempeblid*', 'kjempetrivelig*', 'kjempesøt*', 'kjempeimøtekommende', 'kjempeserviceinnstilt', 'kjempedyktig*', 'kjempeproff*', 'superblid*', 'supertrivelig*', 'supersøt*', 'superdyktig*',
    // Slang praise ('dritbra service', 'råbra', 'sykt bra').
    'dritbra', 'drittbra', 'dritgod', 'dritgodt', 'dritgode', 'drittgod', 'drittgodt', 'råbra', 'rågod', 'rågodt', 'sinnsykt bra',
    // Never looked (or been) better: praise, not a negation ('krøllene har aldri sett bedre ut').
    'aldri sett bedre ut', 'har aldri sett bedre ut', 'aldri sett finere ut', 'aldri sett så bra ut', 'aldri vært finere', 'aldri smakt bedre', 'aldri hatt det bedre', 'aldri følt meg bedre',
    // 'Aldri hatt så fint hår' is the utmost, not a negation.
    'aldri hatt så fint', 'aldri hatt så fint hår', 'aldri hatt det så fint', 'aldri vært så fornøyd', 'aldri vært så fornøyd med',
    // 'Fy søren for noen vafler!' and its kin are amazement, not disgust.
    'fy søren for noen', 'fy søren for en', 'fy søren for et', 'fy søren for ei', 'fy søren så gode', 'fy søren så godt', 'fy søren så god', 'fy flate for noen', 'fy flate for en', 'fy flate for et', 'fy fader for noen', 'fy fader for en', 'fy pokker for noen', 'fy pokker for en',
    // Litotes and faint praise: 'slett ikke verst' praises; 'verken fugl eller fisk', 'kunne spises' and 'heller ikke mer' do not.
    'slett ikke verst', 'ikke verst', 'ikke så verst', 'ikke så aller verst', 'ikkje verst', 'ikkje så verst', 'slett ikkje verst', 'ikke så dum', 'ikke så dumt',
    'ikke så dumme', 'slett ikke dum', 'slett ikke dumt', 'ikke dumt', 'ikkje dumt', 'ikkje så dumt', 'ikke så ille', 'slett ikke ille', 'ikke ille',
    'ikke så ille heller', 'ikkje ille', 'ikkje så ille', 'ikke å kimse av', 'ikke til å kimse av', 'ikke noe å kimse av', 'ikke å forakte', 'ikke til å forakte',
    'ikke så galt', 'slett ikke galt', 'ikkje så gale', 'ikkje gale', 'ikke helt bak mål', 'ikke så verst heller',
    'en skatt', 'å dø for', 'fair',
    'gull verdt', 'en perle',
    'utsikt over', 'utsikten over', 'utsikt utover', 'utsikten utover',
    'ren luksus', 'rene luksusen', 'ren nytelse', 'rene nytelsen', 'ren glede', 'rene gleden', 'ren magi', 'rene magien',
    'ingenting å si på', 'ikke noe å si på', 'ingenting å utsette på', 'ikke noe å utsette på', 'ingenting å pirke på', 'ikke noe å pirke på', 'ingenting å sette fingeren på', 'ikke noe å sette fingeren på', 'ingenting å klage på', 'ikke noe å klage på', 'ingenting å klage over', 'ikke noe å klage over', 'ikke noe galt med', 'ingenting galt med', 'ikke noe feil med', 'ingenting feil med', 'ingenting å utsette', 'ikke noe å utsette', 'ingenting å trekke for', 'ikke noe å trekke for',
    'vanskelig å slå',
    'ølen var kald', 'ølen var iskald', 'pilsen var kald', 'pilsen var iskald',
    'det skal de ha',
    'full kontroll', 'full kontroll på alt',
    'stjerner for', 'stjerne for',
    'køen går fort', 'køen gikk fort', 'køen går raskt', 'køen gikk raskt',
    'lyspunkt', 'lyspunktet', 'eneste lyspunkt',
    'kan ikke anbefale * nok', 'kan ikke anbefale * * nok', 'kan ikke anbefale nok', 'kan ikke anbefales nok', 'ingen ting å utsette',
    // Without equal: 'second to none', 'uden sidestykke', 'hors pair'.
    'uten sidestykke', 'uovertruffen', 'uovertrufne', 'i særklasse', 'i en klasse for seg',
    // "Could not have been happier": a negation that makes a comparative the utmost, not its opposite.
    'kunne ikke * bedre', 'kunne ikke * * bedre', 'kunne ikke * mer fornøyd*', 'kunne ikke * * mer fornøyd*', 'kunne ikke * gladere', 'kunne ikke * * gladere', 'kunne ikke * hyggeligere', 'kunne ikke * * hyggeligere', 'kunne ikke * blidere', 'kunne ikke * * blidere',
    'aldri vært så fin*', 'aldri sett så fin*',
    'aldri vært så god*', 'aldri vært bedre', 'aldri smakt * bedre', 'aldri fått * bedre', 'aldri hatt * bedre',
    'god', 'godt', 'gode', 'bra', 'fin', 'fint', 'fine', 'flott*', 'nydelig*', 'deilig*', 'herlig*', 'fantastisk*', 'strålende', 'utmerket*', 'perfekt*',
    'topp', 'toppen', 'toppers', 'førsteklasses', 'super', 'supert', 'supre', 'super*', 'beste', 'best', 'anbefal*', 'elsk*', 'likte', 'liker', 'fornøyd*',
    'superfornøyd*', 'glad', 'glade', 'gled*', 'hyggelig*', 'vennlig*', 'blid*', 'imøtekommende', 'hjelpsom*', 'serviceinnstilt*', 'profesjonell*',
    'proff', 'proft', 'dyktig*', 'flink*', 'grundig*', 'rask', 'raske', 'raskt', 'kjapp*', 'effektiv*',
    'fersk*', 'smakfull*', 'velsmakende', 'smaksrik*', 'mør', 'mørt', 'møre', 'rimelig*', 'billig*',
    'greit', 'grei', 'greie', 'ok', 'okei', 'digg', 'digge', 'sjarmerende', 'innbydende', 'trivelig*', 'lun', 'lunt', 'romslig*', 'komfortabel*', 'behagelig*',
    'myk', 'myke', 'avslappende', 'avslappet', 'stille', 'tålmodig*', 'forståelsesfull*', 'omsorgsfull*', 'hjertelig*', 'varm',
    'varmt', 'varme', 'smertefri*', 'knirkefri*', 'problemfri*', 'smidig*', 'enkel', 'enkelt', 'enkle', 'lett', 'gratis', 'verdt', 'vakker*', 'pen', 'pent',
    'pene', 'lekker*', 'favoritt*', 'imponer*', 'wow', 'konge', 'knall*', 'genial*', 'magisk*', 'himmelsk*', 'prikkfri*', 'eksepsjonell*', 'utsøkt*',
    'suveren*', 'uslåelig*', 'forelska', 'forelsket', 'takknemlig*', 'kjempegod*', 'kjempebra', 'kjempefornøyd*', 'kjempefin*', 'kjempehyggelig*',
    'kjempedeilig*', 'kjempeflink*', 'kjempekoselig*', 'kjempegreit', 'skryt*', 'stas', 'gøy', 'morsom*', 'toppkarakter*', 'terningkast seks', 'terningkast 6',
    'seriøs*', 'presis', 'sentral', 'sentralt', 'spesiell*', 'kreativ*', 'trives', 'trivdes', 'fungerte', 'fungerer', 'funket', 'funker', 'funka',
    'innfri*', 'levde opp', 'lever opp', 'holdt mål', 'holder mål', 'falt i smak', 'falt i god jord', 'traff blink', 'til din smak', 'kommer tilbake',
    'kommer igjen', 'på det sterkeste', 'ti av ti', 'verdt pengene', 'verdt prisen', 'i orden', 'bedre', 'ypperlig*', 'glimrende', 'upåklagelig*', 'feilfri*',
    'velkommen', 'velkomne', 'gjestfri*', 'saftig*', 'kjekk*', 'artig*', 'stilig*', 'elegant*', 'idyllisk*', '*koselig', 'lynrask*', 'løsningsorientert*',
    'fleksibel*', 'engasjert*', 'oppmerksom*', 'kunnskapsrik*', 'omtenksom*', 'nam', 'namm', 'nammenam',
    'kjapt', 'høflig', 'høflige', 'høflig*', 'forsiktig', 'forsiktige', 'skånsom*', 'varsom*', 'vedlikeholdt', 'empatisk*', 'var stort', 'var stor',
    'var store', 'er stort', 'er stor', 'er store', 'stor seng', 'store senger', 'store porsjoner', 'stor porsjon', 'stort utvalg', 'stor takk',
    'stor opplevelse',
    'iskald øl', 'iskaldt øl', 'iskalde øl', 'kald øl', 'kaldt øl', 'kalde øl', 'kald pils', 'iskald pils', 'kalde drinker', 'jobber hardt', 'jobbet hardt', 'står på',
    'sto på',
    'beroligende', 'engel', 'ingenting var for mye', 'ikke noe problem', 'slappe av', 'slappet av', 'slapper av',
    'slappa av', 'helt rå', 'heilt rå', 'kanon', 'kanonbra', 'kanongod*', 'mums', 'sykt god', 'sykt godt', 'sykt gode', 'sykt bra',
    'sinnssykt god*', 'sinnssykt bra',
    'vanvittig god*', 'vanvittig bra', 'dødsgod*', 'megagod*', 'helt topp', 'verdensklasse', 'perle', 'fikk orden på', 'orden på', 'trygg', 'trygt',
    'trygge', 'ivaretatt', 'tatt vare på', 'lyttet', 'lytter', 'lyttet til', 'hørte på', 'forklarte', 'god til å forklare', 'sprøstekt*', 'gikk mette', 'ble mette',
    'god og mett', 'raus*', 'generøs*', 'rikelig*', 'masse mat',
    'med en gang', 'med det samme', 'nyrenovert', 'moderne', 'gratis påfyll', 'gratis refill',
    'fikk time med en gang', 'fikk time raskt', 'hjulpet', 'hjalp', 'hjelper', 'ekspert', 'erfaren', 'erfarne', 'hjertevarm*',
    'akkurat det jeg var ute etter', 'akkurat det jeg ønsket', 'akkurat som jeg ønsket', 'akkurat det jeg ba om', 'som jeg ønsket meg', 'smakte himmelsk', 'nydelige',
    'lekkert', 'fortreffelig*', 'sjeldent god*', 'kjempefint', 'rent og pent', 'holdt i', 'holder i', 'holdt lenge',
    'mye for pengene', 'masse for pengene', 'nøyaktig hva jeg ville', 'skjønte nøyaktig', 'forsto nøyaktig', 'akkurat hva jeg ville', 'som vi snakket om',
    'uten noe styr', 'uten problemer', 'uten noe problem', 'uten noen problemer',
    'godt vare på', 'føle oss hjemme', 'føle meg hjemme', 'følte oss hjemme',
    'følte meg hjemme', 'som hjemme', 'supergrei*', 'kjempegrei*', 'en engel', 'godt imot', 'valuta for pengene',
    'allerede dagen etter', 'allerede neste dag', 'time neste dag',
    'kjempefort', 'superfort', 'kjemperask*', 'superkjapp*', 'kjempekjapp*',
    'fortsatt lune', 'fortsatt varme', 'fortsatt varm', 'ovnsvarm*', 'nystekt*',
    'iskald og frisk',
    'vinen var iskald', 'godt kjølt', 'godt avkjølt',
    'mye bedre etter', 'føles mye bedre', 'føles så mye bedre',
    'følte oss velkomne', 'følte meg velkommen',
    'ingen smerte', 'verdt hver eneste krone', 'holdt hele kvelden',
    'holdt hele dagen', 'holdt hele natten', 'som nye etter', 'som ny etter', 'full av smak',
    'som man sjelden ser', 'ser man sjelden',
  ],
  negative: [
    // Lacking, flaking, prices shot up, more cut off than asked ('mangelfull', 'skallet av', 'skutt i været', 'mer enn jeg ba om').
    'mangelfull*', 'skallet av', 'skutt i været', 'mer enn jeg ba om', 'kortere enn jeg ba om',
    // 'Not much' in dialect ('maten va itj no særlig'), a clumsy or helpless manner ('tafatt'), and 'kjempe-'/'drit-' faults written together ('kjempesvak kaffe', 'dritkjedelig').
    'ikke no særlig', 'itj no særlig', 'ikkje noko særleg', 'tafatt*', 'kjempesvak*', 'kjempetreg*', 'kjempekjedelig*', 'kjempefrekk*', 'dritkjedelig*',
    // Everyday faults: 'uten smak', 'fraværende', 'håpløs', 'skyhøye', 'hinsides', 'overfladisk', 'grinete', 'soggy', 'under enhver kritikk', 'verste', 'lot mye tilbake å ønske', 'dritdårlig', 'ikke akseptabel', what smelled or tasted odd; 'ukomfortable', 'mislykka' are forms the stems miss.
    'uten smak', 'fraværende', 'håpløs*', 'skyhøy*', 'hinsides', 'overfladisk*', 'grinete', 'soggy', 'under enhver kritikk', 'bunnkarakter*', 'verste', 'mye tilbake å ønske', 'dritdårlig*', 'kjempedårlig*', 'superdårlig*', 'ukomfortable', 'mislykka', 'ikke akseptab*', 'ikke drikkbar*', 'ikke drikkelig', 'lukt* rart', 'smak* rart', 'upersonlig',
    // Done without notice or explanation ('ohne Bescheid abgesagt'): a complaint, not a negation of what was done.
    'uten varsel', 'uten beskjed', 'uten forklaring',
    // What was a joke ('servicen var en vits'), and what has a lot to improve ('maten hadde mye å gå på').
    'var en vits', 'en dårlig vits', 'mye å gå på', 'hadde mye å gå på', 'har mye å gå på',
    // Smaller or other than pictured ('kaka var mye mindre enn på bildet'): a complaint about what is named.
    'mindre enn på bildet', 'mindre enn på bildene', 'annerledes enn på bildet', 'ligner ikke bildet', 'lignet ikke bildet', 'ikke som på bildet', 'ingenting som på bildet',
    // 'Latterlig' ('helt latterlig kundeservice') is a complaint, not a latte; a star taken off for something ('trekker en stjerne for parkeringa') faults it.
    'latterlig', 'latterlige', 'latterlig*', 'trekker en stjerne for', 'trekker én stjerne for', 'trekk en stjerne for', 'trekker ei stjerne for', 'trekker to stjerner for', 'minus en stjerne for', 'minus ei stjerne for', 'trekker litt for',
    // A lot of back and forth before a claim was accepted.
    'mye fram og tilbake', 'mye frem og tilbake', 'masse fram og tilbake', 'masse frem og tilbake', 'mye om og men', 'mye styr', 'mye mas', 'mye krangling',
    // 'Kunne tatt seg litt mer tid' (could have taken more time): a complaint about the work.
    'kunne tatt seg litt mer tid', 'kunne tatt seg mer tid', 'kunne brukt litt mer tid', 'kunne brukt mer tid', 'kunne vært litt nøyere', 'kunne vært nøyere',
    // Litotes of praise: 'ikke akkurat kundeservice i verdensklasse', 'ikke mye å skryte av' fault what they name.
    'ikke akkurat * i verdensklasse', 'ikke akkurat i verdensklasse', 'ikke akkurat verdensklasse', 'ikke akkurat * på topp', 'ikke akkurat noe å skryte av', 'ikke mye å skryte av', 'ikke noe å skryte av', 'ingenting å skryte av', 'lite å skryte av', 'ikke mye å rope hurra for', 'ikke noe å rope hurra for', 'ingenting å rope hurra for',
    // Expectations not met ('forventer man vel litt mer enn greit', 'hadde forventa bedre', 'forventer man å få sove').
    'forventer man vel litt mer', 'forventer man vel mer', 'forventer man litt mer', 'forventer man noe mer', 'forventer man noe annet', 'forventer man bedre', 'forventer man å få sove', 'forventer man å få', 'hadde forventa bedre', 'hadde forventa mer', 'forventa bedre', 'forventa mer', 'forventa litt mer', 'forventet noe mer', 'forventet noe annet', 'regnet med mer', 'regna med mer', 'regnet med litt mer', 'regna med litt mer',
    // What a small coffee costs ('69 kr for en liten latte'): a feeling against the price (not any small drink, which may be a drink complaint of its own).
    'kr for en liten latte', 'kr for en liten kaffe', 'kr for en liten kopp kaffe', 'kr for en liten cappuccino', 'kr for en liten espresso', 'kroner for en liten latte', 'kroner for en liten kaffe', 'kr for en bitteliten latte', 'kr for en bitteliten kaffe',
    // Food faults told by taste and state: 'smakte papp', 'tørr som papp', 'fortsatt frossen', 'svidd i bunnen'.
    'smakte papp', 'smakte som papp', 'tørr som papp', 'tørt som papp', 'tørre som papp', 'tørr som sand', 'smakte kjøleskap', 'smakte fryser', 'smakte gammelt',
    'smakte harskt', 'smakte plast', 'smakte såpe', 'smakte klor', 'kald i midten', 'lunken i midten', 'halvtint', 'ikke tint', 'fortsatt frossen', 'fortsatt frosset',
    'fremdeles frossen', 'svidd i bunnen', 'svart i bunnen', 'brente kanter', 'seig som', 'seigt som', 'svampete',
    // Irony closing a complaint: 'lykke til med parkeringen', 'godt jobbet' after a fault, 'smart forretningsmodell'.
    'takk for lite', 'tusen takk for ingenting', 'mange takk for ingenting', 'takk for ingen ting', 'smart forretningsmodell', 'for en forretningsmodell', 'ironi kan forekomme',
    // Litotes and faint praise: 'slett ikke verst' praises; 'verken fugl eller fisk', 'kunne spises' and 'heller ikke mer' do not.
    'verken fugl eller fisk', 'verken bra eller dårlig', 'verken godt eller dårlig', 'verken god eller dårlig', 'verken gode eller dårlige', 'men heller ikke mer',
    'og heller ikke mer', 'kunne drikkes', 'kunne spises', 'kan drikkes', 'kan spises', 'var spiselig', 'var spiselige', 'det peneste jeg kan si',
    'det peneste man kan si', 'det beste jeg kan si', 'det beste man kan si', 'helt middels', 'veldig middels', 'middels og ikke mer', 'ok og ikke mer',
    'greit og ikke mer', 'ikke noe mer enn ok', 'ikke stort mer enn ok', 'ikke stort mer enn greit',
    // Tasting of a supermarket chain ('smakte som kaker fra Rema'), bought-in baking, shrunk portions.
    'smakte som * fra rema', 'smaker som * fra rema', 'smakte som * * fra rema', 'som fra rema', 'rett fra rema', 'kjøpt på rema', 'kjøpt hos rema', 'kjøpt fra rema', 'rema-kvalitet', 'rema-bakst', 'rema-kaker', 'smakte som * fra kiwi', 'smaker som * fra kiwi', 'smakte som * * fra kiwi', 'som fra kiwi', 'rett fra kiwi', 'kjøpt på kiwi', 'kjøpt hos kiwi', 'kjøpt fra kiwi', 'kiwi-kvalitet', 'kiwi-bakst', 'kiwi-kaker', 'smakte som * fra coop', 'smaker som * fra coop', 'smakte som * * fra coop', 'som fra coop', 'rett fra coop', 'kjøpt på coop', 'kjøpt hos coop', 'kjøpt fra coop', 'coop-kvalitet', 'coop-bakst', 'coop-kaker', 'smakte som * fra bunnpris', 'smaker som * fra bunnpris', 'smakte som * * fra bunnpris', 'som fra bunnpris', 'rett fra bunnpris', 'kjøpt på bunnpris', 'kjøpt hos bunnpris', 'kjøpt fra bunnpris', 'bunnpris-kvalitet', 'bunnpris-bakst', 'bunnpris-kaker', 'smakte som * fra joker', 'smaker som * fra joker', 'smakte som * * fra joker', 'som fra joker', 'rett fra joker', 'kjøpt på joker', 'kjøpt hos joker', 'kjøpt fra joker', 'joker-kvalitet', 'joker-bakst', 'joker-kaker', 'smakte som * fra spar', 'smaker som * fra spar', 'smakte som * * fra spar', 'som fra spar', 'rett fra spar', 'kjøpt på spar', 'kjøpt hos spar', 'kjøpt fra spar', 'spar-kvalitet', 'spar-bakst', 'spar-kaker', 'smakte som * fra obs', 'smaker som * fra obs', 'smakte som * * fra obs', 'som fra obs', 'rett fra obs', 'kjøpt på obs', 'kjøpt hos obs', 'kjøpt fra obs', 'obs-kvalitet', 'obs-bakst', 'obs-kaker', 'smakte som * fra prix', 'smaker som * fra prix', 'smakte som * * fra prix', 'som fra prix', 'rett fra prix', 'kjøpt på prix', 'kjøpt hos prix', 'kjøpt fra prix', 'prix-kvalitet', 'prix-bakst', 'prix-kaker', 'smakte som * fra narvesen', 'smaker som * fra narvesen', 'smakte som * * fra narvesen', 'som fra narvesen', 'rett fra narvesen', 'kjøpt på narvesen', 'kjøpt hos narvesen', 'kjøpt fra narvesen', 'narvesen-kvalitet', 'narvesen-bakst', 'narvesen-kaker', 'smakte som * fra 7-eleven', 'smaker som * fra 7-eleven', 'smakte som * * fra 7-eleven', 'som fra 7-eleven', 'rett fra 7-eleven', 'kjøpt på 7-eleven', 'kjøpt hos 7-eleven', 'kjøpt fra 7-eleven', '7-eleven-kvalitet', '7-eleven-bakst', '7-eleven-kaker', 'smakte som * fra lidl', 'smaker som * fra lidl', 'smakte som * * fra lidl', 'som fra lidl', 'rett fra lidl', 'kjøpt på lidl', 'kjøpt hos lidl', 'kjøpt fra lidl', 'lidl-kvalitet', 'lidl-bakst', 'lidl-kaker', 'butikkjøpt*', 'butikkbakst', 'ferdigkjøpt*', 'ferdigbakst', 'krympet', 'krympa', 'blitt mindre og mindre', 'har blitt mindre',
    'alltid lik', 'alltid likt', 'alltid det samme', 'alltid det same', 'det samme hver dag', 'samme hver dag', 'lik hver dag', 'likt hver dag', 'ensformig*', 'ensforma', 'repetitiv*', 'labert', 'laber', 'labre', 'skralt', 'ikkje noko å skryte av', 'ikkje noko å rope hurra for',
    'kort mot', 'kort overfor', 'kort angitt', 'brysk*', 'fåmælt*', 'avmålt*', 'tverr', 'tverre', 'snerpete', 'avfeiende', 'spydig*', 'nedlatende',
    'frøs', 'krasjet', 'krasja', 'tuller', 'tullet', 'knotete', 'tungvint*', 'styr å', 'et styr', 'klønete', 'kronglete', 'hang seg opp',
    'rene katastrofen', 'ren katastrofe', 'rene vitsen', 'rene marerittet', 'ren skuffelse', 'rett i dass',
    'dager å få en time', 'uker å få en time', 'måneder å få en time', 'dager å få time', 'uker å få time', 'vanskelig å få en time', 'vanskelig å få time', 'umulig å få en time', 'umulig å få time', 'er problemet', 'bruker dager på å svare', 'bruker uker på å svare', 'dager på å svare', 'ringte * ganger før', 'ringt * ganger før',
    'var trekt', 'er trekt', 'smakte trekt',
    'gårsdagens', 'stått fremme siden', 'stått fremme hele dagen', 'stått siden i går', 'ligget fremme siden', 'ligget siden i går', 'stått på platen', 'på platen i', 'stått på varmeplaten', 'på varmeplaten', 'stått og godgjort seg', 'stått og trukket', 'stått på kanna', 'stått på kannen', 'stått i timevis', 'stått hele formiddagen', 'stått hele dagen', 'bakt dagen før', 'bakt i går', 'bakt i forgårs', 'fra dagen før', 'fra i forgårs', 'overtrekt', 'dagsgamle',
    'et lotteri', 'en annen historie',
    'kom aldri tilbake med',
    'snakket i telefonen', 'takk for ingenting', 'skjedde ingenting', 'minus en for',
    'kan forbedres', 'bør forbedres', 'må forbedres',
    'stått på plata',
    'eksisterte ikke', 'opptatt av telefonen', 'opptatt av mobilen', 'hadde det travelt', 'i minste laget',
    'ingen tar telefonen',
    'ikke hører seg selv tenke', 'hører ikke seg selv tenke', 'ikke høre seg selv tenke', 'kan ikke høre seg selv tenke', 'ikke akkurat stedet for', 'så knapt på meg', 'mareritt', 'kunne trengt en runde',
    'små for prisen', 'ganske små',
    'bleknet', 'bleknede', 'vasket ut',
    // Nobody greeting the guest, a corked wine.
    'smakte kork', 'korket',
    // What 'the only downside' announces is a complaint, with or without a feeling word ('la única pega: …').
    'minuset',
    // "Could not have been happier": a negation that makes a comparative the utmost, not its opposite.
    'kunne ikke * verre', 'kunne ikke * * verre',
    // The price named as high or risen: 'el precio un poco alto', 'hinnat on nousseet'.
    'pris* * høy*', 'pris* er høy*', 'pris* * * høy*', 'pris* har økt', 'pris* har gått opp',
    'små porsjoner', 'porsjonene var små', 'porsjonene er små',
    'ingen gjorde noe', 'ingen brydde seg', 'ikke klart', 'ikke klar',
    'forventer man mer', 'forventer mer', 'forventet mer',
    'dårlig*', 'elendig*', 'forferdelig*', 'grusom*', 'horribel*', 'fæl', 'fælt', 'fæle', 'kjip*', 'trist*', 'synd', '*skuff*', 'frekk*', 'uhøflig*',
    'uvennlig*', 'sur', 'sure', 'surt', 'gretten*', 'arrogant*', 'avvisende', 'uinteressert*', 'likegyldig*', 'treg', 'trege', 'tregt', 'skitten',
    'skittent', 'møkkete', 'ekkel', 'ekkelt', 'ekle', 'var kald', 'var kaldt', 'var kalde', 'ble kald', 'ble kaldt', 'kom kald',
    'kom kaldt', 'kald mat', 'kald og', 'kaldt og', 'kalde og', 'og kald', 'og kaldt', 'og kalde', 'halvkald*', 'kaldt på', 'kaldt i', 'for kaldt', 'for varmt',
    'lunken', 'lunkent', 'lunkne', 'brent', 'bitter', 'besk', 'seig', 'seigt', 'seige', 'tørr', 'tørt', 'tørre', 'bløt', 'bløtt', 'bløte',
    'vassen*', 'smakte vann', 'smakløs*', 'blass', 'kjedelig*', 'middelmådig*', 'uspiselig*', 'overkokt*', 'overstekt*', 'altfor', 'alt for', 'i overkant',
    'drøy', 'drøyt', 'drøye', 'stiv', 'stive', 'øvre sjikt*', 'flådd', 'svindel',
    'ikke verdt', 'ikke verdt pengene', 'ikke verdt prisen', 'lang ventetid', 'verdt ventetida', 'verdt ventetiden',
    'feil', 'problemet', 'problemene', 'problematisk*', 'et problem', 'problemer med', 'mange problemer',
    'flere problemer', 'klage*', 'klaget', 'mangl*', 'ødelagt*', 'ødela', 'i stykker', 'trang', 'trangt', 'bråkete',
    'harde', 'ubehagelig*', 'ukomfortabel*', 'slitt', 'slitne', 'nedslitt*', 'stressa', 'stresset', 'stressende', 'stressete', 'kaos*',
    'kaotisk*', 'uprofesjonell*', 'useriøs*', 'slurv*', 'skjev*', 'ujevn*', 'mislykket', 'katastrofe*', 'skandale*', 'aldri igjen',
    'aldri mer', 'nei takk', 'dessverre', 'beklage*', 'uten å beklage', 'unnskyld*', 'lei', 'leit', 'irriterende', 'irritert', 'sint', 'sinna', 'frustrer*', 'vondt',
    'smertefull*', 'himla*', 'sjokk*', 'minus', 'trekker ett poeng', 'trekker et poeng', 'trekk for', 'gadd ikke', 'brydde seg ikke',
    'ingen reservasjon', 'ikke registrert', 'ikke noe registrert', 'ingenting registrert',
    'ikke i nærheten', 'for lite', 'litt lite', 'veldig lite', 'lite utvalg', 'lite plass', 'litt små', 'for liten',
    'kunne vært', 'kunne ha vært', 'burde vært', 'burde ha vært', 'høye priser', 'høyt prisnivå', 'høyere enn', 'er høye', 'var høye',
    'ganske høye', 'litt høye', 'veldig høye', 'høyt lydnivå', 'høyt støynivå', 'litt høyt', 'veldig høyt', 'for høyt', 'for høy', 'for høye',
    'for små', 'levde ikke opp', 'lever ikke opp', 'holder ikke mål', 'holdt ikke mål', 'falt ikke i smak', 'trakk ned', 'trekker ned', 'kommer ikke tilbake',
    'aldri tilbake', 'uten et smil', 'uten å smile', 'uten å hilse', 'ikke noe spesielt', 'så som så', 'middels', 'galt', 'rot', 'svak', 'svakt', 'svake',
    'vannete', 'for salt', 'overfylt*', 'fullstappet', 'umulig*', 'vanskelig*', 'amatør*', 'uakseptabel*', 'respektløs*', 'hånlig*', 'ignorert*',
    'oversett', 'ignorerte', 'mareritt*', 'måtte vente', 'måtte vi vente', 'ventet over', 'ventet i over', 'ventet nesten', 'ventet i nesten', 'ventet en time',
    'ventet i en time', 'ventet en halvtime', 'ventet i en halvtime', 'ingen parkering', 'ingen p-plass', 'måtte betale', 'røyklukt*',
    'luktet røyk', 'lukta røyk', 'luktet vondt', 'lukta vondt', 'vond lukt', 'savnet', 'savna', 'hørte ikke på', 'ikke noe å skrive hjem om',
    'ingenting å skrive hjem om', 'ingen forklaring', 'ingen beskjed', 'uten å si ifra', 'uten unnskyldning',
    'frekt', 'ufin*', 'ufyselig*', 'vemmelig*', 'motbydelig*', 'dritt*', 'ræva', 'tragisk*', 'pinlig*', 'uholdbar*', 'sløv*', 'treig',
    'treige', 'treigt', 'altfor seint', 'gretne', 'hissig*', 'kjeftet', 'kjefta', 'rotet', 'rota', 'surr*', 'bommet', 'ubrukelig*', 'fy', 'fysj',
    'æsj', 'huff', 'uff', 'misfornøyd*', 'slapp', 'slappe', 'vond', 'vonde', 'råtten*', 'stinker',
    'spiselig', 'drikkelig', 'heller ikke mer', 'men ikke mer', 'ikke helt med', 'ikke helt til stede', 'uten vindu*', 'for myk', 'for myke', 'for hard',
    'for harde', 'flat', 'trengte oppussing', 'trengte en oppussing', 'trenger en oppgradering',
    'trengte en oppgradering', 'moden for oppussing', 'utdatert*', 'bør lære', 'burde lære', 'må lære seg', 'burde ansette', 'bør ansette',
    'gått nedover*', 'har gått ned', 'ikke som før', 'før var det bedre',
    'ikke noe mer enn det', 'ikke mer enn det', 'ingenting mer enn det', 'lite interessert*', 'lite engasjert*', 'ikke interessert*', 'måtte selv',
    'mindre enn forventet', 'enn på bildene', 'ikke som på bildene', 'innestengt', 'muggen*', 'fuktig*', 'stivt',
    'har vært bedre', 'har hatt bedre', 'har smakt bedre', 'har fått bedre', 'har sett bedre', 'ikke etter',
    'hørte ikke', 'hører ikke', 'uten å si fra', 'uten at noen sa', 'ingen sa fra', 'ingen sa ifra', 'sa ikke fra', 'sa ikke ifra', 'fattig*', 'skrint',
    'begrenset', 'begrensa', 'magert', 'mager', 'fantes ikke', 'fant ikke', 'forsvunnet', 'forsvant', 'borte fra', 'var borte', 'ble flyttet', 'ble flytta',
    'enn avtalt', 'enn det vi ble enige om', 'enn vi ble enige om', 'ikke som avtalt', 'ikke det jeg ba om', 'ikke det vi ba om', 'ikke helt det',
    'ikke det jeg så for meg', 'ikke det vi hadde bestilt', 'ligger godt over', 'ligger langt over', 'ligger en del over', 'er godt over', 'var godt over',
    'er langt over', 'var langt over', 'langt over', 'mye over', 'en del over', 'betydelig over',
    'sov ingenting', 'sov nesten ingenting', 'sov dårlig', 'fikk ikke sove', 'fikk ikke sovet', 'umulig å sove', 'knapt hei', 'sa ikke hei',
    'hilste ikke', 'ikke et ord', 'knapt et ord', 'på skuldrene', 'sendte den tilbake', 'sendte tilbake', 'måtte sende', 'oppvarmet',
    'varmet opp', 'ikke får det til', 'får det ikke til', 'fremdeles ingenting', 'ennå ikke', 'fortsatt ikke',
    'ikke kommet', 'ikke levert', 'brå', 'bryskt', 'hardhendt*', 'røff*', 'fikk ikke nok',
    'holdt ikke helt mål', 'holder ikke helt mål', 'i meste laget',
    'ventetiden var lang', 'ventetiden er lang', 'ventetiden ble lang', 'ventetida var lang',
    'køen var lang', 'køa var lang', 'lang kø',
    'lange køer', 'altfor lang', 'veldig lang',
    'ikke som jeg ønsket', 'ikke som ønsket', 'ikke som forventet', 'ikke som jeg ville', 'ikke som jeg ba om', 'ikke ryddet', 'ikke rydda', 'ingen som ryddet',
    'ingen ryddet',
    'ikke tørka', 'ikke noe mer', 'ikke mer enn ok', 'ikke mer enn greit', 'ikke noe særlig', 'ingenting særlig', 'ikke fått det med seg',
    'ikke fått med seg', 'i siste liten', 'avlyst', 'avlyste', 'så høy at', 'så høyt at', 'ikke hørte hverandre', 'hørte ikke hverandre',
    'ikke høre hverandre', 'kunne ikke høre', 'ikke normalt', 'ikke i stil', 'stod ikke i stil', 'står ikke i stil', 'ikke står i stil',
    'ikke stod i stil', 'slitasje', 'ikke lyst til å være der', 'ikke lyst til å jobbe', 'ikke lyst til å være på jobb', 'mer opptatt av',
    'mer interessert i', 'opptatt med mobilen', 'opptatt med telefonen', 'man skulle tro', 'skulle man tro', 'man skulle forvente',
    'skulle man forvente', 'får du andre steder', 'får man andre steder', 'finner du andre steder', 'bensinstasjon*', 'under forventning*',
    'under middels', 'under pari', 'senere enn', 'seinere enn', 'sendt hjem', 'avvist*', 'støv', 'støvet', 'støvete',
    'støvdott*', 'himlet*', 'himle*', 'kort i tonen', 'sur i tonen', 'uempatisk*', 'som luft', 'bittesmå',
    'knøttsmå', 'pittesmå', 'bitteliten', 'bittelite', 'knøttliten', 'knøttlite', 'var små', 'er små', 'ble sittende og vente',
    'var flyttet', 'tam', 'tamt', 'tamme', 'smakte ikke', 'smakte lite', 'lite smak', 'smakte ingenting', 'svidd*', 'var salt', 'veldig salt',
    'så salt', 'oversalt*', 'salt som', 'lite informasjon', 'ingen informasjon', 'fikk aldri', 'var den kald',
    'var den kaldt', 'helt kald', 'helt kaldt', 'iskald*', 'ingen plass',
    'ingen ledige bord', 'visste ikke om', 'visste de ikke', 'visste ingenting', 'ikke visste', 'ble gul', 'ble gult', 'ble oransje', 'gulaktig*',
    'uten å spørre', 'uten å informere', 'uten å forklare', 'uten å si noe', 'ikke informert', 'uinformert', 'skjorta', 'skjorten', 'gått opp',
    'ingen kom', 'ingen som hilste', 'ingen hilste', 'bare én på jobb',
    'bare en på jobb',
    'utvannet', 'sinnssyke priser', 'vanvittige priser', 'utvanna',
    'virket ikke', 'virker ikke', 'virka ikke', 'flekker på', 'flekkete', 'for mye', 'så knapt på', 'knapt så på', 'tastet hele tiden',
    'satt og tastet', 'så på skjermen', 'kommer aldri gjennom', 'kommer ikke gjennom', 'umulig å komme gjennom', 'kranglet', 'krangla', 'kranglete', 'diskuterte',
    'sukket', 'fniste', 'lo av', 'flirte', 'belærende', 'bedrevitende', 'overså oss',
    'overså meg', 'inkompetent*', 'udugelig*', 'hadde ikke peiling', 'null peiling', 'ingen peiling', 'ante ikke', 'aner ikke',
    'mistet', 'mista', 'rotet bort', 'rota bort', 'var tomt', 'tomme hyller',
    'tomme fat', 'ble ikke fylt på', 'ikke fylt på', 'ble aldri fylt på', 'ikke min størrelse', 'hadde ikke min', 'stusslig*',
    'var dødt',
    'var gammelt', 'var gammel', 'gammelt brød', 'gamle boller', 'fra i går', 'hardt brød', 'var hardt', 'var hard', 'steinhard*',
    'ikke gjennomstekt', 'ikke stekt nok', 'rå i midten', 'ikke ferdigstekt', 'var rå', 'ingenting spesielt', 'intet spesielt', 'mikrobølge*',
    'ferdigmat', 'fra frysedisken', 'fettete', 'oljete', 'druknet i', 'ikke smeltet', 'bitte lite', 'bitte liten', 'utslitt*',
    'var flate', 'flate puter', 'putene var flate', 'var tynn', 'tynn dyne', 'dyna var tynn', 'tynn stråle', 'lite vanntrykk', 'kaldt vann',
    'ikke varmtvann', 'knirkete', 'knirket',
    'ekko', 'ekkoet',
    'litt avsides', 'veldig avsides', 'ble gule', 'flekkvis*', 'messingfarget', 'kobberfarget', 'grønnaktig*',
    'klippet av * cm', 'cm for mye', 'for mye av', 'for kort', 'ødela håret', 'slaktet', 'helt annerledes enn', 'noe helt annet', 'ligner ikke', 'satt på mobilen',
    'på mobilen', 'satt på telefonen', 'i telefonen hele tiden', 'satt med mobilen', 'flasset', 'flassa', 'løsnet', 'falt av', 'holdt ikke', 'falt ut', 'hastet',
    'hasta', 'samlebånd*', 'aldri noen som tar', 'ingen som tar telefonen', 'tar aldri telefonen',
    'hørte aldri noe', 'hører aldri noe', 'ville ikke gi', 'nektet', 'nekta', 'ville ikke bytte',
    'ville ikke refundere', 'ville ikke hjelpe', 'minutter på maten', 'minutter på å få',
    'hadde ikke boka', 'hadde ikke varen', 'hadde de ikke', 'kunne ikke bestille', 'forventet litt mer',
    'hadde forventet mer', 'forventet bedre', 'for lite folk på jobb',
    'rom for forbedring',
    'rommet var lite', 'rommet er lite', 'rommet var veldig lite', 'rommene var små', 'små rom',
    'dovent', 'doven',
    'ba om å ta',
    'udrikkelig*', 'gått kraftig opp',
    'forvente mer', 'burde man kunne forvente mer', 'lunka', 'det dobbelte',
    'orket ikke',
    'helt syke',
    'hodeløse høner',
    'smakte som om', 'smaker som om', 'litt tynt', 'litt tynn', 'litt tynne', 'så lite at', 'så trangt at',
    'biffen var grå', 'smakte absolutt ingenting', 'smakte ikke en dritt', 'smakte null',
    'smaker null', 'som oppvaskvann', 'smakte oppvaskvann', 'som vaskevann', 'smakte mest sukker',
    'smakte bare sukker', 'ølet var flatt', 'flatt øl', 'flat øl', 'brusen var flat',
    'hull i lakenet', 'hull i lakenene',
    'hull i dyna', 'hull i dynetrekket', 'hull i håndkleet', 'hull i håndklærne', 'hull i veggen', 'ble helt oransje', 'helt oransje', 'ble grønn', 'ble grønt',
    'ble helt grønn', 'gult skjær', 'grønt skjær', 'oransje skjær',
    'ikke i forhold til kvaliteten',
    'dopapiret var tomt', 'søppelbøtta var ikke tømt', 'ikke tømt',
    'mest varm melk', 'bare varm melk', 'smakte bare melk', 'mest melk', 'mugg i', 'mugg på', 'svarte fuger', 'holdt bare * dager',
    'holdt bare * uke*', 'holdt kun * dager',
    'luktet urin', 'fluer i', 'fluer på',
    'overbooket', 'overbookede', 'overbooking', 'dobbeltbooket',
    'kr i tillegg', 'koster ekstra', 'kr ekstra', 'natta i tillegg',

    // Staff out of their depth.
    'på bærtur', 'ute å kjøre',
    // Finding a space is a sport of its own.
    'en sport for seg', 'sport for seg',
  ],
  apologies: ['beklaget', 'unnskyldte', 'sa unnskyld', 'ba om unnskyldning'],
  negators: [
    'alt annet enn', 'ikke', 'ikkje', 'itj', 'ikk', 'ikek', 'ikkeno', 'ingen', 'intet', 'ingenting', 'aldri', 'verken', 'knapt', 'neppe', 'mangel på', 'manglet', 'mangler',
    'null', 'lite', 'mindre',
  ],
  elsewhere: ['en annen tannlege', 'en ny tannlege', 'en annen frisør', 'en ny frisør', 'en annen klinikk', 'et annet hotell', 'en annen fysioterapeut', 'en annen lege', 'et annet sted', 'annensteds', 'andre steder hen', 'til en annen frisør', 'til en annen tannlege', 'til en annen klinikk', 'hos en annen frisør', 'hos en annen tannlege', 'på et annet hotell', 'til et annet hotell'],
  // An overall verdict or a good time had ('helt grei overnatting', 'vi hadde det egentlig koselig'): a verdict on the visit, not the room's atmosphere.
  verdicts: ['helt grei overnatting', 'grei overnatting', 'helt grei overnatning', 'helt greit opphold', 'greit opphold', 'helt grei opplevelse', 'hadde det koselig', 'hadde det * koselig', 'hadde det kjempekoselig', 'hadde det hyggelig', 'hadde det * hyggelig', 'hadde det kjempehyggelig', 'hadde det trivelig', 'hadde det * trivelig', 'hadde det kjekt', 'hadde det * kjekt', 'hadde det gøy', 'hadde det * gøy', 'hadde det fint', 'hadde det * fint',
    'kommer tilbake', 'komme tilbake', 'kommer igjen', 'komme igjen', 'kommer ikke tilbake', 'kommer aldri tilbake', 'kommer ikke igjen'],
  arrivals: ['kom inn med', 'kom hit med', 'kom dit med', 'kom til dem med', 'kom til henne med', 'kom til ham med'],
  said: ['sa', 'sier', 'syntes', 'synes', 'mente'],
  ordered: ['bestilte', 'vi bestilte', 'jeg bestilte'],
  received: ['fikk', 'fikk vi', 'fikk jeg', 'fikk servert'],
  and: ['og'],
  otherwise: ['ellers', 'totalt', 'samlet'],
  intensifiers: ['veldig', 'litt', 'altfor', 'for', 'ganske', 'noe'],
  negationIdioms: [
    'annet', 'hemmelighet', 'nekte', 'nektes', 'benekte', 'benektes', 'lyve', 'forbi','tvil', 'minst', 'bare', 'kun'],
  determiners: ['en', 'ei', 'et', 'vår', 'vårt', 'våre', 'min', 'mitt', 'mine', 'hans', 'hennes', 'deres'],
  concessions: ['selv med', 'tross', 'trass i', 'til tross for'],
  why: ['hvorfor', 'hvordan kan det ha seg'],
  answers: ['ja', 'jo', 'nei', 'helt', 'neppe', 'kanskje', 'sikkert', 'nok', 'absolutt', 'definitivt', 'aldri', 'tja'],
  neutral: [
    // What is listed somewhere ('prisen står på menyen') is no one working hard; paying by card and 'i verste fall' feel nothing.
    'står på menyen', 'sto på menyen', 'står på skiltet', 'betale med kort', 'måtte betale med kort', 'i verste fall',
    // A delayed flight or train is the guest's journey, not a wait the business caused.
    'forsinket fly', 'flyet var forsinket', 'flyet ble forsinket', 'toget var forsinket', 'forsinket tog',
    // A quiet weekday as the setting of the visit ('vi var der en stille tirsdag'); an expectation of noise that came to nothing ('trodde det ville bli altfor mye leven'); a booking slip of the guest's own ('hadde booket feil dato ved en glipp'); a queue that only looked long.
    'stille mandag', 'stille tirsdag', 'stille onsdag', 'stille torsdag', 'stille fredag', 'stille lørdag', 'stille søndag', 'en stille ukedag', 'en stille formiddag', 'en stille ettermiddag', 'trodde det ville bli altfor mye leven', 'trodde det ville bli mye leven', 'trodde det ville bli for mye leven', 'trodde det ville bli altfor mye bråk', 'trodde det ville bli mye bråk', 'trodde det ville bli bråkete', 'trodde det ville bli * bråkete', 'var redd det skulle bli bråkete', 'var redd det ville bli bråkete', 'var redd det skulle bli * bråkete', 'var redd det ville bli * bråkete', 'fryktet det ville bli bråkete', 'feil dato ved en glipp', 'feil dag ved en glipp', 'feil dato ved et uhell', 'feil dag ved et uhell', 'feil dato selv', 'køen så lang ut', 'køen så veldig lang ut', 'køen så skummel ut', 'køa så lang ut', 'køen virket lang', 'køen virket lang ut', 'køen så * lang ut',
    // The guest's own lateness or delay ('vi kom et kvarter for sent pga en ulykke', 'vi ble forsinket pga trafikken'), a queue that only looked long, standing in line as the setting ('mens vi sto i kø'), a wallet lost: no wait, no price.
    'vi kom * for sent', 'vi kom * * for sent', 'jeg kom * for sent', 'jeg kom * * for sent', 'vi kom * for seint', 'jeg kom * for seint', 'vi ble forsinket', 'jeg ble forsinket', 'vi ble forsinka', 'jeg ble forsinka', 'så lang ut', 'så veldig lang ut', 'virket lang', 'mens vi sto i kø', 'mens jeg sto i kø', 'mens vi stod i kø', 'mens jeg stod i kø', 'mens vi venta i kø', 'mens vi ventet i kø', 'mens jeg venta i kø', 'mens jeg ventet i kø', 'mens vi sto i køen', 'mens jeg sto i køen', 'mista lommeboka', 'mistet lommeboka', 'mistet lommeboken', 'mista lommeboken', 'glemte lommeboka', 'glemte lommeboken', 'glemt lommeboka', 'glemt lommeboken', 'slitt med krøllene', 'slitt med håret', 'slitt med krøllete hår', 'nervøs for å gå så kort', 'nervøs for å gå kort',
    // The hour a call or a visit was to be made at, sharp ('ringe kl 8 presis'): no praise of anyone's punctuality.
    'kl * presis', 'kl. * presis', 'klokka * presis', 'klokken * presis',
    // 'Sjekk systemet deres!' tells the place to check its own booking system: no check-up.
    'sjekk systemet', 'sjekk systemet deres', 'sjekk bookingsystemet', 'sjekk rutinene', 'sjekk rutinene deres', 'sjekke systemet', 'sjekke systemet sitt', 'sjekke rutinene',
    // The reviewer getting cross ('da blir jeg litt sur') is no word about a grumpy member of staff.
    'blir jeg sur', 'blir jeg litt sur', 'jeg blir sur', 'jeg blir litt sur', 'ble jeg sur', 'ble jeg litt sur', 'jeg ble sur', 'jeg ble litt sur', 'vi ble sure', 'ble vi sure',
    // A price judged fair 'for being in the centre' ('grei pris til å være midt i sentrum') names the price, not the location.
    'til å være midt i sentrum', 'til å ligge midt i sentrum', 'til å være i sentrum', 'til å ligge i sentrum', 'til å være midt i byen', 'til å ligge midt i byen', 'til å være ved sjøen', 'til å ligge ved sjøen', 'til å ligge ved vannet', 'til å være ved vannet', 'for å være midt i sentrum', 'for å ligge midt i sentrum', 'for å ligge i sentrum',
    // 'bad om' is 'asked for', no bathroom ('jeg bad om hjelp').
    'bad om', 'bad meg om', 'bad oss om', 'bad dem om', 'bad henne om', 'bad han om', 'bad ham om', 'bad pent om', 'bad høflig om', 'bad de om', 'bad vi om', 'bad jeg om',
    // paying and leaving is no word about the prices ('vi betalte og gikk hjem').
    'betalte og gikk', 'vi betalte og gikk', 'betalte bare og gikk', 'betalte og dro', 'betalte og gjekk', 'betalte regninga og gikk', 'betalte regningen og gikk', 'betalte og forlot',
    // a dish back within minutes is no wait ('fikk samme fisken igjen etter to minutter').
    'igjen etter to minutter', 'igjen etter et par minutter', 'igjen etter ett minutt', 'tilbake etter to minutter', 'tilbake etter et par minutter',
    // Food cleared away ('det meste var rydda bort') is no word about cleaning.
    'rydda bort', 'ryddet bort', 'rydda vekk', 'ryddet vekk', 'rydda unna', 'ryddet unna',
    // A half-empty room is the setting of a wait, not a fault of the range ('en tirsdagskveld med halvtomt lokale').
    'halvtomt lokale', 'halvtom restaurant', 'halvtom kafé', 'halvtom kafe', 'nesten tomt lokale', 'nesten tom restaurant', 'halvfullt lokale', 'halvtomt der inne',
    // 'Latterlig' is no latte; 'hos tannlegen' and 'hos ny tannlege' are the place, not the person; appreciating in dialect ('det sett æ pris på') names no price; a price 'uten frokost' names no breakfast; being spared nagging ('uten at jeg måtte mase') faults nobody.
    'latterlig', 'latterlige', 'latterligt', 'hos tannlegen', 'hos ny tannlege', 'hos en ny tannlege', 'hos tannlege', 'hos legen', 'hos frisøren', 'sett pris på', 'sett æ pris på', 'sette pris på', 'setter æ pris på', 'sett eg pris på', 'setter eg pris på', 'sett jeg pris på', 'uten frokost', 'ekskl frokost', 'eksklusiv frokost', 'uten at jeg måtte mase', 'uten at æ måtte mase', 'uten at eg måtte mase', 'uten at vi måtte mase', 'uten å måtte mase', 'uten at jeg trengte å mase', 'uten at jeg måtte spørre', 'uten at æ måtte spørre', 'uten å måtte spørre',
    // The coffee machine already washed at closing time is not the cleaning.
    'maskinen var vasket', 'maskinen var vaska', 'maskinen var rengjort', 'hadde vasket maskinen', 'maskinen var slått av', 'maskinen var skrudd av',
    // Working out what was wrong is the diagnosis, not a fault ('skjønte med en gang hva som var galt').
    'hva som var galt', 'hva som var feil', 'hva som feilte', 'hva som var galt med', 'hva som er galt', 'hva som er feil',
    'stille et enkelt spørsmål', 'å stille et', 'for å stille', 'stille noen spørsmål',
    // Staff booking a table elsewhere for the guest is their kindness, no word about booking; 'klipte tørt' is a dry-cut technique, not a fault.
    'bestilte bord for oss', 'bestilte bord til oss', 'ringte og bestilte bord', 'klipte tørt', 'klipper tørt', 'klippet tørt', 'tørrklipp*',
    // Hedged praise ('var sikkert flink nok') grants nothing.
    'sikkert flink nok', 'var sikkert flink', 'sikkert dyktig nok', 'sikkert hyggelig nok',
    // Waiting while the job is done is the setting of quick service ('fikset det på ti minutter mens jeg sto og venta'), no complaint about the wait.
    'mens jeg sto og venta', 'mens jeg sto og ventet', 'mens jeg venta', 'mens jeg ventet', 'mens vi venta', 'mens vi ventet', 'mens vi sto og venta', 'mens vi sto og ventet', 'mens man venter', 'mens man venta',
    'en gratis kaffe', 'tilbudt en kaffe', 'tilbudt kaffe',
    // Rooms or tables booked as the frame of the story ('Booket 2 rom til montørene') and a free coffee offered after a complaint ('tilbudt en gratis kaffe'): no word about booking or coffee.
    'booket 2 rom', 'booket to rom', 'booket tre rom', 'booket * rom til', 'booket rom til', 'bestilte * rom til', 'tilbudt en gratis kaffe', 'tilbudt gratis kaffe', 'fikk en gratis kaffe', 'en kaffe på huset', 'kaffe på huset', 'tilbød oss en kaffe', 'tilbød meg en kaffe',
    // Bringing back a thing bought in the wrong size ('bytte et par sko i feil størrelse') is the buyer's slip, no word about the range.
    'i feil størrelse', 'kjøpt feil størrelse', 'kjøpte feil størrelse', 'tok feil størrelse',
    // Choking on one's coffee at a bill ('sette kaffen i halsen') is shock, no coffee.
    'sette kaffen i halsen', 'satte kaffen i halsen', 'satt kaffen i halsen', 'fikk kaffen i halsen', 'sette kaffen i vrangstrupen', 'satte kaffen i vrangstrupen', 'fikk kaffen i vrangstrupen',
    // A full house quoted back as the answer ('vi er fullbooket') is no booking complaint.
    'vi er fullbooket', 'vi er fullbooka', 'vi er fullt booket', 'vi er dessverre fullbooket', 'vi er fulle', 'da jeg skulle betale', 'når jeg skulle betale', 'da vi skulle betale', 'når vi skulle betale', 'skulle til å betale',
    // Faint praise: 'ok sånn i og for seg' grants no praise.
    'ok sånn i og for seg', 'ok i og for seg', 'okei i og for seg', 'greit i og for seg', 'grei i og for seg', 'greit nok i og for seg', 'grei nok i og for seg',
    'helt ok i og for seg', 'helt greit i og for seg', 'greit nok sånn sett', 'grei nok sånn sett', 'ok sånn sett',
    // Irony closing a complaint: 'lykke til med parkeringen', 'godt jobbet' after a fault, 'smart forretningsmodell'.
    'lykke til videre', 'lykke til fremover', 'lykke til i fremtiden', 'lykke til med alt', 'lykke til med det', 'lykke til med stedet', 'lykke til med driften',
    'lykke til med butikken', 'lykke til med restauranten', 'lykke til med kafeen', 'lykke til med salongen', 'lykke til med klinikken', 'lykke til med den nye',
    // Homographs: 'rolig' told of a person is their manner, not the noise; 'stille spørsmål' asks; 'tørr humor', 'dårlig rygg' and 'klar over' feel nothing.
    // Taking it easy oneself ('vi tok det rolig på rommet') is no praise of anyone, nor of the quiet.
    'vi tok det rolig', 'jeg tok det rolig', 'vi tar det rolig', 'jeg tar det rolig', 'vi tok det med ro', 'vi tok det roleg', 'eg tok det roleg',
    'bare rolig', 'ta det rolig', 'ta det med ro', 'stille spørsmål', 'stille et spørsmål', 'stille mange spørsmål', 'stille gode spørsmål',
    'stille opp', 'stille seg', 'stille meg', 'stille oss', 'stille krav', 'stille diagnose', 'stille en diagnose', 'stille bilen', 'tørr humor',
    'tørre humor', 'tørr humør', 'klar over', 'ikke klar over', 'var klar over', 'være klar over', 'dårlig rygg', 'dårlige knær', 'dårlig kne', 'dårlig hofte',
    'dårlig skulder', 'dårlig nakke', 'dårlig samvittighet', 'dårlig til beins', 'vondt av', 'synes synd', 'ha en fin dag', 'ha en god dag', 'god sommer', 'god bedring',
    'god påske', 'kommer til å savne', 'sur-søt', 'sursøt', 'sursøtt', 'lite grann', 'et kjapt besøk', 'en kjapp tur', 'en rask tur', 'en kjapp prat',
    'mer var det dessverre ikke', 'mer var det ikke', 'mer var det ikkje', 'meir var det ikkje', 'det var det hele', 'og det var alt', 'men det var alt', 'der stopper det', 'der stoppet det', 'der stoppa det', 'det var det eneste positive', 'det var også det eneste positive',
    'rent ut sagt', 'rent faktisk', 'rent generelt', 'rent teknisk', 'ren luksus', 'rene luksusen', 'ren nytelse', 'rene nytelsen', 'ren glede', 'rene gleden', 'ren magi', 'rene magien', 'rene katastrofen', 'ren katastrofe', 'rene vitsen', 'rene marerittet', 'ren skuffelse', 'rolig dag', 'rolig mandag', 'rolig tirsdag', 'rolig onsdag', 'rolig torsdag', 'rolig fredag', 'rolig formiddag', 'rolig ettermiddag', 'min kopp te', 'ens kopp te', 'som varmt hvetebrød', 'som varme hvetebrød', 'to fluer i en smekk', 'to fluer i én smekk', 'smør på flesk', 'koster ingenting å', 'koster ikke noe å', 'koster ikke en krone å', 'rett i dass',
    'i fred og ro',
    'da jeg klaget', 'da vi klaget',
    // Medical advice told after 'fikk beskjed' ('fikk beskjed om å ta Ibux'): what the treatment advised, not what a complaint was answered with.
    'fikk beskjed om å ta', 'fikk jeg beskjed om å ta', 'fikk beskjed om å bruke', 'fikk jeg beskjed om å bruke', 'fikk beskjed om å kjøpe', 'fikk beskjed om å hvile', 'fikk jeg beskjed om å hvile', 'fikk beskjed om å skylle', 'fikk beskjed om å spise',
    'tannlegeskrekk', 'redd for tannlegen', 'tannlegeangst',
    'kvart over', 'kvart på',
    'siden lunsj', 'siden frokost',
    'kan ikke vente', 'klarer ikke å vente', 'kan nesten ikke vente',
    'møtte opp i tide', 'var der i tide',
    'en god time', 'en god halvtime', 'en god halv time', 'godt og vel',
    'halvtomt i lokalet', 'halvtomt i restauranten', 'halvtomt i salen',
    'rom for forbedring', 'god morgen', 'vennlig hilsen', 'med vennlig hilsen', 'god helg', 'god jul',
    'godt nyttår', 'gratulerer', 'lite firma', 'liten bedrift', 'liten butikk', 'langtidsstekt', 'syntes synd på', 'synes synd på', 'dårlig vær',
    'det var travelt', 'selv om det var travelt', 'selv om det var mye folk', 'det var mye folk',
    'lunsjpause*', 'i lunsjen', 'lunsjtid*', 'ved lunsjtider', 'i lunsjpausen',
    'i baren', 'ved baren',
    'uten reservasjon', 'uten å ha bestilt', 'uten bestilling', 'uten å reservere', 'uten timeavtale',
    // Late by the clinic's reckoning after a wrong reminder ('var en time for sent ifølge dem'): the guest's lateness, no wait.
    'for sent ifølge dem', 'for seint ifølge dem', 'for sent ifølge dei', 'for sent ifølge resepsjonen', 'for sent ifølge systemet', 'en time for sent ifølge', 'var visst for sent', 'var visst en time for sent', 'var visstnok for sent',
    'møtte opp for sent', 'møtte opp en time for sent', 'jeg var en time for sent', 'jeg var * for sent', 'vi var * for sent', 'jeg var for sent', 'vi var for sent', 'jeg var for seint', 'møtte opp for tidlig', 'møtte opp en time for tidlig', 'en time for tidlig',
    'jeg var sen', 'vi var sene', 'jeg var forsinket', 'vi var forsinket', 'jeg kom for sent', 'vi kom for sent', 'jeg kom litt for sent', 'vi kom litt for sent',
    'hvert * minutt', 'hvert * minutter', 'timer i bil', 'timer i bilen', 'timers kjøring', 'timers kjøretur',
    'etter * timer i bil', 'etter * timer i bilen',
    'min unna', 'minutter unna', 'minutters gange', 'minutter derfra', 'timer unna', 'time unna',
    'lunsjpause', 'lunsjpausen', 'lunsjen min',
    // A treatment put off to a later visit ('må vente til neste gang') is no waiting time.
    'må vente til neste gang', 'må vente til neste time', 'måtte vente til neste gang', 'måtte vente til neste time', 'får vente til neste gang', 'får vente til neste time',
    'må vente til en annen gang', 'måtte vente til en annen gang', 'må vente til neste besøk', 'måtte vente til neste besøk',
    // The price of being popular is a queue or a crowd, not what things cost.
    'prisen for å være populær', 'prisen for å være så populær', 'prisen for suksess',
    // Time and money wasted together is a verdict on the visit, not on the prices or a wait.
    'bortkastet tid og penger', 'sløsing med tid og penger', 'kastet bort tid og penger',
    // Waiting for a cut to grow back is no waiting time at the salon.
    'vente til det vokser', 'vente på at det vokser', 'vente til håret vokser',
    // A cool or cold tone of a colour is the shade asked for, no complaint of cold.
    'kalde blonde', 'kald blond', 'kaldblond*', 'kalde toner', 'kald tone',
    // Paying the bill is no word about the prices.
    'da vi betalte', 'da jeg betalte',
    // The guest's own lateness is no wait at the place.
    'kom nesten for sent', 'jeg kom nesten for sent', 'kom selv for sent',
    // 'We're fully booked', the answer to a guest asking to move, is the service's word, not the guest's booking.
    'vi er dessverre fullbooka', 'dessverre fullbooka', 'dessverre fullbooket', 'de var fullbooket', 'de var fullbooka', 'hotellet var fullbooket',
    // Booking again for next time is the verdict of a happy guest, not the booking.
    'vi booker igjen', 'booker igjen til neste år', 'har allerede booket', 'booka igjen til',
    // The guests' own noise is no complaint of the place.
    'selv om vi ble litt høylytte', 'vi ble litt høylytte', 'vi ble høylytte', 'selv om vi bråket',
    // A place minutes away is told by its distance, not a wait.
    'minutters kjøring unna',
    // What is sold for the kitchen at home is no word about a kitchen's food.
    'til kjøkkenet', 'alt til kjøkkenet',
    // How the bill was paid or shared is no word about the prices.
    'betalte med kort', 'delte regningen', 'betalte med vipps', 'vippset',
  ],
  excuses: [
    'ikke butikkens skyld', 'ikke stedets skyld', 'ikke restaurantens skyld', 'ikke hotellets skyld', 'ikke klinikkens skyld', 'ikke salongens skyld', 'ikke kafeens skyld', 'ikke butikkens feil', 'ikke stedets feil', 'ikke restaurantens feil', 'kan de ikke noe for', 'kan de jo ikke noe for', 'kan de ikke gjøre noe med', 'rår de ikke over', 'rår de jo ikke over', 'ikke noe de kan gjøre med', 'kan man ikke klandre dem', 'kan man ikke laste dem for','ikke hans skyld', 'ikke hennes skyld', 'ikke deres skyld', 'ikke personalets skyld', 'ikke servitørens skyld', 'ikke hans feil', 'ikke hennes feil', 'ikke deres feil', 'kan ikke klandre', 'kunne ikke gjøre for'],
  contrast: [
    'eneste trekk', 'eneste trekket',
    'trekker en stjerne', 'minus en stjerne', 'en stjerne trekk',
    'men', 'selv om', 'bortsett fra', 'unntatt', 'eneste minus', 'eneste minuset', 'det eneste', 'til tross for', 'trass i',
    'eneste var', 'lite minus', 'et lite minus', 'eneste lille minus', 'eneste innvending',
  ],
  askedFor: ['ba om', 'ville ha', 'hadde bedt om', 'ønsket meg', 'skulle bare ha', 'skulle ha', 'ville bare ha'],
  hopes: ['forventer man', 'forventer jeg', 'forventet jeg', 'forventet vi', 'hadde forventet', 'sist vi var her', 'sist jeg var her', 'forrige gang', 'sist gang', 'forrige besøk', 'siste besøk'],
  told: ['sa fra i resepsjonen', 'sa ifra i resepsjonen', 'sa fra i kassa', 'sa ifra i kassa', 'sa fra ved disken', 'sa ifra ved disken', 'sa fra', 'sa ifra', 'fikk beskjed', 'fikk vi beskjed', 'fikk jeg beskjed', 'fikk høre', 'fikk vi høre', 'fikk jeg høre', 'fikk vite', 'fikk til svar', 'svaret var', 'sa de', 'sa hun', 'sa han', 'ble møtt med', 'ble vi møtt med', 'da jeg nevnte det', 'da jeg sa ifra', 'da jeg sa fra', 'da jeg påpekte det', 'da jeg klaget', 'da vi klaget', 'da vi sa ifra', 'da vi sa fra'],
  bodyParts: ['rygg*', 'korsrygg*', 'nakke*', 'skulder*', 'skuldre*', 'kne', 'kneet', 'knær*', 'hofte*', 'ankel*', 'ankelen', 'håndledd*', 'albue*', 'fot', 'foten', 'føtter*', 'beinet', 'beina', 'arm', 'armen', 'hånd', 'hånda', 'hånden', 'hender*', 'kjeve*', 'tann', 'tanna', 'tannen', 'tenner*', 'ryggsmert*', 'nakkesmert*', 'knesmert*', 'tannpine'],
  grants: ['det skal de ha', 'det skal dere ha', 'det skal han ha', 'det skal hun ha', 'det må jeg innrømme', 'det må man gi dem', 'det skal sies', 'ingen tvil om det', 'det kan jeg ikke klage på', 'ikke noe å si på det', 'er det ikke noe å si på', 'det er ikke noe å si på', 'ikke noe å utsette på', 'ingenting å si på det'],
  wishes: [
    // 'Skulle bare ønske' (I only wish) with 'bare' inside.
    'skulle bare ønske', 'skulle så gjerne ønske', 'skulle bare ønske at', 'skulle ønske at',
    // Service: help impossible to find, nobody clearing the tables; nostalgia ('før fikk man god hjelp her') names what is lacking now.
    'før i tiden', 'før fikk man', 'tidligere fikk man', 'i gamle dager', 'den gang fikk man', 'på den tiden','pleide å være', 'pleide å elske', 'pleide å ha',
    'skulle ønske', 'hvis bare', 'bare synd at', 'mangler bare', 'hadde vært fem stjerner', 'hadde vært 5 stjerner', 'hadde fått fem stjerner',
    'hadde fått 5 stjerner', 'hadde blitt fem stjerner', 'hadde blitt 5 stjerner', 'hadde det ikke vært for', 'kunne gjerne', 'kunne godt hatt', 'skulle gjerne hatt',
    'hadde vært fint med', 'hadde vært kjekt med',
    // 'Would have given 5 stars if …': what follows was lacking.
    'hadde gitt 5', 'hadde gitt fem', 'ville gitt 5', 'ville gitt fem', 'ville ha gitt 5', 'ville ha gitt fem', 'kunne godt vært', 'kunne gjerne vært', 'kunne vært litt',
    'kunne vært noe', 'kunne godt vært litt', 'kunne gjerne vært litt', 'må gjerne være litt', 'kunne tatt seg litt mer', 'kunne tatt seg mer',
  ],
  negatedAfter: [
    // 'Funka ikke' (did not work), in dialect.
    'funka',
    'skuffer', 'skuffet',
    'beklaget', 'unnskyldte', 'likte', 'liker', 'anbefaler', 'anbefales', 'anbefalte', 'fungerte', 'fungerer', 'funket', 'funker', 'imponerte', 'trives', 'trivdes', 'innfridde', 'lyttet',
    'lytter', 'hjalp', 'hjelper',
  ],
};
