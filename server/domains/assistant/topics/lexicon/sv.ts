import type { Lexicon } from '../topic-ids';

/**
 * Swedish. Nouns carry their article as a suffix (maten, kaffet, rummen) and are compounded freely
 * (kanelbulle, telefonkö, hotellrummet): stems take the inflected forms, and the compounds reviews use
 * most are listed by their first part ('kanelbull*'), since '*'-suffix patterns are tried on every word
 * and cost far more. Words that also mean something else ('rätt' is 'right', 'fin*' would take 'finns',
 * 'min' is 'my', 'hår' is in every 'hår i duschen') are spelt out or kept weak. Main clauses put the
 * negation after the verb ('jag gillade inte'), hence `negatedAfter`. Since 'min' is 'my' ('nöjd med min
 * klippning'), minutes count only after a number ('20 min', 'tog *0 min'; a lone '*' is any one word).
 */
export const SV_LEXICON: Lexicon = {
  topics: {
    food: [
      // School-dinner taste ('smakade som skolmat'): a food complaint.
      '-som skolmat',
      // Not one poor dish ('inte en enda dålig rätt'): praise, though 'rätt' alone is also 'right'.
      '+inte en enda dålig rätt',
      // Hearty portions ('portionerna var rejäla'): 'rejäl' alone also goes with a delay.
      '+rejäla portioner', '+portionerna är rejäla', '+portionerna var rejäla',
      // Tinned or powdered sides ('lingonen var från burk', 'moset smakade pulver').
      '-från burk', '-var från burk', '-burklingon', '-smakade pulver', '-smakar pulver', '-pulvermos', '-mos på pulver', '-potatismos på pulver', '-pulverpotatis',
      // Frozen in the middle, in the plural too ('räkorna var frusna i mitten').
      '-frusna i mitten', '-frysta i mitten', '-fortfarande frusna', '-fortfarande frysta', '-iskalla i mitten', '-kalla i mitten', '-inte tinade', '-inte upptinade', '-halvfrusna', '-halvfrusen', '-halvfruset',
      // Leaving hungry.
      '-gick hungriga därifrån', '-gick därifrån hungriga', '-gick hem hungriga', '-gick hungriga hem', '-fortfarande hungriga', '-fortfarande hungrig',
      // Plenty: nothing ran out ('det tog aldrig slut på nåt').
      '+tog aldrig slut på nåt', '+tog aldrig slut på något', '+tog aldrig slut', '+tar aldrig slut',
      '-varit med sen i', '-varit med sedan i', '-varit med sen igår', '-varit med sedan igår', '-stått framme sen', '-stått framme sedan',
      // Sandwiches by their filling or bread ('surdegsmackor', 'laxmacka').
      'surdegsmack*', 'kycklingmack*', 'laxmack*', 'avokadomack*', 'tonfiskmack*', 'kalkonmack*', 'vegomack*', 'ägg- och sillmack*', 'äggmack*', 'köttbullsmack*', 'brieMack*', 'briemack*', 'grillmack*', 'toastmack*', 'smörgåsar', 'smörgåsarna',
      // Fish or meat undercooked in the middle ('torsken var genomskinlig i mitten', 'rå i mitten').
      '-genomskinlig i mitten', '-genomskinligt i mitten', '-genomskinliga i mitten', '-glasig i mitten', '-glasigt i mitten', '-rå i mitten', '-rått i mitten', '-råa i mitten', '-blodig i mitten', '-frusen i mitten', '-fryst i mitten', '-kall i mitten', '-iskall i mitten',
      // A dish poured from a bag ('bearnaisen kom ur en påse'): a complaint about the food.
      '-ur en påse', '-från en påse', '-kom ur en påse', '-påsbearnaise', '-påssås', '-pulversås', '-från pulver', '-halvfabrikat*',
      // Food faults told by taste and state: 'smakade diskvatten', 'torr som fnöske', 'fortfarande fryst', 'bränd i botten'.
      '-som från en bensinmack', '-bensinmacksmat',
      // Food vocabulary: Swedish pastries, cakes, bread and dishes by name ('kanelbullar', 'pytt i panna', 'semlor', 'raggmunk').
      'pytt i panna', 'semlor', 'semlorna', 'havreboll*', 'punschrull*', 'budapestbakelse*', 'wienerbröd*', 'lussebull*', 'kärleksmums', 'vaniljhjärt*', 'smulpaj*',
      'toast skagen', 'skagenröra', 'palt', 'pölsa', 'isterband*', 'falukorv*', 'inlagd sill', 'gravlax*', 'janssons frestelse', 'janssons', 'plättar', 'våfflor',
      'biff rydberg', 'flygande jacob', 'kalops', 'renskav', 'tunnbrödsrull*', 'tunnbröd*', 'knäckebröd*', 'limpa', 'limpan', '*bröd', '*brödet', 'skyr', 'müsli',
      'granola', 'avokado*', 'bruschetta', 'carpaccio', 'ceviche',
      // Plain faults: a small or shrunk portion, straight from the freezer, tasting of the supermarket.
      '-liten portion', '-små portioner', '-portionen var liten', '-portionerna var små', '-portionerna är små', '-snål portion', '-snåla portioner', '-från frysen', '-direkt från frysen', '-från frys', '-från ica', '-från lidl', '-från coop', '-från willys', '-från hemköp', '-från netto', '-från city gross', '-från citygross', '-från mataffären', '-köpebullar', '-köpekakor', '-köpekaka', '-affärsbullar', '-fabriksbakad*', '-fabriksbullar',
      'fralla', 'frallan', 'frallor', 'frallorna', 'småfrall*',
      'röding*', '*filé', '*filén',
      'mat', 'maten', 'matens', 'maträtt*', 'matupplevelse*', 'matlagning*', 'matsedel*', 'matig*', 'husmanskost', 'måltid*', 'middag*', 'lunch*', 'dagens rätt',
      'rätten', 'rätterna', 'rätter', 'förrätt*', 'varmrätt*', 'huvudrätt*', 'efterrätt*', 'smårätt*', 'dessert*', 'meny*', 'portion*', 'barnportion*', 'råvar*', 'kock*', 'kök', 'köket', 'kökets', 'köksmästar*', 'buffé*', 'lunchbuffé*', 'julbord*', 'pizza*', 'kebabpizza*', 'surdegspizza*',
      'pasta*', 'risotto', 'sushi*', 'ramen', 'poke*', 'bowl*', 'wok*', 'kebab*', 'falafel*', 'hamburgare*', 'burgare*', 'ostburgare*', 'kycklingburgare*', 'veggoburgare*', 'smashburgare*', 'burger*',
      'taco*', 'nachos', 'pommes*', 'sallad*', 'räksallad*', 'kycklingsallad*', 'caesarsallad*', 'potatissallad*', 'soppa*', 'fisksoppa*', 'tomatsoppa*', 'ärtsoppa*', 'svampsoppa*', 'löksoppa*', 'gryta*', 'köttgryta*', 'fiskgryta*', 'skaldjursgryta*', 'paj', 'pajen', 'äppelpaj*', 'räkpaj*', 'pajer',
      'quiche', 'biff*', 'oxfilé*', 'entrecote', 'entrecôte', 'fläskfilé*', 'schnitzel*', 'köttbull*', 'kött', 'köttet', 'kyckling*', 'fisk', 'fisken', 'fiskrätt*', 'lax',
      'laxen', 'räkor*', 'räksmörgås*', 'räkmack*', 'skaldjur*', 'hummer*', 'ostron*', 'löjrom*', 'sill', 'sillen', 'potatis*', 'vegetarisk*', 'vegansk*', 'veganska',
      'glutenfri*', 'laktosfri*', 'bulle', 'bullen', 'bullar', 'bullarna', 'kanelbull*', 'kardemummabull*', 'vaniljbull*', 'semmelbull*', 'semla', 'semlan', 'semlor*', 'kaka', 'kakan', 'kakor', 'kakorna', 'kladdkak*',
      'morotskak*', 'chokladkak*', 'ostkak*', 'sockerkak*', 'småkak*', 'havrekak*', 'tårta*', 'tårtor*', 'prinsesstårt*', 'gräddtårt*', 'chokladtårt*', 'smörgåstårt*', 'bakelse*', 'bakverk*', 'fikabröd*', 'bröd', 'brödet', 'bröden', 'surdegsbröd*', 'kanelbröd*', 'macka', 'mackan', 'mackor', 'mackorna', 'ostmack*', 'frukostmack*', 'skinkmack*', 'smörgås*',
      'toast', 'baguette*', 'croissant*', 'muffin*', 'scones', 'cheesecake*', 'glass', 'glassen', 'mjukglass*', 'pannkak*', 'våffl*', 'wienerbröd', 'kanelsnäck*',
      'chokladboll*', 'frukt', 'frukten', 'tapas', 'äggröra*', 'barnmeny*', 'korv*', '-gick hungrig*', '-fortfarande hungrig*', '-hungriga därifrån', '-hungrig därifrån', '~smak*', '~gott', '~goda', '~jättegott', '~supergott', '~mums*',
      'sås', 'såsen', 'såser', 'såserna', 'bearnaise*', 'rödvinssås*', 'pizzor', 'pizzorna', 'pyttipanna*', 'plankstek*', 'fläsk', 'fläsket', 'raggmunk*',
      'kroppkak*', 'kåldolm*', 'wallenbergare*', 'lasagne*', 'carbonara', 'nudlar', 'nudlarna', 'riset', 'grönsaker*', 'tillbehör*', 'tilltugg*',
      'vitlöksbröd*', 'focaccia*', 'bagel*', 'wrap', 'wraps', 'wrapen', 'panini*', 'smörrebröd', 'omelett*', 'gröt', 'gröten', 'yoghurt*', 'mazarin*',
      'biskvi*', 'lussekatt*', 'pepparkak*', 'munk', 'munkar', 'munken', 'munkarna', 'donut*', 'cookie*', 'brownie*', 'sorbet*', 'tiramisu', 'pannacotta',
      'crème brûlée', 'tillagad*', 'tillagning*', 'kryddning*', 'okryddad*', '+välkryddad*', 'avsmakningsmeny*', 'lunchmeny*', 'kvällsmeny*', 'à la carte',
      'a la carte', 'käk', 'käket', 'karré*', 'fläskkarré*', 'revben*', 'spareribs', 'kotlett*', 'torsk*', 'rödspätt*', 'strömming*', 'gös', 'gösen',
      'kantarell*', '+vällagad*', 'hemlagat', 'smakexplosion*', '-dagsgammal*', '-dagsgamla', '-mikrad*', '-micrad*', '-uppvärmd*',
      '-gick hungriga',
      'ostfralla', 'ostfrallor', 'pannbiff*', '-gummiägg',
      '-simmade i flott', '-simmar i flott', '-simmade i fett', '-simmar i fett', '-simmade i olja', '-simmar i olja', '-dröp av fett', '-droppade av fett', '-dränkt i fett',
      '-dränkt i olja', '+smälte i munnen', '+smälter i munnen', '+smälte på tungan', '+smälter på tungan', 'lamm', 'lammet', 'lammkotlett*', 'lammstek*', 'lammrack*',
      'lammytterfilé*', '+föll av benet', '+faller av benet', '-micrat', '-mikrat', '+lagat från grunden', '+lagad från grunden', '+lagade från grunden', '+gjort från grunden',
      '+bakat från grunden', '+bakar från grunden', 'degen', '-degig*', '-blöt i botten',
      '-sönderkok*', '-så salt att', '-var så salt', '-jättesalt*', '-för salt', '-alldeles för salt', '-översaltad*', 'en fet sörja', 'en blöt sörja',
      'curry*', 'dumpling*', 'varmkorv*', 'pad thai', 'pad thaien', 'hotdog*', 'shawarma*', '-biffen var grå', '-köttet var grått', '-grått kött',
      // Stingy portions told by counting or searching ('det låg typ fem räkor på', 'typ tre pommes', 'knappt något pålägg', 'fick leta efter räkorna'): a food complaint.
      '-typ * räkor', '-typ * pommes', '-typ * köttbullar', '-typ * bitar', '-typ * skivor', '-typ * strimlor', '-typ * oliver', '-typ * pommesstrips', '-bara * räkor', '-endast * räkor',
      '-bara * köttbullar', '-räkorna gick att räkna', '-pommesen gick att räkna', '-gick att räkna på ena handen', '-kunde räknas på ena handens fingrar', '-räkna dem på ena handen',
      '-knappt något pålägg', '-knappt nåt pålägg', '-knappt något på mackan', '-knappt nåt på mackan', '-knappt några räkor', '-knappt någon ost', '-knappt någon skinka',
      '-knappt något kött', '-nästan inga räkor', '-nästan inget pålägg', '-nästan inget kött', '-sparsamt med pålägg', '-sparsamt med räkor', '-snålt med pålägg', '-snålt med räkor',
      '-tunt med pålägg', '-tunt med räkor', '-snålt pålägg', '-sparsamt pålägg', '-fick leta efter räkorna', '-leta efter räkorna', '-leta efter köttet', '-leta efter osten',
      '-leta efter fyllningen', 'pålägg*',
      // Food from frozen.
      '-var frysta', '-var fryst', '-frysta pommes',
      // Meat cooked through though ordered medium ('genomstekta fast vi beställt medium').
      '-fast vi beställt medium', '-fast jag beställt medium', '-fast vi bad om medium', '-fast jag bad om medium', '-trots att vi beställt medium', '-trots att jag beställt medium', '-genomstekt fast', '-genomstekta fast',
    ],
    coffee: [
      'kaffe*', 'bryggkaffe*', 'filterkaffe*', 'iskaffe*', 'kokkaffe*', 'latte*', 'islatte*', 'havrelatte*', 'cappuccino*', 'cappucino*', 'capuccino*', 'espresso*', 'cortado*', 'macchiato*',
      'americano*', 'flat white', 'mocka', 'chai*', 'te', 'teet', 'teer', 'påtår*', '~fika', '~fikat',
      'mjölkskum*', 'kaffekopp*',
      'expresso*',
      // Chai is tea, and what it tasted of tells of the drink.
      'chai', 'chai latte', 'chailatte',
    ],
    drinks: [
      // The mulled wine or beer run out early, a thin wine list ('glöggen tog slut redan kvart över sju', 'vinlistan var lite tunn').
      '-glöggen tog slut', '-glöggen var slut', '-ölet tog slut', '-ölen tog slut', '-vinet tog slut', '-snapsen tog slut', '-vinlistan var lite tunn', '-vinlistan var tunn', '-tunn vinlista', '-vinlistan är tunn', '-vinlistan är lite tunn',
      // Bubbly ('två glas bubbel'): a drink, and bringing it unasked is praise.
      'bubblet', '+glas bubbel', '+två glas bubbel', '+ett glas bubbel', '+bjöd på bubbel', '+bjöd på ett glas bubbel', '+bjöd på champagne', '+bjöd på cava', '+bjöd på prosecco',
      // Drinks vocabulary: grape varieties, wine regions and styles, beer styles, spirits and cocktails, soft drinks.
      'riesling*', 'chardonnay*', 'sauvignon*', 'pinot*', 'merlot*', 'cabernet*', 'syrah*', 'shiraz*', 'tempranillo*', 'sangiovese*', 'nebbiolo*', 'grenache*',
      'malbec*', 'zinfandel*', 'primitivo*', 'gewürztraminer*', 'grüner veltliner', 'chenin*', 'viognier*', 'albariño*', 'barolo*', 'chianti*', 'rioja*', 'amarone*',
      'chablis*', 'sancerre*', 'prosecco*', 'crémant*', 'naturvin*', 'orangevin*', 'portvin*', 'sherry*', 'nubbe*', 'punsch*', 'negroni*', 'margarita*', 'mojito*',
      'espresso martini', 'moscow mule', 'spritz*', 'aperol*', 'gin och tonic', 'gin tonic', 'vodka*', 'ipa', 'ipan', 'pale ale', 'pilsner*', 'pils', 'stout*', 'porter',
      'weissbier', 'veteöl*', 'julöl*', 'påsköl*', 'alkoholfri öl', 'mörk öl', 'ljus öl', 'mikrobryggeri*', 'craft beer', 'ölprovning*', 'julmust*', 'påskmust*',
      'trocadero', 'festis', 'kombucha*', 'ingefärsshot*', 'chokladmjölk',
      // Wave 4: praise as people put it.
      '+nypressad', '+nypressad juice', '+färskpressad', '+färskpressad juice', '+hemgjord lemonad', '+hemmagjord lemonad', '+hemlagad lemonad', '+på fat', '-vinet passade inte', '-vinet passade inte alls', '-vinet passar inte', '-vinet passar inte alls', '+vinet passade perfekt',
      // Hot chocolate, however it is spelt.
      'varm choklad', 'varma chokladen', 'varmchoklad*', 'chokladen var vattnig', 'kakao*', 'oboy', 'o\'boy',
      'dryck*', 'drink', 'drinken', 'drinkar', 'drinkarna', 'drinklista*', 'vin', 'vinet', 'viner', 'vinerna', 'vinlista*', 'vinval*', 'vinmeny*', 'vinpaket*', 'rödvin*',
      'vitvin*', 'rosévin*', 'bubbel', 'champagne*', 'cava', 'prosecco', 'öl', 'ölen', 'ölet', 'öler', 'fatöl*', 'folköl*', 'mellanöl*', 'starköl*', 'cider*', 'cocktail*', 'juice*', 'apelsinjuice*',
      'smoothie*', 'läsk*', 'lemonad*', 'saft', 'saften', 'glögg*', 'alkoholfri*', 'snaps*', 'whisky*', '~bar', '~baren', 'bardisk*',
      'bärs', 'bira', 'vinglas*', 'husets vin', 'mousserande', 'mocktail*', 'grogg*', 'shots', 'kranvatten', 'kombucha', '-avslagen', '-avslaget', '-avslagna',
    ],
    breakfast: [
      // Cold or lukewarm eggs at breakfast.
      '-äggen var kalla', '-kalla ägg', '-ljumma ägg', '-äggen var ljumma',
      // A breakfast run out of eggs, or left standing out too long ('slut på ägg redan kvart över nio', 'prickig korv som legat framme alldeles för länge').
      '-slut på ägg', '-slut på äggen', '-slut på äggröra', '-slut på bacon', '-slut på korv', '-slut på bröd', '-bleka ägg', '-prickig korv som legat framme', '-legat framme alldeles för länge', '-legat framme för länge', '-stått framme för länge', '-stått framme alldeles för länge',
      // A breakfast run out and not refilled ('äggen slut, brödkorgen tom och ingen verkade ha bråttom att fylla på').
      '-äggen slut', '-äggen var slut', '-äggröran var slut', '-brödkorgen tom', '-brödkorgen var tom', '-tom brödkorg', '-ingen * bråttom att fylla på', '-ingen verkade ha bråttom att fylla på', '-ingen fyllde på', '-fyllde inte på', '-fylldes inte på', '-fylldes aldrig på', '-fyllde aldrig på', '-blev aldrig påfyllt', '-ingen påfyllning',
      // A hotel breakfast faulted by its eggs ('gummiägg', 'äggröra av pulver', 'en ensam melon').
      '-gummiägg', '-gummiaktiga ägg', '-gummiaktig äggröra', '-äggröra av pulver', '-äggröran var av pulver', '-pulverägg', '-pulveräggröra', '-äggröra av pulversorten', '-en ensam melon',
      // Regional and slang words for breakfast.
      'frulle', 'frullen', 'frukostbuffén',
      'frukost*', 'hotellfrukost*', 'brunch*', 'helgbrunch*', 'söndagsbrunch*', 'morgonmål', '*frukost', '*frukosten', 'morgonbuffé*',
      '-frukosten hann vi inte', '-hann inte med frukosten', '-frukosten stängde', '-frukosten stänger redan', '-frukostbuffén stängde', '-äggen tog slut', '-brödet tog slut', '-brödet var slut', '-det kom inga fler',
    ],
    selection: [
      // A thin menu or range in other everyday words ('väldigt begränsad meny', 'menyn var liten', 'magert utbud', 'knappt något att välja på'); 'allt från A till Ö' as praise.
      '-begränsad meny', '-menyn var begränsad', '-menyn var liten', '-menyn är liten', '-fattigt utbud', '-magert utbud',
      '+varierad meny', '+menyn är varierad',
      '-knappt något att välja på', '+allt från a till ö',
      '+massor av * att välja bland',
      // Favourites no longer sold ('de har slutat sälja mina favoriter').
      '-slutat sälja', '-slutat ta in',
      // A thin range ('sortimentet var tunt').
      '-sortimentet var tunt', '-sortimentet är tunt', '-tunt sortiment',
      // An empty shelf told in the present ('hyllan är bara tom'), and a menu or range that has shrunk.
      '-hyllan är tom', '-hyllan är bara tom', '-hyllan är alltid tom', '-hyllan var tom', '-hyllan var bara tom', '-hyllan gapar tom', '-hyllorna är tomma', '-hyllorna var tomma', '-hyllorna gapar tomma', '-tom hylla',
      '-menyn har krympt', '-menyn har blivit mindre', '-utbudet har krympt', '-utbudet har blivit mindre', '-sortimentet har blivit mindre',
      // A handful of models and none in one's size ('typ fem modeller och ingen i 42'), the delivery that has not come in.
      '-hade typ * modeller', '-hade bara * modeller', '-bara * modeller att välja', '-typ * modeller och ingen', '-modeller och ingen i', '-och ingen i rätt storlek', '-ingen i rätt storlek', '-inga i min storlek', '-inte fått in leveransen', '-har inte fått in', '-inte fått in några', '-inte fått in dem', '-inte kommit in än', '-inte kommit in ännu',
      // Half the menu gone by seven ('halva menyn var slut redan kl 19'), and the range shrunk to the shop's own cheap things.
      '-halva menyn var slut', '-halva menyn slut', '-menyn var slut', '-halva menyn var borta', '-halva menyn var slutsåld', '-var slut redan kl', '-var slut redan vid', '-slutsålt redan kl', '-var slutsålt redan',
      '-mest deras egna', '-bara deras egna', '-deras egna billiga', '-egna billiga grejer', '-mest billiga grejer', '-mest billigt skräp', '-billigt skräp', '-billigt krimskrams',
      // Things one did not know one needed ('massor av saker man inte visste att man behövde'): the range praised.
      '+saker man inte visste att man behövde', '+saker man inte visste man behövde', '+saker jag inte visste att jag behövde', '+saker jag inte visste jag behövde', '+grejer man inte visste att man behövde', '+grejer man inte visste man behövde', '+prylar man inte visste att man behövde',
      // A half-empty or empty shelf ('hyllan var halvtom', 'hyllorna gapade tomma').
      '-hyllan var halvtom', '-hyllan stod tom', '-hyllan gapade tom', '-halvtom hylla', '-hyllorna gapade tomma', '-hyllorna stod tomma', '-hyllorna ekade tomma', '-hyllan ekade tom',
      // Not in the colour or size one wanted: the range.
      '-inte hade den * färgen', '-hade inte den * färgen', '-hade de inte den * färgen', '-hade inte * färg', '-hade inte färgen', '-inte hade färgen', '-hade inte den färgen', '-hade inte storleken', '-inte hade storleken', '-hade inte min storlek', '-inte hade min storlek', '-slut i min storlek', '-slutsåld i min storlek',
      '+finns allt man kan tänkas behöva', '+finns allt man behöver', '+finns allt man kan önska',
      // The counter emptied early ('hälften av bullarna i disken var borta redan kl 11').
      '-i disken var borta', '-disken var halvtom', '-nästan tomt i disken', '-halvtomma hyllor', '-tomma hyllor',
      // Almost nothing left to choose from ('fanns bara fiskgratängen kvar', 'två torra mazariner kvar i hela disken'), and 'allt finns' as praise.
      '-fanns bara * kvar', '-fanns bara en * kvar', '-fanns det bara * kvar', '-bara * kvar i disken', '-kvar i hela disken', '-kvar i disken', '-tomt i disken', '-halvtom disk', '-tom disk', '-glest i disken', '-gapade tomt', '-av tre rätter fanns bara', '-bara en rätt kvar', '-bara en rätt att välja på', '-bara två rätter att välja på',
      '+allt finns', '+här finns allt', '+de har allt', '+har allt man behöver', '+har allt man kan tänkas behöva', '+hittar alltid det jag behöver', '+hittar alltid det man behöver', '+hittar alltid det jag söker', '+hittar alltid rätt', '+bra sortering', '+stor sortering', '+bred sortering',
      // Selection: 'nästan inga glutenfria varor i butiken'.
      '-nästan inga * * i butiken', '-nästan inga * på hyllorna', '-nästan inga * * på hyllorna', '-nästan inga * att välja mellan', '-nästan inga * * att välja mellan',
      // Selection: 'sortiment' and 'utbud', 'nästan inga varor i butiken', 'det mesta måste beställas hem', shelves that bulge.
      '+välsorterad*', '+stort sortiment', '+stort utbud', '+bugnande hyllor', '+fulla hyllor', '+allt man kan önska sig', '-nästan inga * i butiken',
      '-nästan ingenting i butiken', '-nästan inga varor', '-nästan ingenting på hyllorna', '-det mesta måste beställas', '-allt måste beställas',
      '-måste beställas hem', '-fick beställas hem', '-får beställas hem', '-har de inte inne', '-hade de inte inne', '-hade de inte ens * inne', '-hade inte ens * inne', '-hade inte ens * * inne', '-hade de inte ens * * inne', '-har de inte ens * inne', '-har inte ens * inne', '-har de inte ens * * inne', '-inte inne i butiken', '-bara det mest basala',
      '-få varor', '-väldigt få varor', '-inte många varor', '-snålt sortiment', '-snålt utbud', '-begränsat sortiment', '-begränsat utbud', '-smalt sortiment',
      '-skralt utbud', '-skralt sortiment',
      // Wave 4: praise as people put it.
      '+man inte hittar någon annanstans', '+man inte hittar på andra ställen', '+man inte hittar överallt', '+man inte hittar på annat håll', '+har verkligen allt', '+har precis allt', '+har allt man kan önska', '+har allt mellan himmel och jord',
      // A thin range: only a kind or two left, sizes that sell out at once, items listed online not in stock.
      '-storlekarna tar slut', '-tar slut direkt', '-tar slut på en gång', '-slutsålda direkt', '-slutsåld direkt', '-fanns inte i lager', '-finns inte i lager', '-inte i lager',
      'urval av', 'utbud av', 'sortiment av', 'urvalet av',
      'utbud*', 'urval*', 'sortiment*', 'bokutbud*', 'vinutbud*', 'variation*', 'valmöjlighet*', 'att välja på',
      'att välja mellan', 'i lager', '-slutsåld*', '-alltid slut', '-ofta slut', '-är slut', '-tagit slut', '-tog slut', '~alternativ', '~alternativen', '~varierad*', '~varierat',
      '-slut på', '+hittade allt', '+hittar allt', '-hittade inget', '-hittar inget', 'allt man behöver', 'allt man kan önska', '-restnoterad*', 'lagret',
      'bordsreservation*',
      '-hyllorna tomma',
      '-kort vinlista', '-vinlistan är kort', '-kort meny', '-menyn är kort',
      '-bara två sorters', '-bara två sorter', '-bara tre sorters', '-bara tre sorter', '-bara en sort', '-bara * sorters', '-bara * sorter', '-få sorter', '-slutsålt', '-utsålt',
      '-utsåld*', '-disken var tom', '-disken var nästan tom', '-montern var tom', '-tomma montrar', '-saknar veganska', '-saknar vegetariska',
      '-saknade veganska', '-saknade vegetariska', '-inga veganska alternativ', '-inga vegetariska alternativ', '-inget veganskt alternativ', '-inget vegetariskt alternativ',
      '-få veganska alternativ', '-få vegetariska alternativ', '-hade utgått', '-har utgått', '-utgått ur sortimentet', '+många sorter', '+många olika sorter', '+många sorters',
      '+många olika sorters', '+flera sorters', '+alla sorters', '+enormt utbud', '+enormt urval', '+enormt sortiment', '+gigantiskt utbud', '+brett utbud', '+brett sortiment',
      '+brett urval', 'olika sorters', 'veganska alternativ', 'vegetariska alternativ', 'glutenfria alternativ', 'laktosfria alternativ', 'veganskt alternativ',
      'vegetariskt alternativ',
      '-inga bullar kvar', '-inga kakor kvar', '-inget bröd kvar', '-inga bakelser kvar', '-inte mycket kvar', '-nästan inget kvar', '-inget kvar i', '-fanns inget kvar',
      '-nästan inga kvar', '-inte mycket att välja på', '-lite att välja på', '-inget att välja på', '-inte mycket att välja mellan', '-inte min storlek',
      '-ingen i min storlek', '-inget i min storlek', '-inte i min storlek', 'min storlek', 'i min storlek', 'storlekar', 'storlekarna',
      '-hyllorna var halvtomma', '-nästan aldrig min storlek', '-aldrig min storlek', '-det har vi slutat med', '-inte fått in sedan', '-har vi inte fått in', '-det för vi inte längre',
      // Plenty to choose from told in everyday words ('massa fina saker att välja på', 'mycket att välja mellan', 'massor av godsaker att välja på'): praise of the selection.
      '+fina saker att välja på', '+fina saker att välja mellan', '+massa fina saker', '+massor av fina saker', '+mängder av fina saker', '+massa saker att välja på', '+massa att välja på',
      '+massa att välja mellan', '+massor att välja på', '+massor att välja mellan', '+mängder att välja på', '+mängder att välja mellan', '+mycket att välja mellan', '+mycket att välja på',
      '+mycket att välja bland', '+massor att välja bland', '+många * att välja på', '+många * att välja mellan', '+massor av * att välja på', '+massor av * att välja mellan', '+massa * att välja på',
      '+gott om * att välja på', '+gott om * att välja mellan', '+mycket fint att välja på', '+hittar alltid något', '+hittade något direkt', '+stort urval', '+bra urval', '+bra utbud', '+bra sortiment',
      // Nothing for a diet ('Inget veganskt alls', 'inte ens havremjölk'): the range faulted.
      '-inget veganskt', '-ingenting veganskt', '-inget vegetariskt', '-ingenting vegetariskt', '-inget glutenfritt', '-ingenting glutenfritt', '-inget laktosfritt', '-inga glutenfria', '-inga vegetariska', '-noll veganskt', '-noll vegetariskt', '-inte ens havremjölk', '-inte ens sojamjölk', '-inte ens ett glutenfritt',
      // Gone by the time one came ('kanelbullarna var slut', 'bara några knäckemackor kvar', 'varorna från reklamen var redan slut').
      '-bullarna var slut', '-kanelbullarna var slut', '-kardemummabullarna var slut', '-bakverken var slut', '-mackorna var slut', '-smörgåsarna var slut', '-kakorna var slut', '-bullarna tog slut', '-varorna var slut', '-var redan slut', '-var redan slutsålda', '-redan slutsålt', '-bara några * kvar', '-bara lite * kvar', '-fanns ingenting kvar',
      // No sizes beyond a few ('dom hade inget över 42', 'inget större än 40').
      '-hade inget över', '-hade inga över', '-fanns inget över', '-fanns inga över', '-inget större än', '-inga större än', '-inget mindre än', '-hade inget i min storlek', '-fanns inget i min storlek', '-fanns inte i min storlek',
      // A menu of two dishes ('Två rätter på lunchmenyn och båda med kött', 'blev det bara sallad').
      '-bara två rätter', '-bara tre rätter', '-två rätter på menyn', '-två rätter på lunchmenyn', '-två rätter att välja på', '-bara två alternativ', '-bara två att välja på', '-bara en vegetarisk', '-blev det bara sallad', '-fick nöja mig med en sallad', '-fick nöja mig med sallad',
    ],
    service: [
      // Waiting for a reply to a complaint ('still waiting for a reply'): how the complaint was handled, not a wait at the place.
      '-väntar på svar', '-väntar fortfarande på svar', '-väntar än på svar', '-väntar fortfarande på att höra',
      // Service said to be nil ('noll service', 'servicen var lika med noll'): the service.
      '-noll service', '-service noll', '-servicen var noll', '-servicen är noll', '-servicen var lika med noll', '-service lika med noll', '-noll bemötande',
      // A hard sell ('hon försökte hela tiden pracka på mig produkter'): the service.
      '-pracka på mig', '-prackade på mig', '-pracka på oss', '-prackade på oss', '-försökte sälja på mig', '-försökte hela tiden sälja', '-ville bara sälja', '-säljtjat', '-tjatade om att köpa', '-tjatade om produkter',
      // a forgotten drink is the service, not the drinks ('servitrisen glömde vårt vin två gånger').
      '-glömde vårt vin', '-glömde vinet', '-glömde vinerna', '-glömde vår öl', '-glömde ölen', '-glömde våra öl', '-glömde drickan', '-glömde vår dricka', '-glömde våra drinkar', '-glömde drinkarna', '-glömde vattnet', '-glömde vårt vatten', '-glömde läsken', '-glömde vår läsk', '-glömt vårt vin', '-glömt drickan', '-glömt vår dricka',
      // help asked for and a brochure handed over instead ('fick jag en broschyr i handen och ett kolla här').
      '-en broschyr i handen', '-fick en broschyr', '-räckte mig en broschyr', '-gav mig en broschyr', '-stack en broschyr i handen', '-stack en katalog i handen', '-fick en katalog i handen', '-pekade bara mot hyllan', '-pekade bara på hyllan', '-pekade mot hyllorna', '-pekade bara bortåt', '-kolla på nätet', '-titta på nätet', '-kolla på hemsidan', '-titta på hemsidan',
      // a matter badly handled ('det här var riktigt dåligt skött').
      '-dåligt skött', '-riktigt dåligt skött', '-väldigt dåligt skött', '-illa skött', '-slarvigt skött', '-uselt skött', '-dåligt hanterat', '-illa hanterat', '-slarvigt hanterat', '-dåligt hanterad', '-illa hanterad',
      // Digging out exactly the right part ('letade fram exakt rätt skruv').
      '+letade fram exakt rätt', '+letade fram rätt', '+hittade exakt rätt', '+letade fram precis rätt', '+hittade precis rätt', '+letade fram det jag behövde',
      // Sent off to look for oneself ('vet inte, kolla på hyllan längst bak').
      '-kolla på hyllan', '-kolla på hyllorna', '-titta på hyllan', '-får kolla själv', '-fick kolla själv', '-fick leta själv', '-får leta själv', '-fick leta själva',
      // No other room offered ('inget erbjudande om annat rum'): how the complaint was met, not the room.
      '-inget erbjudande om annat rum', '-inget erbjudande om ett annat rum', '-erbjöd inget annat rum', '-erbjöds inget annat rum', '-erbjöd oss inget annat rum', '-inget annat rum att erbjuda', '-hade inget annat rum',
      // Staff helping to book elsewhere ('hjälpte oss boka bord på en restaurang'): their help, not this place's booking.
      '+hjälpte oss boka', '+hjälpte oss att boka', '+hjälpte mig boka', '+hjälpte mig att boka', '+hjälpte oss med att boka', '+hjälpte mig med att boka', '+hjälpte till att boka', '+hjälpte oss beställa', '+hjälpte oss att beställa', '+bokade bord åt oss', '+bokade taxi åt oss', '+ringde och bokade åt oss',
      // Having to remind them, or fetch towels oneself.
      '-fick vi påminna om', '-fick vi påminna', '-vi fick påminna om', '-behövde påminna om', '-fick vi hämta själva', '-fick vi hämta själv', '-fick hämta själv', '+hade koll på alla allergier', '+koll på allergierna', '+koll på alla allergier', '+utan att vi behövde påminna', '+utan att behöva påminna',
      // Money not yet returned; mails unanswered.
      '-inte fått pengarna tillbaka', '-pengarna har vi inte fått tillbaka', '-pengarna har vi fortfarande inte fått', '-fortfarande inte fått tillbaka', '-väntar fortfarande på pengarna', '-inte fått tillbaka pengarna', '-inte fått några pengar tillbaka',
      // Mails and calls left unanswered: the service.
      '-ingen har svarat', '-ingen har svarat på', '-har inte fått något svar', '-har inte fått svar', '-aldrig fått svar', '-aldrig fått något svar', '-inget svar på mina mejl', '-inget svar på mejlet', '-svarar inte på mejl', '-svarar inte i telefon', '-ingen svarade på mejlet',
      // A whole shop without a staff member in sight ('gick runt en kvart utan att se en enda i personalen').
      '-utan att se en enda i personalen', '-inte en enda i personalen', '-ingen personal i sikte', '-ingen personal att se', '-inte en personal i sikte', '-det är inte min avdelning',
      '+utan att de försökte pracka på mig nåt dyrt', '+utan att de försökte pracka på mig något dyrt', '+utan att försöka pracka på mig nåt dyrt', '+utan att försöka pracka på mig något dyrt', '+utan att de försökte sälja nåt dyrt',
      // Not pushing something dear on the customer ('utan att de försökte pracka på mig nåt dyrt') is praise; pushing is a fault.
      '+utan att de försökte pracka på', '+utan att försöka pracka på', '+utan att pracka på', '+utan att försöka sälja på', '+utan att de försökte sälja på', '-försökte pracka på',
      // Dishes brought in rounds to one table, a party split up ('maten kom i omgångar så halva sällskapet hade ätit upp'); water refilled unasked as praise.
      '-maten kom i omgångar', '-kom i omgångar', '-halva sällskapet hade ätit upp', '-halva bordet hade ätit upp', '-hade ätit upp när resten', '-fick två små bord', '-två bord en bit ifrån varandra',
      '+fick påfyllt vatten', '+påfyllt vatten utan', '+utan att behöva be om det', '+utan att vi behövde be om det', '+utan att vi ens bad om det', '+utan att jag behövde be om det', '+fyllde på vatten utan',
      // Service praised or cursed in one compound ('toppservice', 'superservice', 'skitservice').
      '+toppservice', '+topp service', '+superservice', '+kanonservice', '+toppenservice', '+toppen service', '+guldservice', '+förstklassig service', '-skitservice', '-uselservice', '-nollservice',
      // Ignored at the counter or the door, told without 'service' ('utan att någon tittade upp från mobilen', 'ingen tog emot oss, vi stod bara i dörren').
      '-utan att någon tittade upp', '-utan att nån tittade upp', '-utan att någon såg upp', '-ingen tittade upp', '-ingen såg upp', '-tittade inte ens upp', '-tittade inte upp från mobilen', '-såg inte upp från mobilen', '-ingen tog emot oss', '-ingen tog emot mig', '-ingen kom och tog emot', '-ingen kom fram till oss', '-ingen kom fram till mig', '-stod bara i dörren', '-stod i dörren i', '-blev inte mottagna',
      // Real help in a shop rather than a finger pointed at a shelf ('här får man hjälp på riktigt'); a till closed early ('de hade redan stängt kassan').
      '+hjälp på riktigt', '+får man hjälp på riktigt', '+blir inte bara pekad', '+inte bara pekad mot en hylla', '-redan stängt kassan', '-hade redan stängt kassan', '-stängt kassan', '-stängde kassan', '-fick inte ens köpa', '-fick inte köpa med mig',
      // Asking to change table and being refused ('bad att få byta bord men det gick inte'): the service.
      '-bad att få byta bord men', '-fick inte byta bord', '-gick inte att byta bord', '-kunde inte byta bord', '-ville inte låta oss byta bord', '-fick inte byta rum', '-gick inte att byta rum',
      // A question brushed off ('fick jag bara "ingen aning, googla"'): the service.
      '-ingen aning googla', '-bara ingen aning', '-googla', '-googla själv', '-googla det', '-googla det själv', '-sa bara ingen aning', '-svarade bara ingen aning', '-fick bara ett ingen aning',
      // Service: help impossible to find, nobody clearing the tables; nostalgia ('förr fick man bra hjälp här') names what is lacking now.
      // Disorganisation of how things went ('det kändes rörigt från början till slut', 'ingen hade koll'): the service, not dirt.
      '-kändes rörigt', '-kändes rörig', '-kändes * rörigt', '-känns rörigt', '-känns * rörigt', '-rörigt från början till slut', '-rörigt från start till mål', '-rörigt från första stund', '-rörigt och oorganiserat', '-oorganiserat och rörigt', '-rörigt och stressigt', '-stressigt och rörigt',
      '-rörig organisation', '-rörigt organiserat', '-dåligt organiserat', '-illa organiserat', '-dålig organisation', '-ingen ordning på', '-ingen ordning alls', '-ingen hade koll', '-ingen verkade ha koll', '-ingen som hade koll', '-ingen struktur', '-rörigt i kassan', '-rörigt i receptionen', '-rörigt vid incheckningen', '-rörigt vid kassan',
      '-omöjligt att hitta någon', '-omöjligt att hitta nån', '-omöjligt att hitta personal', '-omöjligt att hitta en anställd', '-omöjligt att få tag på någon',
      '-omöjligt att få hjälp', '-svårt att hitta någon', '-svårt att hitta personal', '-svårt att få hjälp', '-svårt att få tag på någon', '-hittade ingen personal',
      '-hittade ingen att fråga', '-ingen personal i butiken', '-inte en anställd i sikte',
      '-letade efter personal', '-letade efter någon som kunde hjälpa', '-fick leta efter personal', '-ingen plockade undan', '-ingen dukade av', '-ingen plockade bort',
      '-ingen kom och plockade', '-borden var inte avdukade', '-inte avdukat', '-inte avdukade', '-dukade aldrig av', '-plockade aldrig undan',
      '-fick plocka undan själva', '-fick duka av själva', '-fick själva plocka undan',
      // Staff faults told by deeds: on the phone, a sigh for an answer, laughed at us, three words, knew nothing, cannot do the job, treated as a favour, dismissive answers.
      '-ingen annan har klagat', '-inga andra har klagat', '-ingen annan som har klagat', '-ingen annan hade klagat', '-inte mitt problem', '-inte vårt problem',
      '-inte hans problem', '-inte hennes problem', '-inte deras problem', '-inte var hans problem', '-inte var hennes problem', '-inte var mitt problem',
      '-inte var vårt problem', '-inte är mitt problem', '-inte är vårt problem', '-inte mitt bord', '-inte min avdelning', '-det får du ta upp med',
      '-det kan vi inte göra något åt', '-det kan jag inte göra något åt', '-det kan vi inte göra nåt åt', '-så är det bara', '-det är reglerna', '-så är reglerna',
      '-det blir när det blir', '-det kommer när det kommer', '-då får du gå någon annanstans', '-då får du handla någon annanstans',
      // Irony closing a complaint: 'lycka till med parkeringen', 'tack för det', 'smart affärsmodell'.
      '-lycka till med att få tag på någon', '-lycka till med att få tag i någon', '-lycka till med att få tag på nån', '-lycka till med att komma fram',
      '-lycka till med att komma igenom', '-lycka till med att få svar', '-lycka till med att få ett svar', '-lycka till med att få hjälp',
      '-lycka till med att få pengarna tillbaka', '-lycka till med att få tillbaka pengarna', '-lycka till med att reklamera', '-lycka till med att klaga',
      '-lycka till att få svar', '-lycka till att få hjälp', '-lycka till att få tag på någon',
      // Wave 4: praise as people put it.
      '+gick utöver det vanliga', '+går utöver det vanliga', '+gick över förväntan', '+gjorde allt för att hjälpa', '+gör allt för att hjälpa', '+gick den extra milen', '+går den extra milen', '+rekommenderade precis', '+det som passade mig', '+det som passade oss', '+visste precis vad jag behövde', '+visste exakt vad jag behövde', '-inga råd', '-ingen rådgivning', '-ingen vägledning',
      // Service told by what was not done (nobody said a word, nothing changed, no discount, a curt answer), and never any rush, pressure or hassle as praise of it, not a wait.
      '+inget tjat', '+aldrig något tjat', '+inget säljsnack', '+inget försäljningstjat', '+ingen påtryckning',
      '+aldrig någon stress', '+ingen stress', '+utan stress', '+ingen press', '+ingen press att köpa', '+ingen brådska', '+aldrig någon brådska', '+ingen hets', '+aldrig stressigt', '+kände mig aldrig stressad', '+kände mig aldrig pressad', '+aldrig pressad',
      '-ingen sa ett ord', '-sa inte ett ord', '-ingen sa något', '-inte ens ett förlåt', '-inte ett förlåt', '-inget förlåt', '-inte ens ett ursäkta', '-inget ändrades', '-ingenting ändrades', '-ändrades ingenting', '-ändrades inget', '-svarade kort', '-svarade bara kort', '-svarade surt', '-ett kort nej', '-det finns inte mer', '-det finns inga fler', '-ingen rabatt', '-ingen kompensation', '-ingen ersättning', '-inget erbjudande om', '-ingen hjälp alls', '-bara en axelryckning',
      '-fick jaga personal*', '-fick jaga servitör*', '-fick jaga någon', '-jaga personalen', '-fick tjata', '-tjatade om', '-fick påminna flera gånger',
      // A wrong order told as a story: what came was not what was ordered, or part of it never came.
      '-inte det vi beställt', '-inte det vi hade beställt', '-inte det jag beställt', '-inte det jag hade beställt', '-inte det vi beställde', '-inte det jag beställde',
      '-än vi beställt', '-än vi hade beställt', '-än jag beställt', '-än jag hade beställt', '-än det vi beställde', '-än det jag beställde', '-något helt annat än',
      '-fick vanlig mjölk', '-med vanlig mjölk', '-vanlig mjölk i', '-fick komjölk', '-med komjölk', '-men fick en med', '-fick en med * istället', '-kom med * istället',
      '-kom med * * istället', '-kom med * i stället', '-såg vi aldrig röken av', '-såg aldrig röken av', '-såg vi aldrig något av', '-kom aldrig på bordet', '-dök aldrig upp',
      '-halva beställningen', '-saknades i beställningen', '-fattades i beställningen', '-beställningen var inte komplett', '-fel kaffe', '-fel pizza', '-fel dryck',
      // Nobody serving: waving, calling, a waiter who vanished, going up to the bar or the till yourself.
      '-fick vinka', '-vinka flera gånger', '-vinkade flera gånger', '-vinka * gånger', '-vinkade * gånger', '-vinka och vinka', '-vinkade och vinkade', '-vifta med armarna',
      '-viftade med armarna', '-ropa på servitören', '-ropade på servitören', '-ropa på personalen', '-ropa på någon', '-fick ropa på', '-servitören försvann',
      '-servitrisen försvann', '-personalen försvann', '-försvann ut i köket', '-såg vi aldrig igen', '-såg vi aldrig mer', '-kom aldrig tillbaka till bordet',
      '-kom aldrig tillbaka till oss', '-gå fram till baren själva', '-till baren själva', '-gå fram till baren och beställa', '-betala i kassan själva', '-gå och betala själva',
      '-själva gå och betala', '-fick gå och betala', '-ingen tog vår beställning', '-ingen tog beställningen', '-ingen kom och tog',
      // A complaint shrugged off: no apology, nothing done.
      '-ryckte bara på axlarna', '-ryckte på axlarna', '-ryckte på axeln', '-rycker på axlarna', '-rycker bara på axlarna', '-en axelryckning', '-utan att ens be om ursäkt',
      '-utan att be om ursäkt', '-bad inte ens om ursäkt', '-bad inte om ursäkt', '-sa inte ens förlåt', '-ingen sa förlåt', '-ingen gjorde något åt det', '-ingen gjorde något',
      '-gjorde inget åt det', '-gjorde ingenting åt det', '-gjorde inte något åt det', '-ingen brydde sig',
      // Being hurried out: the bill unasked, chairs stacked, the kitchen closing, the table needed.
      '-utan att vi bett om den', '-utan att vi hade bett om den', '-utan att vi bad om den', '-utan att vi bett om notan', '-notan lades på bordet', '-lade notan på bordet',
      '-la notan på bordet', '-slängde notan på bordet', '-fick notan innan', '-kom med notan innan', '-ställa upp stolarna', '-ställde upp stolarna', '-stolarna upp på borden',
      '-köket stänger om', '-köket stängde om', '-köket stänger snart', '-behövde bordet', '-behövde vårt bord', '-skulle ha bordet', '-bordet skulle användas', '-utkastade',
      '-utslängda', '-kastade ut oss', '-slängde ut oss', '-körde ut oss', '-torka borden runt oss', '-torkade borden runt oss', '-städa runt oss', '-städade runt oss',
      '-dammsög runt oss', '-ville bli av med oss', '-ville ha ut oss',
      // Useless help in a shop: knows nothing, sells the wrong thing, sends you online, nobody to ask.
      '-visste ingenting om', '-visste inget om', '-visste inte något om', '-ingen koll på', '-noll koll på', '-hade ingen koll', '-sålde fel', '-sålde mig fel',
      '-finns det inte på hyllan', '-finns det inte i hyllan', '-så har vi det inte', '-har vi det inte', '-beställ på nätet', '-beställa på nätet',
      '-ingen att fråga', '-ingen personal att fråga', '-ingen man kunde fråga', '-fick själv leta', '-fick själva leta',
      '-fick hitta det själv', '-fick hitta själv',
      // Orders and promises not kept; exchanges and returns refused.
      '-inte ens påbörjad', '-inte ens påbörjat', '-inte påbörjad', '-inte ens börjat', '-skickades aldrig', '-aldrig skickad', '-aldrig skickats', '-paketet kom aldrig',
      '-varan kom aldrig', '-varorna kom aldrig', '-fick vi höra två gånger', '-fick höra två gånger', '-två gånger fick vi höra', '-lovade och lovade', '-utlovat flera gånger',
      '-dagen efter födelsedagen', '-dagen efter kalaset', '-dagen efter festen', '-dagen efter bröllopet', '-för sent till födelsedagen', '-inte klar när vi kom',
      '-vägrade byta', '-vägrade att byta', '-vägrade ta tillbaka', '-vägrade återbetala', '-ville inte byta', '-ville inte ta tillbaka', '-kunde inte ta tillbaka',
      '-kan inte ta tillbaka', '-tar inte tillbaka', '-fick inte byta', '-fick inte lämna tillbaka', '-bara öppet köp', '-öppet köp bara', '-inget öppet köp', '-inget byte',
      '-ingen tillgodolapp', '-inget tillgodokvitto', '-ta tillbaka använda',
      'fick tillbaka pengarna', 'fick pengarna tillbaka', 'fått tillbaka pengarna', 'fått pengarna tillbaka', 'tillbaka pengarna', 'pengarna tillbaka', 'pengarna betalades tillbaka', 'pengarna återbetalades', 'beloppet återbetalades', 'summan återbetalades', 'fick tillbaka mina pengar', 'fått tillbaka mina pengar', 'mina pengar tillbaka', 'pengar tillbaka', 'återbetal*', 'refunder*', 'betalades tillbaka', 'betalade tillbaka',
      '-ingen svarar', '-ingen svarade', '-svarar inte', '-svarade inte', '-svarar aldrig', '-svarade aldrig', '-inget svar', '-inga svar', '-utan att få svar', '-utan att få något svar', '-fick aldrig svar', '-fick aldrig något svar', '-fick inget svar', '-ingen lyfter luren', '-lyfter aldrig luren', '-lyfter inte luren', '-obesvarad*', '-besvarar inte', '-besvarade inte', '~mejl', '~mejlet', '~mejlen', '~mail', '~mailet', '~mailen', '~e-post*',
      '-hjälper föga', '-hjälpte inte', '-löste ingenting', '-löste inget',
      '-fick fråga',
      '-påminna om', '-fick påminna', 'påminde', '-fråga två gånger',
      'rådet', 'råden', 'rådet jag fick',
      'ingen lösning', 'förslag på lösning',
      'glömde * bort vår beställning', 'glömde * vår beställning', 'glömde * bort beställningen',
      'glömde bort vår beställning', 'glömde vår beställning', 'glömde bort beställningen', 'glömde beställningen', 'glömt vår beställning', 'glömt beställningen', 'ta tillbaka', 'reklamation', 'garanti', 'garantin',
      '-kom aldrig', '-glömts bort', '-glömde bort', 'glömd',
      'blandade ihop beställningen', 'blandade ihop beställningarna', '-fel rätt',
      '+hört av sig', '+hörde av sig', 'höra av sig',
      'service*', 'kundservice*', '+serviceminded', 'bemötande*', 'kundbemötande*',
      // A cool welcome ('bemötandet var minst sagt svalt'), never calling back.
      '-svalt bemötande', '-bemötandet var svalt', '-hörde aldrig av sig',
      // Forgotten by the staff ('vi blev helt bortglömda').
      '-blev bortglömda', '-blev helt bortglömda', '-blev bortglömd',
      // Well taken care of ('vi blev väl omhändertagna'): praise of the service.
      '+väl omhändertagna', '+väl omhändertagen',
      'bemött', 'betjäning*', 'servering*', 'kundtjänst*', 'mottagande*', 'omhändertagande*', 'omhändertagen', 'omhändertagna', 'tog hand om', 'tog väl hand om', '-ingen hjälp', 'fick hjälp', 'få hjälp',
      '~hjälp*', '~uppmärksam*', '~servera*', '~råd', '~rådgivning',
      'på telefon', 'i telefon', 'per telefon', 'via telefon', 'bemötta', 'blev bemött', 'tog emot oss', 'tog emot mig', 'incheckning*', 'utcheckning*',
      'checka in', 'checkade in', 'checka ut', 'checkade ut', 'återbetalning*', 'garanti*', 'öppet köp', '+passade upp', 'servicekänsla*',
      'betalning*',
      '-kommer aldrig fram', 'komma fram till dem', 'byta tillbaka', 'byte', 'bytet', 'returnera*', 'retur*',
      '~beställning*',
      'be om notan', 'fråga efter notan', 'om notan',
      '-ingen kom', 'kom och frågade',
      'byta varan', 'lämna tillbaka', 'återköp*',
      '-inget hände', '-ingenting hände', '-inget gjordes', '-ingenting gjordes',
      '-kom aldrig fram', '-ont om folk', '-ont om personal', '-ingen ursäkt', '-utan ursäkt', '-inte ens en ursäkt', 'ingen bad om ursäkt', 'utan en ursäkt', 'för att få notan', 'att få notan', '-glömde', '-glömt', '-glömts', 'glömmer',
      '-behandlades som luft', '-behandlade oss som luft', '-behandlade mig som luft', '-blev behandlade som luft', '-var luft för', '-aldrig betjänade', '-inte betjänade',
      '-fick själva hämta', '-fick hämta själva', '-själva hämta', '-fick själv hämta', '-hämta själv', '-fick gå och hämta', '-ingen kom för att', 'mottagna', 'mottagen',
      'tittade åt vårt håll', 'åt vårt håll', 'betjänade', 'betjänad', 'betjänat', 'ta vår beställning', 'ta beställningen', 'tog vår beställning', 'tog beställningen',
      '-ingen frågade om', 'frågade om vi ville', '-fick själva gå', '-själva gå till baren', '-fick gå till baren och beställa', 'beställa i baren',
      'komma förbi och fråga', 'kom förbi och frågade', 'kollade till oss', '+välkomnade', '+välkomnad*',
      '-som kompensation fick', '-i kompensation fick', '-som plåster på såret fick', '-som plåster på såren', '-som plåster på såret',
      '-vi kan tyvärr inte göra så mycket åt det', '-kan inte göra så mycket åt det', '-det är ett gammalt hus', '-det är ju ett gammalt hus', '-systemet krånglar', '-ni står inte på listan', '-stod inte på listan',
      '-ingen ringde tillbaka', '-ringde aldrig tillbaka', '-blev aldrig uppringd', '-fick gå till baren själva', '-fick själva gå till baren', '-blev det säljsnack', '-fick säljsnack om', '-säljsnack om', '-glömde två av', '-glömde efterrätten', '-glömde desserten',
      // Nobody on the floor to ask.
      '-fanns ingen på hela', '-fanns ingen att fråga', '-ingen personal på golvet', '-fick aldrig nåt svar',
      // Served something else though told twice ('trots att jag sagt det två gånger'), no refill though promised.
      '-trots att jag sagt det', '-trots att jag sagt', '-fast jag sagt det', '-fast jag hade sagt', '-trots att jag hade sagt', '-trots att vi sagt', '-ingen påtår', '-fick ingen påtår',
    ],
    staff: [
      // Not caring told as an idiom ('brydde sig inte ett dugg', 'sket i'): the staff's manner.
      '-brydde sig inte ett dugg', '-brydde sig inte ett skit', '-sket fullständigt i', '-gav fan i',
      // A therapist at the screen instead of with the patient ('fysioterapeuten mest satt vid datorn och skrev'), staff who only stared ('bara tittade på mig genom rutan').
      '-mest satt vid datorn', '-satt mest vid datorn', '-mest satt och skrev', '-satt mest och skrev', '-satt vid datorn hela tiden', '-tittade mest på skärmen', '-mest tittade på skärmen', '-tittade mest i datorn', '-mest tittade i datorn',
      '-bara tittade på mig', '-tittade bara på mig', '-bara tittade på oss', '-tittade bara på oss', '-bara stod och tittade', '-stod bara och tittade', '-stod och tittade på mig', '-stod och tittade på oss',
      // Not noticing a patient flinch ('märkte ingenting fast jag ryckte till'), and people who know their trade ('Linnea har koll').
      '-märkte ingenting fast jag', '-märkte inget fast jag', '-märkte ingenting trots att jag', '-märkte inget trots att jag', '-märkte inte ens att jag', '-märkte inte att jag ryckte', '-fast jag ryckte till', '-trots att jag ryckte till',
      '+har koll', '+har verkligen koll', '+har stenkoll', '+har full koll', '+har koll på det', '+har koll på sitt', '+vet vad hon gör', '+vet vad han gör',
      // Someone who answered every question ('hon svarade på alla mina frågor'): the person praised.
      '+svarade på alla mina frågor', '+svarade på alla våra frågor', '+svarade på alla frågor', '+svarar på alla frågor', '+svarar på alla mina frågor', '+besvarade alla mina frågor', '+besvarade alla frågor',
      // Known by name after a visit or two ('de kommer ihåg mitt namn', 'vet vad jag heter'): the staff praised.
      '+kommer ihåg mitt namn', '+kom ihåg mitt namn', '+kommer ihåg vad jag heter', '+kom ihåg vad jag heter', '+vet vad jag heter', '+känner mig vid namn', '+kommer ihåg våra namn', '+kom ihåg våra namn',
      // A complaint about the cut brushed off with 'it'll grow back' ('frisören sa bara att det växer ju ut igen'); hair washed in icy or scalding water ('tvättade håret med iskallt vatten', 'brände mig i nacken'): the person faulted.
      '-bara att det växer ju ut igen', '-bara att det växer ut igen', '-sa att det växer ut igen', '-sa att det växer ju ut igen', '-tyckte att det växer ut igen', '-bara det växer ut igen', '-det växer ju ut igen sa', '-tvättade håret med iskallt vatten', '-tvättade håret i iskallt vatten', '-tvättade mitt hår med iskallt vatten', '-tvättade mitt hår i iskallt vatten', '-iskallt vatten vid hårtvätten', '-iskallt vatten i tvättfatet', '-brände mig i nacken', '-skållade mig', '-skållhett vatten vid hårtvätten',
      // the one who cut the hair ('tjejen som klippte var supertrevlig').
      'tjejen som klippte', 'tjejen som klipper', 'killen som klippte', 'killen som klipper', 'hon som klippte', 'han som klippte', 'damen som klippte', 'frisören som klippte', 'barberaren som klippte', 'tjejen som färgade', 'hon som färgade', 'tjejen som gjorde naglarna', 'hon som gjorde naglarna',
      // The old boys and ladies behind the counter ('gubben i kassan är guld värd', 'tanten i kassan').
      'gubben i kassan', 'gubbarna i kassan', 'gubben bakom disken', 'gubbarna bakom disken', 'gubben i butiken', 'gubbarna i butiken', 'tanten i kassan', 'tanten bakom disken', 'tanten i butiken', 'tanterna i kassan',
      // Two of them at the till, chatting ('stod två unga killar och pratade vid kassan').
      '-stod * och pratade vid kassan', '-stod * * och pratade vid kassan', '-stod * * * och pratade vid kassan', '-stod * och pratade bakom disken', '-stod * * och pratade bakom disken', '-stod * * * och pratade bakom disken',
      // Staff chatting among themselves at the till ('två killar stod och pratade vid kassan').
      '-stod och pratade vid kassan', '-stod och pratade bakom kassan', '-stod och pratade bakom disken', '-stod och pratade med varandra', '-stod och snackade med varandra', '-stod och snackade vid kassan', '-stod och snackade bakom disken', '-pratade med varandra vid kassan',
      // Whoever was working, named by what they did ('Elin som jobbade var supergullig', 'tjejen som jobbar där').
      'som jobbade', 'som jobbar', 'som jobbade där', 'som arbetade', 'som arbetar', 'som arbetade där', 'som arbetar där', 'som stod i kassan', 'som stod bakom disken',
      // Good with children ('så fina med honom', 'bra med barn'), and a doctor by title ('dr Lindqvist').
      '+bra med barn', '+bra med barnen', '+fin med barn', '+fina med barn', '+fina med barnen', '+fin med barnen', '+fina med honom', '+fina med henne', '+fin med honom', '+fin med henne', '+så fina med honom', '+så fina med henne', '+underbar med barn', '+underbara med barn', '+duktig med barn', '+duktiga med barn', '+lugna och fina', 'dr',
      // Barely greeted or looked at ('hälsade tandläkaren knappt').
      '-hälsade knappt', '-hälsade tandläkaren knappt', '-hälsade hon knappt', '-hälsade han knappt', '-knappt hälsade', '-sa knappt hej', '-sa inte ens hej', '-tittade knappt upp', '-tittade knappt på mig', '-tittade inte ens upp', '-kollade knappt på mig',
      // Rolling their eyes with the verb first ('himlade killen bakom disken med ögonen'); pushy sellers.
      '-himlade killen', '-himlade tjejen', '-himlade hon', '-himlade han', '-himlade personalen', '-himlade expediten', '-försökte sälja på mig', '-påträngande', '-pushig',
      '-tittade på mig som om', '-kollade på mig som om', '-såg på mig som om', '-tittade på oss som om', '-kollade på oss som om',
      // Eyes on the clock; doing nothing about it; knowing curly hair.
      '-tittade mest på klockan', '-kollade mest på klockan', '-tittade mest på mobilen', '-kollade mest på mobilen', '-personalen gjorde ingenting', '-personalen gjorde inget', '-gjorde ingenting åt', '-gjorde inget åt det', '-gjorde ingenting alls', '+kan verkligen lockigt', '+kan lockigt hår', '+kan sitt hantverk', '+kan verkligen sitt hantverk',
      // Quick or clever with the scissors ('Ahmed är snabb med saxen'); talking of his holiday throughout.
      '+snabb med saxen', '+flink med saxen', '+händig med saxen', '+trollar med saxen', '+en fena med saxen', '+duktig med saxen', '-pratade mest om sin', '-pratade om sin semester', '-pratade bara om sin', '-snackade mest om sin', '-pratade mest om sina', '-snackade om sin semester',
      // Someone 'did a top job' ('Ebba gjorde ett toppenjobb'): the person praised.
      '+gjorde ett toppenjobb', '+gjorde ett grymt jobb', '+gjorde ett kanonjobb', '+gjorde ett superjobb', '+gjorde ett fantastiskt jobb', '+gjorde ett jättebra jobb', '+gjorde ett mycket bra jobb', '+gjorde ett riktigt bra jobb', '+gör ett toppenjobb', '+gör ett grymt jobb', '+gör ett fantastiskt jobb', '+gjorde ett strålande jobb', '+gjorde ett suveränt jobb', '+är en klassiker', '+en riktig klassiker', '+är en legend', '+en riktig legend',
      // Lectured like a child ('en liten föreläsning om tandtråd som om jag vore fem år').
      '-som om jag vore fem år', '-som om jag vore ett barn', '-som om jag vore dum', '-som om jag var fem år', '-som om jag var ett barn', '-en liten föreläsning om', '-föreläste om',
      // Curt on the phone, or hardly a word said ('kändes som att jag störde', 'han sa typ tre ord').
      '-kändes som att jag störde', '-kändes som om jag störde', '-som att jag störde', '-som att vi störde', '-sa typ tre ord', '-sa knappt ett ord', '-sa inte ett ord', '-sa knappt nåt', '-sa knappt något', '-sa typ ingenting', '-kort i tonen',
      // Staff running about like headless chickens ('personalen sprang runt som yra höns'): a chaotic staff, not the wait.
      '-personalen sprang runt som yra höns', '-personalen springer runt som yra höns', '-personalen sprang omkring som yra höns', '-personalen rusade runt som yra höns', '-servitörerna sprang runt som yra höns', '-servitörerna springer runt som yra höns', '-personalen sprang runt huvudlöst', '-personalen verkade helt stressad', '-kaotisk personal',
      // Told to 'take a painkiller meanwhile' ('ta en alvedon så länge'): the staff brushing one off, no treatment.
      '-ta en alvedon', '-ta en alvedon så länge', '-ta en ipren', '-ta en ipren så länge', '-ta värktabletter så länge', '-ta en värktablett så länge', '-äta alvedon så länge', '-ta alvedon så länge',
      // Staff faults told by deeds: a sigh for an answer
      '-fick jag bara en suck', '-fick jag en suck', '-fick vi en suck', '-fick vi bara en suck', '-fick jag bara en djup suck',
      // Staff praise idioms with an intensifier
      '+kan verkligen sitt jobb', '+kan verkligen sitt yrke', '+vet verkligen vad hon gör', '+vet verkligen vad han gör',
      '+kan sitt jobb till fullo',
      // Staff praise idioms ('är guld', 'en pärla', 'har magiska händer', 'kan sitt jobb'), and a person told by a trait ('tjejen med glasögonen') is staff.
      'honom med skägget', 'honom med glasögonen', 'honom med lockarna', 'honom med tatueringarna', 'honom med tatueringar', 'honom med hatten', 'honom med kepsen',
      'honom med kepa', 'honom med piercingarna', 'honom med hästsvansen', 'honom med flätan', 'honom med mustaschen', 'honom med knuten', 'honom med det * håret',
      'honom med de * lockarna', 'honom med det stora leendet', 'honom med det fina leendet', 'henne med skägget', 'henne med glasögonen', 'henne med lockarna',
      'henne med tatueringarna', 'henne med tatueringar', 'henne med hatten', 'henne med kepsen', 'henne med kepa', 'henne med piercingarna', 'henne med hästsvansen',
      'henne med flätan', 'henne med mustaschen', 'henne med knuten', 'henne med det * håret', 'henne med de * lockarna', 'henne med det stora leendet',
      'henne med det fina leendet', 'han med skägget', 'han med glasögonen', 'han med lockarna', 'han med tatueringarna', 'han med tatueringar', 'han med hatten',
      'han med kepsen', 'han med kepa', 'han med piercingarna', 'han med hästsvansen', 'han med flätan', 'han med mustaschen', 'han med knuten', 'han med det * håret',
      'han med de * lockarna', 'han med det stora leendet', 'han med det fina leendet', 'hon med skägget', 'hon med glasögonen', 'hon med lockarna',
      'hon med tatueringarna', 'hon med tatueringar', 'hon med hatten', 'hon med kepsen', 'hon med kepa', 'hon med piercingarna', 'hon med hästsvansen',
      'hon med flätan', 'hon med mustaschen', 'hon med knuten', 'hon med det * håret', 'hon med de * lockarna', 'hon med det stora leendet', 'hon med det fina leendet',
      'killen med skägget', 'killen med glasögonen', 'killen med lockarna', 'killen med tatueringarna', 'killen med tatueringar', 'killen med hatten',
      'killen med kepsen', 'killen med kepa', 'killen med piercingarna', 'killen med hästsvansen', 'killen med flätan', 'killen med mustaschen', 'killen med knuten',
      'killen med det * håret', 'killen med de * lockarna', 'killen med det stora leendet', 'killen med det fina leendet', 'tjejen med skägget', 'tjejen med glasögonen',
      'tjejen med lockarna', 'tjejen med tatueringarna', 'tjejen med tatueringar', 'tjejen med hatten', 'tjejen med kepsen', 'tjejen med kepa',
      'tjejen med piercingarna', 'tjejen med hästsvansen', 'tjejen med flätan', 'tjejen med mustaschen', 'tjejen med knuten', 'tjejen med det * håret',
      'tjejen med de * lockarna', 'tjejen med det stora leendet', 'tjejen med det fina leendet', 'damen med skägget', 'damen med glasögonen', 'damen med lockarna',
      'damen med tatueringarna', 'damen med tatueringar', 'damen med hatten', 'damen med kepsen', 'damen med kepa', 'damen med piercingarna', 'damen med hästsvansen',
      'damen med flätan', 'damen med mustaschen', 'damen med knuten', 'damen med det * håret', 'damen med de * lockarna', 'damen med det stora leendet',
      'damen med det fina leendet', 'mannen med skägget', 'mannen med glasögonen', 'mannen med lockarna', 'mannen med tatueringarna', 'mannen med tatueringar',
      'mannen med hatten', 'mannen med kepsen', 'mannen med kepa', 'mannen med piercingarna', 'mannen med hästsvansen', 'mannen med flätan', 'mannen med mustaschen',
      'mannen med knuten', 'mannen med det * håret', 'mannen med de * lockarna', 'mannen med det stora leendet', 'mannen med det fina leendet', 'grabben med skägget',
      'grabben med glasögonen', 'grabben med lockarna', 'grabben med tatueringarna', 'grabben med tatueringar', 'grabben med hatten', 'grabben med kepsen',
      'grabben med kepa', 'grabben med piercingarna', 'grabben med hästsvansen', 'grabben med flätan', 'grabben med mustaschen', 'grabben med knuten',
      'grabben med det * håret', 'grabben med de * lockarna', 'grabben med det stora leendet', 'grabben med det fina leendet', 'snubben med skägget',
      'snubben med glasögonen', 'snubben med lockarna', 'snubben med tatueringarna', 'snubben med tatueringar', 'snubben med hatten', 'snubben med kepsen',
      'snubben med kepa', 'snubben med piercingarna', 'snubben med hästsvansen', 'snubben med flätan', 'snubben med mustaschen', 'snubben med knuten',
      'snubben med det * håret', 'snubben med de * lockarna', 'snubben med det stora leendet', 'snubben med det fina leendet', 'kvinnan med skägget',
      'kvinnan med glasögonen', 'kvinnan med lockarna', 'kvinnan med tatueringarna', 'kvinnan med tatueringar', 'kvinnan med hatten', 'kvinnan med kepsen',
      'kvinnan med kepa', 'kvinnan med piercingarna', 'kvinnan med hästsvansen', 'kvinnan med flätan', 'kvinnan med mustaschen', 'kvinnan med knuten',
      'kvinnan med det * håret', 'kvinnan med de * lockarna', 'kvinnan med det stora leendet', 'kvinnan med det fina leendet', '+har magiska händer',
      '+har guld i händerna', '+guldhänder', '+trollhänder', '+vet vad de gör', '+vet vad hon håller på med',
      '+vet vad han håller på med', '+kan sitt jobb', '+kan sitt yrke', '+kan sina grejer', '+kan sin sak', '+har öga för detaljer',
      '+mästare på sitt hantverk', '+en naturbegåvning', '+född till det', '+förtjänar löneförhöjning', '+förtjänar en löneförhöjning', '+förtjänar en medalj',
      '+ge henne löneförhöjning', '+ge honom löneförhöjning', '+ge henne en löneförhöjning', '+ge honom en löneförhöjning', '+ta väl hand om henne',
      '+ta väl hand om honom', '+håll kvar henne', '+håll kvar honom', '+hon är guld', '+han är guld', '+hon är en klassiker', '+han är en klassiker', '+hon är en gåva',
      '+han är en gåva', '+hon är en tillgång', '+han är en tillgång', '+hon är en stor tillgång', '+han är en stor tillgång', '+hon är en konstnär',
      '+han är en konstnär', '+hon är en trollkarl', '+han är en trollkarl', '+hon är en mästare', '+han är en mästare', '+en tillgång för stället',
      '+en tillgång för salongen', '+en tillgång för butiken', '+en tillgång för kliniken',
      // Staff faults told by deeds: on the phone, a sigh for an answer, laughed at us, three words, knew nothing, cannot do the job, treated as a favour, dismissive answers.
      '-pratade i telefon hela tiden', '-pratade i telefonen hela tiden', '-pratade i mobilen hela tiden', '-pratade i telefon medan', '-pratade i telefonen medan',
      '-pratade i telefon under', '-pratade privat i telefon', '-pratade i telefon samtidigt', '-snackade i telefon hela tiden', '-snackade i mobilen hela tiden',
      '-satt och pratade i telefon', '-stod och pratade i telefon', '-hängde i mobilen', '-hängde i telefonen', '-hänger i mobilen', '-hänger i telefonen',
      '-hängde på mobilen', '-satt i mobilen', '-satt med mobilen', '-stod med mobilen', '-satt och kollade mobilen', '-stod och kollade mobilen',
      '-satt och kollade i mobilen', '-stod och kollade i mobilen', '-satt och scrollade', '-stod och scrollade', '-scrollade på mobilen', '-pillade med mobilen',
      '-pillade på mobilen', '-svarade i telefon mitt i', '-tog ett samtal mitt i', '-tog telefonen mitt i', '-privatsamtal', '-fick en suck', '-fick bara en suck',
      '-fick en djup suck', '-en djup suck', '-en hög suck', '-suckade högt', '-suckade bara', '-suckade och', '-svarade med en suck', '-rullade med ögonen',
      '-skrattade åt mig', '-skrattade åt oss', '-skrattade bakom min rygg', '-fnissade åt mig', '-fnissade åt oss', '-flinade åt mig', '-flinade åt oss',
      '-gjorde sig lustig över', '-sa tre ord', '-sa två ord', '-sa nästan ingenting', '-sa inte mycket', '-inte ens ett hej',
      '-inte så mycket som ett hej', '-visste inte skillnaden på', '-visste inte skillnaden mellan', '-visste inte skillnad på',
      '-kände inte till skillnaden', '-hade ingen aning om skillnaden', '-visste inte ens vad', '-visste inte vad de sålde', '-kände inte till sina egna varor',
      '-kände inte till sina egna produkter', '-kunde inte menyn', '-kunde inte svara på mina frågor', '-kunde inte svara på något', '-fick fråga en kollega om allt',
      '-kan inte sitt jobb', '-kunde inte sitt jobb', '-kan inte sitt yrke', '-kan inte sitt hantverk', '-borde byta jobb', '-borde byta yrke', '-i fel bransch',
      '-valt fel yrke', '-som om jag bad om en tjänst', '-som om vi bad om en tjänst', '-som om det var en stor tjänst', '-som om jag var till besvär',
      '-som om vi var till besvär', '-som om jag störde', '-som om vi störde', '-som om vi var i vägen', '-som om jag var i vägen', '-kände oss till besvär',
      // Not made welcome, told with the negation ('kände oss inte välkomna').
      '-kände oss inte välkomna', '-kände mig inte välkommen',
      // The adjective fronted and the negation last ('trevliga var de inte direkt').
      '-trevliga var de inte', '-trevlig var hon inte', '-trevlig var han inte',
      '-kände mig till besvär', '-kände oss ovälkomna', '-kände mig ovälkommen', '-som andra klassens kunder', '-som en idiot', '-som ett litet barn',
      '-pratade ner till mig', '-pratade ner till oss', '-talade ner till mig',
      // Homographs: 'lugn' told of a person is their manner, not the noise; 'stökigt' told of a place is mess, not noise; 'ringa' is to call.
      '+lugn och trygg', '+lugn och tålmodig', '+lugn och trevlig', '+lugn och vänlig', '+lugn och skön', '+lugn och professionell', '+lugn och metodisk',
      '+lugn och pedagogisk', '+lugn och noggrann', '+lugn och sansad', '+lugn och förstående', '+lugn och avslappnad', '+lugn och behaglig', '+lugn personlighet',
      '+lugnt sätt', '+lugna sätt', '+lugnt bemötande', '+lugnt och sansat', '+lugnt och tryggt bemötande', '+lugn röst', '+lugna röst', '+lugna händer', '+lugn hand',
      '+lugn i handen', '+en lugn tandläkare', '+en lugn frisör',
      // A calm person ('hon var så lugn', 'Sara tog det lugnt och förklarade', 'pratade lugnt hela tiden'): praise of the staff, not a quiet place; 'tog det lugnt medan kön växte' is no praise.
      '+hon var så lugn', '+han var så lugn', '+hon var lugn', '+han var lugn', '+hon var * lugn', '+han var * lugn', '+hon är så lugn', '+han är så lugn', '+hon är lugn', '+han är lugn', '+hon är * lugn', '+han är * lugn',
      '+och var så lugn', '+och var lugn', '+och var * lugn', '+och är så lugn', '+och är * lugn', '+lugn och förklarade', '+lugn och förklarar', '+lugnt och förklarade', '+lugnt och förklarar',
      '+tog det lugnt', '+tog det lugnt och förklarade', '+tog det lugnt och lät', '+tog det lugnt med mig', '-tog det lugnt medan', '-tog det lugnt trots', '-tog det för lugnt', '-tog det lite för lugnt', '-tog det alldeles för lugnt', '-tog det väl lugnt', '+pratade lugnt', '+pratar lugnt', '+förklarade lugnt', '+förklarar lugnt', '+lugnade mig', '+lugnade ner mig',
      // Wave 4: praise as people put it.
      'som driver stället', 'som äger stället', 'som jobbar där', 'som driver salongen', 'som driver butiken', 'som driver caféet', 'som driver kaféet',
      // Curt staff told by deeds (pointed and walked off, did not look up, talked of their holiday, blamed the customer, threw the plates), and praise told by deeds (spent ages helping me choose, took all the time I needed).
      '+tog sig verkligen tid', '+tar sig verkligen tid', '+tog sig * tid', '+tar sig * tid',
      '-inte ens titta upp', '-gad inte ens titta upp', '-titta upp från mobilen', '-titta upp från telefonen', '-tittade inte upp från',
      '+lade ner massor av tid', '+lade ner mycket tid', '+lade ner tid på att hjälpa', '+tog sig tid att hjälpa', '+tog sig god tid', '+tar sig tid', '+tog sig tid', '+hjälpa mig välja', '+hjälpte mig välja', '+hjälpte mig att välja', '+hjälpte oss välja', '+hjälpte oss att välja', '+hjälpte mig hitta', '+all tid jag behövde', '+all tid vi behövde', '+all den tid jag behövde', '+den tid jag behövde',
      '-himlade med ögonen', '-himlar med ögonen', '-pekade vagt', '-pekade bara', '-pekade och gick', '-pekade åt något håll', '-ser du inte att', '-ser ni inte att', '-kan du inte se', '-ser du inte att det är slut', '-tittar inte ens upp', '-tittar inte upp', '-tittade inte upp', '-utan att titta upp', '-tittar inte ens på en', '-tittade inte ens på mig', '-tittade inte ens på oss', '-om sin egen semester', '-pratade mest om sig själv', '-pratade om sin egen', '-mest om sin egen', '-kunde väldigt lite om', '-kunde nästan ingenting om', '-kunde inte mycket om', '-visste väldigt lite om', '-kunde väldigt lite', '-måste vara mitt', '-måste vara mitt fel', '-gav mig skulden', '-gav oss skulden', '-skyllde på mig', '-skyllde på oss', '-lade skulden på', '-slängde tallrikarna', '-slängde fram tallrikarna', '-smällde ner tallrikarna', '-slängde fram maten', '-slängde maten på bordet',
      // Named staff praised by what they did or in slang ('Ali är en klippa').
      '+är en klippa', '+är en riktig klippa', '+hon är en stjärna', '+han är en stjärna', '+är en riktig stjärna', '+hon är en legend', '+han är en legend',
      '+kommer alltid ihåg min beställning', '+kommer ihåg min beställning', '+kommer alltid ihåg vad jag', '+kommer ihåg vad jag brukar', '+vet precis vad jag vill ha',
      // A barber or stylist who knows how the regular wants it ('han vet precis hur jag vill ha det', 'kan sin sak'): praise of the staff, beside the cut; not knowing is a fault.
      '+vet precis hur jag vill ha', '+vet exakt hur jag vill ha', '+vet hur jag vill ha', '+vet alltid hur jag vill ha', '+vet precis hur man vill ha', '+vet exakt vad jag vill ha',
      '+vet alltid vad jag vill ha', '+visste precis hur jag ville ha', '+visste exakt hur jag ville ha', '+visste precis vad jag ville', '+visste exakt vad jag ville', '+fattar direkt vad jag',
      '+fattar direkt hur', '+fattade direkt vad jag', '+förstår precis vad jag vill', '+förstår exakt vad jag vill', '+förstod precis vad jag ville', '+förstod exakt vad jag ville',
      '+kan verkligen sin sak', '+kan hantverket',
      '-visste inte hur jag ville ha', '-förstod inte vad jag ville', '-förstod inte hur jag ville', '-fattade inte vad jag ville', '-fattade inte hur jag ville',
      '+gör aldrig fel', '+gör aldrig en miss', '+missar aldrig', '+prickade färgen', '+prickade färgen perfekt', '+fick till färgen', '+fick färgen helt rätt',
      '+lyssnade på vad jag ville', '+lyssnar på vad jag vill', '+lyssnade på mina önskemål', '+lyssnar på ens önskemål', '+lyssnade verkligen på vad',
      '+rekommendationer är klockrena', '+rekommendationer är alltid klockrena', '+rekommendationer är spot on', '+tips är klockrena',
      '+hon är en pärla', '+han är en pärla', '+hon är en ängel', '+han är en ängel', '+hon är guld värd', '+han är guld värd', '+hon är en klippa', '+han är en klippa', '+hon är en raring', '+han är en raring', '+hon är ett fynd', '+han är ett fynd', '+hon är en hejare', '+han är en hejare',
      'sekreterare*', '~snäsig*', '~burdus*', '~avmätt*', '~fåordig*', '~spydig*', '~tvär', '~stroppig*', '-avfärdade mig', '-avfärdade oss',
      '-lyssnade inte', '-lyssnar inte', '-lyssnade inte alls', '-lyssnade inte riktigt', '-lyssnar aldrig', '-tittade inte riktigt på vad', '-tittade inte på vad', '-kollade inte på vad', '-brydde sig inte om vad', '-bryr sig inte om vad', '-struntade i vad jag', '-körde sitt eget race', '-gjorde som hon ville', '-gjorde som han ville', '-gjorde tvärtom', '-var inte fokuserad', '-hade inte fokus',
      'mysig att prata med', 'trevlig att prata med', 'lätt att prata med', 'rolig att prata med',
      '~hälsade', '~hälsa', '~sa hej',
      'personal*', 'butikspersonal*', 'hotellpersonal*', 'restaurangpersonal*', 'servicepersonal*', 'vårdpersonal*', 'vårt team', 'anställd*', 'medarbetar*', 'servitör*', 'servitris*', 'kypare*',
      'bartender*', 'sommelier*', 'barista*', 'receptionist*', 'reception', 'receptionen', 'ägare*', 'ägarinna*', 'chef', 'chefen', 'värdinna*', 'värdparet',
      'expedit*', 'butiksbiträde*', 'biträde*', 'säljare*', 'kassörska*', 'frisör*', 'herrfrisör*', 'damfrisör*', 'stylist*', 'barberare*', 'läkare*', 'tandläkare*', 'husläkare*', 'doktor*', 'tandhygienist*', 'hygienist*', 'sköterska*', 'sköterskor*', 'tandsköterska*', 'tandsköterskor*', 'sjuksköterska*', 'sjuksköterskor*', 'undersköterska*', 'undersköterskor*', 'fysioterapeut*', 'sjukgymnast*',
      'naprapat*', 'kiropraktor*', 'terapeut*', 'hudterapeut*', 'massageterapeut*', 'massör*', 'massös*', 'nagelteknolog*', 'kosmetolog*', 'assistent*', 'bakom disken', 'bakom kassan', 'den som jobbade', 'de som jobbade', 'den som arbetade', 'de som arbetade', 'tjejen i kassan', 'killen i kassan', 'damen i kassan', 'tjejen i receptionen', 'killen i receptionen', 'tjejen i telefonen', 'killen i telefonen', 'trevlig tjej', 'trevliga tjejer', 'trevlig kille', 'trevliga killar', '~team*', '~teamet',
      '~gänget', '~tjej', '~tjejen', '~tjejerna', '~kille', '~killen', '~killarna', '~damen', '~damerna', '~trevlig*', '~jättetrevlig*', '~supertrevlig*', '~otrevlig*',
      '~vänlig*', '~ovänlig*', '~oförskämd*', '~snäll*', '~sur', '~sura', '~tillmötesgående', '~kunnig*', '~duktig*', '~pratglad', '~välkomnande',
      'kassör', 'kassören', 'kassörer*', 'kassapersonal*', 'personen i kassan', 'tjejerna i kassan', 'killarna i kassan', 'dörrvakt*', 'vakten', 'vakterna',
      'portier*', 'ledningen', 'platschef*', 'butikschef*', 'restaurangchef*', 'hotellchef*', 'föreståndar*', 'skiftledare*', 'värden', 'värdarna',
      'värdinnan', 'barnmorska*', 'psykolog*', 'optiker*', 'veterinär*', 'fotterapeut*', 'fysio', 'frissa', 'frissan', 'nagelterapeut*', 'nageltjej*',
      'fransstylist*', 'sjukvårdspersonal*', '~grabben', '~grabbarna', '~dryg', '~dryga', '~nonchalant*', '~arrogant*', '~snorkig*', '~ointresserad*', '~respektlös*', '~nedlåtande', '~grinig*', '~tjurig*', '~butter*', '~fräck*', '~uppkäftig*', '~kaxig*', '~stöddig*',
      '~lyssnade', '~lyssnar',
      '~förklarade', '~förklara', '~tog sig tid',
      '~proffs', '~proffsen',
      'tog så väl hand om', 'tog så bra hand om', 'tog jättebra hand om', 'tog * väl hand om', 'tog * bra hand om', 'fick oss att känna', 'fick mig att känna',
      '+underbara människor', 'härliga människor', 'trevliga människor', 'fina människor', '+goa människor', 'snälla människor', 'människorna bakom', 'folket bakom',
      'gänget bakom', 'den unga damen', 'den unga tjejen', 'den unga killen', 'den unge killen', 'den äldre damen', 'den äldre mannen', 'mannen bakom', 'kvinnan bakom',
      'damen bakom', 'kvinnan i kassan', 'mannen i kassan', 'som serverade oss', 'som serverade', 'som betjänade oss', 'som hjälpte oss', 'som hjälpte mig', 'mäklare*',
      'mekaniker*', 'chaufför*', 'instruktör*', 'tränaren', 'tränarna', 'personlig tränare', 'elektriker*', 'hantverkare*', 'snickare*', 'montör*', 'tekniker*',
      'rådgivare*', 'handläggare*', 'bagerska*', 'lärare*', 'hovmästar*', 'killarna i köket', 'tjejerna i köket', 'gänget i köket',
      '~tålmodig*', '~noggrann*', '~omtänksam*', '~schysst*', '~schyst*', 'killarna i baren', 'tjejerna i baren', 'killen i baren', 'tjejen i baren',
      'tjejen som jobbar', 'tjejen som jobbar där', 'killen som jobbar', 'killen som jobbar där', 'tjejen som jobbade', 'killen som jobbade',
      '-ryckte * på axlarna', '-ryckte * bara på axlarna',
      '-ryckte på axlarna', '-ryckte bara på axlarna',
      // Had better things to do than the customers.
      '-viktigare saker för sig',
    ],
    price: [
      // Prices gone up told as an idiom ('priserna har skjutit i höjden'), charging that much ('ta så mycket betalt'); prices fit for a student's purse as praise.
      '-skjutit i höjden', '-skjuter i höjden', '-ta så mycket betalt', '-tar så mycket betalt', '+studentvänlig*',
      // Prices put mildly ('priserna var väl inte de lägsta'), extras charged for everything, hidden fees; quality at a fair price as praise.
      '-inte de lägsta', '-betala extra för', '-kostar extra', '-dolda avgifter',
      '+till rätt pris', '+till ett vettigt pris',
      // The cheapest, said of the place: praise, and 'inte billigast' a complaint of the price.
      '+billigast', '+billigaste',
      // Paying 'for the charm' or the name ('man betalar väl för charmen'): the price.
      '-betalar för charmen', '-betalar * för charmen', '-betala för charmen', '-betalar för namnet', '-betalar * för namnet', '-betalar för läget', '-betalar * för läget', '-betalar för utsikten', '-betalar * för utsikten',
      // The difference paid for what one did not get ('mellanskillnaden för balkongen'), and so much 'for a small' thing ('89 kr för en liten räkmacka').
      // Expecting more for that money ('man förväntar sig lite mer flyt för de pengarna'): the price, whatever the 'more' is.
      '-förväntar sig lite mer * för de pengarna', '-förväntar sig mer * för de pengarna', '-förväntar sig lite mer för de pengarna', '-förväntar sig mer för de pengarna', '-förväntar man sig mer för de pengarna', '-förväntar jag mig mer för de pengarna', '-förväntar sig mer för pengarna', '-förväntar sig lite mer för pengarna', '-förväntar sig mer för det priset', '-förväntar sig lite mer för det priset', '-förväntar sig lite mer * för det priset',
      'mellanskillnaden för *', 'mellanskillnaden', 'prisskillnaden', '-kr för en liten *', '-kronor för en liten *', '-spänn för en liten *', '-kr för ett litet *', '-kronor för ett litet *', '-spänn för ett litet *', '-kr för en pytteliten *', '-kr för en ynka *', '-spänn för en ynka *',
      // A written quote kept to ('fick en skriftlig offert och priset höll'): the price praised.
      '+priset höll', '+offerten höll', '+höll priset', '+skriftlig offert', '+priset var som avtalat', '+priset blev som avtalat',
      // A price that stung ('priset sved lite'), more to be had for the money elsewhere ('man får mer för pengarna på andra ställen'), items on the bill nobody ordered ('två öl på notan som ingen hade beställt'); next to nothing charged ('han ville inte ha betalt för det').
      '-priset sved', '-priset sved lite', '-notan sved', '-räkningen sved', '-sved i plånboken', '-sved lite i plånboken', '-mer för pengarna på andra ställen', '-mer för pengarna någon annanstans', '-mer för pengarna nån annanstans', '-mer för pengarna på annat håll', '-bättre ställen för samma pris', '-på notan som ingen', '-på notan som vi inte', '-på notan som jag inte', '-på kvittot som ingen', '-på räkningen som ingen', '-på räkningen som vi inte', '+ville inte ha betalt', '+ville inte ta betalt', '+tog inget betalt', '+ville inte ha något för det', '+ville inte ha nåt för det', '+ville inte ha en krona',
      // Prices gone up, told with the verb first ('dock har priserna gått upp rejält', '850 kr för en klippning är mycket').
      '-har priserna gått upp', '-har priserna ökat', '-har priserna stigit', '-har priserna höjts', '-har de höjt priserna', '-priserna gått upp', '-priserna gått upp rejält', '-för en klippning är mycket', '-för en klippning är dyrt', '-är mycket för en klippning', '-är dyrt för en klippning', '-är mycket för en behandling', '-för en behandling är mycket',
      // A bill above the quote, told with the figures ('2 140 kr fast jag fått 1 400 i offert').
      '-fast jag fått * i offert', '-fast jag fått * * i offert', '-fast vi fått * i offert', '-fast vi fått * * i offert', '-fast jag fick * i offert', '-fast jag fick * * i offert', '-fast offerten var på', '-fast offerten sa', '-fast det stod * på hemsidan', '-fast det stod * * på hemsidan',
      // Charged more than quoted ('2 140 kr fast jag fått 1 400 i offert', 'dyrare än utlovat').
      'offert', 'offerten', 'prisförslag*', 'kostnadsförslag*', '-mer än offerten', '-dyrare än offerten', '-över offerten', '-mer än vi kommit överens om', '-mer än utlovat', '-dyrare än utlovat', '-mer än det stod på hemsidan', '-mer än det står på hemsidan', '-dyrare än det stod', '-dyrare än det står', '-mer än vi hade sagt', '-gick åt mer färg',
      // Prices that 'did the opposite' of a shrinking bun, or went up, told with the verb in the perfect.
      '-priserna har gjort tvärtom', '-priserna gjorde tvärtom', '-priset har gjort tvärtom', '-priserna har gått upp', '-priserna har ökat', '-priserna har stigit', '-priserna har höjts', '-har höjt priserna', '-höjt priserna rejält', '-dubbla priset', '-nästan dubbla priset',
      // Paying that much, a bill twice what was quoted: the price.
      '-när man betalar så mycket', '-när man betalar så mycket pengar', '-betalar man så mycket', '-dubbelt så hög som', '-dubbelt så mycket som', '-nästan dubbelt så', '-högre än utlovat', '-mer än jag fått veta', '-högre än vi kommit överens om', '-mer än avtalat', '-dyrare än avtalat',
      // Dearer than the chains, yet worth it ('lite dyrare än de stora kedjorna'), and better prices than elsewhere ('priserna är bättre än på bygghandeln').
      '-lite dyrare än', '-något dyrare än', '-lite dyrare', '-dyrare än de stora kedjorna', '-dyrare än de stora', '-dyrare än på bygghandeln', '-dyrare än bygghandeln', '-dyrare än på stan', '+priserna är bättre än', '+bättre priser än', '+billigare än på bygghandeln', '+billigare än kedjorna', '+billigare än de stora',
      // 'Det kostar en slant' and 'känns lite mycket' for what it is: a price complaint.
      '-kostar en slant', '-kostade en slant', '-kostar sin slant', '-kostade sin slant', '-kostar en hacka', '-kostade en hacka', '-känns lite mycket', '-känns väl mycket', '-känns lite väl mycket', '-känns lite dyrt', '-känns i överkant',
      // Price told in everyday words: 'saftigt prissatt', 'kostar skjortan', 'billigare på nätet' (faults); 'tog nästan ingenting för det', 'ett kap' (praise).
      '-saftigt prissatt', '-saftigt prissatta', '-högt prissatt', '-högt prissatta', '-dyrt prissatt', '-i dyraste laget', '-i den dyra änden', '-i övre skiktet',
      '-tar bra betalt', '-tar rejält betalt', '-tar sig bra betalt', '-tog bra betalt', '-tar väl betalt', '-tog rejält betalt', '-en förmögenhet',
      '-kostade en förmögenhet', '-kostar en förmögenhet', '-en mindre förmögenhet', '-kostar skjortan', '-kostade skjortan', '-kostar multum', '-kostade multum',
      '-ockerpris*', '-billigare på nätet', '-billigare online', '-billigare på andra ställen', '-billigare hos konkurrenten', '-billigare hos konkurrenterna',
      '-billigare på ica', '-billigare på coop', '-halva priset på nätet', '-halva priset online', '-halva priset på andra ställen', '-dyrare än på nätet',
      '-dyrare än online', '-dyrare än kedjorna', '-dyrare än andra ställen', '-dyrare än konkurrenterna', '-dyrare än på ica', '+tog nästan ingenting för det',
      '+tog ingenting för det', '+tog inget för det', '+tog inte en krona',
      '+tog inte betalt', '+tog inte betalt för', '+fick det gratis', '+gratis på köpet', '+kom billigt undan', '+slapp billigt', '+fick rabatt', '+fick lite rabatt',
      '+gav oss rabatt', '+gav mig rabatt', '+fyndpris*', '+rena fyndet', '+ett kap', '+gjorde ett kap', '+ett klipp', '+gjorde ett klipp', '+ett bra köp',
      '+förvånansvärt billigt', '+förvånansvärt billig', '+förvånansvärt billiga', '+studentrabatt', '+pensionärsrabatt',
      // Wave 4: praise as people put it.
      '+utan extra kostnad', '+utan extra avgift', '+utan kostnad', '+kostar inget extra', '+kostade inget extra', '+ingen extra kostnad', '+utan extra tillägg', '+gratis påtår', '+fri påtår', '+påtår ingår', '+gratis påfyllning', '+fri påfyllning', '+gratis havremjölk',
      // Price idioms (steep, daylight robbery, don't push it, an amount 'for that') and fees: one nobody mentioned, charged anyway, a sum a day on top.
      '-skitdyr*', '-asdyr*', '-svindyr*', '-groteskt dyr*', '-dyrt som fan', '-sjukt dyr*', '-skärpa er med priserna', '-skärpa sig med priserna',
      '-rån mitt på ljusa dagen', '-rån på ljusa dagen', '-ge sig med priserna', '-får ge sig med priserna', '-ta i med priserna', '-tar i med priserna', '-tagit i med priserna', '-priser i överkant', '-i överkant prismässigt', '-prismässigt i överkant', '-avbokningsavgift*', '-bokningsavgift*', '-serviceavgift*', '-expeditionsavgift*', '-kortavgift*', '-extraavgift*', '-uteblivandeavgift*', '-en avgift som', '-som ingen hade nämnt', '-ingen hade nämnt', '-som ingen nämnt', '-drog pengarna ändå', '-tog betalt ändå', '-debiterade ändå', '-debiterade oss ändå', '-drog ändå', '-fick betala ändå', '-kr för det här', '-kronor för det här', '-kr för det', '-kronor för det', '-per dygn tillkommer', '-per natt tillkommer', '-per dag tillkommer', '-tillkommer per dygn', '-tillkommer per dag',
      'spänn', 'stålar', 'kosing', 'en lax för', 'hundralapp*', 'tusenlapp*', 'femhundring*', 'femtiolapp*', 'en tjuga för',
      '-rena rama rånet', '-rena rånet', 'rent rån', 'rena ockret', '-pengarna i sjön',
      '+värt varenda krona', '+värd varenda krona',
      'ett riktigt klipp', 'ett klipp', '-för det nöjet', 'för nöjet',
      '-är mycket pengar', '-tycker jag är mycket',
      '*rabatt',
      '-som vi inte beställt', '-som vi inte hade beställt', '-som vi aldrig beställt', '-som vi inte beställde',
      'utan dryck', 'exkl dryck', 'inkl dryck', 'dryck ingår', 'dryck tillkommer', 'utan vin', 'exkl vin', 'inkl vin', 'exklusive vin', 'inklusive vin', 'utan dricka', 'exkl dricka',
      'pris*', 'lunchpris*', 'timpris*', 'totalpris*', '+prisvärd*', 'kostnad*', 'merkostnad*', 'kostade', 'kostar',
      'kosta', '-dyr', '-dyrt', '-dyra', '-dyrare', '-överpris*', '-ocker*', 'pengar', 'pengarna', 'notan', 'räkningen', 'kr', 'kronor',
      'betala', 'betalade', 'betalat', 'betalar', '+valuta för pengarna', '~billig*',
      'varenda krona', 'värt pengarna', 'värd pengarna', 'värt priset', 'värd priset', 'prislapp*', '-ett rån', '-rånade', 'avgift*', 'rabatt*',
      '+överkomlig*', '+kostnadsfri*', 'hutlösa priser',
      '-dyraste laget',
      '+prisvärt',
      '-mycket för det vi fick', '-mycket pengar för',
      '-sjuka priser', '-galna priser', '-vansinniga priser', '-löjliga priser', '-priserna är sjuka', '+plånboksvänlig*',
      '+för en billig peng', '+billig peng',
      '+mycket mat för pengarna', '-tog betalt för kranvatten', '-betala för kranvatten', '-betalt för vatten', '-ta betalt för vatten', '-tog betalt för vatten',
      '-stod inte i proportion', '-står inte i proportion', '-inte i proportion till', '-kr extra', '-kronor extra', '-spänn extra', '-extra på notan',
      '-billigt var det inte', '-billigt är det inte', '-billig var den inte', '-billigt var det ju inte',
      // The same fronting for value ('prisvärt var det inte').
      '-prisvärt var det inte', '-prisvärt är det inte',
      '-min förra tandläkare tog', '-förra tandläkaren tog', '-i den övre delen', '-i överkant', '-tillägg som inte nämndes', '-avgift som inte nämndes', '-ett tillägg ingen hade nämnt',
      // Nothing charged for a milk or an extra is praise of the price.
      '+tar inget extra', '+tar inte extra', '+tar inget extra för', '+kostar inte extra',
      // 'Prices are what they are': the price granted with a shrug, a complaint.
      '-priset är vad det är', '-priserna är vad de är',
      // For that money, not a discount shop.
      '-för den summan', '-inte direkt någon lågprisbutik', '-plånboken kände av',
      // Charged more than the quote ('fick ett pris på 600 i telefon och fick betala 950'), feeling fleeced.
      '-känner mig blåst', '-kände mig blåst', '-kände oss blåsta', '-känner oss blåsta', '-fick betala * istället',
        ],
    cleanliness: [
      // Not cleaned, told with the participle ('handfatet var inte rengjort'); 'välstädat' in the neuter.
      '-inte rengjort', '-inte rengjord', '+välstädat',
      '+nystädad*', '+nystädat',
      // The adjective fronted and the negation last ('rent var det inte').
      '-rent var det inte', '-rent är det inte',
      // Grime in the joints of the tiles ('svart i fogarna'): the cleaning, not the bathroom.
      '-svart i fogarna', '-smuts i fogarna', '-mögel i fogarna', '-svarta fogar', '-fogarna var svarta',
      // Premises praised as clean ('lokalen var ren och fräsch', 'lokalerna är rena'): the cleanliness, not the setting.
      '+lokalen var ren', '+lokalen är ren', '+lokalen var så ren', '+lokalen var jätteren', '+lokalen var skinande ren', '+lokalerna var rena', '+lokalerna är rena', '+lokalen var ren och fräsch', '+lokalen är ren och fräsch', '+ren och fräsch lokal', '+rena och fräscha lokaler', '+ren lokal', '+rena lokaler', '+kliniken var ren', '+kliniken är ren', '+salongen var ren', '+salongen är ren',
      '-hår inuti', '-ett hår inuti', '-ett långt hår', '-långt mörkt hår', '-långt ljust hår',
      '-smutsigt rum', '-smutsiga rum', '-skitigt rum', '-ett smutsigt rum', '-damm under sängen', '-dammtussar under sängen', '-damm under sängarna', '-hår i avloppet',
      '-inte städade på', '-blev inte städade', '-blev inte städat', '-inte städat på', '-rummet luktade instängt', '-luktade instängt', '-luktar instängt', '-källarlukt', '-luktade källare',
      // Something floating in the water jug.
      '-flöt det nåt', '-flöt det något', '-nåt som flöt', '-något som flöt', '-flöt något i', '-flöt nåt i', '-flugor i', '-en fluga i',
      // Clean told with the room, the bathroom or everywhere ('rent och snyggt på rummet'): the cleaning, not the room.
      '+rent och snyggt på rummet', '+rent och fint på rummet', '+rent på rummet', '+rent och snyggt på rummen', '+rent på rummen', '+rent och snyggt i rummet', '+rent i rummet', '+rent på toaletten', '+rent på toan', '+rent i badrummet', '+rent och snyggt i badrummet', '+rent och snyggt överallt', '+rent överallt', '+skinande rent', '+skinandes rent',
      // A room that needs the vacuum ('väntrummet behöver en vända med dammsugaren'): a cleaning complaint.
      '-en vända med dammsugaren', '-en runda med dammsugaren', '-behöver en vända med dammsugaren', '-behöver dammsugas', '-borde dammsugas', '-inte sett en dammsugare', '-aldrig sett en dammsugare', '-en vända med trasan',
      // A waiting room cluttered with toys and old magazines.
      '-stökigt med leksaker', '-stökigt i väntrummet', '-gamla tidningar överallt', '-leksaker överallt', '-skräpigt i väntrummet', '-skräpigt', '-rörigt i väntrummet',
      // A pleasant smell told of the premises ('salongen är fin och det doftar gott'): cleanliness.
      '+och det doftar gott', '+det doftar gott i salongen', '+doftar gott i salongen', '+luktar fräscht', '+luktade fräscht', '+doftar fräscht', '+doftade fräscht',
      // Cleanliness told by detail: tables full of earlier guests' cups, crumbs everywhere, sticky menus, a hair as a bonus.
      '-från tidigare gäster', '-från förra gästerna', '-från gästerna innan', '-från gästerna före oss', '-från de som satt där innan', '-fulla med koppar',
      '-full med koppar', '-fullt med koppar', '-fyllda med koppar', '-fulla med använda', '-odiskade koppar', '-odiskade tallrikar', '-odiskade glas',
      '-smutsiga tallrikar', '-stod fulla med', '-stod med använda', '-belamrade med disk', '-belamrat med disk', '-ingen hade torkat av bordet',
      '-ingen torkade av borden', '-oavtorkade bord', '-oavtorkat bord', '-smulor över hela', '-smulor på bordet', '-smulor på borden', '-smulor på stolen',
      '-kladdiga bord', '-kladdigt bord', '-kladdig meny', '-kladdiga menyer', '-kladdigt golv', '-golvet klistrade', '-flottiga bord', '-fingeravtryck på',
      '-läppstift på glaset', '-läppstift på koppen', '-kaffefläckar', '-ett hår som bonus', '-hår som bonus', '-med ett hår i',
      // Homographs: 'lugn' told of a person is their manner, not the noise; 'stökigt' told of a place is mess, not noise; 'ringa' is to call.
      '-stökigt överallt', '-stökigt och smutsigt', '-smutsigt och stökigt', '-stökigt och skitigt', '-skitigt och stökigt', '-rörigt och stökigt',
      '-stökigt och rörigt', '-stökigt och ostädat', '-stökigt på rummet', '-stökigt på toaletten', '-stökigt på toan', '-stökigt vid borden', '-stökigt på borden',
      '-stökigt i hyllorna', '-stökiga hyllor', '-stökigt bland hyllorna', '-stökigt i lokalen', '-stökigt i köket', '-stökigt i salongen', '-stökigt i entrén',
      '-stökigt i receptionen', '-stökigt i kassan', '-stökigt och dammigt', '-dammigt och stökigt', '-stökigt och kladdigt',
      // A messy shop (things everywhere, searching long for anything) and cleanliness told by detail: not cleaned in a while, no paper, all wet, a smell of chemicals.
      '-inte städats', '-har inte städats', '-inte blivit städad', '-inte blivit städat', '-inte städats på länge', '-inte städats på ett tag', '-inget papper', '-allt var blött', '-blött överallt', '-blött på golvet', '-vatten på golvet', '-golvet var blött', '-hår på golvet', '-lukt av kemikalier', '-luktade kemikalier', '-luktar kemikalier', '-kemikalielukt*', '-kemisk lukt', '-stark lukt av', '-stark lukt', '-stickande lukt', '-klorlukt*', '-luktade klor',
      '-stökig butik', '-stökigt i butiken', '-stökig affär', '-stökigt i affären', '-rörigt i butiken', '-rörig butik', '~rörigt', '~rörig', '-grejer överallt', '-saker överallt', '-prylar överallt', '-låg saker överallt', '-låg grejer överallt', '-leta länge efter', '-får leta länge', '-leta efter allt', '-kaos på hyllorna', '-kaos i butiken', '-rena kaoset i butiken',
      '-instängt', '-unket',
      'luktade instängt',
      '-luktade * rök', '-luktade gammal',
      '-rörig*', 'rörigt',
      '+ren', '+rent', '+rena', 'renare', 'renlig*', 'rengjord*', 'städning*', 'storstädning*', '+städat', 'städad*', '+städade', 'städa', 'städas', '+välstädad*', 'städerska*',
      'smuts', 'smutsen', '-smutsig*', '-skitig*', '-ofräsch*', 'hygien', 'hygienen', 'hygienisk*', 'ohygienisk*', 'damm', 'dammet', '-dammig*', 'fläck*', '-kladdig*',
      '-klibbig*', '-sunkig*', 'snusk*', '-mögel*', '-mögl*', 'kackerlack*', 'ohyra', 'vägglöss', '~fräsch*', '~äcklig*', '~lukt*', '~luktade', '~stank', '~stinker',
      '~unken', '~unket', '-hår i', 'luktade rök', 'luktar rök', '-luktade illa', '-luktar illa', 'röklukt*', 'cigarettlukt*', 'rökig*', '-smulor', 'smulorna', '-smulig*', '-hårstrå*', '-kalkfläck*', '-fukt', '-fukten', '-fuktig*', '-fuktfläck*', '-fuktlukt*',
      'toalett*', 'toa', 'toan', 'wc', 'damtoalett*', 'herrtoalett*', '-avloppslukt*', '-ostädad*', '-ostädat', '-skräpig*', '-nersmutsad*', '-nerkladdad*',
      'hårtuss*', 'hår på', '-hår överallt', '+skinande ren*', '+kliniskt ren*', '+kliniskt rent', '+fläckfri*', '-flugor', 'flugorna',
      'dammråttor',
      '-städades inte', '-inte städat', '-ingen städning',
      '-hårstrå', '-ett hår i', '-luktade gammal rök', '-luktade fritös', '-luktade frityr', '-stank av',
      '-strumpa på golvet', '-strumpor på golvet', '-strumpa under sängen', '-strumpor under sängen', '-hår i handfatet', '-hår i sängen', '-hår på kudden', '-fläckar på lakanet',
      '-fläckar på lakanen', '-inget toapapper', '-inget toalettpapper', '-slut på toapapper', 'toapapper*', 'toalettpapper*', 'papperskorg*', '-soptunnan var full',
      '-kisslukt*', '-urinlukt*', '-fullt av hår', '-full av hår', '-fullt med hår', '-sand i sängen', '-smulor i sängen',
      '-soptunnan var överfull', '-soptunnan svämmade över', '-papperskorgen var överfull', '-inte direkt fräsch',
      // A place that has not seen a cloth in a while ('det så ikke ut til å ha sett en vaskeklut') is dirty: the praise is taken back by the negation.
      '+sett en trasa', '+sett en mopp', '+sett en disktrasa',
      // A place that did not look as if it had seen a cloth in a while.
      '-inte ut att ha sett en', '-inte ut som om den hade sett en', '-inte ut som om det hade sett en',
      // Hair left from the last client, no duster seen.
      '-hår kvar här och där', '-hår kvar på golvet', '+sett en dammtrasa',
      // Dust everywhere and a stain one would rather not know ('Damm överallt', 'en misstänkt fläck').
      '-damm överallt', '-dammigt överallt', '-misstänkt fläck', '-misstänkta fläckar', '-fläck på överkastet', '-fläckar på överkastet', '-fläckar på mattan',
      // Wiped tables and disinfected tools ('borden alltid avtorkade', 'saxarna spritas av'), no hospital smell: cleanliness praised.
      '+alltid avtorkade', '+borden avtorkade', '+avtorkade bord', '+inte ett kladd', '+spritas av', '+sprittas av', '+sopar upp håret', '+ingen sjukhuslukt', '+fräsch salong', '+fräscha lokaler',
    ],
    waiting: [
      // A wait told as an idiom ('maten lät vänta på sig', 'långdraget'), and speed told 'på ett par minuter'.
      '-lät vänta på sig', '-låter vänta på sig', '-långdragen', '-långdraget', '+på ett par minuter',
      '-tog sin lilla tid',
      '-lite för lång tid', '-alldeles för lång tid',
      '-snabbt gick det inte', '-fort gick det inte', '-en evinnerlig tid',
      // Seated at once ('vi blev placerade direkt').
      '+blev placerade direkt',
      // Slow between the courses: 'lite segt mellan rätterna'.
      '-segt mellan rätterna', '-lite segt mellan', '-segt mellan', '-långt mellan rätterna', '-lång väntan mellan rätterna',
      // Let in on the minute: 'kom in på minuten 09:15'.
      '+kom in på minuten', '+in på minuten', '+på minuten', '+prick på minuten', '+kom in direkt',
      // Served last, after tables that came later ('vi var sista bordet som fick mat'); the wait told from paying or ordering to getting it; hours in the salon chair.
      '-sista bordet som fick', '-sista bord som fick', '-de sista som fick mat', '-de sista som fick maten', '-sist att få mat', '-sist att få maten', '-kom efter oss fick', '-som kom efter oss', '-fick maten före oss', '-fick mat före oss', '-fick sin mat före oss', '-blev serverade före oss',
      '-från att jag betalade tills', '-från att vi betalade tills', '-från att jag beställde tills', '-från att vi beställde tills', '-från jag betalade till', '-från vi beställde till', '-från jag beställde till',
      '-tog nästan * timmar i stolen', '-nästan * timmar i stolen', '-över * timmar i stolen',
      // One single person working a Saturday ('en enda person som jobbade'), so one stood with the shoebox in one's hand: the wait.
      '-en enda person som jobbade', '-en enda som jobbade', '-en enda person jobbade', '-en enda person i kassan', '-en enda i kassan', '-en enda kassa öppen', '-en kassa öppen', '-en enda person på hela', '-fick stå med * i handen', '-stå med * i handen i', '-stod med * i handen i',
      // Left standing at the bar to be served ('stod vid baren i tio minuter utan att bli betjänad'): the wait.
      '-utan att bli betjänad', '-utan att bli betjänade', '-utan att bli serverade', '-utan att någon tog vår beställning', '-stod vid baren i * minuter', '-stod vid disken i * minuter', '-stod i baren i * minuter',
      // A course that came only when the table was asking for the bill ('varmrätten kom först när vi bad om notan'): the wait.
      '-kom först när vi bad om notan', '-kom inte förrän vi bad om notan', '-kom först när vi skulle betala', '-kom först när vi ville betala', '-kom först när vi bad att få betala',
      // Not in the chair until long after the hour booked ('kom inte upp i stolen förrän 11'): the wait.
      '-kom inte upp i stolen förrän', '-kom inte upp i stolen', '-kom upp i stolen först', '-fick sitta i stolen först', '-kom inte in i stolen förrän',
      // kept waiting though on time ('fick sitta 20 min i väntrummet fast jag kom i tid'): the wait, not praise of punctuality.
      '-fast jag kom i tid', '-fast vi kom i tid', '-trots att jag kom i tid', '-trots att vi kom i tid', '-fast jag kom i god tid', '-trots att jag kom i god tid', '-fast jag var där i tid', '-trots att jag var där i tid', '-fast vi var där i tid', '-trots att vi var där i tid', '-fast jag var i tid', '-trots att jag var i tid', '-fast jag kom på utsatt tid', '-trots att jag kom på utsatt tid', '-fast jag var där på utsatt tid', '-fastän jag kom i tid', '-fastän vi kom i tid', '-trots att jag var punktlig', '-fast jag var punktlig',
      // a repair not ready when promised ('stod den orörd', 'fortfarande inte klar').
      '-stod den orörd', '-stod orörd', '-stod fortfarande orörd', '-fortfarande orörd', '-inte ens rörd', '-inte ens påbörjad', '-inte klar som utlovat', '-inte klar som lovat', '-inte färdig som lovat', '-inte klar som avtalat', '-fortfarande inte klar', '-fortfarande inte färdig', '-var inte klar när jag kom', '-var inte färdig när jag kom', '-inte klar i tid', '-inte färdig i tid',
      // never having to wait ('behöver aldrig vänta när jag kommer', 'slapp vänta').
      '+behöver aldrig vänta', '+behöver inte vänta', '+behövde aldrig vänta', '+behövde inte vänta', '+behövde knappt vänta', '+behöver knappt vänta', '+slipper vänta', '+slapp vänta', '+slipper alltid vänta', '+aldrig behöva vänta', '+får aldrig vänta', '+fick aldrig vänta', '+fick inte vänta en minut', '+väntar aldrig', '+väntade knappt', '+väntade inte alls',
      // Sat for hours longer than booked ('satt där i över fyra timmar').
      '-satt där i över', '-satt där i nästan', '-satt i stolen i över', '-satt i stolen i nästan', '-satt i stolen i * timmar', '-satt där i * timmar', '-satt kvar i över',
      // Delivered or arriving hours late ('kom fram tre timmar sent').
      '-timmar sent', '-timme sent', '-kom fram sent', '-levererades sent', '-dagar sent', '-kom fram för sent', '-levererades för sent',
      // Standing at the bar until a table came free: the wait.
      '-fick stå i baren', '-stå i baren i', '-stod i baren i', '-innan det blev ett bord ledigt', '-innan ett bord blev ledigt', '-innan vi fick ett bord', '-innan vi fick bord', '-vänta på ett bord', '-väntade på ett bord', '-vänta på bord', '-fick vänta på bord',
      '-bakom en enda stressad', '-en enda stressad', '-bara en enda kille', '-bara en enda tjej', '-bara en enda person',
      '-fick efter * veckor besked', '-efter * veckor besked', '-fick besked först efter', '-tog * veckor innan', '-tog * veckor att få', '-efter fyra veckor', '-efter tre veckor fick',
      // Standing squeezed until a table frees up ('fick stå och trängas en stund innan ett bord blev ledigt').
      '-stå och trängas', '-stod och trängdes', '-vänta på att ett bord blev ledigt', '-för få platser', '-för få bord',
      // One card reader for a whole party; an emergency slot by lunch; in at exactly the booked time.
      '-bara en kortläsare', '-en kortläsare till', '-en enda kortläsare', '+exakt utsatt tid', '+på exakt utsatt tid', '+kom in på utsatt tid', '+kom in på exakt utsatt tid', '+fick komma in redan', '+kom in redan samma dag', '+fick komma in direkt',
      // Told to come back in an hour despite a booking ('vi kan klämma in dig om en timme').
      '-klämma in dig om en timme', '-klämma in dig om', '-klämma in er om', '-kunde ta mig om en timme', '-kunde ta oss om en timme', '-komma tillbaka om en timme',
      // A wait told without 'vänta': standing at the counter for minutes, a dish an hour after ordering.
      '-stod vid disken i * min', '-stod vid kassan i * minuter', '-en timme efter att vi beställt', '-en timme efter att vi hade beställt', '-en timme efter vi beställt', '-en halvtimme efter att vi beställt', '-* minuter efter att vi beställt', '-* min efter att vi beställt', '-en timme efter beställningen',
      // Starting late or running long told without 'vänta' ('började 30 min sent', 'tog dock nästan fyra timmar', 'drog över tiden').
      '-började * min sent', '-började * minuter sent', '-började en kvart sent', '-började en halvtimme sent', '-började sent', '-kom igång * min sent', '-tog dock nästan * timmar', '-tog dock * timmar', '-drog över med', '-drog ut på tiden',
      // A place in the phone queue and a call back hours later ('Du har plats 23 i kön', 'Blev uppringd 12.10'): the wait.
      '-plats * i kön', '-plats * i telefonkön', '-nummer * i kön', '-nummer * i telefonkön', '-telefonkön', '-i telefonkö', '-satt i telefonkö', '-blev uppringd först', '-ringde upp först', '-ringde tillbaka först', '-fick vänta på att bli uppringd',
      // The practitioner coming late ('naprapaten kom 20 minuter sent'): the wait, not a fault of the person named.
      '-naprapaten kom * minuter sent', '-naprapaten kom * min sent', '-naprapaten kom en kvart sent', '-naprapaten kom en halvtimme sent', '-naprapaten var * minuter sen',
      '-naprapaten var * minuter försenad', '-kiropraktorn kom * minuter sent', '-kiropraktorn kom * min sent', '-kiropraktorn kom en kvart sent',
      '-kiropraktorn kom en halvtimme sent', '-kiropraktorn var * minuter sen', '-kiropraktorn var * minuter försenad', '-tandläkaren kom * minuter sent',
      '-tandläkaren kom * min sent', '-tandläkaren kom en kvart sent', '-tandläkaren kom en halvtimme sent', '-tandläkaren var * minuter sen', '-tandläkaren var * minuter försenad',
      '-läkaren kom * minuter sent', '-läkaren kom * min sent', '-läkaren kom en kvart sent', '-läkaren kom en halvtimme sent', '-läkaren var * minuter sen',
      '-läkaren var * minuter försenad', '-doktorn kom * minuter sent', '-doktorn kom * min sent', '-doktorn kom en kvart sent', '-doktorn kom en halvtimme sent',
      '-doktorn var * minuter sen', '-doktorn var * minuter försenad', '-frisören kom * minuter sent', '-frisören kom * min sent', '-frisören kom en kvart sent',
      '-frisören kom en halvtimme sent', '-frisören var * minuter sen', '-frisören var * minuter försenad', '-massören kom * minuter sent', '-massören kom * min sent',
      '-massören kom en kvart sent', '-massören kom en halvtimme sent', '-massören var * minuter sen', '-massören var * minuter försenad', '-terapeuten kom * minuter sent',
      '-terapeuten kom * min sent', '-terapeuten kom en kvart sent', '-terapeuten kom en halvtimme sent', '-terapeuten var * minuter sen', '-terapeuten var * minuter försenad',
      '-fysioterapeuten kom * minuter sent', '-fysioterapeuten kom * min sent', '-fysioterapeuten kom en kvart sent', '-fysioterapeuten kom en halvtimme sent',
      '-fysioterapeuten var * minuter sen', '-fysioterapeuten var * minuter försenad', '-sjukgymnasten kom * minuter sent', '-sjukgymnasten kom * min sent',
      '-sjukgymnasten kom en kvart sent', '-sjukgymnasten kom en halvtimme sent', '-sjukgymnasten var * minuter sen', '-sjukgymnasten var * minuter försenad',
      '-tandhygienisten kom * minuter sent', '-tandhygienisten kom * min sent', '-tandhygienisten kom en kvart sent', '-tandhygienisten kom en halvtimme sent',
      '-tandhygienisten var * minuter sen', '-tandhygienisten var * minuter försenad', '-hygienisten kom * minuter sent', '-hygienisten kom * min sent',
      '-hygienisten kom en kvart sent', '-hygienisten kom en halvtimme sent', '-hygienisten var * minuter sen', '-hygienisten var * minuter försenad',
      '-behandlaren kom * minuter sent', '-behandlaren kom * min sent', '-behandlaren kom en kvart sent', '-behandlaren kom en halvtimme sent', '-behandlaren var * minuter sen',
      '-behandlaren var * minuter försenad', '-stylisten kom * minuter sent', '-stylisten kom * min sent', '-stylisten kom en kvart sent', '-stylisten kom en halvtimme sent',
      '-stylisten var * minuter sen', '-stylisten var * minuter försenad', '-barberaren kom * minuter sent', '-barberaren kom * min sent', '-barberaren kom en kvart sent',
      '-barberaren kom en halvtimme sent', '-barberaren var * minuter sen', '-barberaren var * minuter försenad', '-veterinären kom * minuter sent', '-veterinären kom * min sent',
      '-veterinären kom en kvart sent', '-veterinären kom en halvtimme sent', '-veterinären var * minuter sen', '-veterinären var * minuter försenad',
      // Waiting told by time spans in a complaint ('det gick 3 veckor', 'fick stå i kassan i 20 minuter'), and speed told by a quick fix as praise ('fixade det på tio minuter', 'klart samma eftermiddag').
      '-det gick * veckor', '-det gick över * veckor', '-det gick nästan * veckor', '-det gick * dagar', '-det gick över * dagar', '-det gick en hel vecka',
      '-det gick en månad', '-det gick över en månad', '-det gick * månader', 'det gick * timmar', 'det gick över en timme', 'det gick nästan en timme',
      '-gick det * veckor', '-gick det * dagar', 'gick det över en timme', 'gick det en timme', 'gick det * minuter', '-fick stå i kassan i * minuter',
      '-fick stå i kassan i * min', '-stod i kassan i * minuter', '-stå i kassan i * minuter', '-fick stå i kö i * minuter', '-stod i kö i * minuter',
      '-stod i kö i * min', '-fick stå i kö', '-stod i kö i över', '-stod i kö i en evighet', '-stod och väntade i * minuter', '-fick vänta i * veckor',
      '-fick vänta * veckor', '-fick vänta i * dagar', '-fick vänta * dagar', '-fick vänta i över', '-fick vänta i två veckor', '-fick vänta i tre veckor',
      '-väntade i * veckor', '-väntade * veckor', '-väntade i * dagar', '-väntade * dagar', '-satt i * minuter utan', '-satt * minuter utan', '-väntade * minuter utan',
      '-blev inte inropad förrän', '-blev inropad först', '-inropad * minuter för sent', '-fick svar först efter', '-svar efter * veckor', '-svar efter * dagar',
      '-svarade först efter', '-tog över en timme att få', '-tog * timmar att få', '-tog en evighet att få', '-en timme försenad', '-en halvtimme försenad',
      '-över en timme försenad', '-minuter försenad', '-min försenad', '-min efter min tid', '-minuter efter min tid',
      '-min efter utsatt tid', '-minuter efter utsatt tid', '-efter utsatt tid', '-över utsatt tid', '+fixade det på 5 min', '+fixade det på 5 minuter',
      '+fixade det på fem minuter', '+fixade det på två minuter', '+fixade det på 2 minuter', '+fixade det på tio minuter', '+fixade det på 10 minuter',
      '+fixade det på 10 min', '+fixade det på några minuter', '+fixade det på ett par minuter', '+fixade det på nolltid', '+fixat det på 5 min',
      '+fixat det på 5 minuter', '+fixat det på fem minuter', '+fixat det på två minuter', '+fixat det på 2 minuter', '+fixat det på tio minuter',
      '+fixat det på 10 minuter', '+fixat det på 10 min', '+fixat det på några minuter', '+fixat det på ett par minuter', '+fixat det på nolltid',
      '+fixade den på 5 min', '+fixade den på 5 minuter', '+fixade den på fem minuter', '+fixade den på två minuter', '+fixade den på 2 minuter',
      '+fixade den på tio minuter', '+fixade den på 10 minuter', '+fixade den på 10 min', '+fixade den på några minuter', '+fixade den på ett par minuter',
      '+fixade den på nolltid', '+ordnade det på 5 min', '+ordnade det på 5 minuter', '+ordnade det på fem minuter', '+ordnade det på två minuter',
      '+ordnade det på 2 minuter', '+ordnade det på tio minuter', '+ordnade det på 10 minuter', '+ordnade det på 10 min', '+ordnade det på några minuter',
      '+ordnade det på ett par minuter', '+ordnade det på nolltid', '+ordnat det på 5 min', '+ordnat det på 5 minuter', '+ordnat det på fem minuter',
      '+ordnat det på två minuter', '+ordnat det på 2 minuter', '+ordnat det på tio minuter', '+ordnat det på 10 minuter', '+ordnat det på 10 min',
      '+ordnat det på några minuter', '+ordnat det på ett par minuter', '+ordnat det på nolltid', '+lagade det på 5 min', '+lagade det på 5 minuter',
      '+lagade det på fem minuter', '+lagade det på två minuter', '+lagade det på 2 minuter', '+lagade det på tio minuter', '+lagade det på 10 minuter',
      '+lagade det på 10 min', '+lagade det på några minuter', '+lagade det på ett par minuter', '+lagade det på nolltid', '+lagat på 5 min', '+lagat på 5 minuter',
      '+lagat på fem minuter', '+lagat på två minuter', '+lagat på 2 minuter', '+lagat på tio minuter', '+lagat på 10 minuter', '+lagat på 10 min',
      '+lagat på några minuter', '+lagat på ett par minuter', '+lagat på nolltid', '+bytte på 5 min', '+bytte på 5 minuter', '+bytte på fem minuter',
      '+bytte på två minuter', '+bytte på 2 minuter', '+bytte på tio minuter', '+bytte på 10 minuter', '+bytte på 10 min', '+bytte på några minuter',
      '+bytte på ett par minuter', '+bytte på nolltid', '+bytt på 5 min', '+bytt på 5 minuter', '+bytt på fem minuter', '+bytt på två minuter', '+bytt på 2 minuter',
      '+bytt på tio minuter', '+bytt på 10 minuter', '+bytt på 10 min', '+bytt på några minuter', '+bytt på ett par minuter', '+bytt på nolltid', '+reparerade på 5 min',
      '+reparerade på 5 minuter', '+reparerade på fem minuter', '+reparerade på två minuter', '+reparerade på 2 minuter', '+reparerade på tio minuter',
      '+reparerade på 10 minuter', '+reparerade på 10 min', '+reparerade på några minuter', '+reparerade på ett par minuter', '+reparerade på nolltid',
      '+klippt på 5 min', '+klippt på 5 minuter', '+klippt på fem minuter', '+klippt på två minuter', '+klippt på 2 minuter', '+klippt på tio minuter',
      '+klippt på 10 minuter', '+klippt på 10 min', '+klippt på några minuter', '+klippt på ett par minuter', '+klippt på nolltid', '+var klar på 5 min',
      '+var klar på 5 minuter', '+var klar på fem minuter', '+var klar på två minuter', '+var klar på 2 minuter', '+var klar på tio minuter', '+var klar på 10 minuter',
      '+var klar på 10 min', '+var klar på några minuter', '+var klar på ett par minuter', '+var klar på nolltid', '+var klart på 5 min', '+var klart på 5 minuter',
      '+var klart på fem minuter', '+var klart på två minuter', '+var klart på 2 minuter', '+var klart på tio minuter', '+var klart på 10 minuter',
      '+var klart på 10 min', '+var klart på några minuter', '+var klart på ett par minuter', '+var klart på nolltid', '+var färdig på 5 min',
      '+var färdig på 5 minuter', '+var färdig på fem minuter', '+var färdig på två minuter', '+var färdig på 2 minuter', '+var färdig på tio minuter',
      '+var färdig på 10 minuter', '+var färdig på 10 min', '+var färdig på några minuter', '+var färdig på ett par minuter', '+var färdig på nolltid',
      '+var färdigt på 5 min', '+var färdigt på 5 minuter', '+var färdigt på fem minuter', '+var färdigt på två minuter', '+var färdigt på 2 minuter',
      '+var färdigt på tio minuter', '+var färdigt på 10 minuter', '+var färdigt på 10 min', '+var färdigt på några minuter', '+var färdigt på ett par minuter',
      '+var färdigt på nolltid', '+fick maten på 5 min', '+fick maten på 5 minuter', '+fick maten på fem minuter', '+fick maten på två minuter',
      '+fick maten på 2 minuter', '+fick maten på tio minuter', '+fick maten på 10 minuter', '+fick maten på 10 min', '+fick maten på några minuter',
      '+fick maten på ett par minuter', '+fick maten på nolltid', '+fick vi maten på 5 min', '+fick vi maten på 5 minuter', '+fick vi maten på fem minuter',
      '+fick vi maten på två minuter', '+fick vi maten på 2 minuter', '+fick vi maten på tio minuter', '+fick vi maten på 10 minuter', '+fick vi maten på 10 min',
      '+fick vi maten på några minuter', '+fick vi maten på ett par minuter', '+fick vi maten på nolltid', '+fick kaffet på 5 min', '+fick kaffet på 5 minuter',
      '+fick kaffet på fem minuter', '+fick kaffet på två minuter', '+fick kaffet på 2 minuter', '+fick kaffet på tio minuter', '+fick kaffet på 10 minuter',
      '+fick kaffet på 10 min', '+fick kaffet på några minuter', '+fick kaffet på ett par minuter', '+fick kaffet på nolltid', '+stod maten på bordet på 5 min',
      '+stod maten på bordet på 5 minuter', '+stod maten på bordet på fem minuter', '+stod maten på bordet på två minuter', '+stod maten på bordet på 2 minuter',
      '+stod maten på bordet på tio minuter', '+stod maten på bordet på 10 minuter', '+stod maten på bordet på 10 min', '+stod maten på bordet på några minuter',
      '+stod maten på bordet på ett par minuter', '+stod maten på bordet på nolltid', '+kom maten på 5 min', '+kom maten på 5 minuter', '+kom maten på fem minuter',
      '+kom maten på två minuter', '+kom maten på 2 minuter', '+kom maten på tio minuter', '+kom maten på 10 minuter', '+kom maten på 10 min',
      '+kom maten på några minuter', '+kom maten på ett par minuter', '+kom maten på nolltid', '+klar samma dag', '+klart samma dag', '+klar samma eftermiddag',
      '+klart samma eftermiddag', '+klar samma kväll', '+klart samma kväll', '+klar dagen efter', '+klart dagen efter', '+klar nästa dag', '+klart redan samma dag',
      '+klar redan samma dag', '+klar att hämta samma dag', '+färdig samma dag', '+färdigt samma dag', '+klart efter en timme', '+klart på en timme',
      '+klart inom en timme', '+levererat dagen efter', '+levererades dagen efter', '+kom redan dagen efter', '+fixade det medan jag väntade',
      '+fixat medan jag väntade', '+ordnade det medan jag väntade', '+lagade det medan jag väntade', '+lagat medan jag väntade', '+bytte medan jag väntade',
      '+reparerade den medan jag väntade', '+på ett kick', '+på ett litet kick', '+i ett nafs', '+på några minuter', '+inom några minuter', '+tog bara * minuter',
      '+tog bara fem minuter', '+tog bara en kvart', '+bara * minuters väntetid', '+bara * min väntetid', '+nästan ingen väntetid', '+knappt någon väntetid',
      // Irony closing a complaint: 'lycka till med parkeringen', 'tack för det', 'smart affärsmodell'.
      '-lycka till om du har bråttom', '-lycka till om man har bråttom', '-ta med matsäck',
      // Wave 4: praise as people put it.
      '+fick maten direkt', '+maten kom direkt', '+serverade direkt', '+fick bord direkt', '+fick bord på en gång', '+fick maten på en gång',
      // Waits told by the clock and by lateness: got in only at, standing for a table, weeks before the order came, longer than planned.
      '-kom först efter', '-kom inte förrän', '-först efter * veckor', '-först efter * dagar',
      '-kom in först', '-fick komma in först', '-togs in först', '-kom inte in förrän', '-en timme för sent', '-timme för sent', '-timmar för sent', '-dagar för sent', '-dag för sent', '-för sent', '-längre än planerat', '-längre än utlovat', '-veckor innan beställningen kom', '-veckor innan paketet kom', '-veckor innan den kom',
      // A delay that is the complaint; waiting in everyday idioms.
      '-tog två veckor', '-tog tre veckor', '-tog * veckor', '-tog över en vecka', '-lovade * dagar', '-blev lovade * dagar', '-utlovade * dagar', '-lång leveranstid',
      '-en ängels tålamod', '-änglatålamod', '-ge sig till tåls', '-ge dig till tåls', '-beväpna sig med tålamod', '-beväpna dig med tålamod', '-tålamodet på prov',
      '-kräver tålamod', '-kräver en hel del tålamod', '-timmar för tre rätter', '-timmar för * rätter', '-timmar för två rätter', '-inte klart förrän', '-inte klar förrän',
      '-tog hundra år', '-tar hundra år', '-en halv dag att', '-en hel dag att', '-rulla tummarna', '-rullade tummarna',
      'sitta i väntrummet', 'satt i väntrummet', 'sitter i väntrummet', 'suttit i väntrummet', 'sitta kvar i väntrummet', 'satt kvar i väntrummet', 'minuter i väntrummet', 'min i väntrummet', 'timme i väntrummet', 'timmar i väntrummet', 'halvtimme i väntrummet', '-länge i väntrummet', '-i väntrummet länge', '-i väntrummet i över', '-i väntrummet i en evighet', 'minuter i väntsalen', 'timme i väntsalen', 'satt i väntsalen',
      'vänta*', 'vänte*',
      'tempot', '-tappade tempot',
      'förrän kvart', 'förrän klockan', 'förrän kl', 'ner förrän',
      'först vid', 'först kl',
      'blev sittande', 'i * min innan', 'i * minuter innan',
      '-kö', 'kön', '-köer', 'köerna', '-köa', 'köade', '-telefonkö*', 'kassakö*', 'lunchkö*', '-dröjde', '-dröja', 'dröjer', '-tog lång tid', 'tog en evighet', 'tog evigheter', '-tog en stund', '-tog ett tag', '-tog sin tid', '-tog lite tid', '-tog tid', '-drog över tiden', '-kom sent', '-kom för sent', '-minuter sent', '-minuter för sent',
      '-försenad*', '-försening*', '+punktlig*', 'timme', 'timmen', 'timmar', 'halvtimme*', 'kvart', 'kvarten', '~snabb*', '~långsam*', '~seg', '~segt', '~minuter*',
      '~10 min', '~15 min', '~20 min', '~25 min', '~30 min', '~40 min', '~45 min', '~50 min', '~60 min', '~90 min', '~sent',
      '-underbemann*', '-för lite personal', '-brist på personal', '-personalbrist', '-bara en kassa', '-bara en i kassan', '-bara en som jobbade', '+gick fort',
      // One lone worker run off their feet ('en enda tjej jobbade, stackarn sprang runt', 'ensam bakom disken', 'hann inte med'): understaffing, the wait, not praise of the staff.
      '-en enda tjej jobbade', '-en enda kille jobbade', '-en enda anställd', '-bara en person jobbade',
      '-bara en tjej jobbade', '-bara en kille jobbade', '-endast en person jobbade', '-bara en person i tjänst', '-ensam på jobbet', '-ensam på jobb', '-ensam i kassan', '-ensam bakom disken',
      '-ensam bakom kassan', '-ensam bakom baren', '-ensam i baren', '-en ensam tjej i kassan', '-en ensam kille i kassan', '-en ensam tjej bakom disken', '-en ensam kille bakom disken',
      '-alldeles för få i personalen', '-för få i personalen', '-för få anställda', '-för få på jobbet', '-för lite folk på jobbet', '-sprang runt som en skållad råtta', '-sprang runt som yra höns',
      '-sprang runt som en tok', '-springer runt som en skållad råtta', '-sprang fram och tillbaka', '-sprang benen av sig', '-springer benen av sig', '-stackarn hann inte med',
      '-hann inte med alla', '-hinner inte med alla', '-hann inte med kön', '-hann inte med alla gäster', '-hann inte med alla kunder',
      // More phrasings of one left alone, pitied ('stackars servitrisen var ensam på hela restaurangen', 'stackarn sprang runt som en yr höna', 'hon behöver en kollega'): the wait, not blame of the staff.
      '-servitrisen var ensam', '-servitören var ensam', '-servitörn var ensam', '-bartendern var ensam', '-tjejen var ensam', '-killen var ensam', '-receptionisten var ensam', '-stackarn var ensam', '-hon var ensam på', '-han var ensam på', '-hon var helt ensam', '-han var helt ensam', '-ensam i receptionen', '-ensam på golvet', '-ensam och hann inte', '-sprang runt som en yr höna', '-som en yr höna', '-stackarn sprang', '-stackarn sprang runt', '-stackarn hann inte',
      '-behöver en kollega', '-behöver fler kollegor', '-behövde en kollega', '-förtjänar en kollega', '-förtjänar fler kollegor', '-förtjänar mer hjälp', '-behöver mer hjälp', '-borde ha haft hjälp', '-fick göra allt själv', '-fick sköta allt själv', '-skötte allt själv', '-gjorde allt själv',
      'gick snabbt', 'kom snabbt', 'kom fort', '+på nolltid', '+blixtsnabb*', '+omgående', '-snigelfart', '-slö', '-slött', '-slöa', 'nästan en timme',
      'en hel timme', '-timmes väntan', '-halvtimmes väntan', '+i tid',
      // The time it took with the verb first ('när jag skulle få min färg bruten tog det 40 minuter', 'sen dröjde det en halvtimme'): the wait.
      'tog det * minuter', 'tog det * min', 'tog det *0 min', 'tog det *5 min', 'tog det över * minuter', 'tog det nästan * minuter', 'tog det typ * minuter', 'tog det typ * min', 'tog det ungefär * minuter', 'tog det runt * minuter', 'tog det * timmar', 'tog det * timme',
      'tog det en timme', 'tog det en halvtimme', 'tog det en kvart', 'tog det över en timme', 'tog det nästan en timme', 'tog det över en halvtimme', '-tog det en evighet', '-tog det evigheter', '-tog det hundra år', 'dröjde det * minuter', 'dröjde det en timme', 'dröjde det en halvtimme', 'dröjde det en kvart', '-dröjde det en evighet',
      'tar det * minuter', 'tar det * min', 'tar det en timme', 'tar det en halvtimme', 'tog det dem * minuter', 'tog det henne * minuter', 'tog det honom * minuter',
      'tog *0 min', 'tog *5 min', 'tog * minuter', 'tog över *0 min', 'tog över *5 min', 'tog över * minuter', 'tog typ *0 min',
      'leverans*', 'levererad*', 'leveranstid*',
      '+bord direkt', '+mat direkt', 'vänta på notan', 'väntade på notan', 'vänta * på notan', 'väntade * på notan', 'vänta * * på notan',
      '-innan någon kom', '-innan nån kom', '-innan någon dök upp', '-innan nån dök upp', '-fortfarande inget', '-fortfarande ingen', '-fortfarande ingenting',
      '-inte in förrän', '-gav upp och gick', '-gav vi upp och gick', '-gav upp och åkte', '-tröttnade och gick',
      '-evig tid', '-halv evighet', '-tog en timme', '-tog en halvtimme', '-tog nästan en timme', '-över en halvtimme', '-nästan en halvtimme', '-stod och stampade',
      '-timmar på maten', '-minuter på maten', '-min på maten', '-lång tid innan', '-lång tid att', '-lång tid på', '-lång tid för', '-fick bord först',
      'efter * minuter', 'efter * min', 'efter en timme', 'efter en halvtimme', 'innan maten kom', '-en evighet', '+betjänade direkt', '+betjänad direkt', '+hjälp direkt',
      '+betjänade på en gång', '+gick undan',
      '-en och en halv timme', '-en och en halv timma', '-tog dem * minuter', '-tog dem över', '-tog dem en timme', '-komma in först',
      '-minst en halvtimme', '-minst en timme', 'timma', 'halvtimma*', '+klart på en gång', '+klar på en gång', '+klart direkt', '+klar direkt',
      'maten snabbt', 'mat snabbt',
      '-ringlade sig', '-kön ringlade', '-ringlande kö', '-himla tid', '-en hel evighet',
      // Seen on the dot of the time booked.
      '+prick på utsatt tid', '+kom in prick på utsatt tid', '+prick på tiden', '+på slaget', '+på sekunden',
      // Slow at check-in, or behind schedule.
      '-segade', '-segade lite', '-låg efter i schemat', '-låg efter i tidsschemat', '-kom igång en halvtimme sent',
    ],
    atmosphere: [
      // A deserted or soulless place ('kändes ödsligt', 'saknar själ').
      '-ödsligt', '-ödslig',
      '-saknar själ',
      // A sterile feel ('kändes lite sterilt'), not sterile tools.
      '-kändes sterilt', '-kändes lite sterilt',
      // A calm setting ('lugn och skön miljö'): the atmosphere, though 'lugn och skön' alone is told of a person.
      '+lugn och skön miljö',
      // A salon so cramped one rubs elbows with the next customer ('sitter och gnuggar armbågar med nästa kund').
      '-gnuggar armbågar', '-gnuggade armbågar', '-sitter och gnuggar armbågar', '-trång salong', '-salongen är så trång', '-salongen är trång', '-som packade sillar', '-sitter som sillar i en burk',
      // A salon praised as a room ('snygg salong', 'salongen är fin'): the atmosphere, not the stylist.
      '+snygg salong', '+fin salong', '+en fin salong', '+mysig salong', '+härlig salong', '+fräsch salong', '+snyggt inredd salong', '+salongen är fin', '+salongen är snygg', '+salongen är mysig', '+salongen var fin', '+salongen var snygg', '+salongen var mysig', '+fint i salongen', '+mysigt i salongen', '+snyggt inrett', '+smakfullt inrett',
      // A waiting room that is a corridor with two chairs and a plastic plant: the surroundings faulted.
      '-väntrummet är typ en korridor', '-väntrummet är en korridor', '-väntrummet var en korridor', '-typ en korridor', '-bara en korridor', '-en korridor med två stolar', '-plastväxt*', '-trist väntrum', '-tråkigt väntrum', '-sterilt väntrum', '-kyffe', '-ett kyffe',
      // Atmosphere and location in everyday words: 'mysig lokal', 'ljusa lokaler'; 'otroligt läge', 'utsikt över fjorden', 'ligger vackert'.
      '+mysig lokal', '+mysiga lokaler', '+trevlig lokal', '+trevliga lokaler', '+ljus lokal', '+ljusa lokaler', '+fina lokaler', '+snygg lokal', '+snygga lokaler',
      '+charmig lokal', '+charmiga lokaler', '-tråkig lokal', '-tråkiga lokaler', '-kall lokal', '-mörk lokal', '-mörka lokaler', '-sliten lokal', '-slitna lokaler',
      '-ful lokal', '-fula lokaler',
      'lokalen', 'lokalerna',
      '~väntrum*', '~väntsal*',
      'stämning*', 'julstämning*', 'atmosfär*', '+mysig*', '+supermysig*', '+jättemysig*', 'myspys*', 'mys', 'miljö', 'miljön', 'miljöer', 'inredning*',
      'inredd*', 'inrett', 'dekor*', 'musik*', 'bakgrundsmusik*', 'livemusik*', 'belysning*', 'ljussättning*', 'interiör*', 'trivsel', 'vibb*', 'vibe*', 'ambiance', '~lokal',
      '~lokalen', '~lokaler', '~lokalerna', '~känsla', '~känslan', '~trivsam*', '~ombonad*', '~hemtrevlig*', '~charmig*', '~avslappnad*', '~gemytlig*',
      '~ombonat', 'kallt i lokalen', 'kallt inne', '-dragigt', 'sittplats*', '~möbler*', '~stolar*', '~soffor*', '~trångt', 'uteservering*', 'terrass*',
      '+hemkänsla*', '~luftig*', '~själlös*', '~opersonlig*', '~dyster*', '~deppig*',
      '+mysfaktor*',
      'stolar*', 'stol', '-för tätt', '-alldeles för tätt', '-iskallt i lokalen', '-frös',
      '+har charm', '+charm',
      '-satt i jackan', '-i jackan hela',
      '-som att sitta i en matsal', '-som en skolmatsal', '-som i en skolmatsal', '-som en matsal', '-som i en matsal', '-som en kantin', '-som ett väntrum', '-som en väntsal',
      '-som ett sjukhus', '-matsal på ett sjukhus', '-lysrör*', '-packade sillar', '-packade som sillar', '-som sillar i en burk', '-som sardiner', '-satt på varandra',
      '-kall och steril', '-kallt och sterilt', '-sterilt och kallt', '-steril lokal', '-steril miljö', '-helt dött', '-var dött', '-ganska dött',
      '-dödtråkig*', '-ingen stämning', '-ingen atmosfär', '-ingen mysfaktor', '-noll stämning', 'levande ljus', 'öppen spis',
      '-satt ovanpå varandra', '-sitter ovanpå varandra',
      '-som att sitta på en flygplats', '-som en flygplats', '-som på en flygplats', '-som på ett sjukhus', '-som en järnvägsstation',
      '+känner sig välkommen', '+känner man sig välkommen', 'uppfräschning', '-behöver en uppfräschning', '-behöver fräschas upp', '-skulle behöva fräschas upp',
      '-behöver renoveras', '-sliten inredning', '-flagnande färg', 'slitna stolar', '-vingliga bord', '-vingliga stolar', '-mörkt och trist', '-trist och mörkt', '-trist lokal',
      '-tråkig inredning', '-trist inredning',
    ],
    noise: [
      // A high sound level said plainly ('hög ljudnivå'), just right as praise; music that thumps ('musiken dunkade', not a tooth that throbs); neighbours partying.
      '-hög ljudnivå', '+lagom ljudnivå', '+behaglig ljudnivå', '-musiken dunkade', '-grannarna festade',
      // Having to shout across the table ('man får skrika över bordet').
      '-skrika över bordet', '-skrek över bordet', '-skrika till varandra', '-skrika för att höra', '-skrika för att höras',
      // A room above the bar or the club ('rummet låg ovanför baren'): the noise, not the room.
      '-rummet låg ovanför baren', '-rummet låg ovanför', '-rummet låg precis ovanför', '-rum ovanför baren', '-ovanför baren', '-ovanför nattklubben', '-ovanför puben', '-ovanför restaurangen',
      // Lorries coming and going under the window all night ('lastbilarna kom och gick under fönstret hela natten'): the noise.
      '-lastbilarna kom och gick', '-lastbilar kom och gick', '-lastbilar som kom och gick', '-bilar kom och gick hela natten', '-kom och gick hela natten', '-hörde lastbil*', '-höra lastbil*', '-lastbilar hela natten', '-lastbilarna hela natten',
      // drilling and building next door from early morning ('kl 7 började dom borra på byggarbetsplatsen bredvid').
      '-började borra', '-började dom borra', '-började de borra', '-började dem borra', '-började bygga', '-började dom bygga', '-började de bygga', '-började banka', '-började hamra', '-började spika', '-borra på byggarbetsplatsen', '-borrade på byggarbetsplatsen', '-byggarbetsplats*', '-byggarbetsplatsen bredvid', '-bygget bredvid', '-bygge bredvid', '-bygget utanför', '-bygge utanför', '-byggplatsen bredvid', '-byggplatsen utanför', '-vägarbete*',
      // building work outside from early morning ('utanför höll de på att bygga från kl 7').
      '-höll på att bygga', '-håller på att bygga', '-höll de på att bygga', '-håller de på att bygga', '-höll på att borra', '-håller på att borra', '-höll på att riva', '-håller på att riva', '-borrade från', '-borrade hela', '-bankade och borrade', '-borrande och bankande', '-byggjobb*', '-vägbygge*', '-renoverade i rummet bredvid', '-renovering i rummet bredvid', '-renoverade på våningen', '-grävde utanför', '-grävmaskin*', '-tryckluftsborr*', '-spikmaskin*',
      // Noise told by what was heard from the street: trams screeching past, a room facing the street, the bin lorry at dawn.
      '-spårvagnarna', '-spårvagnar', '-spårvagnen', '-spårvagnarna gnisslade', '-gnisslade förbi', '-gnisslande spårvagnar', '-gnisslet', '-gnissel', '-rummet låg mot gatan', '-låg mot gatan', '-rum mot gatan', '-mot en trafikerad gata', '-trafiken hela natten', '-bussarna hela natten', '-till efter midnatt', '-sopbil*', '-sophämtning*', '-tömde containrarna', '-glasinsamling*', '-väcktes av', '-vaknade av oväsen', '-blev väckt av', '-väckta av',
      // Noise told by what was heard: neighbours quarrelling, children screaming, a baby crying.
      '-grannarna bråkade', '-bråkade hela natten', '-nån som bråkade', '-någon som bråkade', '-bråk i korridoren', '-barn som skrek', '-ungar som skrek', '-skrikande barn', '-skrikande ungar', '-en bebis som grät', '-en bebis som skrek',
      '-fest till kl', '-fest till halv', '-fest hela natten', '-fest utanför fönstret', '-fest på gatan',
      // Noise told by nodding at each other unable to talk, or an AC like a plane taking off.
      '-nickade åt varandra', '-satt och nickade åt varandra', '-kunde inte prata med varandra', '-kunde inte höra varandra', '-hörde inte vad de andra sa', '-lät som ett plan', '-lät som ett flygplan', '-lät som ett tåg', '-lät som en jetmotor', '-lät som en motorsåg', '-lät som en lastbil',
      // Having to shout one's order ('man får nästan skrika sin beställning').
      '-skrika sin beställning', '-skrika beställningen', '-skrek vår beställning', '-får nästan skrika', '-fick nästan skrika', '-fick höja rösten för att beställa',
      // Each passing car heard ('man kunde höra varenda bil som körde förbi').
      '-varenda bil', '-varje bil som körde förbi', '-varenda lastbil', '-varenda buss', '-varenda tåg', '-varje tåg som gick förbi', '-kunde höra varenda', '-hörde varenda',
      // A quiet room despite a central spot ('tyst rum trots att det ligger mitt i stan').
      '+tyst rum', '+tysta rum', '+rummet var tyst', '+rummen är tysta', '+tyst på rummet', '+tyst och lugnt', '+lugnt och tyst', '+tyst trots att',
      '-gick det inte att prata', '-gick det inte att höra', '-gick det knappt att prata', '-gick det inte att föra ett samtal', '-gick inte att föra ett samtal',
      // Noise told by what was heard or done about it ('dunkade basen från baren på nedervåningen', 'gick inte att prata längre', 'dörren slog upp var tredje minut').
      '-dunkade basen', '-dunkar basen', '-basen från baren', '-basen från nedervåningen', '-musiken från baren', '-från baren på nedervåningen', '-från baren under', '-från nattklubben', '-från krogen under', '-gick inte att prata', '-gick inte att prata längre', '-gick knappt att prata', '-gick inte att höra', '-gick inte att höra varandra', '-hörde inte vad jag sa', '-hörde inte vad vi sa', '-hörde inte vad någon sa', '-dörren slog upp', '-dörren slog igen', '-dörren smällde', '-dörrar som smällde', '-smällande dörrar', '-fest i korridoren', '-festen i korridoren', '-stökade i korridoren',
      // Paper-thin walls, hearing the neighbours' TV all evening ('väggarna är som papper'): the noise.
      '-väggarna är som papper', '-väggarna var som papper', '-väggarna är tunna som papper', '-väggarna var tunna som papper', '-papperstunna', '-hörde grannarnas tv', '-hörde grannarnas', '-hörde allt från grannrummet', '-hörde allt genom väggen', '-hörde allt genom väggarna',
      // Noise told by what kept one awake: lorries and deliveries from 5 am, traffic all night, every sound through the walls.
      '-lastbilar utanför', '-lastbilar från klockan', '-lastbilar från kl', '-lastbilar som lastade av', '-varuleverans klockan',
      '-varuleveranser från klockan', '-varuleverans kl', '-sopbilen klockan', '-sopbilen kl', '-sopbil klockan', '-trafik hela natten',
      '-trafik precis utanför', '-bilar hela natten', '-spårvagnen hela natten', '-tåget hela natten', '-väckt klockan fem', '-väckt klockan sex', '-väckt kl 5',
      '-väckt kl 6', '-väcktes klockan fem', '-väckt tidigt av', '-vaknade klockan fem av', '-vaknade kl 5 av',
      '-höra allt från grannrummet', '-höra varje ljud', '-hörde varje ljud', '-varenda ljud', '-hörde toaletten spolas', '-höra toaletten spolas', '-väldigt lyhört',
      '-extremt lyhört', '-otroligt lyhört', '-lyhört hotell', '-lyhörda rum', '-väggar som papper',
      // Noise told without the word: headphones on, too loud to work.
      '-inte hörde varandra', '-hörde inte varandra', '-inte höra varandra',
      '-ta på mig hörlurar', '-ta på mig hörlurarna', '-ta på sig hörlurar', '-satte på mig hörlurar*', '-sätta på mig hörlurar*', '-fick ha hörlurar*', '-hade hörlurar på', '-hörlurar på mig', '-så högljutt att man inte kan jobba', '-omöjligt att jobba',
      // A hotel night told without the word noise: ventilation, aircon, a band, a party, the lift, the radiator, the neighbours.
      '-ventilationen gick till', '-ventilationen gick hela natten', '-ventilationen väsnades', '-startade igen klockan', '-startade igen kl', '-drog igång igen klockan',
      '-lät som ett jetplan', '-låter som ett jetplan', '-som ett jetplan', '-som ett flygplan', '-lät som en dammsugare', '-låter som en dammsugare', '-spelade till halv',
      '-till långt in på natten', '-fest i festlokalen', '-fest i festsalen', '-fest i konferenslokalen', '-fest till klockan', '-hissen skramlade', '-hissen lät', '-hissen väsnades',
      '-skramlade hela natten', '-bankade hela natten', '-elementet bankade', '-elementet klickade', '-element som bankade', '-klickade hela natten', '-dunkade hela natten',
      '-grannen snarka', '-grannen snarkade', '-hörde grannen', '-höra grannen', '-hörde vartenda steg', '-trampade ovanför', '-papperstunna väggar', '-papperstunn*',
      '-vrålade hela kvällen', '-vrålade hela tiden', '-teven vrålade', '-tvn vrålade', 'teven stod på', 'tvn stod på',
      '-på för fullt', 'stod på för fullt', 'gick på för fullt',
      '-på högsta volym', '-tv:n stod på', '-tv:n vrålade', '-tv:n var på', '-vrålande musik', '-musiken vrålade', '-omöjligt att höra', '-svårt att höra', '-inte ens prata', '-inte ens höra', '-omöjligt att prata', '-kunde inte föra ett samtal', '-kan inte föra ett samtal', '-omöjligt att föra ett samtal', '-hör inte sina egna tankar', '-höra sina egna tankar', '-hörde inte vad', '-höra vad de andra', '-kunde inte höra vad',
      'öronproppar', 'så högt att', 'stod på så högt', 'knappt hörde',
      'sorl*', 'kunde höra', 'hördes', 'hörde vi',
      '-fick inte sova', '-inte sova en blund',
      'höra vad vi sa', 'surrade',
      '-lät som en traktor', '-höja rösten', 'dörren slog',
      'musiken var för hög', 'musiken var alldeles för hög', 'musiken var lite för hög', 'musiken var väldigt hög', 'musiken var så hög', 'musiken är för hög', 'musiken var hög', 'musiken är hög',
      'ljudnivå*', '-högljud*', '-högljutt', '-buller', 'bullret', '-bullrig*', '-oväsen', 'oväsendet', '-oljud', 'väsen', 'stök', '-stökig*', '-stökigt', '-lyhört', 'ljud',
      'ljudet', 'ljuden', 'ljudisolering*', 'volym', 'volymen', '-hög musik', 'för hög musik',
      'högt ljud', 'hög volym', '-hörde grannarna', 'högt i lokalen', 'högt i restaurangen', 'högt i salen', '-tunna väggar', '-väggarna var tunna', '-väggarna är tunna', '-tunna som papper', 'höra varandra', 'hörde varandra', 'hör varandra', 'höra vad', 'tystnad*', 'lugnet', '~lugnt', '~tyst', '~tysta', '~stilla', '~fridfull*', '~rofylld*',
      '-öronbedövande', '-hörde allt', '-hörde varje', '-hörs allt', '-hörs varje', 'hördes allt', '-skrikande', 'skrän*', 'slammer', '-slamrig*', 'slamrade', '-ekar',
      '-ekade', '-ekande', 'trafikbuller', 'gatubuller', '+lugn och ro', 'knyst', '+knäpptyst*',
      '-varenda ord', '-varje ord',
      '-inte kunde prata', '-kunde inte prata', '-inte kunde höra varandra',
      '-genom väggarna', '-hör allt',
      '-dånade', '-dånande', '-musiken dånade', '-skrålade', '-skrålande', '-skrålet', '-barnen skrek', '-ungarna skrek', '-skrek hela natten',
      '-skrek hela kvällen', '-kylskåpet brummade', '-kylen brummade', '-brummande kylskåp', '-surrande kylskåp', '-ventilationen tjöt', '-ventilationen brummade',
      '-fläkten brummade', '-fläkten väsnades', '-brummade hela natten', '-tjöt hela natten', '-surrade hela natten', '-byggbuller', '-byggarbete utanför',
      '-byggarbeten utanför', '-byggarbetsplats utanför', '-byggarbete precis utanför', '-ett himla liv', '-levde rövare', '-levde om',
      '-dörr som smäller', '-dörrar som smäller', '-smällde i dörrar*', '-dörrarna smällde', '-dörrar smällde', '-basen dunkade', '-dunkande bas',
      '-dunkande musik', '-skrika för att', '-fick skrika', '-festade till långt', '-festade hela natten',
      '-full fest i korridoren', '-fest i rummet bredvid', '-fest i grannrummet', '-blev väckta av', '-vaknade av', '-väckte oss', '-höll oss vakna',
      '-höll mig vaken', '-höra grannarna', '-hör grannarna', '-skränade', '-skränande', '+sina egna tankar',
      '-hunden skällde', '-hundarna skällde', '-skällande hund*', '-skällde hela natten', '-trafiken lät', '-trafiken hördes', '-trafikljud*', '-ljud från trafiken',
      '-ljud från gatan', '-lät hela natten', '-kunde knappt höra', '-knappt höra vad', '+utan att skrika', '+utan att behöva skrika',
      '+utan att höja rösten', '+prata ostört',
      '-musiken var så hög', '-musiken var hög', '-musiken var för hög', '-musiken var alldeles för hög', '-så hög musik',
      '-grannens tv', '-grannens fotboll*', '-grannens telefonsamtal*', '-genom väggen', '-igenom väggen', '-smällde i dörrar', '-smällde med dörrar', '-sjöng karaoke', '-karaoke till', '-drog resväskor', '-dra resväskor', '-släpade resväskor', '-resväskor i korridoren', '-lastade av vid', '-lossade vid', '-lastar av vid', '-fick luta oss över bordet', '-luta oss över bordet', '-fick skrika för att', '-precis under högtalaren', '-rakt under högtalaren', '-under högtalaren',
      // A touch lively at weekends.
      '-en aning livligt', '-livligt på helgerna',
      // Children running riot ('rena dagiset', 'ungar som skriker och springer'), gulls at dawn, a street alive all night, dryers drowning the talk.
      '-rena dagiset', '-som ett dagis', '-som på ett dagis', '-ungar som skriker', '-barn som skriker', '-skrek och sprang', '-måsarna skrek', '-måsar som skrek', '-måsarna skriker', '-fåglarna skrek', '-liv och rörelse till', '-liv och rörelse hela natten', '-fick inte en blund', '-fick inte sova en blund', '-hör man inte vad', '-hörde man inte vad', '-hörde inte vad * sa',
    ],
    booking: [
      // A booking gone missing or called off ('vår bokning var borta', 'tiden blev inställd').
      '-bokningen var borta', '-blev inställd',
      // Moved to another time again and again ('blev ombokad tre gånger'); no trouble with the booking as praise.
      '-blev ombokad', '+inga konstigheter med bokningen',
      '+fick tid på en gång',
      // A booking not taken down, an appointment hard to get, one cancelled, booking that cannot be made or a muddle with it.
      '-inte fått in min bokning', '-jobbigt att få tag på en tid',
      '-ställde in min tid', '-gick inte att boka', '-går inte att boka', '-rörigt med bokningen', '-rörigt med bokningarna',
      // Another hairdresser than the one booked ('fick en helt annan frisör').
      '-fick en helt annan frisör', '-var det en helt annan frisör', '-är det en helt annan frisör', '-en annan frisör än den jag', '-en helt annan frisör än den jag', '-en annan än den jag bokat', '-en annan än den jag hade bokat',
      // Booked one room and given another ('bokade dubbelrum med balkong men fick ett enkelrum med extrasäng'): the booking not kept.
      '-i god tid men fick', '-bokade * men fick', '-bokade * * men fick', '-bokade * * * men fick', '-bokat * men fick', '-bokat * * men fick', '-hade bokat * men fick', '-hade bokat * * men fick', '-men fick ett annat rum', '-men fick ett rum mot', '-men fick ett rum utan', '-fick ett annat rum än', '-inte det rum vi bokat', '-inte rummet vi bokat', '-inte det rum vi hade bokat', '-inte rummet vi hade bokat', '-inte det vi hade bokat', '-inte det vi bokat',
      // A booking nobody wrote down ('de hade inte skrivit upp oss'), an appointment moved by text the day before ('fick ett sms dagen innan om att tiden var flyttad'): the booking.
      '-hade inte skrivit upp oss', '-hade inte skrivit upp mig', '-hade inte skrivit in oss', '-hade inte antecknat bokningen', '-hade inte fört in bokningen', '-glömt att skriva upp oss', '-glömt att skriva upp mig', '-tiden var flyttad', '-min tid var flyttad', '-tiden hade flyttats', '-min tid hade flyttats', '-sms om att tiden', '-sms om att min tid', '-sms dagen innan om att',
      // Nothing free for weeks, no emergency slot ('de hade inget ledigt förrän om tre veckor', 'fick ingen akuttid'); an appointment cancelled without a call ('ingen ringde för att säga att tiden var inställd'): the booking.
      '-inget ledigt förrän', '-inget ledigt förrän om', '-inga lediga tider förrän', '-ingen ledig tid förrän', '-första lediga tid var om', '-första lediga tiden var om', '-fick ingen akuttid', '-ingen akuttid', '-inga akuttider', '-kunde inte få en akuttid', '-fick inte en akuttid', '-ingen ringde för att säga', '-ingen ringde och sa', '-ingen hörde av sig om att', '-tiden var inställd', '-tiden hade ställts in', '-min tid var inställd', '-min tid hade ställts in',
      // A booking the restaurant says it does not have, the promised table taken ('vi har ingen bokning på det namnet', 'vid bordet satt redan ett annat sällskap'); arriving to find the practitioner off sick and no one called ('någon skulle ha ringt dig. Ingen ringde').
      '-vi har ingen bokning', '-har ingen bokning på', '-ingen bokning på det namnet', '-ingen bokning på det', '-inget bord bokat på', '-ingen reservation på det namnet', '-satt redan ett annat sällskap', '-satt det redan ett annat sällskap', '-satt redan andra gäster', '-satt det redan andra', '-gett bort vårt bord', '-gav bort vårt bord', '-gett bort bordet', '-gav bort bordet', '-bordet var bortgivet', '-gett bort min tid', '-gav bort min tid', '-någon skulle ha ringt', '-nån skulle ha ringt', '-skulle ha ringt dig', '-skulle ha ringt mig', '-skulle ha ringt oss', '-ingen hade ringt', '-ingen hade hört av sig', '-ingen hade meddelat', '-ingen hade sagt till', '-terapeuten var sjuk', '-frisören var sjuk', '-tandläkaren var sjuk', '-massören var sjuk', '-hon var sjuk och ingen', '-han var sjuk och ingen', '-åkte dit i onödan', '-åkte dit förgäves', '-kom dit i onödan', '-kom dit förgäves', '-tog ledigt i onödan', '-tog ledigt förgäves',
      // left with a broken filling or toothache until the next free time ('fick gå med en trasig lagning hela den tiden'): the booking.
      '-fick gå med en trasig lagning', '-fick gå med trasig lagning', '-fick gå runt med en trasig lagning', '-fått gå med en trasig lagning', '-fick gå med en trasig tand', '-fick gå runt med en trasig tand', '-fick gå med tandvärk', '-fick gå runt med tandvärk', '-fått gå med tandvärk', '-fick gå med värk', '-fick gå med ont', '-fick gå runt med ont', '-fick gå med en lös lagning', '-fick gå med ett provisorium', '-fick gå med provisorisk lagning', '-fick gå med en provisorisk lagning',
      // let in the same day one called in pain is the booking ('fick komma in samma dag när jag hade ont').
      '+fick komma in samma dag', '+fick komma in samma dag när jag hade ont', '+fick komma in redan samma dag', '+fick komma in dagen efter', '+fick komma in redan dagen efter', '+kunde komma in samma dag', '+fick en akuttid', '+fick akuttid', '+fick en tid direkt', '+fick en tid redan dagen efter', '+fick tid redan dagen efter', '+fick tid dagen efter',
      // booking easily online ('bokar enkelt på nätet', 'bokningen gick smidigt').
      '+bokar enkelt', '+bokade enkelt', '+bokar smidigt', '+bokade smidigt', '+bokar lätt', '+bokade lätt', '+bokar snabbt på nätet', '+enkel bokning', '+enkel onlinebokning', '+smidig onlinebokning', '+smidig bokning på nätet', '+bokningen var enkel', '+bokningen var smidig', '+bokningen gick smidigt', '+bokningen gick snabbt', '+bokningen gick enkelt', '+lätt att boka på nätet', '+enkelt att boka på nätet', '+enkelt att boka via appen', '+lätt att boka via appen',
      // A room or table sold twice or not there on arrival ('de hade råkat sälja det två gånger', 'fanns det inget rum').
      '-sälja det två gånger', '-sålt det två gånger', '-sålt rummet två gånger', '-sålt rummet till', '-sålt vårt rum', '-sålt vårt bord', '-sålde rummet två gånger', '-fanns det inget rum', '-fanns inget rum', '-fanns inget rum åt oss', '-hade inget rum åt oss', '-hade inget bord åt oss', '-fanns inget bord åt oss',
      // An appointment lost or struck out by the reception ('har tappat bort min tid TVÅ gånger'), and an emergency slot the same day ('fick en akuttid samma dag').
      '-tappat bort min tid', '-tappade bort min tid', '-tappat bort min bokning', '-tappade bort min bokning', '-tappat bort bokningen', '-tappade bort bokningen', '-tappat bort vår bokning', '-tappade bort vår bokning', '-glömt bort min tid', '-glömde bort min tid', '-strukit min tid', '-strök min tid', '-raderat min tid', '-min tid hade försvunnit', '+akuttid samma dag', '+akuttid redan samma dag', '+fick en tid samma dag', '+fick tid samma dag', '+fick en tid redan samma dag',
      // A reservation they 'did not have' ('de hade inte vår bokning'): a lost booking.
      '-hade inte vår bokning', '-hade inte min bokning', '-hade inte vår reservation', '-hade inte min tid', '-hade inget bord till oss', '-hade ingen bokning på', '-ingen bokning i mitt namn', '-ingen bokning på mitt namn', '-ingen bokning på namnet', '-hittade inte vår bokning', '-hittade inte min bokning', '-hittade inte bokningen',
      // The next free slot weeks away ('nästa lediga tid var om fem veckor', 'fick en tid om TRE veckor').
      '-nästa lediga tid var om', '-nästa lediga tid om', '-nästa lediga tid är om', '-nästa lediga tiden var om', '-nästa lediga tiden är om', '-fick en tid om', '-fick tid om', '-fick en tid först om', '-fick tid först om', '-tid först om', '-först om * veckor', '-inga tider förrän',
      // An appointment they had no record of, or no reminder sent ('ingen hade min tid', 'ingen sms-påminnelse trots att jag kryssat i det').
      '-ingen hade min tid', '-min tid fanns inte', '-fanns ingen tid på mig', '-ingen tid på mitt namn', '-ingen sms-påminnelse', '-ingen påminnelse', '-fick ingen påminnelse', '-fick ingen sms-påminnelse', '-påminnelsen kom aldrig', '-ingen bekräftelse', '-fick ingen bekräftelse', 'sms-påminnelse*', 'påminnelse*',
      // A table booked for a time and given late or to others ('hade bord kl 19 men fick inte bord förrän 19.45', 'vårt bord hade getts till några andra').
      'hade bord kl', 'hade bord till kl', 'hade bokat bord kl', '-fick inte bord förrän', '-fick inte bordet förrän', '-fick bord först', '-bordet var inte klart', '-vårt bord var inte klart', '-bordet hade getts till', '-vårt bord hade getts', '-hade getts till några andra', '-gett vårt bord till',
      // A booking that fails in the system or is switched without a word ('onlinebokningen krånglar', 'fanns bara klipp i systemet', 'flyttad till en annan behandlare utan att nån hört av sig').
      '-onlinebokningen krånglar', '-onlinebokningen krånglade', '-bokningen krånglar', '-bokningen krånglade', '-bokningssystemet krånglar', '-appen krånglar', '-krånglar hela tiden', '-fanns bara * i systemet', '-fanns bara klipp i systemet', '-bara klipp i systemet', '-hade bara * i systemet', '-blivit flyttad till en annan', '-flyttad till en annan behandlare', '-flyttad till en annan frisör', '-flyttad till en annan tandläkare', '-bytt behandlare utan', '-bytt frisör utan', '-utan att nån hört av sig', '-utan att någon hört av sig', '-utan att någon ringt', '-utan att nån ringt', '-ingen hörde av sig',
      // The first free slot weeks away ('första lediga tid var om två veckor'): the booking.
      '-första lediga tid om', '-första lediga tiden om', '-första lediga tid är om', '-första lediga tiden är om', '-ingen tid förrän om', '-ingen ledig tid på * veckor',
      // Irony closing a complaint: 'lycka till med parkeringen', 'tack för det', 'smart affärsmodell'.
      '-lycka till med att få en tid', '-lycka till med att få tid', '-lycka till med att boka', '-lycka till med att få bord', '-lycka till med att boka bord',
      '-lycka till att få en tid',
      // Wave 4: praise as people put it.
      '+klämde in mig', '+klämde in oss', '+klämma in mig', '+klämma in oss', '+lyckades klämma in', '+snabba att svara', '+snabb att svara', '+svarade snabbt på', '+svarar snabbt på', '+snabbt svar på', '-ingen tid förrän', '-inte få en tid förrän', '-ingen tid på * veckor',
      // Booking praised by ease (easy in the app, easy to get an appointment) and failed: nothing in my name, moved or cancelled by text, the booking not found, the table given away.
      '+snabbt i appen', '+smidigt i appen', '+snabbt via appen', '+smidigt via appen', '+enkelt i appen',
      '-avbokat min tid', '-avbokade min tid', '-avbokat vår tid', '-avbokat vårt bord', '-avbokade vårt bord', '-flyttats utan', '-hade flyttats', '-flyttat min tid',
      '+superenkelt att boka', '+jättelätt att boka', '+jätteenkelt att boka', '+busenkelt att boka', '+enkelt att boka online',
      '+lätt att få en tid', '+lätt att få tid', '+enkelt att få tid', '+enkelt att få en tid', '+smidigt att boka', '+lätt att boka', '+enkelt att boka', '+smidig bokning', '+inget krångel med bokning*', '+krångelfritt att boka', '-ingenting på mitt namn', '-inget på mitt namn', '-inget i mitt namn', '-ingenting i mitt namn', '-inget på vårt namn', '-ingenting på vårt namn', '-hittade inte min tid', '-kunde inte hitta bokningen', '-kunde inte hitta vår bokning', '-kunde inte hitta min bokning', '-avbokade via sms', '-avbokad via sms', '-avbokade på sms', '-avbokad på sms', '-avbokad med kort varsel', '-avbokade med kort varsel', '-flyttades via sms', '-flyttade tiden via sms', '-flyttade min tid', '-bortgivet',
      '-getts till någon annan', '-gett till någon annan', '-gavs till någon annan', '-gått till någon annan', '-gått till en annan', '-bokat in någon annan', '-bokade in någon annan', '-bokat någon annan', '-någon annan på min tid', '-någon annan på samma tid', '-någon annan i min tid', '-min tid hade getts', '-min tid hade gått', '-samma tid två gånger', '-sålt min tid', '-dubbelbokad*', '-dubbelbokat', '-dubbelbokning*', '-bokat två gånger',
      'bokningssystemet hängde sig', 'bokningssidan', 'hemsidan krashade', 'hemsidan kraschade', 'sidan kraschade', 'sidan krashade', 'systemet hängde sig', 'appen hängde sig', 'appen kraschade', 'boka online', 'boka på nätet', 'boka tid på nätet', 'boka via appen', 'boka i appen',
      'att få tid', '-innan jag fick en tid', '-innan jag fick tid', '-innan man får en tid', '-innan man får tid', '-innan man kan få en tid', 'för att boka', 'för att få en tid',
      'boka', 'bokas', 'bokning*', 'onlinebokning*', 'tidsbokning*', 'bordsbokning*', 'webbokning*', 'nätbokning*', 'ombok*', 'avbok*', '-dubbelbok*', 'reservation*', 'reserver*',
      'jag bokade', 'vi bokade', 'bokade ett', 'bokade en', 'bokade bord', 'bokade via', 'bokade online', 'har bokat', 'hade bokat', 'bokat bord', 'bokat ett', 'bokat en',
      'få en tid', 'fick en tid', 'få en ny tid', 'fick en ny tid', 'flyttad tid', 'flyttade tiden', 'flyttade min tid', '~bokad', '~bokade', '~bokat',
      '+tid samma dag', '+tid direkt', 'akuttid*', 'akut tid', '+fick komma samma dag', '+fick komma direkt', 'väntelista*', 'tid hos',
      'boka om', 'bokade om', '-först om', 'bordsreservation*',
      '-ställdes in', '-ställde in',
      '-gett bort vår tid',
      '-fanns inte i systemet', '-inte i systemet', '-inte i kalendern', '-bord var inte klart', '-bordet inte var klart', 'skriva in mig',
      'skrivit in mig', 'skriva in oss', 'skrivit in oss', 'skrivit upp mig', 'skriva upp mig', 'i kalendern',
      '-glömt att skriva in', '-glömde att skriva in', '-glömt att boka in', '-glömde boka in', '-glömt att boka',
      '-hade bara plats för', '-bara plats för', 'tiden flyttades', 'min tid flyttades', 'tiden blev flyttad', 'tiden ändrades',
      'överbokad*', '-överbokat', 'överbokning*',
      '-tiden som visades på nätet fanns inte', '-tiden fanns inte', '-flyttades två gånger', '-flyttade tiden två gånger', '-flyttades via sms kvällen innan',
      // Online booking written with a hyphen.
      'online-bokning*', 'nät-bokning*', '-fel dag', '-fel datum',
      // A slot given to someone else, a table struck off, nothing under the name.
      '-gett den till nån annan', '-gett den till någon annan', '-var struket', '-blev struket', '-inte hade nåt på mitt namn', '-inte hade något på mitt namn',
      // No free appointment for weeks ('inga lediga tider på en månad').
      '-inga lediga tider', '-fanns inga lediga tider', '-inga tider lediga', '-fanns inga tider',
    ],
    location: [
      // Far from everything, off the beaten track, an industrial estate; easy to get to as praise.
      '-långt från allt', '-ligger avsides', '-ligger lite avsides', 'industriområde*', '+lätt att ta sig dit',
      // A great spot in one compound ('kanonläge'); not finding the place.
      '+kanonläge', '+toppläge',
      '-hittade inte dit',
      // a view told as seeing out over the water ('från fönstret kan man se ända ut över hamnen').
      '+se ut över', '+ser ut över', '+såg ut över', '+se ända ut över', '+ser ända ut över', '+såg ända ut över', '+se rakt ut över', '+ser rakt ut över', '+såg rakt ut över', '+fri sikt över', '+fri sikt ut över', '+blick ut över', '+blickar ut över',
      // The view from the window ('från fönstret såg man ut över Vänern').
      '+såg man ut över', '+ser man ut över', '+kan man se ut över', '+utsikt mot sjön', '+utsikt mot havet', '+utsikt över sjön', '+utsikt över havet', '+utsikt över vattnet',
      // A view of the sea or lake the room had ('rummet hade havsutsikt', 'rum med sjöutsikt'): praise of the location.
      '+hade havsutsikt', '+hade sjöutsikt', '+med havsutsikt', '+med sjöutsikt', '+havsutsikt från rummet', '+sjöutsikt från rummet', '+havsutsikt från balkongen',
      // Atmosphere and location in everyday words: 'mysig lokal', 'ljusa lokaler'; 'otroligt läge', 'utsikt över fjorden', 'ligger vackert'.
      '+otroligt läge', '+otroligt fint läge', '+otrolig utsikt', '+otroligt beläget', '+utsikt över fjorden',
      '+sjöutsikt', '+idylliskt beläget', '+vackert beläget', '+fint beläget', '+bra beläget',
      '+perfekt beläget', '+lätt att ta sig till', '+ligger perfekt', '+ligger fantastiskt', '+ligger vackert', '+ligger idylliskt', '+ligger otroligt fint',
      '+ligger jättefint', '+ligger så fint', '-mitt ute i ingenstans', '-ligger mitt ute i ingenstans', '-i ett industriområde', '-vid en hårt trafikerad väg',
      '-precis vid motorvägen',
      // Wave 4: praise as people put it.
      '+lätt att hitta', '+lätt att hitta till', '+enkelt att hitta', '-mot parkeringen', '-utsikt mot parkeringen', '-utsikt över parkeringen', '-utsikt mot en vägg', '-utsikt mot bakgården', '-mot bakgården', '-mot en bakgård',
      // Where the place lies without the word: a nightmare to find, a side street with no sign; by the lake, minutes to the beach (praise only beside praise).
      '-svårt att hitta dit', '-svårt att hitta hit', '-svårt att hitta ingången', '-svårt att hitta entrén', '-svårt att hitta stället', '-svår att hitta till', '-svårhittat', '-svårhittad', '-svårhittade',
      '-mardröm att hitta', '-ett helvete att hitta', '-omöjligt att hitta', '-omöjlig att hitta', '~sidogata*', '~bakgård*', '-utan skylt', '-ingen skylt', '-inga skyltar', '-dåligt skyltat', '-ingen skyltning', 'precis vid sjön', 'alldeles vid sjön', 'vid sjökanten', 'vid strandkanten', 'ner till sjön', 'ner till vattnet', 'ner till stranden', 'precis vid havet', '* minuter till stranden', '* minuters promenad till stranden', '* min till stranden', '* minuter från stranden', '* minuter till havet', 'ett stenkast från', 'stenkast från',
      '+titta ut över', '+tittade ut över', '+tittar ut över', '+kolla ut över', '+kollade ut över', '+kollar ut över', '+blicka ut över', '+titta ut på vattnet', '+titta på sjön', '+titta på vattnet', '+titta på havet', '+titta på båtarna', 'över sjön', 'över hamnen', 'över vattnet', 'över havet', 'över fjärden',
      'läge', 'läget', 'lägen', 'beläget', 'belägen', 'belägna', 'utsikt*', 'havsutsikt*', 'sjöutsikt*', 'omgivning*', 'gångavstånd', 'promenadavstånd', 'hitta hit', 'hitta dit', 'mot havet', 'mot sjön', 'mot vattnet', 'vid havet', 'vid sjön', 'vid vattnet', 'strandnära', '~område*',
      '~central', '~centralt', '~nära', '~närhet*', '~ligger',
      'nära till', '+mitt i stan', '+mitt i centrum', '+mitt i city', 'svårhittad*', 'lätthittad*', '+i hjärtat av',
      'kollektivtrafik*', 'skyltning*', 'dåligt skyltat',
      '-lite svårt att hitta', '-lite svår att hitta', '-stället är svårt att hitta', '-svårt att hitta till',
      '+lätt att hitta hit', '+lätt att hitta dit', '+enkelt att hitta hit', '+enkelt att hitta till', '-lång promenad från', '-lång promenad till',
      '-långt att gå', '-en bra bit att gå', '-brant backe', '-branta backen', '-brant uppförsbacke', '+precis vid stranden', '+alldeles vid stranden', '+precis vid vattnet',
      '+alldeles vid vattnet', '+precis vid havet', '+nära till stranden', '+nära stranden', '-gick förbi två gånger', '-gick förbi flera gånger',
      '+nära allt', '+nära till allt', '+centralt beläget', '+centralt läge', 'avsides', '-trafikerad väg', '-hårt trafikerad',
      '-starkt trafikerad', '-trafikerade väg', '-långt från busshållplatsen', '-långt till busshållplatsen', '-långt från stationen', '-långt till stationen',
      '-långt från centrum', '-långt till centrum', '-långt från stan', '-långt ifrån allt',
    ],
    parking: [
      // Circling for a space ('fick leta parkering i en halvtimme'): the parking.
      '-leta parkering', '-letade parkering', '-leta efter parkering',
      // Parking said to be easy ('lätt att parkera').
      '+lätt att parkera', '+enkelt att parkera',
      '+parkering ingår',
      // A parking fine told with its sum ('fick en p-bot på 800 kr'): the parking, not the place's prices.
      '-p-bot på * kr', '-p-bot på * kronor', '-p-bot på * kr.', '-parkeringsbot på * kr', '-parkeringsbot på * kronor', '-kontrollavgift på * kr', '-kontrollavgift på * kronor', '-felparkeringsavgift på * kr', '-p-böter på * kr', '-p-bot*', '-parkeringsbot*', '-parkeringsböter', '-felparkeringsavgift*',
      // a lot that is always full, the car left by the supermarket ('parkeringen är alltid full', 'fick ställa bilen vid ICA').
      '-parkeringen är alltid full', '-parkeringen var full', '-parkeringsplatsen är alltid full', '-parkeringsplatsen var full', '-p-platsen är alltid full', '-p-platsen var full', '-p-huset var fullt', '-parkeringshuset var fullt', '-garaget var fullt', '-fick ställa bilen vid', '-fick parkera vid', '-fick parkera långt bort', '-fick ställa bilen långt bort', '-slutade med att parkera', '-fick parkera en bit bort', '-fick ställa bilen en bit bort',
      // Not a single parking space near ('int en enda parkeringsplats i närheten').
      '-inte en enda parkeringsplats', '-int en enda parkeringsplats', '-inte en enda p-plats', '-int en enda p-plats', '-inte en enda ledig parkering', '-inga parkeringsplatser', '-inga p-platser', '-ingen parkering i närheten', '-ingenstans att parkera', '-ingen stans att parkera',
      // A place to leave the car told with 'ställa bilen' ('omöjligt att hitta någonstans att ställa bilen').
      '-någonstans att ställa bilen', '-nånstans att ställa bilen', '-plats att ställa bilen', '-var man ska ställa bilen', '-svårt att ställa bilen', '-omöjligt att ställa bilen', '-ingenstans att ställa bilen', '-hitta någonstans att parkera', '-hitta parkering', '-svårt att hitta parkering', '-omöjligt att hitta parkering', '+lätt att ställa bilen', '+enkelt att ställa bilen',
      '-betala för att parkera', '-betala * för att parkera', '-betala * * för att parkera', '-kostar * att parkera', '-kostar * * att parkera', '-kostar * för att parkera', '-kostar * * för att parkera', '-betala för parkeringen',
      // A fine on the windscreen ('hade en lapp på rutan').
      '-lapp på rutan', '-en lapp på rutan', '-p-bot', '-kontrollavgift*',
      // Parking charged extra per night, unmentioned when booking ('parkeringen kostar 200 spänn natten extra'): the parking.
      '-parkeringen kostade', '-parkering kostar extra', '-parkeringen kostar extra', '-betala extra för parkering*', '-kostar extra för parkering*', '-parkeringsavgift*', 'vilket ingen nämnde när vi bokade', 'som ingen nämnde när vi bokade', 'vilket ingen sa när vi bokade', 'ingen nämnde det när vi bokade', 'vilket ingen nämnde när jag bokade',
      // Irony closing a complaint: 'lycka till med parkeringen', 'tack för det', 'smart affärsmodell'.
      '-lycka till med parkeringen', '-lycka till med parkering', '-lycka till med att parkera', '-lycka till med att hitta parkering',
      '-lycka till med att hitta en parkering', '-lycka till med att hitta en parkeringsplats', '-lycka till med att hitta parkeringsplats',
      '-lycka till med att hitta en p-plats', '-lycka till med att hitta p-plats', '-lycka till med p-platsen', '-lycka till att hitta parkering',
      '-lycka till att hitta en parkering', '-lycka till att parkera',
      // Parking that costs: paid parking, a fee to park.
      '-p-platsen kostar', '-p-plats kostar', '-p-platser kostar', '-p-huset kostar',
      '-parkeringen kostar', '-parkering kostar', '-betala för parkering*', '-avgiftsbelagd parkering', '-avgiftsbelagda parkering*', '-betalparkering*', '-dyr parkering', '-parkeringen är dyr', '-parkering är dyr',
      'parkering*', 'gatuparkering*', 'gästparkering*', 'kundparkering*', 'gratisparkering*', 'hotellparkering*', 'parkera*', 'p-plats*', 'p-hus*', 'p-avgift*', 'garage*', 'laddstolp*', 'parkeringsmöjlighet*',
      '-p-boten',
      // Where the car had to stand.
      'plats för bilen', 'bilen fick stå', '-cirkulera runt kvarteret', '-p-platserna räcker', '-ställa mig på gatan', '-närmaste lediga ruta',
    ],
    rooms: [
      // A mattress hard as a board ('madrassen var som en bräda').
      '-som en bräda',
      // Beds with barely room for a child ('en bäddsoffa där knappt ett barn fick plats'): the room too small.
      '-knappt ett barn fick plats', '-knappt * fick plats', '-där knappt * fick plats', '-fick knappt plats', '-knappt fick plats', '-knappt plats för', '-knappt plats att', '-knappt rum för',
      // A room without windows ('vi fick ett rum utan fönster'): the room faulted.
      '-rum utan fönster', '-rummet hade inga fönster', '-rummet hade inget fönster', '-rummet saknade fönster', '-rum utan dagsljus', '-rummet utan fönster',
      // A bathroom or room crying out for refurbishing ('badrummet behöver renoveras'): the room.
      '-badrummet behöver renoveras', '-badrummet behöver en renovering', '-badrummet behöver rustas upp', '-badrummet skriker efter renovering', '-badrummet är i behov av renovering', '-rummet behöver renoveras', '-rummet behöver en renovering', '-rummet behöver rustas upp', '-rummet skriker efter renovering', '-rummet är i behov av renovering', '-rummen behöver renoveras', '-rummen behöver en renovering', '-rummen behöver rustas upp', '-rummen skriker efter renovering', '-rummen är i behov av renovering', '-duschen behöver renoveras', '-duschen behöver en renovering', '-duschen behöver rustas upp', '-duschen skriker efter renovering', '-duschen är i behov av renovering',
      '-för trång för', '-för trångt för', '-för trånga för', '-trång för * personer', '-alldeles för trång för',
      // a room too cramped for the party ('väldigt trångt för tre personer').
      '-trångt för tre', '-trångt för två', '-trångt för fyra', '-trångt för fem', '-trångt för * personer', '-trångt för oss', '-trångt för en familj', '-trångt för familjen', '-trångt med två barn', '-trångt med barn', '-trångt med tre', '-trångt för tre personer', '-för litet för tre', '-för litet för fyra', '-för litet för en familj', '-alldeles för trångt för',
      // A room hot as a sauna, a window or AC that would not work, a night slept badly ('varmt som en bastu', 'sov skit'); a bed like sleeping on a cloud.
      '-varmt som en bastu', '-varmt som i en bastu', '-som en bastu', '-som i en bastu', '-bastuvarmt', '-kokhett på rummet', '-gick inte att sätta på', '-gick bara att öppna en liten springa', '-bara att öppna en springa', '-sov skit', '-sov skitdåligt', '-sov piss', '-sov kasst båda nätterna', '+som att sova på ett moln', '+sova på ett moln', '+som ett moln', '+som att ligga på ett moln',
      // A room one cannot make warm or cool ('AC:n gick inte att stänga av', 'som att sova i ett kylrum').
      '-som att sova i ett kylrum', '-som ett kylrum', '-som att sova i en bastu', '-ac:n gick inte att stänga av', '-ac gick inte att stänga av', '-gick inte att stänga av', '-gick inte att reglera', '-gick inte att justera', '-elementet gick inte', '-iskallt på rummet', '-stekhett på rummet', '-kallt på rummet', '-varmt på rummet',
      // A cramped room and a shower that swings between ice cold and scalding, in other word orders ('rummet var minst sagt trångt', 'gå i sidled mellan sängen och väggen', 'växlade mellan iskallt och skållhett').
      '-rummet var minst sagt trångt', '-rummet var trångt', '-rummet är trångt', '-rummen var trånga', '-trångt rum', '-trånga rum', '-gå i sidled mellan sängen', '-i sidled mellan sängen och väggen', '-gå i sidled', '-mellan iskallt och skållhett', '-mellan skållhett och iskallt', '-iskallt eller skållhett', '-skållhett eller iskallt', '-växlade mellan iskallt och skållhett',
      // A bed one sinks into ('en säng man sjönk ner i') is praise of the bed, not a sag.
      '+en säng man sjönk ner i', '+säng man sjönk ner i', '+en säng man sjunker ner i', '+säng man sjunker ner i', '+sängar man sjunker ner i', '+sjönk ner i sängen', '+sjunker ner i sängen',
      // A night in the room told by the sleep: 'sömnen var sådär', a sleepless night, the springs felt through the mattress; slept like a log.
      '-sömnen var sådär', '-sov sådär', '-sov inte särskilt bra', '-sov uselt', '-sov kasst', '-fick lite sömn', '-fick knappt sova', '-fick ingen sömn',
      '-en dålig natts sömn', '-dålig nattsömn', '-en usel natt', '-en sömnlös natt', '-sömnlös natt', '-låg vaken hela natten', '-låg och vred mig',
      '-ont i ryggen av sängen', '-ont i ryggen efter en natt', '-madrassen var hård', '-hål i madrassen', '-kände fjädrarna', '-platta kuddar', '+sov som en stock',
      '+sov som stockar', '+sov som ett barn', '+sov som en bebis', '+sov som en prinsessa', '+sov jättegott', '+sov väldigt gott', '+en god natts sömn',
      '+god nattsömn',
      'rum', 'rummet', 'rummen', 'rummets', 'dubbelrum*', 'enkelrum*', 'hotellrum*', 'familjerum*', 'svit', 'sviten', 'säng', 'sängen', 'sängar', 'sängarna', 'sängkläder*', 'dubbelsäng*', 'extrasäng*', 'våningssäng*', 'madrass*', 'kudd*', 'täcke*', 'lakan*', 'handduk*', 'handfat*', 'badrum*', 'dusch*', 'regndusch*', 'balkong*', 'luftkonditionering*',
      'sovrum*', 'rumsstorlek*', 'minibar*', 'kylskåp*', 'aircondition*', 'ac', 'elementet', 'gardin*', 'mörkläggning*', 'rullgardin*', 'bäddsoffa*',
      'bäddmadrass*', 'rumsservice', '-rummet var litet', '-rummet är litet', '-litet rum', '-små rum', '-rummen var små', '-rummen är små',
      '-som att ligga på en sten', '-som att sova på en sten', '-ligga på en bräda', '-sova på en bräda', 'varmvatten*', '-inget varmt vatten', '-varmvattnet tog slut',
      '-stort som en garderob', '-som en garderob', '-som en skokartong', '-som en städskrubb', '-fönstret gick inte att öppna',
      '-gick inte att öppna fönstret', '-gick inte att stänga fönstret', '-dörren gick inte att låsa', '-stopp i avloppet', '-avloppet var stopp', '-stopp i duschen',
      '-stopp i handfatet', '-stopp i toaletten',
      '-täcket var för tunt', '-tunt täcke', '-tunna täcken', '-frös på rummet', '-frös hela natten', '-ingen värme på rummet', '-ingen värme i rummet',
      '-kallt i rummet', '-iskallt i rummet', '-värmen fungerade inte', '+jättestort rum', '+jättestora rum', '+stort rum', '+stora rum', '+rummet var stort',
      '+rummen var stora', '+rummet var jättestort', '+rymligt rum', '+rymliga rum',
      '-gå sidledes mellan sängen', '-sidledes mellan sängen och väggen', '-grader i rummet', '-växlade mellan iskallt och', '-växlar mellan iskallt och', '-antingen iskallt eller skållhett', '-täckena var tunna', '-sov i fleece', '-sov med kläderna på', '-avloppet rann inte undan', '-stod i vatten',
      // A room so small one climbs over the bags ('Rummet var så litet att man fick kliva över väskan').
      '-rummet var så litet', '-rummet är så litet', '-rummet var så trångt', '-rummet är så trångt', '-kliva över väskan', '-kliva över väskorna', '-klättra över väskan',
    ],
    treatment: [
      // Pressing too hard in a massage; no pain as praise ('det gjorde inte ont').
      '-tryckte för hårt', '+gjorde inte ont',
      // Work without anaesthetic, a treatment that did not help.
      '-utan bedövning', '-behandlingen hjälpte inte',
      // Brows and hair removal by name ('ögonbrynen blev olika', 'hårborttagningen fungerade inte').
      'ögonbryn*', 'hårborttagning*',
      // An infection after the treatment, lashes or a filling falling off or out; every knot found as praise.
      '-fick en infektion', '-ramlade av',
      '-lagningen föll ut', '-fyllningen föll ut', '-ramlade ut', '+hittade alla knutar',
      // A blood test that took three pricks and left a bruise: 'fick sticka tre gånger', 'ett blåmärke stort som en femkrona'.
      '-fick sticka tre gånger', '-fick sticka två gånger', '-stack tre gånger', '-fick sticka om', '-blåmärke stort som', '-stort blåmärke',
      // After-effects told by what one could not drink, or worse after than before ('värre i nacken efteråt än innan').
      '-kunde inte dricka något kallt', '-kunde inte dricka kallt', '-kan inte dricka något kallt', '-kan inte dricka kallt', '-tålde inte något kallt', '-tål inte något kallt', '-värre i * efteråt', '-värre efteråt än innan', '-värre efteråt än före', '-värre i * än innan', '-värre än när jag kom', '-mer ont efteråt än',
      // Tartar left after a cleaning ('det satt fortfarande tandsten bakom framtänderna'): the treatment faulted.
      '-fortfarande tandsten', '-satt fortfarande tandsten', '-det var fortfarande tandsten', '-tandsten kvar', '-tandstenen satt kvar', '-fortfarande tandsten kvar',
      // Nails or lashes coming loose within days ('började lossna redan efter fyra dagar').
      '-började lossna', '-började släppa', '-började flagna', '-flagnade redan', '-släppte redan', '-lossnade redan efter',
      // Treatment that helped, told by the body after ('ryggen kändes faktiskt bättre efteråt').
      '+kändes bättre efteråt', '+kändes mycket bättre efteråt', '+kändes faktiskt bättre efteråt', '+känns bättre efteråt', '+känns mycket bättre', '+kändes mycket bättre', '+ryggen kändes bättre', '+nacken kändes bättre', '+axeln kändes bättre',
      // A check-up over in two minutes ('tittade i munnen i två minuter').
      '-tittade i munnen i två minuter', '-tittade i munnen i * minuter', '-tittade i munnen i typ * minuter', '-kollade i munnen i * minuter', '-tittade snabbt i munnen', '-tittade i munnen en sekund', '-undersökningen tog två minuter', '-undersökningen tog * minuter',
      // Gel polish peeling within days ('började flagna redan efter 6 dagar').
      '-flagnade', '-flagnar', '-flagna redan', '-lossnade redan', '-släppte redan efter', '-höll inte ens en vecka', '-höll bara några dagar', '-chipade', '-började flaga',
      // Teeth not felt this clean in years: the cleaning at the dentist praised, not the cleanliness.
      '+tänderna har inte känts så rena', '+har inte känts så rena', '+känns så rena', '+kändes så rena', '+så rena tänder', '+tänderna känns helt rena', '+tänderna kändes helt rena',
      // A treatment done without asking, with days of pain after it.
      '-knäckte nacken på mig', '-knäckte nacken utan att fråga', '-knäckte ryggen utan att fråga', '-utan att fråga först', '-huvudvärk i tre dagar', '-huvudvärk i flera dagar', '-huvudvärk efteråt', '-ont i flera dagar efteråt', '-mer ont efteråt', '-mer ont än innan', '-värre än innan',
      // Bleeding heavily at the hygienist ('det blödde något enormt').
      '-det blödde', '-blödde något enormt', '-blödde enormt', '-blödde massor', '-blödde som en gris', '-blödde hela tiden', '-blödde och gjorde ont',
      // A treatment cut short against what was paid ('tog typ 15 min istället för de 45 jag betalat för'), a filling that came loose in days ('höll i två dagar').
      '-istället för de * jag betalat för', '-i stället för de * jag betalat för', '-istället för * som jag betalat för', '-tog typ * min istället för', '-har redan lossnat', '-redan lossnat', '-lossnade samma kväll', '-lossnade efter', '-som höll i två dagar', '-som höll i * dagar', '-höll i två dagar', '-höll bara i * dagar', '-höll bara i en vecka',
      // A second session that was just a rerun, cut short ('körde typ samma sak på 20 min och sen var det slut').
      '-körde typ samma sak', '-körde samma sak', '-gjorde typ samma sak', '-samma sak som förra gången',
      // A booked session eaten up by paperwork ('fick i praktiken 25, för första kvarten gick åt till att fylla i ett formulär'): the treatment, not the wait.
      '-fick i praktiken', '-i praktiken bara', '-gick åt till att fylla i', '-gick åt till att fylla i ett formulär', '-gick åt till pappersarbete', '-fylla i ett formulär', '-fylla i formulär', '+utan att det hugger till', '+vrida på huvudet igen', '+röra på huvudet igen', '+kan jag äntligen vrida', '+kan äntligen vrida',
      // Treatment results told by recovery ('gick därifrån nästan rak i ryggen', 'kunde gå igen', 'knappt ont', 'som ny'), haircut results ('ser ut som en rekryt').
      '+gick därifrån nästan rak i ryggen', '+gick därifrån rak i ryggen', '+rak i ryggen igen', '+kunde räta på ryggen', '+kan räta på ryggen igen', '+kunde gå igen',
      '+kan gå igen', '+kunde gå normalt igen', '+kan gå normalt igen', '+kan röra mig igen', '+kunde röra mig igen', '+kan vrida på huvudet igen',
      '+kunde vrida på huvudet igen', '+kan lyfta armen igen', '+kunde lyfta armen igen', '+kan sova på nätterna igen', '+kan sova om nätterna igen',
      '+kan äntligen sova igen', '+gjorde knappt ont', '+gjorde nästan inte ont', '+gjorde i princip inte ont', '+kände knappt nåt', '+känns som ny', '+kändes som ny',
      '+känner mig som ny', '+kände mig som ny', '+som en ny människa', '+känner mig som en ny människa', '+som nyfödd', '+smärtan försvann', '+smärtorna försvann',
      '+huvudvärken försvann', '+huvudvärken är borta', '+huvudvärken var borta', '+värken försvann', '+värken är borta', '+inte haft ont sedan',
      '+inte haft ont sen dess', '+inte haft huvudvärk sedan', '+märkte skillnad direkt', '+kände skillnad direkt', '+kände skillnad efter första',
      '+märkte skillnad efter första', '+bättre redan efter första', '+hjälpte redan efter första', '+hjälpte efter första gången',
      '+kan springa igen', '+kunde springa igen', '+kan träna igen', '+tillbaka i träning', '-mer ont än förut',
      '-haft ont sedan dess', '-haft ont sen dess', '-ont ända sedan', '-kunde inte gå på två dagar', '-kunde knappt gå efteråt', '-blev bara värre',
      '-hjälpte inte alls', '-ingen förbättring', '-blev inte bättre',
      // Staff faults told by deeds: on the phone, a sigh for an answer, laughed at us, three words, knew nothing, cannot do the job, treated as a favour, dismissive answers.
      '-hittade inte ådern', '-kunde inte hitta ådern', '-lyckades inte hitta ådern', '-fick sticka flera gånger', '-stack flera gånger', '-stack * gånger',
      '-fick inte bedövningen att verka',
      // Wave 4: praise as people put it.
      '+lätt på handen', '+lätta händer', '+varsamma händer', '+mjuka händer', '+magiska händer', '+trollhänder',
      '+gjorde inte ont alls', '+gjorde inte alls ont', '+gjorde inte ett dugg ont', '+gjorde inte det minsta ont', '+gjorde inte ont över huvud taget', '+gjorde inte ont överhuvudtaget', '+gjorde aldrig ont', '+gör inte ont alls', '+gör inte ett dugg ont', '+kände ingenting', '+kände inget', '+kände inte någonting', '+kände inte något', '+kände knappt', '+märkte knappt', '+märkte inget', '+märkte ingenting', '+kände nästan ingenting', '+kände nästan inget', '+inte en enda tår', '+inte en tår', '+utan en enda tår', '+utan en tår', '+utan tårar', '+inte ett pip',
      'gjorde ont', 'gör ont',
      'behandling*', 'laserbehandling*', '*behandlingen', '*behandlingarna', '-inte gjort någon skillnad', '-har inte gjort någon skillnad', '-gjorde ingen skillnad', '-ingen skillnad alls', 'ansiktsbehandling*', 'tandbehandling*', 'spabehandling*', 'hudbehandling*', 'fotbehandling*', 'massage*', 'ryggmassage*', 'helkroppsmassage*', 'manikyr*', 'pedikyr*', 'naglar', 'naglarna', 'gelénaglar*', 'akrylnaglar*', 'fransar', 'fransarna', 'fransförlängning*', 'lashlift', 'bryn', 'brynen', 'vaxning*', 'undersökning*', 'tandundersökning*',
      'kontroll', 'kontrollen', 'årskontroll*', 'tandkontroll*', 'lagning*', 'tandlagning*', 'fyllning*', 'rotfyllning*', 'tandsten*', 'tandrengöring*', 'rengöring*', 'tandblekning*',
      'implantat*', 'röntgen*', 'bedövning*', 'ingrepp*', 'operation*', 'provtagning*', 'blodprov*', 'vaccination*', 'konsultation*', 'akupunktur*', 'rehab*', 'tand', 'tanden',
      'tänder', 'tänderna', 'visdomstand*', 'tandvård*', 'vård', 'vården', 'hudvård*', 'peeling*', '~resultat*',
      'tandstensborttagning*', 'putsning*', 'polering*', 'borrning*', 'rotbehandling*', 'tandutdragning*', 'utdragning*', 'drog ut', 'bettskena*',
      'tandställning*', 'protes*', 'sjukgymnastik*', 'fysioterapi*', 'träningsprogram*', 'övningar', 'övningarna', 'hemövningar', 'stötvåg*', 'diagnos*',
      'remiss*', 'provsvar*', 'vaccin', 'vaccinet', 'spruta', 'sprutan', 'stygn', 'browlift', 'gellack*', 'shellac*', 'nagellack*', 'nagel', 'nageln',
      'fotvård*', 'idrottsmassage*', 'avslappningsmassage*', 'thaimassage*', 'fotmassage*', 'nackmassage*', 'ansiktsmassage*', 'undersökte', 'undersöktes',
      '+kände ingenting när', '+kände inte ett dugg', '+kände inte det minsta', '+kände knappt något', '-irriterad hud', '-huden var röd', '-huden var irriterad',
      '-röd och irriterad', '-fick utslag', '-allergisk reaktion', '-blåmärken', '-brännskada', '-brännskador', 'smärtfritt', 'smärtfri', 'helt smärtfritt', '+ingen smärta',
      '+utan smärta',
      '-fortfarande ont', 'har fortfarande ont', 'hade fortfarande ont', '-ont i flera dagar', '-ont i flera dygn', '-ömt i flera dagar', '+inga smärtor',
      '-klämde lite på magen', '-kände lite på magen', '-tryckte lite på magen', '-skickade hem oss med en tub', '-hem med en tub', '-undersökte henne inte', '-undersökte honom inte', '-hittade det egentliga problemet', '-hittade det verkliga problemet', '+äter som en häst igen', '+kan gå i trappor igen', '+känns som nya',
      // A session shorter than booked, told by the minutes ('Bokade 45 min behandling. Fick typ 25 min'), and leaving stiffer than one came: a complaint about the treatment.
      '-fick typ * min', '-fick typ * minuter', '-fick bara * min', '-fick bara * minuter', '-fick knappt * min', '-fick knappt * minuter', '-fick endast * min', '-fick endast * minuter', '-fick max * min', '-fick max * minuter', '-blev typ * min', '-blev bara * min', '-blev bara * minuter', '-blev knappt * minuter',
      '-snuvad på * min', '-snuvad på * minuter', '-snuvades på', '-blev snuvad på', '-avbröt efter * min', '-avslutade efter * min',
      '-stelare än när jag kom', '-stelare än innan', '-stelare än förut', '-stelare än före', '-stelare efteråt', '-stelare än jag var', '-ondare än när jag kom', '-ondare än innan', '-ondare efteråt', '-mer ont än när jag kom', '-sämre än när jag kom',
      '-gick därifrån stelare', '-gick därifrån ondare', '-gick därifrån med mer ont', '-gick därifrån värre', '-gick därifrån sämre', '-gick därifrån stel', '-lika stel som innan', '-lika ont som innan', '-lika ont som förut',
      // A pain or tension that let go ('två behandlingar och det släppte', 'spänningen släppte', 'värken släppte'): relief, praise of the treatment; a polish that let go after days is still a complaint.
      '+det släppte', '+och det släppte', '+det släppte direkt', '+släppte direkt', '+släppte äntligen', '+det har släppt', '+har släppt helt', '+spänningen släppte', '+spänningarna släppte', '+spänningarna har släppt', '+värken släppte', '+värken har släppt', '+smärtan släppte', '+smärtan har släppt',
      '+låsningen släppte', '+låsningen har släppt', '+knuten släppte', '+knutarna släppte', '+musklerna släppte', '+krampen släppte', '+ryggen släppte', '+nacken släppte', '+det släppte i ryggen', '+det släppte i nacken', '+det släppte i axeln', '+släppte i ryggen', '+släppte i nacken', '+i ryggen släppte', '+i nacken släppte', '+i axeln släppte', '+i axlarna släppte', '+i ländryggen släppte', '+i höften släppte', '+i käken släppte', '+i skuldrorna släppte',
      '-det släppte efter * dagar', '-det släppte efter bara', '-det släppte redan', '-släppte efter * dagar', '-släppte efter bara', '-släppte redan dagen', '-lacket släppte', '-gelen släppte', '-nageln släppte', '-naglarna släppte',
      // A session cut short or rushed ('fick bara 25 minuter av de 45 jag betalat för', 'det kändes stressat hela tiden', 'som ett löpande band'): the treatment.
      '-minuter av de * jag betalat för', '-minuter av de * jag betalade för', '-minuter av de * jag bokat', '-minuter av de * jag hade bokat', '-minuter av de * minuterna', '-min av de * jag betalat för',
      '-av de * minuter jag betalat för', '-av de * minuterna jag betalat för', '-av den timme jag betalat för', '-av timmen jag betalat för', '-av den tid jag betalat för', '-av tiden jag betalat för',
      '-av den tid jag bokat', '-halva tiden jag betalat för', '-kortare än jag betalat för', '-kortare än utlovat', '-kortare än jag bokat', '-kortades till', '-kortade ner behandlingen',
      '-behandlingen blev kortare', '-massagen blev kortare', '-behandlingen var * minuter i stället för', '-massagen var * minuter i stället för', '-massagen var * minuter istället för',
      '-behandlingen var * minuter istället för', '-kändes stressat', '-kändes stressad', '-kändes stressigt', '-kändes jäktat', '-kändes jäktad', '-stressat hela tiden', '-stressigt hela tiden',
      '-jäktat hela tiden', '-stressigt från början till slut', '-kollade på klockan hela tiden', '-tittade på klockan hela tiden', '-tittade på klockan', '-kollade på klockan',
      '-som ett löpande band', '-som på löpande band', '-som löpande band', '-känns som löpande band', '-kändes som löpande band', '-känns som ett löpande band', '-kändes som ett löpande band', '-löpande bandet', '-hade bråttom hela tiden', '-hade väldigt bråttom', '-kände mig stressad hela tiden', '-fick inga övningar',
      '-inga övningar med mig hem', '+fick hela timmen', '+fick hela tiden jag betalat för', '+fick gott om tid', '+aldrig stressat', '+kändes aldrig stressat', '+aldrig stressigt',
      // A filling that fell out is the treatment faulted.
      '-lagningen släppte', '-lagning som släppte', '-lagningen lossnade', '-fyllningen lossnade',
      // A new crown that does not fit: a crooked bite and an aching jaw.
      '-nya kronan är för hög', '-kronan är för hög', '-biter snett', '-käken värker', '-ingen kollade bettet',
      // No difference after a treatment, or a result that held only a week, is the treatment faulted.
      '-ingen skillnad', '-ingen större skillnad', '-höll bara', '-höll i bara',
      // Not exactly gentle, gums bleeding after.
      '-inte direkt varsam', '-tandköttet blödde',
    ],
    haircut: [
      // Hair ruined ('frisören förstörde mitt hår'): the cut or colour, not only the hairdresser.
      '-förstörde håret', '-förstörde mitt hår',
      '-tog bort alldeles för mycket',
      // Like the picture brought along, or not ('blev precis som på bilden').
      '+precis som på bilden', '+exakt som på bilden', '-inte alls som på bilden',
      // Highlights that barely show: 'slingor som knappt syns'.
      '-knappt syns', '-som knappt syns', '-syns inte ens', '-märks knappt',
      // A blonde that did not go brassy ('blonden blev inte gul alls'): the colour praised.
      '+blev inte gul', '+blev inte gult', '+inga gula toner', '+utan gula toner', '+ingen gulton', '+utan gulton',
      // A fade praised for clean, sharp transitions ('snygg fade med rena övergångar'): the cut, not the cleaning.
      '+rena övergångar', '+skarpa övergångar', '+fina övergångar', '+mjuka övergångar', '+perfekta övergångar', '+snygga övergångar',
      // Patchy colour told beside its tone ('håret var kopparfärgat och fläckigt').
      '-håret var * och fläckigt', '-håret blev * och fläckigt', '-kopparfärgat och fläckigt', '-gulaktigt och fläckigt',
      // Hair coloured patchy or in the wrong tone ('håret var kopparfärgat och fläckigt', 'inte alls den ton vi pratat om').
      '-håret var fläckigt', '-håret blev fläckigt', '-fläckigt hår', '-håret fläckigt', '-fläckig färg', '-inte alls den ton', '-inte den ton vi pratat om', '-inte alls den nyans', '-fel ton', '-fel nyans', '-helt fel nyans', '-helt fel ton', '-blev kopparfärgat', '-var kopparfärgat', '-mer koppar än', '-mer orange än', '-orange istället för', '-gult istället för',
      '-slingorna är fläckiga', '-slingorna blev fläckiga', '-fläckiga slingor', '-fläckigt resultat', '-färgen är fläckig', '-färgen blev fläckig', '-syns knappt',
      '-lite mer tid på nacken', '-mer tid på nacken', '-nacken kunde ha', '-ojämn i nacken', '-ojämnt i nacken',
      // The cut told by its parts and shapes: the ends, the length kept or lost, a bob, shoulder length ('fräscha upp topparna', 'behålla längden', 'nu har jag en axellång bob').
      'topparna', 'topparnas', 'klippa topparna', 'fräscha upp topparna', 'snygga till topparna', 'behålla längden', 'behålla min längd', 'behålla mitt långa hår', '-nu har jag en', 'bob', 'bobb', 'bobfrisyr*', 'pagefrisyr*', 'axellång*', 'axellångt', 'hakan lång', '-kort som en pojke', '-kortare än jag ville', '-har knappt något hår kvar',
      '+fick exakt det jag ville ha', '+exakt det jag ville ha', '+precis det jag ville ha', '+blev precis som jag ville', '+blev exakt som jag ville',
      // Highlights gone yellow or brassy ('gula som en kanariefågel', 'nåt åt det gulaktiga hållet').
      '-gula som en kanariefågel', '-gul som en kanariefågel', '-blev gula', '-blev gul', '-blev gult', '-blev helt gula', '-gulaktiga hållet', '-åt det gula hållet', '-gulaktig*', '-gult skimmer', '-blev orange', '-orange skimmer', '-blev grönt', '-grönt skimmer',
      // Treatment results told by recovery ('gick därifrån nästan rak i ryggen', 'kunde gå igen', 'knappt ont', 'som ny'), haircut results ('ser ut som en rekryt').
      '+blev som jag ville ha det',
      '+fick precis det jag bad om', '+fick exakt det jag bad om', '+komplimanger för håret', '+komplimanger för frisyren', '+komplimanger för min nya frisyr',
      '+komplimanger för färgen', '+växer ut fint', '-ser ut som en rekryt',
      '-ser ut som en värnpliktig', '-ser ut som en soldat', '-rekrytfrisyr', '-lumparfrisyr', '-lumparklippning', '-ser ut som jag klippt mig själv',
      '-som om jag hade klippt mig själv', '-klippt med skål', '-skålfrisyr', '-ser ut som en mopp', '-ser ut som en hjälm', '-som en hjälm', '-ser ut som en kyckling',
      '-trappsteg i nacken', '-hack i håret', '-hål i håret', '-snett i nacken', '-ena sidan kortare', '-ena sidan längre', '-inte lika på båda sidor',
      '-fick klippa om det',
      // Staff faults told by deeds: on the phone, a sigh for an answer, laughed at us, three words, knew nothing, cannot do the job, treated as a favour, dismissive answers.
      '-kan inte klippa lockigt hår', '-kunde inte klippa lockigt hår', '-kan inte klippa lockar', '-kunde inte klippa lockar', '-kan inte klippa lockigt',
      '-vet inte hur man klipper', '-visste inte hur man klipper', '-kan inte klippa herrhår', '-kan inte göra en fade', '-kunde inte göra en fade', '-kan inte färga',
      '-lyckades inte träffa färgen',
      // The colour, and the colour just as wished.
      'min färg', 'mitt hår', '+grymt jobb med',
      'nya hår', 'mitt nya hår', 'nya frisyren',
      '-blev fläckig', '-blev fläckigt',
      'klippning*', 'herrklippning*', 'damklippning*', 'barnklippning*', 'klipp', 'klippet', 'klippt', 'klippte', 'klippa', 'klipptes', 'frisyr*', 'ditt hår', 'ditt nya hår', 'hårfärg*',
      'färgning*', 'hårfärgning*', 'slingor*', 'toppning*', 'toppa', 'toppade', 'lugg*', 'permanent*', 'balayage', 'uppsättning*', 'föning*', 'skägg*', 'rakning*',
      'fade', 'hårklipp*', '~hår', '~håret', 'färgen', '~styling*',
      'folieslingor*', 'toning*', 'ombre', 'babylights', 'utväxt*', 'bottenfärg*', 'föna', 'fönade', 'fönat', 'fön', 'trimning*', 'herrklipp*', 'damklipp*',
      'barnklipp*', 'kortklippt*', 'hårförlängning*', 'extensions', 'hårtvätt*', 'hårbotten', 'snaggad*', 'trappning*', 'avfärgning*',
      'nya färg', 'ny färg', 'nya färgen', 'färgade håret', 'färga håret',
      '+den färg jag ville ha', '+den färgen jag ville ha', '-gick därifrån med',
      '-känner inte igen mig', '-kände inte igen mig',
      '+kan klippa lockigt hår', '+kan klippa lockar', '+kan klippa lockigt', '+förstår lockigt hår', '+kan hantera lockar', '-klippte för mycket', '-klippte alldeles för mycket',
      // More cut off than asked for ('hon klippte av mycket mer än jag bad om', 'tog bort för mycket'): a complaint about the haircut, whatever the colour.
      '-klippte av mycket mer än', '-klippte av mer än', '-klippte av betydligt mer än', '-klippte av långt mer än', '-klippte bort mycket mer än', '-klippte bort mer än', '-klippte mycket mer än', '-klippte mer än jag', '-klippt av mer än', '-klippt bort mer än', '-klippt av för mycket', '-klippt bort för mycket', '-klippt för mycket',
      '-tog bort för mycket', '-tog bort mycket mer än', '-tog bort mer än', '-tog av för mycket', '-tog av mycket mer än', '-klippte av * cm för mycket', '-klippte av * centimeter för mycket', '-cm för mycket', '-centimeter för mycket', '-decimeter för mycket', '-kortare än jag bad om', '-mycket kortare än jag', '-kortare än vi sagt', '-kortare än vi kommit överens om',
      '-klippte bort för mycket', '-klippte av för mycket', '-ser ut som en pudel', '-som en pudel', '-ser ut som en svamp', '-pottfrisyr*', '-ser ut som ett fågelbo',
      'mina lockar', 'lockarna', 'mitt lockiga hår',
      // One side longer than the other.
      '-ena sidan är längre', '-ena sidan är kortare', '-längre än den andra', '-kortare än den andra',
    ],
  },
  positive: [
    // Very fast in compounds ('supersnabb leverans', 'jättesnabb').
    'supersnabb*', 'jättesnabb*',
    // Colloquial spellings of 'schysst' and praise of high class ('sjysst bemötande', 'maten höll hög klass').
    'sjysst*', 'höll hög klass',
    // 'Dödsgod': deadly good, praise.
    'dödsgod*', 'dödsgott',
    // As it should be ('smakade som den skulle'): praise, and negated ('inte som det ska') a complaint.
    'som den skulle', 'som det skulle', 'som det ska',
    // Cooking like grandmother's ('köttbullarna smakar som mormors'): praise of what is named.
    'som mormors', 'som hos mormor', 'som mormor gjorde', 'som mormor gjorde dem', 'som mormor lagade', 'som farmors', 'som farmor gjorde', 'som min mormor gjorde',
    // Made just to one's taste ('kaffet var starkt, precis som jag vill ha det'): praise of what is named.
    'precis som jag vill ha det', 'precis som jag vill ha den', 'precis som jag gillar det', 'precis som jag gillar den', 'precis så som jag vill ha det',
    // Praise words with an intensifying prefix ('faller jättesnyggt', 'supersnyggt', 'skitsnyggt').
    'jättesnygg*', 'supersnygg*', 'skitsnygg*', 'kanonsnygg*', 'asnygg*',
    'kan precis allt', 'kan allt och', 'på två sekunder',
    // Knowing what one talks about, and taking time without haste ('vet vad han pratar om', 'förklarade i tio minuter utan att stressa').
    'vet vad han pratar om', 'vet vad hon pratar om', 'vet vad de pratar om', 'visste vad han pratade om', 'visste vad hon pratade om', 'utan att stressa', 'utan att stressa iväg', 'hittade allt jag behövde', 'hittade allt vi behövde',
    // Knowing one's trade ('kan allt om gäddfiske', 'kan verkligen lockigt hår'), and prices hard to beat ('svårslaget').
    'kan allt om', 'vet allt om', 'kan sina grejer', 'kan sina saker', 'svårslaget', 'svårslagen', 'svårslagna', 'svårt att slå', 'går inte att slå', 'svårslaget pris',
    // Litotes and faint praise: 'inte dumt alls' praises; 'inte så värst' and 'varken fågel eller fisk' find fault.
    'inte dumt alls', 'inte alls dumt', 'inte så dumt', 'inte dumt', 'inte så dum', 'inte alls dum', 'inte så pjåkigt', 'inte så pjåkig', 'inte så pjåkiga',
    'inte pjåkigt', 'inte pjåkig', 'inte alls pjåkigt', 'inte alls pjåkig', 'inte så tokigt', 'inte så tokig', 'inte så tokiga', 'inte tokigt', 'inte alls tokigt',
    'inte fy skam', 'inte att förakta', 'inte att leka med', 'inte så illa', 'inte illa', 'inte illa alls', 'inte så oävet', 'inte oävet', 'inte helt oävet',
    'inte så oäven', 'inte så kasst', 'inte så kass', 'inte alls kasst', 'inte helt fel', 'inte så fel', 'inte fel alls',
      // Wave 4: praise as people put it.
      'att dö för', 'en pärla', 'en riktig pärla', 'en guldklimp',
    // Parking that costs nothing; a colour hit exactly; no hassle.
    'parkeringen kostar ingenting', 'parkering kostar ingenting', 'parkeringen kostar inget', 'parkering kostar inget', 'parkeringen kostar inte', 'parkering kostar inte',
    'guld värd', 'en hejare på', 'en raring',
    'utsikt över', 'utsikten över', 'utsikt ut över',
    'ren lyx', 'rena lyxen', 'ren njutning', 'rena njutningen', 'ren glädje', 'rena glädjen', 'ren magi', 'rena magin',
    'inget att invända mot', 'ingenting att invända mot', 'inget att invända', 'inget att säga om', 'ingenting att säga om', 'inget att säga på', 'ingenting att säga på', 'inget att sätta fingret på', 'ingenting att sätta fingret på', 'inget att sätta fingeret på', 'inget att anmärka på', 'ingenting att anmärka på', 'inget att klaga på', 'ingenting att klaga på', 'inget att klaga över', 'inget att gnälla över', 'inget att gnälla på', 'ingenting att gnälla på', 'inget att orda om', 'inget fel alls på', 'inga fel på', 'inget att anmärka', 'inget att klaga',
    'ölen var kall', 'ölen var iskall', 'ölen kall',
    'full koll', 'koll på läget',
    'stjärnor för', 'stjärna för',
    'ljuspunkt', 'ljuspunkten', 'enda ljuspunkten',
    'trevligt ändå', 'mysigt ändå',
    'kan inte rekommendera * nog', 'kan inte rekommendera * * nog', 'kan inte rekommendera nog', 'kan inte rekommenderas nog', 'kan inte nog rekommendera',
    // Without equal: 'second to none', 'uden sidestykke', 'hors pair'.
    'utan motstycke', 'oöverträffad*', 'i en klass för sig', 'i särklass',
    // "Could not have been happier": a negation that makes a comparative the utmost, not its opposite.
    'kunde inte * bättre', 'kunde inte * * bättre', 'kunde inte * nöjdare', 'kunde inte * * nöjdare', 'kunde inte * gladare', 'kunde inte * * gladare', 'kunde inte * trevligare', 'kunde inte * * trevligare', 'kunde inte * vänligare', 'kunde inte * * vänligare',
    'aldrig varit så fin*',
    'aldrig varit så bra', 'aldrig varit bättre', 'aldrig ätit godare', 'aldrig ätit * godare', 'aldrig fått * bättre', 'aldrig haft * bättre',
    'bra', 'jättebra', 'superbra', 'toppenbra', 'kanonbra', 'skitbra', 'god', 'gott', 'goda', 'godare', 'godaste', 'godast', 'jättegod*', 'jättegott', 'supergod*', 'supergott', 'skitgott',
    'smaskig*', 'smarrig*', 'mumsig*', 'mums', 'gött', 'läcker*', 'delikat*', 'välsmakande', 'smakrik*', 'smakfull*', 'fantastisk*', 'underbar*', 'härlig*', 'ljuvlig*',
    'magisk*', 'otrolig', 'otroliga', 'enastående', 'utmärkt*', 'suverän*', 'strålande', 'klockren*', 'oslagbar*', 'förstklassig*', 'toppklass', 'toppen*', 'topp',
    'på topp', 'grym', 'grymt', 'grymma', 'kanon', 'prima', 'najs', 'nice', 'bäst', 'bästa', 'perfekt*', 'fin', 'fint', 'fina', 'finare', 'finaste', 'jättefin*',
    'superfin*', 'vacker*', 'vackert', 'snygg*', 'stilren*', 'stilfull*', 'modern*', 'ljus', 'ljust', 'ljusa', 'trivsam*',
    'hemtrevlig*', 'ombonad*', 'charmig*', 'gemytlig*', 'avslappnad*', 'avkopplande', 'rofylld*', 'lugn', 'lugnt', 'lugna', 'tyst', 'tysta', 'skön', 'skönt', 'sköna',
    'bekväm*', 'rymlig*', 'stor', 'stort', 'stora', 'ordentlig*', 'fräsch*', 'färsk*', 'nybakad*', 'nybakat', 'hembakad*',
    'hembakat', 'hemlagad*', 'hemgjord*', 'mör', 'mört', 'möra', 'krispig*', 'rejäla portioner', 'rejäl portion', 'mättande', 'generös*', 'riklig*', 'rimlig*', 'billig*',
    'värt', 'värd', 'värda', 'snabb*', 'effektiv*', 'smidig*', 'enkelt', 'på minuten', 'uppmärksam*', 'hjälpsam*',
    'tillmötesgående', 'serviceinriktad*', 'engagerad*', 'kunnig*', 'kompetent*', 'professionell*', 'proffsig*', 'duktig*', 'noggrann*', 'noggrant',
    'grundlig*', 'skicklig*', 'lyhörd', 'lyhörda', 'pedagogisk*', 'tydlig*', 'försiktig*', 'varsam*', 'skonsam*', 'smärtfri*', 'trygg*', 'omtänksam*', 'empatisk*',
    'förstående', 'tålmodig*', 'trevlig*', 'jättetrevlig*', 'supertrevlig*', 'vänlig*', 'snäll*', 'sympatisk*', 'glad', 'glada', 'gladlynt*', 'pratglad',
    'positiv*', 'välkomnande', 'välkommen', 'välkomna', 'väl bemött', 'väl bemötta', 'varm', 'varmt', 'varma', 'rekommender*', 'rekomender*', 'älskar', 'älskade',
    'älska', 'gillar', 'gillade', 'gilla', 'diggade', 'tyckte om', 'lyssnade', 'uppskatta*', 'imponerad*', 'imponerande', 'nöjd*', 'jättenöjd*', 'supernöjd*', 'nöje', 'nöjet',
    'glädje', 'gläd*', 'rolig', 'roligt', 'kul', 'wow', 'lyxig*', 'höjdpunkt*', 'guldkant', 'oförglömlig*', 'minnesvärd*', 'hyllar', 'hyllade', 'favorit*',
    'stamställe*', 'värmer', 'värmde', 'levde upp', 'lever upp', 'höll måttet', 'håller måttet', 'föll dig i smaken', 'föll i smaken', 'motsvarade', 'överträffade',
    'över förväntan', 'tog sig tid', 'trivdes', 'trivs', 'fungerade', 'funkade', 'fungerar', 'funkar', 'bry sig', 'brydde sig', 'bryr sig', 'helt okej', 'godkänt',
    'var ren', 'var rent', 'var rena', 'är ren', 'är rent', 'är rena', 'ingen väntetid', 'ingen väntan', 'ingen kö', 'inga köer', 'kort väntetid', 'korta väntetider', 'utan väntan', 'utan att vänta', 'slapp vänta', 'utan problem',
    'kommer tillbaka', 'kommer gärna tillbaka', 'återkommer', 'tacksam*', 'hade koll', 'har koll', 'kan inte klaga',
    'insatt', 'insatta', 'påläst*', 'gullig*', 'jättegullig*', 'gladare', 'höjdare',
    'städad', 'seriös', 'seriöst', 'seriösa', 'som förväntat', 'som utlovat', 'som utlovats', 'som jag hade tänkt mig', 'som jag tänkt mig', 'helt ok', 'på humör', 'godkänd', 'godkända', 'fått tillbaka', 'fick tillbaka', 'visste', 'informerade', 'informerat',
    'asgod*', 'asgott', 'asbra', 'gudomlig*', 'himmelsk*', 'tiptop', 'tip top', 'fenomenal*', 'makalös*', 'sagolik*', 'superb*', 'helnöjd*', 'jättehjälpsam*',
    'superhjälpsam*', 'jättesnäll*', 'supersnäll*', 'jätteduktig*', 'superduktig*', 'jätteproffsig*', 'superproffsig*', 'jättefräsch*', 'superfräsch*',
    'frasig*', 'knaprig*', 'mustig*', 'nybryggd*',
    'nygräddad*', 'nyrostad*', 'välgjord*', 'genomtänkt*', 'kreativ*', 'gratis', 'luftig*',
    'gästvänlig*', 'personlig', 'personligt', 'personliga', 'rekar', 'tummen upp', 'går inte att klaga',
    'med ett leende', 'löste det', 'löste allt', 'extra milen',
    'okej', 'ok', 'okey', 'som jag ville', 'som jag ville ha', 'inte ett ljud', 'inte ett knyst', 'sov gott', 'sov som en stock', 'sov som stockar', 'sov som en prinsessa',
    'kalla drycker', 'kall dryck', 'kall öl', 'kalla öl', 'kall läsk', 'kall cider', 'iskall öl', 'iskalla öl', 'iskall cider', 'fixade', 'fixat', 'fixar',
    'proffs', 'proffsen', 'ett proffs', 'hjälpte mig', 'hjälpte oss', 'hjälpte till', 'bli av med', 'blev av med',
    'hälsade oss', 'hälsade glatt', 'tog mig på allvar', 'tog oss på allvar', 'togs på allvar',
    'precis vad jag ville', 'förstod precis', 'precis som jag ville', 'som vi kommit överens om', 'som avtalat', 'som vi pratat om',
    'det ska hon ha', 'det ska han ha', 'det ska de ha',
    'väl hand om', 'bra hand om', 'fint hand om', 'som hemma', 'ängel', 'en ängel', 'änglar', 'supergullig*',
    'väl mottagna', 'väl mottagen', 'varmt mottagna', 'fint mottagna', 'bra mottagna',
    'schysst*', 'schyst*', 'juste', 'go och glad', 'goa och glada', 'så go', 'himla go', 'jättego*', 'supergo*',
    'redan dagen efter', 'redan nästa dag', 'tid dagen efter', 'tid nästa dag',
    'mycket för pengarna', 'mycket för pengen',
    'fortfarande ljumma', 'fortfarande varma', 'fortfarande varm', 'ugnsvarm*',
    'vinet var iskallt', 'välkyl*',
    'känns så mycket bättre', 'känns mycket bättre', 'mår mycket bättre', 'mår så mycket bättre', 'mår bättre', 'känns bättre',
    'satt där den skulle', 'satt verkligen där den skulle', 'satt som en smäck',
    'värt resan', 'värd resan', 'värt omvägen', 'värd omvägen', 'kände oss välkomna',
    'kände mig välkommen', 'höll hela kvällen', 'höll hela dagen', 'höll hela natten', 'som nya efter', 'som ny efter',
    'som man sällan ser', 'ser man sällan', 'sällsynt nu för tiden',
    'kunna sina grejer', 'kan sin sak', 'kunna sin sak', 'kan sitt jobb', 'kunna sitt jobb',
  ],
  negative: [
    // 'Allt annat än X' / 'långt ifrån X' (anything but, far from): a complaint (after 'långt ifrån' only an adjective: 'inte långt ifrån stationen'); as negators their second word reads as the idiom 'inte annat än'.
    'allt annat än *', 'långt ifrån bra', 'långt ifrån trevlig', 'långt ifrån god', 'långt ifrån rent',
    // Rude, a narrow range, nothing to boast of; 'funkar aldrig' since 'aldrig' is no negator ('aldrig ätit så gott').
    'ohövlig*', 'snävt', 'snäv', 'inte mycket att skryta med', 'funkar aldrig', 'fungerar aldrig',
    // Watered-down drinks, shaky service ('utvattnade drinkar', 'servicen var knackig').
    'utvattnad*', 'utvattnat', 'knackig*',
    // A misery ('parkeringen är ett elände').
    'ett elände', 'ett rent elände',
    // Done without notice or explanation ('ohne Bescheid abgesagt'): a complaint, not a negation of what was done.
    'utan förvarning', 'utan att höra av sig', 'utan förklaring',
    // Smaller or other than pictured ('tårtan var mycket mindre än på bilden'): a complaint about what is named.
    'mindre än på bilden', 'mindre än på bilderna', 'annorlunda än på bilden', 'såg inte ut som på bilden', 'inte alls som på bilden', 'inget som på bilden',
    // A thing that 'needs someone to look at it' ('toaletten behöver nån titta på').
    'behöver nån titta på', 'behöver någon titta på', 'borde nån titta på', 'borde någon titta på', 'behöver ses över', 'behöver en översyn', 'behöver åtgärdas',
    // 'Nej tack' as a verdict ('dom tinar snart 😂 nej tack'), and irony with 'ju' after a mishap ('så det var ju toppen').
    'nej tack', 'nej tack du', 'så det var ju toppen', 'så det var ju kanon', 'så det var ju perfekt', 'så det var ju jättebra', 'så det var ju superbra', 'vilket ju var toppen', 'vilket ju var kanon', 'vilket var ju toppen', 'så det var ju trevligt', 'så det var ju kul',
    // 'How are you thinking?': the indignant close ('Hur tänker ni egentligen?').
    'hur tänker ni', 'hur tänker ni egentligen', 'hur tänkte ni', 'hur tänkte ni egentligen', 'hur tänker man', 'vad tänker ni på', 'vad tänkte ni på',
    // 'Less ok' ('550 kr är ok om de håller, mindre ok nu').
    'mindre ok', 'mindre okej', 'inte lika ok', 'inte lika okej', 'mindre roligt', 'flagna', 'flagnade',
    // 'Kunde ha tagit sig lite mer tid': a complaint about the work.
    'kunde ha tagit sig lite mer tid', 'kunde tagit sig lite mer tid', 'kunde ha tagit sig mer tid', 'kunde tagit lite mer tid', 'kunde lagt lite mer tid', 'kunde ha lagt mer tid', 'kunde ha varit lite noggrannare', 'kunde varit noggrannare',
    // 'Därefter' (accordingly): the food 'var också därefter' after fast service is a complaint.
    'var också därefter', 'men den var också därefter', 'var därefter', 'blev därefter', 'blev också därefter', 'smakade därefter', 'smakade också därefter', 'såg ut därefter', 'kvaliteten därefter',
    // Expectations not met told with 'vänta sig' and 'räkna med' ('hade jag väntat mig lite mer', 'förväntar man sig faktiskt mer').
    'hade jag väntat mig', 'hade vi väntat oss', 'hade väntat mig', 'hade man väntat sig', 'väntat mig lite mer', 'väntat mig mer', 'väntat mig något mer', 'väntat mig nåt mer', 'väntat mig bättre', 'väntat oss mer', 'väntat oss lite mer', 'väntat oss bättre', 'väntar man sig mer', 'väntar man sig lite mer', 'väntar man sig bättre', 'förväntar man sig faktiskt mer', 'förväntar man sig * mer', 'förväntar man sig lite mer', 'förväntar man sig något mer', 'förväntar man sig nåt mer', 'förväntar man sig något annat', 'räknade jag med mer', 'räknade vi med mer', 'räknar man med mer', 'räknar man med lite mer', 'räknade jag med lite mer', 'räknat med mer', 'räknat med lite mer', 'räknat med bättre', 'räknade med mer', 'räknade med lite mer',
    // Pathetic amounts and having to search for what was promised ('ynkliga pommes', 'fick leta efter'): a complaint about whatever it was.
    'ynklig', 'ynkliga', 'ynkligt', 'fick leta efter', 'fick man leta efter', 'fick söka efter',
    // Food faults told by taste and state: 'smakade diskvatten', 'torr som fnöske', 'fortfarande fryst', 'bränd i botten'.
    'smakade diskvatten', 'smakade som diskvatten', 'smakar diskvatten', 'smakade disktrasa', 'smakade kartong', 'smakade papp', 'smakade som papp', 'torr som fnöske',
    'torrt som fnöske', 'torra som fnöske', 'torr som sand', 'smakade kylskåp', 'smakade frys', 'smakade gammalt', 'smakade härsket', 'smakade plast', 'smakade tvål',
    'smakade klor', 'kall i mitten', 'ljummen i mitten', 'halvtinad*', 'inte tinad', 'fortfarande fryst', 'fortfarande frusen', 'bränd i botten', 'bränt i botten',
    'svart i botten', 'brända kanter', 'seg som gummi', 'segt som', 'mikrad', 'mikrade', 'mikrovärmd*',
    // Irony closing a complaint: 'lycka till med parkeringen', 'tack för det', 'smart affärsmodell'.
    'tack för lite', 'tusen tack för ingenting', 'stort tack för ingenting', 'tack för ingen ting', 'smart affärsmodell', 'vilken affärsmodell', 'ironi kan förekomma',
    // Litotes and faint praise
    'var medel', 'är medel', 'bara medel',
    // Litotes and faint praise: 'inte dumt alls' praises; 'inte så värst' and 'varken fågel eller fisk' find fault.
    'inte så värst', 'inte så himla', 'inte direkt någon höjdare', 'ingen höjdare', 'ingen hit', 'varken fågel eller fisk', 'varken bra eller dåligt',
    'varken bra eller dålig', 'varken gott eller dåligt', 'varken god eller dålig', 'inte mer än så', 'men inte mer än så', 'inget mer än så', 'men inget mer',
    'gick att äta', 'gick att dricka', 'gick väl att äta', 'gick väl att dricka', 'var ätbar', 'var ätbart', 'var ätbara', 'ätbar men', 'det snällaste jag kan säga',
    'det snällaste man kan säga', 'det bästa jag kan säga', 'det bästa man kan säga', 'helt medel', 'ganska medel', 'medel och inget mer', 'okej och inget mer',
    'okej men inget mer', 'godkänt men inget mer', 'inte mer än okej', 'inte mer än godkänt',
    // Steep prices, a buffet always the same, not refilled, portions shrunk, the booking not found, paid parking.
    'samma * varje dag', 'samma varje dag', 'varje dag samma',
    'fylldes aldrig på', 'fylldes inte på', 'fyllde aldrig på', 'fyllde inte på', 'fylls aldrig på', 'fylls inte på', 'inte påfyllt', 'aldrig påfyllt',
    'enformig*', 'enahanda', 'monoton*', 'är alltid densamma', 'är alltid detsamma', 'samma sak varje dag', 'likadan varje dag', 'densamma varje dag', 'alltid exakt samma',
    'kr för det', 'kronor för det',
    'snäsig*', 'snäste', 'snäsa*', 'kort mot', 'kort emot', 'burdus*', 'fåordig*', 'avmätt*', 'spydig*', 'tvär', 'tvära', 'stroppig*', 'nedlåtande', 'viftade bort',
    'hängde sig', 'krashade', 'kraschade', 'krascha*', 'strular', 'strulade', 'strulig*', 'omständlig*', 'klumpig*', 'buggig*', 'buggade',
    'rena rama skämtet', 'rena rama katastrofen',
    'rena katastrofen', 'ren katastrof', 'rena skämtet', 'rena mardrömmen', 'ren besvikelse',
    'vrålade',
    'tar dagar', 'tog dagar', 'tar veckor', 'tog veckor',
    'dagar att få en tid', 'veckor att få en tid', 'månader att få en tid', 'dagar att få tid', 'veckor att få tid', 'svårt att få en tid', 'svårt att få tid', 'omöjligt att få tid', 'omöjligt att få en tid', 'är problemet', 'dagar på sig att svara', 'dagar att svara', 'veckor att svara', 'ringde * gånger innan', 'ringt * gånger innan',
    'gårdagens', 'från igår', 'från i går', 'från i förrgår', 'från igår kväll', 'stått framme sedan', 'stått framme sen', 'stått sedan igår', 'stått sen igår', 'legat framme sedan', 'legat sedan igår', 'stått framme hela dagen', 'stått på plattan', 'på plattan i', 'stått på värmeplattan', 'på värmeplattan', 'stått och dragit', 'stått i kannan', 'stått i timmar', 'stått hela förmiddagen', 'stått hela dagen', 'bakade dagen innan', 'bakad dagen innan', 'bakat dagen innan', 'bakade igår', 'bakad igår', 'från dagen innan', 'bryggt i morse', 'bryggt för flera timmar sedan',
    'ett lotteri', 'en annan historia',
    'värmts upp', 'mer panering än',
    'kom aldrig tillbaka med',
    'har krympt',
    'tack för ingenting', 'hände ingenting', 'det hände inget',
    'sett bättre dagar',
    'inte mycket att hänga i julgranen', 'inget att hänga i julgranen', 'inte mycket att hänga upp sig på',
    'fanns inte', 'existerade inte', 'upptagen av mobilen', 'upptagen med mobilen', 'upptagen av telefonen', 'upptagen med telefonen', 'ha bråttom', 'hade bråttom', 'i minsta laget', 'på den lilla sidan',
    'rätt mycket pengar', 'inte så genomtänkt', 'betydligt mindre', 'gulaktiga', 'åt det gulaktiga',
    'slappa', 'blandade ihop',
    // Nobody greeting the guest, a corked wine.
    'ingen sa hej', 'smakade kork', 'korkad', 'korkat',
    // What 'the only downside' announces is a complaint, with or without a feeling word ('la única pega: …').
    'nackdel', 'nackdelen', 'nackdelar*',
    // "Could not have been happier": a negation that makes a comparative the utmost, not its opposite.
    'kunde inte * sämre', 'kunde inte * * sämre',
    // The price named as high or risen: 'el precio un poco alto', 'hinnat on nousseet'.
    'pris* * hög*', 'pris* är hög*', 'pris* * * hög*', 'pris* har höjts', 'pris* har gått upp',
    'små portioner', 'portionerna var små', 'portionerna är små',
    'dålig*', 'sämre', 'sämst*', 'värst*', 'usel*', 'urusel*', 'kass', 'kasst', 'hemsk*', 'fruktansvärd*', 'förskräcklig*', 'katastrof*', 'bedrövlig*', 'horribel*',
    'vidrig*', 'under all kritik', 'skandal*', 'skräp', 'undermålig*', 'brist*', 'otrevlig*', 'ovänlig*', 'oförskämd*', 'nonchalant*', 'arrogant*', 'dryg', 'dryga',
    'snorkig*', 'sur', 'sura', 'surt', 'surmulen*', 'respektlös*', 'ointresserad*', 'oengagerad*', 'ouppmärksam*', 'okunnig*', 'inkompetent*',
    'oprofessionell*', 'oproffsig*', 'oseriös*', 'slarv*', 'stressad*', 'stressig*', 'irriterad*', 'irriterande', 'jobbig*', 'himlade med ögonen', 'vägrade',
    'ignorera*', 'långsam*', 'seg', 'segt', 'sega', 'lång', 'långa', 'evigheter', 'fick vänta', 'behövde vänta',
    'fått vänta', 'får vänta', 'dock vänta', 'tyvärr vänta', 'vänta länge', 'väntade länge', 'väntat länge', 'över en timme',
    'var smutsig*', 'är smutsig*', 'blev smutsig*', 'såg smutsig*', 'var skitig*', 'är skitig*', 'var ofräsch*', 'är ofräsch*',
    'var dammig*', 'var fläckig*', 'var kladdig*', 'äcklig*', 'äckel*', 'snuskig*', 'fläckig*', 'fläckar', 'rök',
    'stank', 'stinker', 'stinkande', 'unken', 'kall', 'kallt', 'kalla', 'kallnat', 'kallnade', 'ljummen', 'ljummet', 'ljumma',
    'bränd', 'bränt', 'brända', 'vidbränd*', 'torr', 'torrt', 'torra', 'blaskig*', 'vattnig*', 'smaklös*', 'fadd', 'härsk*', 'rå', 'rått', 'rosa inuti',
    'magsjuk*', 'matförgiftning*', 'illamående', 'skyhög*', 'är dyr', 'är dyrt', 'är dyra', 'var dyr', 'var dyrt', 'var dyra',
    'i överkant',
    'saftiga priser', 'saftigt pris', 'är saftiga', 'rätt saftiga', 'ganska saftiga', 'lite saftiga', 'väl saftiga', 'rätt saftigt', 'ganska saftigt', 'lite saftigt', 'väl saftigt', 'svår', 'svårt', 'svåra', 'smakade inte mycket', 'smakar inte mycket', 'smakade ingenting', 'smakar ingenting', 'smakade inget',
    'smakade nästan ingenting', 'inte kunna', 'ingen koll', 'fick leta själv', 'fick klara oss själva', 'fick klara mig själv', 'högre än', 'för hög', 'för högt', 'för höga', 'så hög',
    'störande', 'stördes', 'obekväm*', 'hård', 'hårda', 'sliten', 'slitet', 'slitna', 'nedgången*',
    'nergången*', 'trasig*', 'sönder', 'trång*', 'trångt', 'för liten', 'för litet', 'för små', 'pyttelit*', 'snål*', 'ojämn*', 'sned', 'sneda', 'snett', 'för kort', 'för kortklippt', 'för lite',
    'förstörd*', 'förstört', 'förstörde', 'skäms', 'pinsam*', 'oacceptabel*', 'oacceptabelt', 'inte okej', 'inte ok', 'besvik*', 'missnöjd*', 'trist*', 'tråkig*',
    'medelmåttig*', 'medioker*', 'sådär', 'så där', 'inget speciellt', 'inget särskilt', 'inget märkvärdigt', 'inget mer', 'ingenting speciellt', 'ingenting särskilt',
    'kunde varit', 'kunde ha varit', 'hade kunnat vara', 'tyvärr', 'tyvär', 'dessvärre', 'synd', 'minus', 'minuset', 'problem*', 'fel', 'felaktig*', 'misstag*',
    'glömd*', 'klagade', 'klaga', 'klagomål*', 'reklamera*', 'reklamation*', 'ingen förklaring',
    'ingen bokning', 'avbokad*', 'kaos*', 'kaotisk*', 'ont', 'smärta*', 'smärtsam*', 'aldrig mer', 'aldrig igen',
    'kommer inte tillbaka', 'undvik*', 'varnar', 'bluff*', 'lurad*', 'arg', 'arga', 'upprörd*', 'ledsen', 'ledsna', 'beklaga*', 'beklagade sig', 'beklagar sig', 'ber om ursäkt', 'förlåt',
    'levde inte upp', 'lever inte upp', 'höll inte måttet', 'håller inte måttet', 'gjorde dig besviken',
    'ljumn*', 'inget att skriva hem om', 'inte mycket att skriva hem om', 'inget att hurra för', 'inte mycket att hurra för', 'inget vidare', 'inte vidare',
    'halvdan*', 'sisådär', 'i mesta laget', 'lite väl', 'väl mycket', 'för mycket pengar', 'smugit uppåt', 'dragit iväg', 'höjt priserna', 'salta priser',
    'saltade priser', 'saltat pris', 'skämt', 'fått bättre', 'ätit bättre', 'druckit bättre', 'haft bättre', 'bättre på andra ställen', 'förväntat mig mer',
    'förväntade mig mer', 'förväntar mig mer', 'förväntar man sig mer', 'förväntat sig mer', 'hade förväntat mig', 'hade jag förväntat mig', 'under förväntan',
    'under förväntningarna', 'att önska', 'som gummi', 'hårdhänt*', 'ovarsam*', 'blåmärke*', 'omöjlig*', 'knepig*', 'krånglig*', 'bökig*', 'besvärlig*',
    'drar en stjärna', 'drar av en stjärna', 'drar ner', 'avdrag', 'kunde inte ens', 'orkade inte ens', 'fick inte ens', 'sa inte ens', 'tittade inte ens', 'hälsade inte ens', 'utan att ens', 'innan någon ens', 'innan nån ens', 'pratade hellre',
    'stod och pratade', 'pratade med varandra', 'stod och snackade', 'ovanpå allt', 'till råga på allt', 'skrika', 'bleknade', 'bleknat',
    'suckade', 'fnös', 'på axlarna', 'lade på luren', 'la på luren', 'kort i tonen',
    'försvunn*', 'försvann', 'tappat bort', 'tappade bort', 'inte riktigt', 'förbättringspotential', 'kan förbättras', 'behöver förbättras',
    'kan bli bättre', 'kunde bli bättre', 'behöver bli bättre', 'kollade i mobilen', 'kollade mobilen', 'satt i mobilen', 'satt med mobilen',
    'stod med mobilen', 'sin mobil', 'sin telefon', 'halvljum*', 'kylig*', 'förväntar man sig bättre', 'förväntat mig bättre', 'förväntade mig bättre', 'hutlös*', 'orimlig*',
    'blödde', 'till en början',
    'skosula', 'utan ett ord', 'tog ytterligare', 'brummade', 'skramlade', 'väsnades',
    'smakade mest', 'smakar mest', 'släppte', 'lossnade', 'föll av', 'slösa*', 'slöseri*', 'för ingenting',
    'inte förrän', 'överrumplad*', 'förvirrad*', 'oorganiserad*', 'ostrukturerad*', 'sitta och vänta', 'stå och vänta',
    'satt och väntade', 'stod och väntade', 'snopet', 'snopen', 'för fort', 'för snabbt', 'tittade knappt',
    'flyttad', 'flyttades', 'avfärdande', 'obefintlig*', 'halvkall*', 'chock*',
    'mindre bra', 'mindre trevlig*', 'mindre god', 'mindre gott', 'mindre kul', 'kunde vara bättre', 'kan vara bättre',
    'värdelös*', 'urdålig*', 'skitdålig*', 'jättedålig*', 'superdålig*', 'svindålig*', 'asdålig*', 'pissdålig*', 'halvbra', 'risig*', 'deppig*',
    'dyster*', 'skamlig*', 'fiasko', 'mardröm*', 'tragisk*', 'sorglig*', 'beklaglig*', 'skitsur*', 'jättesur*', 'grinig*', 'tjurig*', 'butter*', 'fräck*',
    'uppkäftig*', 'kaxig*', 'stöddig*', 'mästrande', 'bråkade', 'grälade', 'tjafsade', 'käftade', 'argumenterade', 'skällde', 'skrek åt', 'höjde rösten',
    'fräste', 'skyllde på', 'skyllde ifrån sig', 'struntade i', 'som luft', 'som en idiot', 'som ett nummer', 'avvisande', 'avfärda*',
    'låtsades inte', 'förväntade mig lite mer', 'förväntat mig lite mer', 'hoppades på mer', 'hade hoppats på mer', 'hoppats på mer',
    'inte mycket för världen', 'inget extra', 'ingenting extra', 'halva storleken', 'hälften så stor*', 'hälften så mycket', 'mindre än förut',
    'mindre än förr', 'krympt', 'krympte', 'inte vad det varit', 'gått utför', 'gått neråt', 'gått ner sig', 'gått nedåt', 'tappat i kvalitet',
    'flottig*', 'oljig*', 'sladdrig*',
    'slemmig*', 'mjölig*', 'gummiaktig*', 'stenhård*', 'överkokt*', 'överstekt*', 'halvrå*', 'inte genomstekt*',
    'vissen', 'vissna', 'vissnad*', 'intetsägande', 'menlös*', 'besk', 'beskt', 'beska', 'bitter', 'bittert', 'bittra', 'skämd*',
    'konstig', 'konstiga', 'smakade konstigt', 'luktade konstigt', 'konstig smak', 'konstig lukt', 'futtig*', 'pyttesmå', 'jätteliten', 'jättelitet', 'jättesmå', 'väldigt litet', 'väldigt liten', 'ganska litet', 'ganska liten', 'rätt litet',
    'rätt liten', 'rätt trångt',
    'för söt*', 'för stark*', 'för kryddig*', 'för fet*', 'för torr*', 'för varm*', 'olidlig*', 'utsliten', 'utslitet',
    'utslitna', 'gropig*', 'sviktande', 'sviktade', 'knarrig*', 'knarrade', 'kvav*', 'instängd', 'fuktskad*', 'själlös*', 'opersonlig*',
    'väntade', 'väntat',     'krångla*', 'krångel', 'strul*', 'trilskade',
    'blev blåsta', 'blev blåst', 'sov knappt', 'sov dåligt', 'kunde inte sova', 'fick ingen sömn', 'ingen sömn', 'begränsad*',
    'höll bara', 'höll inte',
    'pratade i telefon', 'pratade i telefonen', 'satt i telefon', 'ingen tittade', 'ingen brydde sig', 'ingen hälsade', 'ingen frågade', 'hann inte',
    'inte hann', 'blev grön', 'blev gröna', 'blev orange', 'blev gul', 'blev gult', 'blev gula', 'gult hår', 'orange hår',
    'deprimerande', 'antiklimax', 'tjafs*', 'bråka', 'bråkig*', 'gräla*', 'käfta*', 'hopplös*', 'var slut',
    'hälsade inte', 'fick fel', 'tog mig inte på allvar', 'tog oss inte på allvar', 'togs inte på allvar', 'illa',
    'påstridig*', 'tjatig*', 'försökte sälja', 'prackade på',
    'utrymme för förbättring',
    'fick be om', 'i sina mobiler', 'i mobilen', 'i sin mobil', 'kunde vara större', 'kunde ha varit större', 'kunde varit större', 'kunde vara varmare', 'kunde ha varit varmare', 'kunde vara snabbare', 'kunde vara billigare', 'kunde vara trevligare',
    'minimal*', 'bad om att',
    'i sista minuten', 'odrickbar*', 'uttråkad*',
    'fick bara höra', 'men iskall', 'inte värt', 'inte värd', 'inte värda', 'var inte värt', 'inte som att det var värt', 'känns inte värt', 'inte värt pengarna',
    'timme på maten',
    'är helt sjuka',
    'orkade inte', 'gittade inte', 'gitter inte',
    'övre skalan', 'den dyra sidan', 'dyrare sidan', 'i dyrare laget',
    'yra höns',
    'smakade som om', 'smakar som om',
    'botten var blöt', 'smakade absolut ingenting', 'smakade inte ett dugg', 'smakade noll', 'smakar noll',
    'som diskvatten', 'som pölvatten', 'smakade disk', 'smakade sump', 'tunt som', 'tunn som',
    'inget varmvatten', 'ljummet vatten i duschen',
    'hål i lakanet', 'hål i lakanen', 'hål i handduken',
    'hål i handdukarna', 'hål i täcket', 'hål i väggen', 'blev helt orange', 'helt orange', 'blev grönt', 'blev helt grön', 'gul ton', 'grön ton', 'orange ton',
    'klippte bort alldeles för mycket',
    'hår i duschen',
    'toapappret var slut', 'toalettpappret var slut', 'papperskorgen var full', 'full papperskorg', 'överfull papperskorg',
    'papperskorgen var inte tömd', 'hade inte tömts',
    'för salta', 'en sörja', 'fet sörja', 'blöt sörja', 'en enda sörja', 'mest varm mjölk', 'bara varm mjölk', 'smakade bara mjölk',
    'mest mjölk',
    'för mörk', 'blev för mörk', 'blev för ljus', 'blev för ljust',
    'alldeles för mycket', 'är för mycket', 'var för mycket',
    'luktade kiss', 'luktar kiss', 'luktade piss', 'luktar piss', 'luktade urin',
    'grå biff', 'slafsig*',
    'överbokad', 'överbokade', 'överbokning', 'dubbelbokad',
    'kostar extra', 'kr extra', 'kronor extra',
    'tack för inget',
    // Staff out of their depth.
    'helt vilse', 'ute och cyklar', 'verkade vilse', 'var vilse',
    // Finding a space is a sport of its own.
    'en sport i sig', 'sport i sig', 'inte helt optimalt',
  ],
  // A staff member who 'beklagade' (regretted it to us) apologised: praise of them ('Tjejerna i butiken var trevliga och beklagade'); 'beklagade sig' is a complaint.
  apologies: ['bett om ursäkt', 'bett oss om ursäkt', 'bad om ursäkt', 'bad oss om ursäkt', 'ursäktade', 'beklagade', 'beklagade verkligen', 'beklagade djupt', 'beklagade mycket', 'beklagade det'],
  negators: [ 'allt annat än', 'långtifrån','inte', 'ej', 'icke', 'int', 'ingen', 'inget', 'inga', 'ingenting', 'knappt', 'knappast', 'varken', 'saknade', 'saknar', 'saknades', 'långt ifrån', 'utan'],
  // Ate something else instead ('gick till slut därifrån och åt pizza istället'): what they ate was at another place.
  elsewhere: ['åt * istället', 'åt * i stället', 'käkade * istället', 'gick och åt * istället', 'åt på * istället', 'åt någon annanstans', 'en annan tandläkare', 'en ny tandläkare', 'en annan frisör', 'en ny frisör', 'en annan klinik', 'ett annat hotell', 'en annan salong', 'en ny salong', 'hos någon annan', 'hos nån annan', 'hos en annan naprapat', 'hos en annan massör', 'hos en annan fysioterapeut', 'hos en annan sjukgymnast', 'någon annanstans', 'nån annanstans', 'på annat håll', 'annat ställe', 'till en annan salong', 'till en annan frisör', 'till en annan tandläkare', 'till en annan klinik', 'hos en annan frisör', 'hos en annan tandläkare', 'på en annan salong', 'på ett annat hotell', 'till ett annat hotell'],
  verdicts: ['kommer tillbaka', 'komma tillbaka', 'kommer igen', 'återvänder', 'återkomma', 'kommer inte tillbaka', 'kommer aldrig tillbaka', 'kommer inte igen'],
  arrivals: ['kom in med', 'kom dit med', 'kom hit med', 'kom till dem med', 'kom till henne med', 'kom till honom med', 'sökte för'],
  said: ['sa', 'sade', 'säger', 'tyckte', 'tycker', 'menade'],
  ordered: ['beställde', 'vi beställde', 'jag beställde'],
  received: ['fick', 'fick vi', 'fick jag', 'serverades', 'fick in'],
  and: ['och'],
  otherwise: ['annars', 'sammantaget', 'överlag', 'totalt'],
  intensifiers: ['mycket', 'lite', 'ganska', 'väl', 'för', 'alldeles'],
  negationIdioms: [
    'sticka',
    'annat', 'hemlighet', 'förneka', 'förnekas', 'ljuga', 'ifrån', 'tvekan', 'minst', 'bara'],
  determiners: ['en', 'ett', 'vår', 'vårt', 'våra', 'min', 'mitt', 'mina', 'hans', 'hennes', 'deras'],
  concessions: ['även med', 'trots', 'till trots för'],
  why: ['varför', 'hur kommer det sig'],
  answers: ['ja', 'jo', 'nej', 'knappast', 'kanske', 'troligen', 'säkert', 'absolut', 'definitivt', 'aldrig', 'tja'],
  neutral: [
    // Waiting for friends, or outside in the car, is the story's setting, not a wait at the place.
    'väntade på en vän', 'väntade på en kompis',
    'väntade på våra vänner',
    'väntade utanför medan', 'väntade i bilen',
    // Holding off doing a thing ('väntade med att skriva recensionen') and the time one had ('hade bara en timme på oss'): no wait at the place.
    'väntade med att', 'vänta med att', 'timme på oss', 'timmar på oss',
    // A long day is the guest's own, not a wait: 'checkade in 22:30 efter en lång jobbdag'.
    'efter en lång jobbdag', 'efter en lång arbetsdag', 'efter en lång dag', 'efter en lång resa', 'efter en lång bilresa', 'lång jobbdag', 'lång arbetsdag',
    // Waiting for one's own hairdresser next time is a choice, not a wait: 'jag väntar på Linnea nästa gång'.
    'väntar på * nästa gång', 'väntar på henne nästa gång', 'väntar på honom nästa gång', 'väntar tills * är tillbaka', 'väntar till * är tillbaka',
    // What a well-stocked shop spares one ('man slipper leta en halvtimme efter en skruv'): no wait.
    'slipper leta', 'slipper leta * halvtimme', 'slipper leta i * halvtimme', 'slipper leta * timme', 'slipper leta i * timme', 'slipper leta * minuter', 'slipper leta i * minuter', 'slipper man leta', 'slipper man leta * halvtimme', 'slipper man leta i * halvtimme', 'slipper man leta * timme', 'slipper man leta i * timme', 'slipper man leta * minuter', 'slipper springa runt',
    // 'På toppen' is 'on top' ('hasselnötter på toppen'), no 'toppen' (great).
    'på toppen', 'på toppen av', 'och på toppen av det',
    // En rätt 'utan gluten' eller 'utan laktos' är en sorts rätt: dess 'utan' förnekar inget av det som sägs om den ('brödet utan gluten var torrt').
    'utan gluten', 'utan laktos', 'utan mjölk', 'utan socker', 'utan alkohol', 'utan kött',
    // Hours of driving to get there ('vi körde i två timmar för att komma hit') are the trip, no wait at the place.
    'körde i * timmar', 'körde * timmar', 'åkte i * timmar', 'körde * mil', 'åkte * mil', 'för att komma hit',
    // A half-empty room as the setting of a wait ('vänta en timme trots att det var halvtomt i lokalen') names no atmosphere; a price fair 'for being by the sea' ('prisvärt för att vara vid havet') names no location.
    'halvtomt i lokalen', 'halvtom lokal', 'halvtomt i restaurangen', 'halvtom restaurang', 'nästan tomt i lokalen', 'nästan tom lokal', 'halvfullt i lokalen', 'för att vara vid havet', 'för att ligga vid havet', 'för att vara vid vattnet', 'för att ligga vid vattnet', 'för att vara mitt i stan', 'för att ligga mitt i stan', 'för att vara i centrum', 'för att ligga i centrum', 'för att vara mitt i centrum', 'för att vara i stan',
    // what would have been nice names a wish, no praise ('lite info hade vart schysst').
    'hade vart schysst', 'hade varit schysst', 'hade vart schyst', 'hade varit schyst', 'hade vart trevligt', 'hade vart snällt', 'hade varit snällt',
    // paying and leaving is no word about the prices ('vi betalade och gick hem').
    'betalade och gick', 'vi betalade och gick', 'betalade bara och gick', 'betalade och åkte', 'betalade och drog', 'betalade och gick därifrån', 'betalade snabbt och gick', 'betalade notan och gick', 'betalade och lämnade',
    // 'Rena' before a noun is 'sheer', not clean ('frukosten var rena kaoset'); sitting for hours with a book is no wait; money back for a room names no room.
    'rena kaoset', 'rena kaos', 'rent kaos', 'rena cirkusen', 'rena dårhuset', 'rena tivolit', 'kan sitta i timmar', 'kan sitta med en bok i timmar', 'sitta med en bok i timmar', 'sitta kvar i timmar', 'satt kvar i timmar', 'sitta där i timmar', 'sitta och prata i timmar', 'pengarna för rummet', 'betalat för rummet', 'betalningen för rummet',
    // The room type booked ('bokade ett dubbelrum med frukost för 1 650 kr'): neither the room nor the breakfast.
    'dubbelrum med frukost', 'enkelrum med frukost', 'familjerum med frukost', 'dubbelrum inklusive frukost', 'dubbelrum inkl frukost', 'rum inklusive frukost', 'rum inkl frukost',
    // Cutting dry is the technique ('klippte torrt'), not a dry dish; a refund ('gav tillbaka 100 kr') is how a complaint was met, not the prices; whom one spoke to on the phone praises no phone service.
    'klippte torrt', 'klipps torrt', 'klippt torrt', 'klippte håret torrt', 'torrklipp*', 'gav tillbaka * kr', 'gav oss tillbaka * kr', 'gav mig tillbaka * kr', 'fick tillbaka * kr', 'fick * kr tillbaka', 'fick tillbaka * kronor', 'jag pratade med i telefon', 'jag talade med i telefon', 'pratade med i telefon', 'talade med i telefon', 'jag pratade med på telefon', 'pratade med på telefon',
    // The evening 'ruined' sums up the visit, it is no verdict on the dish named before it.
    'kvällen var förstörd', 'kvällen var redan förstörd', 'kvällen var liksom redan förstörd', 'kvällen var * förstörd', 'kvällen redan förstörd', 'kvällen var liksom förstörd',
    // What one came with ('laga en tand som gått sönder') is no verdict on the treatment.
    'tand som gått sönder', 'tand som gick sönder', 'laga en tand', 'laga tanden', 'laga en trasig tand', 'en trasig tand', 'tanden gick sönder', 'tanden hade gått sönder',
    // 'Trevligt hotell' (a nice hotel) is a verdict on the place, not praise of the staff.
    'trevligt hotell', 'mycket trevligt hotell', 'ett trevligt hotell', 'trevligt litet hotell', 'trevligt ställe', 'ett trevligt ställe', 'mycket trevligt ställe',
    // Drinking songs sung at the next table are the noise, not the drinks.
    'snapsvisor', 'snapsvisa', 'snapsvisan', 'snapsvisorna', 'sjöng snapsvisor',
    // Booking the next visit is a return, no word about booking ('har redan bokat nästa gång'); finding a thing oneself in the end is the story.
    'har redan bokat nästa', 'redan bokat nästa', 'bokat nästa gång', 'bokat nästa tid', 'har redan bokat', 'bokade direkt en ny tid', 'hittade den själv', 'hittade det själv',
    // A bun with a lit candle brought to a birthday guest is a gesture of the staff, no word about the food; coffee offered to make up for a wait is the apology.
    'en bulle med tänt ljus', 'med tänt ljus', 'med ett tänt ljus', 'bjöd på kaffe så', 'bjöd på en kaffe så', 'bjöd på kaffe som plåster',
    // Choosing between two discomforts ('välja mellan att svettas eller sova med öronproppar') is no word about the range.
    'välja mellan att', 'att välja mellan att', 'valet mellan att',
    // Buying a coffee to take away is the errand, no word about the coffee ('fick inte ens köpa med mig en kaffe').
    'köpa med mig en kaffe', 'köpa med en kaffe',
    // 'Vänta sig' is to expect ('hade jag väntat mig lite mer'), not to wait: no word about the waiting time.
    'väntat mig', 'väntat oss', 'väntar man sig', 'väntar jag mig', 'väntade mig', 'väntade oss', 'hade inte väntat mig', 'inte väntat mig',
    // The length of what was booked ('Bokade 45 min'), a cut 'utan tvätt', brushing teeth and a dry cut are no wait, no treatment, no complaint.
    'utan tvätt', 'utan hårtvätt', 'utan föning', 'bokade * min', 'bokade * minuter', 'bokat * min', 'bokat * minuter', 'bokade en timme', 'bokat en timme', 'borstade tänderna', 'borsta tänderna', 'borstar tänderna', 'klipper det torrt', 'klippte det torrt', 'klipper håret torrt', 'klippa det torrt', 'klippa torrt', 'klipper torrt',
    // Hours slept ('vi sov kanske fyra timmar', 'fick typ tre timmars sömn'): a night cut short, never a waiting time.
    'sov kanske * timmar', 'sov bara * timmar', 'sov max * timmar', 'sov typ * timmar', 'sov knappt * timmar', 'sov ungefär * timmar', 'sov runt * timmar', 'sov cirka * timmar', 'sov ca * timmar', 'sov * timmar', 'sov kanske * timme', 'sov bara en timme', 'sov knappt en timme',
    'fick sova * timmar', 'fick bara sova * timmar', 'fick kanske sova * timmar', 'fick typ * timmars sömn', 'fick * timmars sömn', 'fick bara * timmars sömn', 'fick kanske * timmars sömn', 'timmars sömn', 'sovit * timmar', 'sovit max * timmar', 'sovit kanske * timmar', 'sovit typ * timmar',
    // Faint praise: 'okej i och för sig' grants no praise.
    'okej i och för sig', 'ok i och för sig', 'okey i och för sig', 'helt okej i och för sig', 'helt ok i och för sig', 'godkänt i och för sig', 'okej sådär',
    'helt okej sådär', 'okej på sin höjd',
    // Irony closing a complaint: 'lycka till med parkeringen', 'tack för det', 'smart affärsmodell'.
    'lycka till framöver', 'lycka till i framtiden', 'lycka till med allt', 'lycka till med det', 'lycka till med stället', 'lycka till med verksamheten',
    'lycka till med butiken', 'lycka till med restaurangen', 'lycka till med caféet', 'lycka till med salongen', 'lycka till med kliniken', 'lycka till med den nya',
    // Homographs: 'lugn' told of a person is their manner, not the noise; 'stökigt' told of a place is mess, not noise; 'ringa' is to call.
    // Taking it easy oneself ('vi tog det lugnt på rummet') is no praise of anyone.
    'vi tog det lugnt', 'jag tog det lugnt', 'vi tar det lugnt', 'jag tar det lugnt', 'vi tog det bara lugnt', 'jag tog det bara lugnt',
    'ta det lugnt', 'ta det bara lugnt', 'lugn bara', 'ställa frågor', 'ställa en fråga', 'ställa några frågor', 'ställde frågor', 'ställde upp',
    'ställa sig', 'ställa mig', 'ställa oss', 'ställa bilen', 'ställa krav', 'ställa diagnos', 'klar över', 'inte klar över', 'var klar över', 'vara klar över',
    'dålig rygg', 'dåliga knän', 'dåligt knä', 'dålig höft', 'dålig axel', 'dålig nacke', 'dåligt samvete', 'ha en fin dag', 'ha en bra dag', 'glad sommar',
    'krya på dig', 'kommer att sakna', 'sursöt', 'sur-söt', 'torr humor', 'torra humor',
    // Phrases that end the praise before them without faulting it ('that was unfortunately all').
    'det var tyvärr också allt', 'var tyvärr också allt', 'det var tyvärr det', 'men det var tyvärr det', 'det var också det enda', 'också det enda positiva', 'det enda positiva', 'mer än så var det inte', 'mer var det inte', 'mer var det tyvärr inte', 'sen var det inte mer med det', 'det var väl det',
    'rena rama skämtet', 'rena rama katastrofen',
    'rent ut sagt', 'rent av', 'rent generellt', 'rent allmänt', 'rent tekniskt', 'rent krasst', 'ren lyx', 'rena lyxen', 'ren njutning', 'rena njutningen', 'ren glädje', 'rena glädjen', 'ren magi', 'rena magin', 'rena katastrofen', 'ren katastrof', 'rena skämtet', 'rena mardrömmen', 'ren besvikelse', 'rena bortkastade', 'lugn dag', 'lugn måndag', 'lugn tisdag', 'lugn onsdag', 'lugn torsdag', 'lugn fredag', 'lugn förmiddag', 'lugn eftermiddag', 'lugnt på förmiddagen', 'min kopp te', 'ens kopp te', 'som smör i solsken', 'två flugor i en smäll', 'två flugor på en smäll', 'luktar fisk', 'luktade fisk', 'kostar inget att', 'kostar ingenting att', 'kostar inte ett öre att', 'kostar inget att le', 'pengarna i sjön', 'kaka söker maka', 'inte för fem öre',
    'i lugn och ro',
    'när jag klagade', 'när vi klagade',
    'tandläkarskräck', 'rädd för tandläkare', 'rädd för tandläkaren', 'tandvårdsrädsla',
    'kvart över', 'kvart i',
    'kan inte vänta', 'kan knappt vänta',
    'medan man väntar', 'jag var där i tid', 'vi var där i tid', 'jag kom i tid', 'vi kom i tid',
    'en god stund', 'en bra stund', 'en god timme', 'en god halvtimme', 'gott och väl',
    'trevligt ändå', 'mysigt ändå',
    'utrymme för förbättring', 'god morgon', 'vänlig hälsning', 'vänliga hälsningar', 'med vänlig hälsning',
    'trevlig helg', 'god jul', 'gott nytt år', 'grattis', 'litet företag', 'liten butik', 'långkok*', 'tycker synd om', 'tyckte synd om',
    'dåligt väder',
    'det var mycket folk', 'trots att det var mycket folk', 'fast det var mycket folk',
    'vid lunch', 'vid lunchtid', 'lunchtid*', 'lunchrusning*', 'lunchrast*', 'på lunchen', 'lunchtimme*',
    'i baren', 'vid baren',
    'utan bokning', 'utan att ha bokat', 'utan bordsbokning', 'utan att boka', 'utan tidsbokning',
    'jag var sen', 'vi var sena', 'jag var försenad', 'vi var försenade', 'jag kom för sent', 'vi kom för sent', 'jag kom lite för sent', 'vi kom lite för sent',
    'var * minut', 'var * minuter', 'varje * minut', 'timmar i bil', 'timmar i bilen', 'timmars bilresa', 'timmars körning',
    'efter * timmar i bil', 'efter * timmar i bilen',
    'min bort', 'minuter bort', 'min därifrån', 'minuter därifrån', 'minuters promenad', 'timmar bort', 'timme bort',
    'lunchrast', 'lunchrasten', 'lunchpaus', 'lunchpausen',
    // The price of being popular is a queue or a crowd, not what things cost.
    'priset för att vara populär', 'priset för att vara så populär', 'priset för framgång',
    // Time and money wasted together is a verdict on the visit, not on the prices or a wait.
    'slöseri med tid och pengar', 'bortkastad tid och pengar', 'slösat tid och pengar', 'bortkastade pengar och tid',
    // Waiting for a cut to grow back is no waiting time at the salon.
    'vänta tills det växer', 'vänta på att det växer', 'vänta tills håret växer',
    // A cool or cold tone of a colour is the shade asked for, no complaint of cold.
    'kalla blonda', 'kall blond', 'kallblond*', 'kalla toner', 'kall ton', 'kalla tonen',
    // Paying the bill is no word about the prices.
    'när vi betalade', 'när jag betalade', 'när vi skulle betala', 'när jag skulle betala',
    // The guest's own lateness is no wait at the place.
    'kom nästan för sent', 'jag kom nästan för sent', 'kom själv för sent',
    // 'We're fully booked', the answer to a guest asking to move, is the service's word, not the guest's booking.
    'vi är tyvärr fullbokade', 'det är tyvärr fullbokat', 'tyvärr fullbokat', 'det är fullbokat', 'vi är fullbokade', 'det var fullbokat', 'de var fullbokade', 'hotellet var fullbokat',
    // Booking again for next time is the verdict of a happy guest, not the booking.
    'vi bokar igen', 'bokat igen till', 'bokar igen till nästa år',
    // The guests' own noise is no complaint of the place.
    'fast vi blev lite högljudda', 'vi blev lite högljudda', 'vi blev högljudda', 'trots att vi var högljudda',
    // What is sold for the kitchen at home is no word about a kitchen's food.
    'till köket', 'allt till köket',
    // How the bill was paid or shared is no word about the prices.
    'betalade med kort', 'delade på notan', 'swishade', 'delade notan',
  ],
  excuses: [
    'inte butikens fel', 'inte ställets fel', 'inte restaurangens fel', 'inte hotellets fel', 'inte klinikens fel', 'inte salongens fel', 'inte caféets fel', 'inte kaféets fel', 'kan de inte rå för', 'kan de ju inte rå för', 'rår de inte över', 'rår de ju inte över', 'rår inte de över', 'inget de kan göra åt', 'inget de kan rå för', 'kan man inte skylla på dem', 'kan man inte klandra dem', 'inte deras ansvar','inte hans fel', 'inte hennes fel', 'inte deras fel', 'inte personalens fel', 'inte servitörens fel', 'kan inte klandra', 'kunde inte rå för', 'kan inte rå för'],
  contrast: [
    'minus en stjärna', 'en stjärna avdrag', 'drar ner ett betyg',
    'men', 'fast', 'fastän', 'även om', 'trots', 'trots att', 'förutom', 'utom', 'däremot', 'annars', 'medan', 'enda minuset',
    'enda nackdelen', 'det enda',
    'enda minus', 'det enda minuset', 'ett litet minus', 'enda lilla minuset', 'enda invändningen',
  ],
  askedFor: ['bad om', 'ville ha', 'hade bett om', 'önskade mig', 'skulle bara ha', 'skulle ha', 'ville bara ha'],
  hopes: ['förväntar man sig', 'förväntar jag mig', 'förväntade jag mig', 'förväntade vi oss', 'hade förväntat', 'förra gången', 'senast vi var här', 'senast jag var här', 'förra besöket', 'senaste besöket'],
  told: ['när jag påpekade det', 'när jag påpekade', 'när jag sa till', 'när vi sa till', 'när jag sa ifrån', 'när jag klagade', 'när vi klagade', 'när jag nämnde det', 'när jag påtalade det', 'när vi påtalade det', 'fick höra', 'fick vi höra', 'fick jag höra', 'fick veta', 'fick vi veta', 'fick jag veta', 'fick besked', 'fick beskedet', 'fick till svar', 'svaret var', 'sa de', 'sa hon', 'sa han', 'blev bemött med', 'bemöttes med'],
  bodyParts: ['rygg*', 'ländrygg*', 'nacke*', 'axel', 'axeln', 'axlar*', 'knä', 'knät', 'knän*', 'höft*', 'fotled*', 'handled*', 'armbåg*', 'fot', 'foten', 'fötter*', 'benet', 'benen', 'arm', 'armen', 'hand', 'handen', 'händer*', 'käke*', 'käken', 'tand', 'tanden', 'tänder*', 'ryggsmärt*', 'nacksmärt*', 'knäsmärt*', 'tandvärk'],
  grants: ['var det inget fel på', 'det var inget fel på', 'det ska de ha', 'det ska ni ha', 'det ska han ha', 'det ska hon ha', 'det måste jag erkänna', 'det ska erkännas', 'det ska sägas', 'inget snack om saken', 'inget att klaga på där', 'det kan man inte klaga på', 'det kan jag inte klaga på'],
  wishes: [
    // Service: help impossible to find, nobody clearing the tables; nostalgia ('förr fick man bra hjälp här') names what is lacking now.
    'förr fick man', 'förut fick man', 'förr kunde man', 'förut kunde man', 'förr kunde man alltid', 'tidigare kunde man', 'förr hade de', 'förut hade de', 'förr var det', 'förut var det', 'förr i tiden', 'förr i världen', 'förr var', 'tidigare fick man', 'på den gamla goda tiden','brukade vara', 'brukade älska', 'brukade ha',
    'önskar', 'önskade', 'hade önskat', 'skulle önska', 'om bara', 'bara synd att', 'kunde varit', 'kunde ha varit', 'hade kunnat vara', 'hade varit bättre om',
    'hade varit perfekt om', 'hade varit toppen om', 'hade varit 5 stjärnor', 'hade varit fem stjärnor', 'hade blivit 5 stjärnor', 'hade blivit fem stjärnor',
    'hade fått 5 stjärnor', 'hade fått fem stjärnor', 'hade gett 5 stjärnor', 'hade gett fem stjärnor', 'annars 5 stjärnor', 'annars fem stjärnor', 'hade uppskattat',
    'hade gärna sett', 'saknar bara', 'skulle behöva', 'borde', 'kunde gärna vara',
    'kunde vara lite', 'kunde varit lite', 'får gärna vara lite', 'fick gärna vara lite', 'kunde ha varit lite',
    // What it would have been nice to have ('Hade varit skönt med fler p-platser'): what was lacking.
    'hade varit skönt med', 'hade varit skönt om', 'hade varit trevligt med', 'hade varit trevligt om', 'hade varit bra med', 'hade varit kul med', 'hade varit fint med', 'hade varit najs med', 'vore skönt med', 'vore skönt om', 'vore bra med', 'vore bra om', 'vore trevligt med', 'vore trevligt om', 'vore fint med',
  ],
  negatedAfter: [
    'ursäktade', 'gillade', 'gillar', 'uppskattade', 'uppskattar', 'rekommenderar', 'rekomenderar', 'rekommenderas', 'trivdes', 'trivs', 'fungerade', 'funkade', 'fungerar',
    'funkar', 'älskade', 'motsvarade', 'lyssnade', 'brydde sig', 'bryr sig', 'imponerade', 'visste', 'informerade',
  ],
};
