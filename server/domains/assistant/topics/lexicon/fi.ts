import type { Lexicon } from '../topic-ids';

/**
 * Finnish. Words inflect and compound, so most entries are stems ('ruoka*') and compounds are caught by
 * their last part ('*kahvi' for 'suodatinkahvi'). Some stems are written out instead where a shorter
 * stem would catch an unrelated word ('kahvi' but not 'kahvila', 'siisti' but not 'siistiminen').
 * Negation comes before the verb ('ei ollut hyvää'); `negatedAfter` only serves a surprise, which is a
 * complaint ('lasku yllätti') unless an adverb after it says otherwise ('yllätti positiivisesti'). A staff
 * member who apologised ('pahoitteli', 'pyysi anteeksi') is praise, so that 'kukaan ei pahoitellut' is a
 * complaint. The object forms of some nouns are weak cues ('varasimme huoneen' says nothing of the room).
 * 'Odotin' is also 'I expected' ('odotin parempaa'), so it names the wait only with a length after it
 * ('odotimme * minuuttia', a lone '*' being any one word). 'Vaikea löytää' is a weak cue for the location:
 * 'parkkipaikkaa oli vaikea löytää' is about the parking.
 */
export const FI_LEXICON: Lexicon = {
  topics: {
    food: [
      // Appetising ('maittava lounas'): the food. ('Maukasta' is held back: praise of the taste before a portion faulted for its
      // price then reads as the food praised, as the engine takes the portion for what the price paid for.)
      '~maittav*',
      // A sauce straight from a jar: 'kastike suoraan purkista'.
      '-suoraan purkista', '-suoraan pussista', '-suoraan pakasteesta', '-purkkikastike*',
      // A portion so big one could not finish it: 'annos oli niin iso ettei jaksanut syödä loppuun'.
      '+niin iso ettei jaksanut', '+niin iso etten jaksanut', '+niin iso ettei jaksanu', '+niin iso etten jaksanu', '+niin iso ettei pystynyt syömään', '+niin iso etten pystynyt syömään', '+niin suuri ettei jaksanut', '+niin suuri etten jaksanut', '+niin iso ettei mahtunut', '+niin iso annos ettei', '+niin isot annokset ettei', '+niin isot ettei jaksanut', '+annokset niin isoja ettei',
      // A portion that was a small work of art is praise, not a small portion: 'jokainen annos oli pieni taideteos'.
      '+annos oli pieni taideteos', '+annos on pieni taideteos', '+annos oli kuin pieni taideteos', '+annos on kuin pieni taideteos', '+annokset oli pieniä taideteoksia', '+annokset olivat pieniä taideteoksia', '+annokset on pieniä taideteoksia', '+annokset ovat pieniä taideteoksia', '+annos oli pieni elämys', '+annokset oli pieniä elämyksiä',
      // A portion so small one ate again elsewhere after: 'käytiin sen jälkeen vielä Hesburgerissa'.
      '-käytiin sen jälkeen vielä', '-käytiin vielä hesburgerissa', '-vielä hesburgerissa', '-vielä hesburgeriin', '-vielä mäkissä', '-vielä mäkkärissä', '-vielä mäkkiin', '-vielä mäkkäriin', '-vielä grillillä', '-vielä grillille', '-vielä kebabilla', '-vielä kebabille', '-vielä pizzalla', '-käytiin vielä syömässä', '-piti käydä vielä syömässä', '-piti mennä vielä syömään', '-mentiin vielä syömään', '-lähdettiin vielä syömään', '-jouduttiin käymään vielä', '-piti vielä käydä',
      // A lunch pot empty, only the dregs left: 'kattila tyhjä', 'jäljellä kastikkeen pohjat ja kolme perunaa'.
      '-kattila tyhjä', '-kattila oli tyhjä', '-kattilat tyhjiä', '-kattilat oli tyhjiä', '-astiat tyhjiä', '-kastikkeen pohjat', '-pelkät pohjat', '-oli jäljellä pohjat', '-lämpimästä ruoasta oli jäljellä', '-lämpimästä ruuasta oli jäljellä', '-ruokaa ei riittänyt', '-ruoka ei riittänyt', '-ruokaa ei riittäny',
      // The warm food gone and a few slices of cucumber at the salad bar; a steak ordered medium that came well done.
      '-ruoka loppu', '-ruoka loppui', '-ruoka oli loppu', '-lämmin ruoka loppu', '-lämmin ruoka loppui', '-ruoka oli jo loppu', '-pari kurkkusiivua', '-pari kurkkuviipaletta', '-pari salaatinlehteä', '-yks salaatinlehti', '-yksi salaatinlehti', '-kolme ranskalaista', '-pari ranskalaista', '-tuli läpikypsänä', '-läpikypsänä', '-läpikypsä', '-ylikypsä', '-ylikypsänä', '-ylikypsäksi', '-sitkeä', '-sitkee', '-kumimainen',
      // Savo and Tampere dialect: 'ruaka' for 'ruoka'.
      'ruaka', 'ruakaa', 'ruaan', 'ruaat', 'ruakoo', 'ruaka-annos*',
      // Small portions, spoken forms too ('annokset on aika pienii', 'jäi nälkä'): the food faulted, praise of its taste before notwithstanding.
      '-annokset on pieni*', '-annokset on * pieni*', '-annokset on pikkuruis*', '-annokset on * pikkuruis*', '-annokset on pikkus*', '-annokset on * pikkus*', '-annokset on niuk*', '-annokset on * niuk*', '-annokset on mini*', '-annokset on * mini*', '-annokset on nappi*', '-annokset on * nappi*', '-annokset oli pieni*', '-annokset oli * pieni*', '-annokset oli pikkuruis*', '-annokset oli * pikkuruis*', '-annokset oli pikkus*', '-annokset oli * pikkus*', '-annokset oli niuk*', '-annokset oli * niuk*', '-annokset oli mini*', '-annokset oli * mini*', '-annokset oli nappi*', '-annokset oli * nappi*', '-annokset olivat pieni*', '-annokset olivat * pieni*', '-annokset olivat pikkuruis*', '-annokset olivat * pikkuruis*', '-annokset olivat pikkus*', '-annokset olivat * pikkus*', '-annokset olivat niuk*', '-annokset olivat * niuk*', '-annokset olivat mini*', '-annokset olivat * mini*', '-annokset olivat nappi*', '-annokset olivat * nappi*', '-annokset ovat pieni*', '-annokset ovat * pieni*', '-annokset ovat pikkuruis*', '-annokset ovat * pikkuruis*', '-annokset ovat pikkus*', '-annokset ovat * pikkus*', '-annokset ovat niuk*', '-annokset ovat * niuk*', '-annokset ovat mini*', '-annokset ovat * mini*', '-annokset ovat nappi*', '-annokset ovat * nappi*', '-annokset olis pieni*', '-annokset olis * pieni*', '-annokset olis pikkuruis*', '-annokset olis * pikkuruis*', '-annokset olis pikkus*', '-annokset olis * pikkus*', '-annokset olis niuk*', '-annokset olis * niuk*', '-annokset olis mini*', '-annokset olis * mini*', '-annokset olis nappi*', '-annokset olis * nappi*', '-annokset ois pieni*', '-annokset ois * pieni*', '-annokset ois pikkuruis*', '-annokset ois * pikkuruis*', '-annokset ois pikkus*', '-annokset ois * pikkus*', '-annokset ois niuk*', '-annokset ois * niuk*', '-annokset ois mini*', '-annokset ois * mini*', '-annokset ois nappi*', '-annokset ois * nappi*', '-annokset olit pieni*', '-annokset olit * pieni*', '-annokset olit pikkuruis*', '-annokset olit * pikkuruis*', '-annokset olit pikkus*', '-annokset olit * pikkus*', '-annokset olit niuk*', '-annokset olit * niuk*', '-annokset olit mini*', '-annokset olit * mini*', '-annokset olit nappi*', '-annokset olit * nappi*', '-annos on pieni', '-annos on * pieni', '-annos on pienehkö', '-annos on * pienehkö', '-annos on pikkuruinen', '-annos on * pikkuruinen', '-annos on pikkunen', '-annos on * pikkunen', '-annos on pikkuinen', '-annos on * pikkuinen', '-annos on niukka', '-annos on * niukka', '-annos on mini', '-annos on * mini', '-annos oli pieni', '-annos oli * pieni', '-annos oli pienehkö', '-annos oli * pienehkö', '-annos oli pikkuruinen', '-annos oli * pikkuruinen', '-annos oli pikkunen', '-annos oli * pikkunen', '-annos oli pikkuinen', '-annos oli * pikkuinen', '-annos oli niukka', '-annos oli * niukka', '-annos oli mini', '-annos oli * mini', '-annos ois pieni', '-annos ois * pieni', '-annos ois pienehkö', '-annos ois * pienehkö', '-annos ois pikkuruinen', '-annos ois * pikkuruinen', '-annos ois pikkunen', '-annos ois * pikkunen', '-annos ois pikkuinen', '-annos ois * pikkuinen', '-annos ois niukka', '-annos ois * niukka', '-annos ois mini', '-annos ois * mini', '-annos olis pieni', '-annos olis * pieni', '-annos olis pienehkö', '-annos olis * pienehkö', '-annos olis pikkuruinen', '-annos olis * pikkuruinen', '-annos olis pikkunen', '-annos olis * pikkunen', '-annos olis pikkuinen', '-annos olis * pikkuinen', '-annos olis niukka', '-annos olis * niukka', '-annos olis mini', '-annos olis * mini', '-annoskoko on pieni', '-annoskoko on * pieni', '-annoskoko on pienehkö', '-annoskoko on * pienehkö', '-annoskoko on niukka', '-annoskoko on * niukka', '-annoskoko on pikkuruinen', '-annoskoko on * pikkuruinen', '-annoskoko oli pieni', '-annoskoko oli * pieni', '-annoskoko oli pienehkö', '-annoskoko oli * pienehkö', '-annoskoko oli niukka', '-annoskoko oli * niukka', '-annoskoko oli pikkuruinen', '-annoskoko oli * pikkuruinen', '-annoskoot on pieni*', '-annoskoot on * pieni*', '-annoskoot on niuk*', '-annoskoot on * niuk*', '-annoskoot on pikkuruis*', '-annoskoot on * pikkuruis*', '-annoskoot oli pieni*', '-annoskoot oli * pieni*', '-annoskoot oli niuk*', '-annoskoot oli * niuk*', '-annoskoot oli pikkuruis*', '-annoskoot oli * pikkuruis*', '-annoskoot ovat pieni*', '-annoskoot ovat * pieni*', '-annoskoot ovat niuk*', '-annoskoot ovat * niuk*', '-annoskoot ovat pikkuruis*', '-annoskoot ovat * pikkuruis*', '-annoskoot olivat pieni*', '-annoskoot olivat * pieni*', '-annoskoot olivat niuk*', '-annoskoot olivat * niuk*', '-annoskoot olivat pikkuruis*', '-annoskoot olivat * pikkuruis*', '-pienii annoksii', '-pienet annokset', '-pieniä annoksia', '-pikkuruiset annokset', '-pikkuruisia annoksia', '-niukat annokset', '-niukkoja annoksia', '-pikkuset annokset', '-pikkuiset annokset', '-nälkä jäi', '-jäi nälkä', '-nälkä jäi vielä', '-jäi vielä nälkä', '-nälkäseks jäi', '-nälkäiseksi jäi',
      '+pieni taideteos', '+pieniä taideteoksia',
      // The same without the verb, as lists of faults are put ('annokset pienet hintaan nähden', 'annokset pienet, hinnat kovat'): the food, and the price too when weighed against it.
      '-annokset pienet', '-annokset pieniä', '-annokset pikkuruisia', '-annokset niukat', '-annokset niukkoja', '-annos pieni', '-annos pikkuruinen', '-annos niukka', '-annokset pienet hintaan nähden', '-annokset pieniä hintaan nähden', '-annos pieni hintaan nähden', '-annokset pienet siihen hintaan nähden', '-annos pieni siihen hintaan nähden',
      // Plain faults: a small or shrunk portion, straight from the freezer, tasting of the supermarket.
      '-pieni annos', '-annokset olivat pieniä', '-pakkasesta', '-suoraan pakkasesta', '-pakasteesta', '-pakastepull*', '-prisman pull*', '-kaupan pull*', '-marketin pull*', '-lidlin pull*', '-prisman leivo*', '-kaupan leivo*', '-prismasta', '-lidlistä', '-kaupasta ostettu*',
      '*ruok*', '*ruoa*', '*ruua*', 'ruoi*', 'ateri*', 'aterio*', 'annos*', 'annok*', 'pääannok*', 'pääannos*', 'illalli*', 'päivälli*', 'lounas*', 'lounaa*',
      'jälkkäri*', 'dessert*', 'pizza*', 'pitsa*', '*burger*', 'hampurilai*', 'hamppari*', 'pasta*', 'pihvi*', '*pihvi', 'sushi*', '*kakku*', '*kaku*',
      'juusto*', '*juusto', 'leivonnai*', 'leivos*', 'leivok*', '*pulla*', '*pullia', 'korvapuust*', '*munk*', 'voilei*', '*leip*', '*leiv*', 'sämpyl*',
      '*piira*', '*keitto*', '*keito*', '*salaat*', 'kala', 'kalaa', 'kalan', 'kalat', 'lohi', 'lohta', 'lohen', 'kuha*', 'muikku*', 'muikut', 'poro', 'poroa',
      'poron*', 'liha', 'lihaa', 'lihan', 'lihapull*', 'kana', 'kanaa', 'kanan', 'kananmun*', 'kasvisruo*', 'kasvis*', 'vegaani*', 'gluteeniton',
      'gluteenittom*', 'menu*', 'lastenmenu*', 'lounasmenu*', 'kokki*', 'keittiö*', 'ranskalaiset', 'ranskalaisia', 'ranskikset', 'ranskiksia',
      'bataattiranska*', 'bataattiranskik*', 'kebab*', 'wok*', 'nuudel*', 'ramen', 'curry', 'tapas*', 'nakki*', 'makkara*', 'peruna*', 'kastike*', 'kastikk*',
      'jäätelö*', 'croissant*', 'keksi', 'keksit', 'keksejä', 'keksin', 'letut', 'lettuja', 'vohvel*', 'tartalet*', 'lisuke*', 'lisukk*', 'raaka-aine*',
      'mauste*', 'eväs*', 'eväät', 'buffet*', 'noutopöytä*', 'noutopöydä*', 'seisova pöytä', '~maku', '~makua', '~maun', '~maut', '~makuja', '~makuinen', '~makuista', '~maukas', '~maukka*', '~herkulli*', '~herkku*',
      '~maistu*', '~mauton', '~mautonta', '~nälkä*', '~syötävä*', '~syömään', '~syömässä',
      'safka*', 'sapuska*', 'purtava*', '*buffet', '*buffetti', '*buffetissa', '*buffetin', 'patonki*', 'pannari*', 'porsa*', 'possu*', 'nauta*', 'siivet',
      'siipiä', 'kanansiiv*', 'wings', 'tiramisu', '+kotitekoi*', '+itse tehty*', '+itsetehty*', '-einesruoka*', '-eines', '-einestä',
      'jälkiruo*', 'jälkkär*',
      '-lähdimme nälkäisinä', '-lähdettiin nälkäisinä',
      '-pussimuussi*', '-pussista tehdy*', '-pussista tehty*', '-pussista tehtyä', '-maistui pussilta', '-purkista tehty*', '-pakasteesta tehty*',
      'korvapuusti*',
      '-uivat öljyssä', '-ui öljyssä', '-uivat rasvassa', '-ui rasvassa', '-öljyssä uivat', '-rasvassa uivat', '+suli suussa', '+sulaa suussa', '+sulivat suussa',
      'lihat', 'kalamari*', 'calamari*', 'katkarap*', 'risotto*', 'lasagne*', 'tacot', 'nachot', 'burrito*', 'silakka*', 'silakat',
      'kalkkuna*',
      '+suussa sula*',
      '-annokset pienentyny', '-annokset pienentynyt', '-annokset pienentyneet', '-annoskoot pienentyneet', '-annokset on pienentyny', '-annokset on pienentyneet',
      '*makkara*', 'mustamakkara*', 'kalakukko*', 'kalakuko*', 'maksalaatikko*', 'kaalilaatikko*', 'porkkanalaatikko*', 'lanttulaatikko*', 'perunalaatikko*', 'makaronilaatikko*', 'kaalikääry*', 'pyttipannu*', 'lihakeitto*', 'kalakeitto*', 'silli*', 'graavilohi*', 'savulohi*', '*lohi', '*lohta', 'lohikiusau*', 'karjalanpaisti*', 'käristys*', 'poronkäristys*', 'ohukai*', 'lörtsy*', 'lihapiira*', 'atomi', 'viineri*', 'kanelipull*', 'dallaspull*', 'voisilmäpull*', 'kääretortu*', 'kääretorttu*', 'runebergintortu*', 'runebergintorttu*', 'joulutortu*', 'joulutorttu*', '*torttu', '*torttuja', '*tortut', 'mokkapal*', 'pullapitko*', 'rahkapiira*', 'mustikkapiira*', 'sokerikakku*', 'tippaleip*', 'puuro*', '*puuro', 'kaurapuuro*', 'riisipuuro*', 'mämmi*', 'rieska*', 'leipäjuusto*', 'lihapulla', 'lihapullat', 'poronliha*', '-keskeltä kylmä', '-vielä keskeltä kylmä', '-keskeltä vielä kylmä', '-sisältä kylmä', '-lämmitetyltä', '-maistui lämmitetyltä', '-lämmitetty', '-lämmitettyä', '-uudelleen lämmitetty', '-mikrossa lämmitetty', '-mikrossa lämmitettyä', '-eilisiä', '-eiliset', '-kuivahtanut', '-kuivahtaneita', '-kuivahtaneet', '-nahkea*', '-nahkei*', '-vetinen', '-vetistä', '-vetiset',
      '-selvästi eilisiä', '-eilistä pullaa', '-eilistä leipää', '-eilisiä pullia', '-eilisiä munkkeja', '-oli eilistä',
      // Lasagne as the last part of a compound: 'kasvislasagne', 'jauhelihalasagne'.
      '*lasagne', '*lasagnen', '*lasagnea', '*lasagnet',
    ],
    coffee: [
      // Coffee left standing on the hotplate ('maistui siltä että oli seissyt pannussa jo pitkään'): the coffee, whatever 'maistui' tasted of.
      '-seissyt pannussa', '-seisonut pannussa', '-seissy pannussa', '-seissyt pannulla', '-seissyt levyllä', '-seisonut levyllä', '-seissyt lämpölevyllä', '-seisonut lämpölevyllä', '-seissyt kannussa', '-seisonut kannussa', '-seissyt termarissa', '-seissyt termoksessa', '-pannussa seissyttä', '-pannussa seissyt', '-levyllä seissyt*', '-lämpölevyllä seissyt*', '-kannussa seissyt*', '-keitetty aamulla', '-keitetty jo aamulla', '-aamulla keitetty*',
      // Told as a taste, the stale coffee is still the coffee, not the food 'maistui' would name: 'maistui seisseeltä', 'maistui siltä kuin olisi seissyt'.
      '-maistui siltä että oli seissyt', '-maistui siltä että se oli seissyt', '-maistui siltä että ois seissyt', '-maistui siltä kuin olisi seissyt', '-maistui siltä kuin se olisi seissyt', '-maistui siltä kuin ois seissyt', '-maistui kuin olisi seissyt', '-maistui kuin ois seissyt', '-maistui seisseeltä', '-maistu seisseeltä', '-maistuu seisseeltä', '-maistui pannussa seisseeltä', '-maistui vanhalta kahvilta', '-maistui eiliseltä kahvilta', '-maistui pannunpohjalta', '-maistuu pannunpohjalta',
      // A latte that was warm milk: 'tilasin latten, sain jotain haaleeta maitoa'.
      '-haaleeta maitoa', '-haaleaa maitoa', '-haaleet maitoa', '-lämmintä maitoa', '-pelkkää maitoa', '-pelkkää lämmintä maitoa', '-maitoa vaan',
      // Savo dialect: 'kahvee', 'kahvetta' for 'kahvi', 'kahvia'.
      'kahvee', 'kahvetta', 'kahveeta', 'kahveet', 'kahveen',
      // Coffee offered while one waits ('kahvia sai odotellessa'): a kind gesture and the coffee praised, no complaint of the wait.
      '+kahvia odotellessa', '+kahvia * odotellessa', '+kahvia oli tarjolla odotellessa', '+kahvia on tarjolla odotellessa', '+kahvia odottaessa', '+kahvia * odottaessa', '+kahvia oli tarjolla odottaessa', '+kahvia on tarjolla odottaessa', '+kahvia odotellessani', '+kahvia * odotellessani', '+kahvia oli tarjolla odotellessani', '+kahvia on tarjolla odotellessani', '+kahvia odottaessani', '+kahvia * odottaessani', '+kahvia oli tarjolla odottaessani', '+kahvia on tarjolla odottaessani', '+kahvia odotusaikana', '+kahvia * odotusaikana', '+kahvia oli tarjolla odotusaikana', '+kahvia on tarjolla odotusaikana', '+kahvia odotellessamme', '+kahvia * odotellessamme', '+kahvia oli tarjolla odotellessamme', '+kahvia on tarjolla odotellessamme', '+kahvit odotellessa', '+kahvit * odotellessa', '+kahvit oli tarjolla odotellessa', '+kahvit on tarjolla odotellessa', '+kahvit odottaessa', '+kahvit * odottaessa', '+kahvit oli tarjolla odottaessa', '+kahvit on tarjolla odottaessa', '+kahvit odotellessani', '+kahvit * odotellessani', '+kahvit oli tarjolla odotellessani', '+kahvit on tarjolla odotellessani', '+kahvit odottaessani', '+kahvit * odottaessani', '+kahvit oli tarjolla odottaessani', '+kahvit on tarjolla odottaessani', '+kahvit odotusaikana', '+kahvit * odotusaikana', '+kahvit oli tarjolla odotusaikana', '+kahvit on tarjolla odotusaikana', '+kahvit odotellessamme', '+kahvit * odotellessamme', '+kahvit oli tarjolla odotellessamme', '+kahvit on tarjolla odotellessamme', '+kahvi odotellessa', '+kahvi * odotellessa', '+kahvi oli tarjolla odotellessa', '+kahvi on tarjolla odotellessa', '+kahvi odottaessa', '+kahvi * odottaessa', '+kahvi oli tarjolla odottaessa', '+kahvi on tarjolla odottaessa', '+kahvi odotellessani', '+kahvi * odotellessani', '+kahvi oli tarjolla odotellessani', '+kahvi on tarjolla odotellessani', '+kahvi odottaessani', '+kahvi * odottaessani', '+kahvi oli tarjolla odottaessani', '+kahvi on tarjolla odottaessani', '+kahvi odotusaikana', '+kahvi * odotusaikana', '+kahvi oli tarjolla odotusaikana', '+kahvi on tarjolla odotusaikana', '+kahvi odotellessamme', '+kahvi * odotellessamme', '+kahvi oli tarjolla odotellessamme', '+kahvi on tarjolla odotellessamme', '+kupin kahvia odotellessa', '+kupin kahvia * odotellessa', '+kupin kahvia oli tarjolla odotellessa', '+kupin kahvia on tarjolla odotellessa', '+kupin kahvia odottaessa', '+kupin kahvia * odottaessa', '+kupin kahvia oli tarjolla odottaessa', '+kupin kahvia on tarjolla odottaessa', '+kupin kahvia odotellessani', '+kupin kahvia * odotellessani', '+kupin kahvia oli tarjolla odotellessani', '+kupin kahvia on tarjolla odotellessani', '+kupin kahvia odottaessani', '+kupin kahvia * odottaessani', '+kupin kahvia oli tarjolla odottaessani', '+kupin kahvia on tarjolla odottaessani', '+kupin kahvia odotusaikana', '+kupin kahvia * odotusaikana', '+kupin kahvia oli tarjolla odotusaikana', '+kupin kahvia on tarjolla odotusaikana', '+kupin kahvia odotellessamme', '+kupin kahvia * odotellessamme', '+kupin kahvia oli tarjolla odotellessamme', '+kupin kahvia on tarjolla odotellessamme', '+teetä odotellessa', '+teetä * odotellessa', '+teetä oli tarjolla odotellessa', '+teetä on tarjolla odotellessa', '+teetä odottaessa', '+teetä * odottaessa', '+teetä oli tarjolla odottaessa', '+teetä on tarjolla odottaessa', '+teetä odotellessani', '+teetä * odotellessani', '+teetä oli tarjolla odotellessani', '+teetä on tarjolla odotellessani', '+teetä odottaessani', '+teetä * odottaessani', '+teetä oli tarjolla odottaessani', '+teetä on tarjolla odottaessani', '+teetä odotusaikana', '+teetä * odotusaikana', '+teetä oli tarjolla odotusaikana', '+teetä on tarjolla odotusaikana', '+teetä odotellessamme', '+teetä * odotellessamme', '+teetä oli tarjolla odotellessamme', '+teetä on tarjolla odotellessamme', '+odotellessa sai kahvia', '+odotellessa sai kahvit', '+odotellessa tarjottiin kahvia', '+odotellessa tarjottiin kahvit', '+odotellessa tarjosivat kahvia', '+odotellessa tarjosivat kahvit', '+odotellessa tarjosi kahvia', '+odotellessa tarjosi kahvit', '+odotellessa tuotiin kahvia', '+odotellessa tuotiin kahvit', '+odotellessa oli tarjolla kahvia', '+odotellessa oli tarjolla kahvit', '+odottaessa sai kahvia', '+odottaessa sai kahvit', '+odottaessa tarjottiin kahvia', '+odottaessa tarjottiin kahvit', '+odottaessa tarjosivat kahvia', '+odottaessa tarjosivat kahvit', '+odottaessa tarjosi kahvia', '+odottaessa tarjosi kahvit', '+odottaessa tuotiin kahvia', '+odottaessa tuotiin kahvit', '+odottaessa oli tarjolla kahvia', '+odottaessa oli tarjolla kahvit', '+odotellessani sai kahvia', '+odotellessani sai kahvit', '+odotellessani tarjottiin kahvia', '+odotellessani tarjottiin kahvit', '+odotellessani tarjosivat kahvia', '+odotellessani tarjosivat kahvit', '+odotellessani tarjosi kahvia', '+odotellessani tarjosi kahvit', '+odotellessani tuotiin kahvia', '+odotellessani tuotiin kahvit', '+odotellessani oli tarjolla kahvia', '+odotellessani oli tarjolla kahvit', '+odottaessani sai kahvia', '+odottaessani sai kahvit', '+odottaessani tarjottiin kahvia', '+odottaessani tarjottiin kahvit', '+odottaessani tarjosivat kahvia', '+odottaessani tarjosivat kahvit', '+odottaessani tarjosi kahvia', '+odottaessani tarjosi kahvit', '+odottaessani tuotiin kahvia', '+odottaessani tuotiin kahvit', '+odottaessani oli tarjolla kahvia', '+odottaessani oli tarjolla kahvit', '+odotusaikana sai kahvia', '+odotusaikana sai kahvit', '+odotusaikana tarjottiin kahvia', '+odotusaikana tarjottiin kahvit', '+odotusaikana tarjosivat kahvia', '+odotusaikana tarjosivat kahvit', '+odotusaikana tarjosi kahvia', '+odotusaikana tarjosi kahvit', '+odotusaikana tuotiin kahvia', '+odotusaikana tuotiin kahvit', '+odotusaikana oli tarjolla kahvia', '+odotusaikana oli tarjolla kahvit', '+odotellessamme sai kahvia', '+odotellessamme sai kahvit', '+odotellessamme tarjottiin kahvia', '+odotellessamme tarjottiin kahvit', '+odotellessamme tarjosivat kahvia', '+odotellessamme tarjosivat kahvit', '+odotellessamme tarjosi kahvia', '+odotellessamme tarjosi kahvit', '+odotellessamme tuotiin kahvia', '+odotellessamme tuotiin kahvit', '+odotellessamme oli tarjolla kahvia', '+odotellessamme oli tarjolla kahvit',
      'kahvi', 'kahvia', 'kahvin', 'kahvit', 'kahvista', 'kahvissa', 'kahville', 'kahviin', 'kahvikin', 'kahvinsa', 'kahvimme', 'kahvikupi*', 'kahvikuppi*',
      'kahvinkeit*', 'kahvilaatu*', '*kahvi', '*kahvia', '*kahvin', 'latte*', 'cappuccino*', 'kapusiino*', 'espresso*', 'americano*', 'mocha*', 'flat white',
      'cortado*', 'tee', 'teetä', 'teet', 'teestä', 'teen kanssa', 'yrttitee*', 'vihreä tee', 'musta tee', 'chai*',
      'sumppi*',
      // The coffee with 'too' on it, as it is said ('kahviki on hyvää').
      'kahviki', 'kahvikaan', 'kahviakin', 'kahviaki',
      // Chai is tea, and what it tasted of tells of the drink.
      'chai', 'chai latte', 'chailatte',
      // Coffee from the bottom of the pot, the stale dregs: 'kahvi tosin vähän pannun pohjaa'.
      '-pannun pohjaa', '-pannun pohjia', '-pannun pohjalta', '-pannunpohjaa', '-pannunpohjia', '-pannun pohjat', '-pannun pohjien makuista', '-pannunpohjan makuista',
    ],
    drinks: [
      // Lemonade in any compound: 'talon limonadi', 'raparperilimonadi'.
      'limonadi*', '*limonadi',
      // Juice pressed on the spot: 'appelsiinimehu puristettiin paikan päällä'.
      '+puristettiin paikan päällä', '+puristetaan paikan päällä', '+puristettu paikan päällä', '+puristettiin tuoreena', '+puristetaan tuoreena', '+itse puristettu', '+itse puristettua', '+itsepuristettu*', '+vastapuristettu*', '+tuorepuristet*', '+puristettiin siinä edessä', '+puristetaan siinä edessä',
      // Wave 4: praise as people put it.
      'olutta', 'oluita', 'hanasta', '+itse tehty limonadi', '+itsetehty limonadi', '+itse tehtyä limonadia', '+kotitekoinen limonadi', '+kotitekoista limonadia', '+itse tehty mehu', '+tuorepuristettu', '-viini ei sopinut', '-viini ei sopinut ruokaan', '-viini ei sopinut ollenkaan', '+viini sopi täydellisesti',
      '*juom*', 'drinkki*', 'drinki*', '*viini*', 'olut', 'oluet', 'olue*', '*olut', 'kalja*', 'siideri*', 'lonkero*', 'cocktail*', 'mehu*', 'tuoremehu*',
      'smoothie*', 'limsa*', 'limu*', 'kuohu*', 'samppanja*', 'shampanja*', '*kaakao*', '~baari*',
      'bisse*', 'tuoppi*', 'alkoholiton*', 'alkoholitto*', '-väljäht*',
      '-pelkkää jäätä', '-enemmän jäätä kuin', '-puolet jäätä', '-olut oli lämmintä', '-lämmintä olutta', '-lämmin olut', '-oluet olivat lämpimiä', '-lämpimiä oluita',
      '-siideri oli lämmintä', '-lämmintä siideriä', '-valkoviini oli lämmintä', '-lämmintä valkoviiniä',
      'sima', 'simaa', 'siman', 'kotikalja*', 'glögi*', 'booli*', 'kossu*', 'koskenkorva*', 'jaloviina*', 'salmiakkikossu*', 'long drink*', 'lonkeroa', 'hanaolu*', 'pienpanimo*', 'ipa', 'ipaa', 'lager*', 'stout*', 'pale ale*', 'riesling*', 'gin', 'giniä', 'gin tonic*',
      // The house wine by the glass.
      'talon viini', 'talon viiniä', 'talon punaviini', 'talon valkoviini', 'talon punkku', 'talon valkkari',
    ],
    breakfast: [
      // Emptied platters at a buffet or brunch: 'puolet vadeista oli tyhjiä'.
      '-puolet vadeista oli tyhjiä', '-puolet vadeista tyhjiä', '-vadeista oli tyhjiä', '-vadit oli tyhjiä', '-vadit olivat tyhjiä', '-vadit tyhjinä', '-tyhjiä vateja', '-tyhjät vadit', '-vateja ei täytetty', '-vateja ei täytettu', '-vadit jäi tyhjiksi', '-ei täytetty vaikka',
      // Breakfast eggs and cold cuts gone early and not brought more: 'munat ja leikkeleet loppu jo puol yhdeksältä eikä niitä kukaan tuonu lisää'.
      '-munat loppu', '-munat loppui', '-munat oli loppu', '-leikkeleet loppu', '-leikkeleet loppui', '-puuro loppu', '-loppu jo puol yhdeksältä', '-loppu jo puoli yhdeksältä', '-loppu jo ennen yhdeksää', '-eikä niitä kukaan tuonu lisää', '-eikä niitä kukaan tuonut lisää', '-eikä kukaan tuonu lisää', '-eikä kukaan tuonut lisää',
      '-munakokkelia ei enää ollut', '-munakokkelia ei ollu enää', '-munakokkeli oli loppu', '-loppu termareista', '-termarit tyhjinä', '-termarit oli tyhjiä', '-ei täytetty', '-leipä loppu',
      // Regional and slang words for breakfast.
      'brekkari*', 'brekki', 'aamubuffa*', 'aamubuffet*',
      '*aamiai*', '*aamupala*', 'brunssi*', 'brunch*',
    ],
    selection: [
      // Choice told with a count word ('paljon vaihtoehtoja', 'vähän vaihtoehtoja') and dish options as compounds ('kasvisvaihtoehto').
      '*vaihtoehto*', '*vaihtoehdo*', '+paljon vaihtoehtoja', '+monia vaihtoehtoja', '-vähän vaihtoehtoja',
      // Everything one needed was there: 'löytyi kaikkea mitä tarvitsin', 'löytyi vaikka mitä'.
      '+kaikkea mitä tarvitsin', '+kaiken mitä tarvitsin', '+löytyi vaikka mitä',
      // A single dish to choose from: 'lounaalla vain yksi ruoka'.
      '-vain yksi ruoka', '-vaan yks ruoka',
      // Shelves half empty: 'hyllyt olivat puolityhjiä'.
      '-hyllyt olivat puolityhjiä', '-hyllyt oli puolityhjiä', '-hyllyt puolityhjiä', '-puolityhjät hyllyt', '-puolityhjiä hyllyjä', '-hyllyt ammottivat tyhjyyttään', '-hyllyt ammotti tyhjyyttään', '-hyllyt tyhjinä', '-hyllyt oli tyhjiä', '-hyllyt olivat tyhjiä', '-tyhjiä hyllyjä',
      // Things one did not know one needed: 'löytyi kaikkea mitä en tiennyt tarvitsevani', the range praised.
      '+mitä en tiennyt tarvitsevani', '+mitä en edes tiennyt tarvitsevani', '+mitä ei tiennyt tarvitsevansa', '+mitä ei edes tiennyt tarvitsevansa', '+jota en tiennyt tarvitsevani', '+joita en tiennyt tarvitsevani', '+en tiennyt tarvitsevani',
      // Shelves full of stock: 'lankoja on hyllyt täynnä', 'hyllyt notkuu'.
      '+hyllyt täynnä', '+hyllyt on täynnä', '+hyllyt ovat täynnä', '+hyllyt oli täynnä', '+hyllyt olivat täynnä', '+hyllyt pullollaan', '+hyllyt notkuu', '+hyllyt notkuvat', '+hyllyt notkui', '+hyllyt notkuivat', '+täydet hyllyt', '+hyllyt täpötäynnä', '+hyllyt ääriään myöten täynnä', '+lattiasta kattoon',
      // Half the menu not to be had: 'puolet listasta ei ollut saatavilla'.
      '-ei ollut saatavilla', '-ei ollu saatavilla', '-ei ole saatavilla', '-eivät olleet saatavilla', '-ei saatavilla', '-puolet listasta', '-puolet ruokalistasta', '-puolet listan annoksista', '-puolet annoksista oli loppu', '-puolet tuotteista oli loppu', '-ei ollut tarjolla', '-ei ollu tarjolla', '-oli loppunut', '-oli jo loppunut', '-olivat loppuneet',
      // Nothing for children: 'Lastenlistaa ei ollut'.
      '-lastenlistaa ei ollut', '-ei ollut lastenlistaa', '-ei lastenlistaa', '-ei lastenmenua', '-ei ollut lastenmenua', '-lasten annoksia ei ollut', '-ei ollut lasten annoksia', '-ei lasten annoksia', '-ei ollut mitään lapsille', '-lapsille ei ollut mitään', '-ei mitään lapsille',
      // Nothing gluten-free, vegan or oat milk to be had: 'Gluteenitonta ei ollut yhtään'.
      '-gluteenitonta ei ollut', '-ei ollut gluteenitonta', '-ei gluteenitonta', '-ei yhtään gluteenitonta', '-vegaanista ei ollut', '-ei ollut vegaanista', '-ei vegaanista', '-ei yhtään vegaanista', '-laktoositonta ei ollut', '-ei ollut laktoositonta', '-ei laktoositonta', '-kasvisvaihtoehtoa ei ollut', '-ei ollut kasvisvaihtoehtoa', '-ei kasvisvaihtoehtoa', '-kaurajuomaa ei ollut', '-ei ollut kaurajuomaa', '-ei kaurajuomaa', '-kauramaitoa ei ollut', '-ei ollut kauramaitoa', '-ei kauramaitoa',
      // Half the menu gone: 'puolet listasta on loppu'.
      '-puolet listasta on loppu', '-puolet listasta oli loppu', '-puolet listasta loppu', '-listasta on loppu', '-listasta oli loppu', '-puolet annoksista loppu',
      // A range for every need: 'lankoja on joka lähtöön', 'tavaraa löytyy laidasta laitaan', 'semmoista ei muualta löydä'.
      '+joka lähtöön', '+on joka lähtöön', '+joka makuun', '+laidasta laitaan', '+löytyy laidasta laitaan', '+ei muualta löydä', '+ei muualta löydy', '+ei muualta saa', '+ei muualta tästä kaupungista löydä', '+mitä ei muualta löydä', '+mitä muualta ei löydä', '+löytyy kaikkea', '+löytyy vaikka mitä', '+löytyy ihan kaikkea',
      // Savo dialect ('ai' spoken 'ae'): 'Hyvä valikoema'.
      '*valikoem*',
      // The right size not in stock ('oikean kokosia ruuveja ei ollu', 'mun kokoa ei ollu'): the range.
      '-oikean kokoisia ei ollut', '-oikean kokoisia * ei ollut', '-oikean kokoisia ei ollu', '-oikean kokoisia * ei ollu', '-oikean kokoisia ei löytynyt', '-oikean kokoisia * ei löytynyt', '-oikean kokoisia ei löytyny', '-oikean kokoisia * ei löytyny', '-oikean kokoisia ei ole', '-oikean kokoisia * ei ole', '-oikean kokoisia ei oo', '-oikean kokoisia * ei oo', '-ei ollut oikean kokoisia', '-ei ollu oikean kokoisia', '-ei löytynyt oikean kokoisia', '-ei löytyny oikean kokoisia', '-oikean kokosia ei ollut', '-oikean kokosia * ei ollut', '-oikean kokosia ei ollu', '-oikean kokosia * ei ollu', '-oikean kokosia ei löytynyt', '-oikean kokosia * ei löytynyt', '-oikean kokosia ei löytyny', '-oikean kokosia * ei löytyny', '-oikean kokosia ei ole', '-oikean kokosia * ei ole', '-oikean kokosia ei oo', '-oikean kokosia * ei oo', '-ei ollut oikean kokosia', '-ei ollu oikean kokosia', '-ei löytynyt oikean kokosia', '-ei löytyny oikean kokosia', '-oikeen kokosia ei ollut', '-oikeen kokosia * ei ollut', '-oikeen kokosia ei ollu', '-oikeen kokosia * ei ollu', '-oikeen kokosia ei löytynyt', '-oikeen kokosia * ei löytynyt', '-oikeen kokosia ei löytyny', '-oikeen kokosia * ei löytyny', '-oikeen kokosia ei ole', '-oikeen kokosia * ei ole', '-oikeen kokosia ei oo', '-oikeen kokosia * ei oo', '-ei ollut oikeen kokosia', '-ei ollu oikeen kokosia', '-ei löytynyt oikeen kokosia', '-ei löytyny oikeen kokosia', '-oikeen kokoisia ei ollut', '-oikeen kokoisia * ei ollut', '-oikeen kokoisia ei ollu', '-oikeen kokoisia * ei ollu', '-oikeen kokoisia ei löytynyt', '-oikeen kokoisia * ei löytynyt', '-oikeen kokoisia ei löytyny', '-oikeen kokoisia * ei löytyny', '-oikeen kokoisia ei ole', '-oikeen kokoisia * ei ole', '-oikeen kokoisia ei oo', '-oikeen kokoisia * ei oo', '-ei ollut oikeen kokoisia', '-ei ollu oikeen kokoisia', '-ei löytynyt oikeen kokoisia', '-ei löytyny oikeen kokoisia', '-oikeankokoisia ei ollut', '-oikeankokoisia * ei ollut', '-oikeankokoisia ei ollu', '-oikeankokoisia * ei ollu', '-oikeankokoisia ei löytynyt', '-oikeankokoisia * ei löytynyt', '-oikeankokoisia ei löytyny', '-oikeankokoisia * ei löytyny', '-oikeankokoisia ei ole', '-oikeankokoisia * ei ole', '-oikeankokoisia ei oo', '-oikeankokoisia * ei oo', '-ei ollut oikeankokoisia', '-ei ollu oikeankokoisia', '-ei löytynyt oikeankokoisia', '-ei löytyny oikeankokoisia', '-oikeankokosia ei ollut', '-oikeankokosia * ei ollut', '-oikeankokosia ei ollu', '-oikeankokosia * ei ollu', '-oikeankokosia ei löytynyt', '-oikeankokosia * ei löytynyt', '-oikeankokosia ei löytyny', '-oikeankokosia * ei löytyny', '-oikeankokosia ei ole', '-oikeankokosia * ei ole', '-oikeankokosia ei oo', '-oikeankokosia * ei oo', '-ei ollut oikeankokosia', '-ei ollu oikeankokosia', '-ei löytynyt oikeankokosia', '-ei löytyny oikeankokosia', '-sopivan kokoisia ei ollut', '-sopivan kokoisia * ei ollut', '-sopivan kokoisia ei ollu', '-sopivan kokoisia * ei ollu', '-sopivan kokoisia ei löytynyt', '-sopivan kokoisia * ei löytynyt', '-sopivan kokoisia ei löytyny', '-sopivan kokoisia * ei löytyny', '-sopivan kokoisia ei ole', '-sopivan kokoisia * ei ole', '-sopivan kokoisia ei oo', '-sopivan kokoisia * ei oo', '-ei ollut sopivan kokoisia', '-ei ollu sopivan kokoisia', '-ei löytynyt sopivan kokoisia', '-ei löytyny sopivan kokoisia', '-sopivan kokosia ei ollut', '-sopivan kokosia * ei ollut', '-sopivan kokosia ei ollu', '-sopivan kokosia * ei ollu', '-sopivan kokosia ei löytynyt', '-sopivan kokosia * ei löytynyt', '-sopivan kokosia ei löytyny', '-sopivan kokosia * ei löytyny', '-sopivan kokosia ei ole', '-sopivan kokosia * ei ole', '-sopivan kokosia ei oo', '-sopivan kokosia * ei oo', '-ei ollut sopivan kokosia', '-ei ollu sopivan kokosia', '-ei löytynyt sopivan kokosia', '-ei löytyny sopivan kokosia', '-oikeaa kokoa ei', '-oikeeta kokoo ei', '-ei ollut oikeaa kokoa', '-ei ollu oikeeta kokoo', '-ei ollut minun kokoa', '-ei ollut minun kokoani', '-ei ollu mun kokoa', '-ei ollu mun kokoo', '-mun kokoa ei ollu', '-minun kokoani ei ollut', '-minun kokoa ei ollut', '-ei ollut hyllyssä', '-ei ollu hyllyssä', '-ei ollu varastossa', '-ei löytyny varastosta',
      // Wave 4: praise as people put it.
      '+valtava valikoima', '+valtavan valikoiman', '+monipuolinen valikoima', '+ei löydä muualta', '+jokaiselle jotakin', '+jokaiselle jotain', '-valikoima ei ollut kovin laaja', '-valikoima ei ole kovin laaja', '-valikoima ei ollut laaja', '-valikoima ei ole laaja', '-valikoima oli suppea',
      // A thin range: only a kind or two left, sizes that sell out at once, items listed online not in stock.
      '-vain kahta sorttia', '-vain kaksi sorttia', '-vain * sorttia', '-vain kahta lajia', '-koot loppuvat', '-koot loppuu', '-koot loppuivat', '-loppuvat heti', '-loppuu heti', '-ei ollut varastossa', '-ei ole varastossa', '-ei löytynyt varastosta', '-puuttui varastosta', 'varastossa', '~sorttia', '~sortteja',
      '*valikoim*', 'valinnanvara*', 'vaihtoehto*', 'vaihtoehdo*', 'tarjonta*', 'tarjonna*', 'lajitelma*', 'sortimentti*', '~viinilista*', '~juomalista*', '~olutlista*', '-kutistu*', '~monipuoli*', '~suppea*',
      '~tuotte*', '~tuote', '~tuotteita', '~laaja*',
      '-oli loppu', '-olivat loppu', '-loppuunmyy*', 'löysin kaiken', 'löytyi kaikki', 'löytyy kaikki', 'löytyy kaikkea',
      '-vitriini oli tyhjä', '-vitriini oli * tyhjä', '-vitriini * tyhjä', '-tyhjä vitriini', '-vitriinit tyhjinä', '-tyhjät hyllyt',
      '-hyllyt * tyhjinä', '-hyllyt * tyhjiä', '-hyllyt puolityhjinä', '-oli jo loppu',
      '-olivat jo loppu', '-myyty loppuun', '-en löytänyt etsimääni', '-en löytänyt mitään etsimääni', '-ei löytynyt etsimääni', '-ei ollut etsimääni',
      '-vähän valinnanvaraa',
      '+paljon valinnanvaraa', '+runsaasti valinnanvaraa', '+valinnanvaraa riittää', '+valinnanvaraa löytyy', '+valinnanvaraa on * paljon',
      '+valinnanvaraa oli * paljon', '+valinnanvaraa on paljon',
      '+löytyy mitä etsii', '+löytyy kaikki mitä tarvitsee', '+aina löytyy',
      '-ei ollut juuri yhtään', '-ei juuri yhtään pyörää', '-kaikki piti tilata', '-piti tilata erikseen', '-pitää tilata erikseen', '-joutuu tilaamaan', '-jouduttiin tilaamaan', '-jouduin tilaamaan', '-kaikki pitää tilata', '-melkein kaikki piti tilata', '-varaosia ei', '-varaosia ei juuri', '-ei varaosia', '-varaosia vanhempiin', '-vanhempiin malleihin ei', '-hyllyt tyhjiä', '+löytyi osat', '+osat löytyi', '+vanhaankin malliin', '+vanhempiinkin malleihin', '+löytyi varaosa', '+varaosat löytyi', 'varaosa*', 'vanhempiin malleihin', 'vanhoihin malleihin',
      // Shelves empty by afternoon, things out again and again, a menu shrunk to nothing, only a couple of things left: 'maitohylly oli tyhjä', 'hiiva on ollu loppu koko viikon', 'lista on karsittu', 'tiskillä oli enää pari pullaa'.
      '-*hylly on tyhjä', '-*hylly oli tyhjä', '-*hylly on * tyhjä', '-*hylly oli * tyhjä', '-*hylly tyhjä', '-*hyllyt tyhjiä', '-*hyllyt on tyhjiä', '-on ollu loppu', '-on ollut loppu', '-oli ollu loppu', '-* on ollu loppu', '-* on ollut loppu', '-* oli ollu loppu', '-* on aina loppu', '-* on usein loppu', '-* oli taas loppu', '-* on taas loppu', '-ollu loppu jo', '-ollut loppu jo', '-aina loppu', '-usein loppu', '-jatkuvasti loppu', '-taas loppu', '-taas kerran loppu', '-joutuu * isoon markettiin', '-joutuu * isoon kauppaan', '-joutuu ajaa isoon', '-joutuu ajamaan isoon', '-joutuu ajaa kaupunkiin', '-joutuu ajamaan kaupunkiin', '-ruokalista on kutistunut', '-ruokalista kutistunut', '-lista on kutistunut', '-ruokalista on supistunut', '-lista on supistunut', '-ruokalista on karsittu', '-lista on karsittu', '-listaa on karsittu', '-kutistunut olemattomaks', '-kutistunut olemattomaksi', '-enää kaks', '-enää kaksi', '-enää yks', '-enää pari', '-enää muutama', '-enää kolme', '-jäljellä enää', '-enää jäljellä', 'kasvissyöjän kanssa', 'kasvissyöjälle', 'kasvissyöjille', 'vegaanille', 'vegaaneille',
      // Nothing vegan or free-from at all, not even oat milk: 'ei mitään vegaanista, ei edes kauramaitoa kahviin'.
      '-ei mitään vegaanista', '-ei mitään vegaanisia', '-ei mitään gluteenitonta', '-ei mitään gluteenittomia', '-ei mitään laktoositonta', '-ei mitään maidotonta', '-ei mitään kasvisruokaa', '-ei mitään kasvisvaihtoehtoa', '-ei mitään kasvisjuttua', '-ei ollut mitään vegaanista', '-ei ollut mitään gluteenitonta', '-ei ollut mitään laktoositonta', '-ei ollu mitään vegaanista', '-ei ollu mitään gluteenitonta', '-ei löytynyt mitään vegaanista', '-ei löytyny mitään vegaanista', '-ei löytynyt mitään gluteenitonta', '-ei löytyny mitään gluteenitonta', '-vegaanista ei mitään', '-gluteenitonta ei mitään', '-ei edes kauramaitoa', '-ei edes kaurajuomaa', '-ei edes kauralattea', '-ei edes soijamaitoa', '-ei edes laktoositonta', '-ei edes gluteenitonta', '-ei edes vegaanista', '-ei edes kasvisvaihtoehtoa', '-ei edes yhtä vegaanista', '-ei edes yhtä gluteenitonta', '-ei kasvisruokaa',
      // The size wanted not in stock, the largest or smallest they had told: 'hain koossa 45 mutta isoin mitä löyty oli 42'.
      '-isoin mitä löyty', '-isoin mitä löytyi', '-isoin mitä oli', '-isoin mitä niillä oli', '-isoin koko oli', '-isoin koko mitä', '-suurin mitä löytyi', '-suurin mitä löyty', '-suurin koko oli', '-suurin koko mitä', '-pienin mitä löytyi', '-pienin mitä löyty', '-pienin koko oli', '-pienin koko mitä', '-isompia kokoja ei', '-isompaa kokoa ei', '-ei isompia kokoja', '-ei isompaa kokoa', '-pienempiä kokoja ei', '-pienempää kokoa ei', '-ei pienempiä kokoja', '-ei pienempää kokoa', '-mun kokoa ei', '-minun kokoa ei', '-minun kokoani ei', '-mun kokoa ei löytynyt', '-omaa kokoa ei', '-omaa kokoani ei', '-ei ollut mun kokoa', '-koossa * ei ollut', '-koossa * ei ollu', '-koossa * ei löytynyt', '-koossa * ei löytyny',
      // Things not to be had anywhere else: 'löytyi juttuja joita ei oo missään muualla'.
      '+ei oo missään muualla', '+ei ole missään muualla', '+ei ollut missään muualla', '+ei oo muualla', '+joita ei oo missään muualla', '+joita ei ole missään muualla', '+jota ei oo missään muualla', '+jota ei ole missään muualla', '+mitä ei oo missään muualla', '+mitä ei ole missään muualla', '+ei saa mistään muualta', '+ei löydy mistään muualta', '+ei löydä mistään muualta', '+ei mistään muualta', '+laaja valikoima', '+laajan valikoiman', '+tosi laaja valikoima', '+todella laaja valikoima',
      // Only two dishes and both of meat, nothing left for the vegetarian: 'lounaalla vaan kaks vaihtoehtoa ja molemmissa lihaa'.
      '-vaan kaks vaihtoehtoa', '-vaan kaksi vaihtoehtoa', '-vain kaks vaihtoehtoa', '-vain kaksi vaihtoehtoa', '-vain yksi vaihtoehto', '-vaan yks vaihtoehto', '-vain * vaihtoehtoa', '-vaan * vaihtoehtoa', '-vain kaksi ruokaa', '-vaan kaks ruokaa', '-vain kaksi annosta', '-vaan kaks annosta', '-vain kaksi lämmintä', '-vaan kaks lämmintä', '-molemmissa lihaa', '-molemmat lihaa', '-kaikissa lihaa', '-kaikissa annoksissa lihaa', '-kasvissyöjälle jäi', '-kasvissyöjälle ei ollut', '-kasvissyöjälle ei ollu', '-kasvissyöjälle ei löytynyt', '-kasvissyöjälle ei mitään', '-kasvissyöjälle ei oo mitään', '-kasvissyöjälle ei ole mitään', '-vegaanille ei ollut', '-vegaanille ei mitään', '-vegaanille jäi',
      // Choice at last for one used to making do: 'täällä sai valita neljästä gluteenittomasta kakusta'.
      '+sai valita kolmesta', '+sai valita neljästä', '+sai valita viidestä', '+sai valita kuudesta', '+sai valita monesta', '+sai valita useasta', '+sai valita useista', '+sai valita lukuisista', '+sai valita kymmenestä', '+saa valita kolmesta', '+saa valita neljästä', '+saa valita monesta', '+saa valita useasta', '+saa valita useista', '+pääsi valitsemaan * useasta', '+pääsi valitsemaan monesta', '+oli varaa valita', '+ois varaa valita',
      // So much good on the menu that choosing took long: 'listalla niin paljon hyvää että valitseminen kesti ikuisuuden'.
      '+valitseminen kesti', '+valitseminen kesti ikuisuuden', '+valitsemiseen meni', '+valitsemiseen meni ikuisuus', '+valinta kesti ikuisuuden', '+valintaan meni ikuisuus', '+valinnassa meni', '+vaikea valita', '+vaikee valita', '+oli vaikea valita', '+oli vaikee valita', '+vaikea päättää mitä ottaa', '+vaikee päättää mitä ottaa', '+niin paljon hyvää että', '+niin paljon hyvää listalla', '+listalla niin paljon hyvää', '+listalla oli niin paljon hyvää', '+listalla on niin paljon hyvää',
    ],
    service: [
      // Made to feel only a bother: 'tuntui että olimme vain vaivaksi'.
      '-vain vaivaksi', '-vaan vaivaksi',
      // Passed from one desk to the next: 'meitä pallotettiin tiskiltä toiselle'.
      '-pallotel*', '-pompotel*',
      // Waiting for a reply to a complaint ('still waiting for a reply'): how the complaint was handled, not a wait at the place.
      '-odotan vieläkin vastausta', '-odotan yhä vastausta', '-odotan edelleen vastausta', '-odotan vastausta', '-vastausta ei ole kuulunut',
      // A request to turn the music down refused or ignored ('pyydettiin hiljentämään, ei hiljennetty'): how the guest was served.
      '-ei hiljennetty', '-ei hiljentäneet', '-eivät hiljentäneet', '-ei hiljentänyt', '-ei suostuttu hiljentämään', '-eivät suostuneet hiljentämään', '-ei suostunut hiljentämään', '-ei laitettu pienemmälle', '-ei laitettu hiljemmalle', '-ei laitettu hiljaisemmalle', '-eivät laittaneet pienemmälle', '-ei laittanut pienemmälle', '-ei väännetty pienemmälle', '-ei käännetty pienemmälle', '-ei musiikkia hiljennetty', '-musiikkia ei hiljennetty', '-musaa ei hiljennetty', '-pyynnöstä huolimatta', '-pyynnöistä huolimatta',
      // Help asked for and the website offered instead: 'käski katsomaan nettisivuilta'.
      '-käski katsomaan nettisivuilta', '-käskettiin katsomaan nettisivuilta', '-käski katsoa netistä', '-käski katsomaan netistä', '-käskettiin katsomaan netistä', '-neuvoi katsomaan netistä', '-ohjattiin nettisivuille', '-ohjasi nettisivuille', '-lukee nettisivuilla', '-lukee netissä', '-löytyy nettisivuilta', '-käteen läiskäistiin esite', '-annettiin vaan esite', '-antoi vaan esitteen', '-sain vaan esitteen',
      // Nobody troubling to tell: 'kukaan ei vaivautunut kertomaan'.
      '-kukaan ei vaivautunut kertomaan', '-kukaan ei vaivautunut ilmoittamaan', '-kukaan ei viitsinyt kertoa', '-kukaan ei viitsiny kertoa', '-kukaan ei kertonut', '-kukaan ei ilmoittanut', '-kukaan ei ilmottanu', '-kukaan ei kertonu', '-ei vaivauduttu kertomaan', '-ei viitsitty kertoa', '-ei kerrottu etukäteen', '-ei ilmoitettu etukäteen', '-ei vaivautunut kertomaan',
      // Service said to be nil: 'palvelu oli nollaa', 'asiakaspalvelu nolla'.
      '-palvelu oli nollaa', '-palvelu on nollaa', '-palvelu nollaa', '-palvelu nolla', '-palvelu oli nolla', '-asiakaspalvelu nolla', '-asiakaspalvelu oli nollaa', '-asiakaspalvelu on nollaa', '-asiakaspalvelu oli nolla', '-asiakaspalvelu nollaa', '-palvelua ei ollut', '-palvelu oli olematonta', '-palvelu on olematonta', '-olematon palvelu', '-olematonta palvelua', '-asiakaspalvelu oli olematonta', '-olematon asiakaspalvelu',
      // A hard sell: 'koko ajan yritettiin myydä jotain lisää', 'tuotteita tyrkytettiin'.
      '-yritettiin myydä', '-yritti myydä', '-yrittivät myydä', '-yritti koko ajan myydä', '-yritettiin koko ajan myydä', '-tyrkytettiin', '-tyrkytti', '-tyrkyttivät', '-tyrkyttää', '-tyrkytys', '-myyntipuhe*', '-myyntipuhetta', '-painostettiin ostamaan', '-painosti ostamaan', '-painostivat ostamaan', '-koko ajan myymässä', '-pelkkää myyntiä',
      // An order that came other than ordered or pictured: 'se oli paljon pienempi kuin kuvassa', 'vääriä kukkia'.
      '-pienempi kuin kuvassa', '-pienempi ku kuvassa', '-paljon pienempi kuin kuvassa', '-paljon pienempi ku kuvassa', '-pienempi kuin netissä', '-pienempi ku netissä', '-pienempi kuin nettisivuilla', '-pienempi kuin sivuilla', '-pienempi kuin luvattiin', '-pienempi kuin tilasin', '-eri kuin kuvassa', '-eri ku kuvassa', '-ihan eri kuin kuvassa', '-ei näyttänyt kuvalta', '-ei näyttäny kuvalta', '-ei vastannut kuvaa', '-ei vastannu kuvaa', '-ei vastannut tilausta', '-ei vastannu tilausta', '-ei vastannut tilattua', '-eri kuin tilasin', '-eri ku tilasin', '-ei ollut sitä mitä tilasin', '-ei ollu sitä mitä tilasin', '-ei sitä mitä tilasin', '-ei sitä mitä tilattiin', '-väärät kukat', '-vääriä kukkia', '-väärän värisiä', '-väärän väriset', '-väärä tuote', '-väärän tuotteen', '-tuli väärä', '-tuli väärät', '-toimitettiin väärä', '-toimitettiin väärät',
      // Own work not mended free, no guarantee: 'onko teillä käytäntö ettei omaa työtä korjata ilmaiseksi', 'jonkinlaista takuuta sitä odottais'.
      '-ettei omaa työtä korjata', '-omaa työtä ei korjata', '-ei korjata omaa työtä', '-ei korjattu ilmaiseksi', '-ei korjata ilmaiseksi', '-ettei korjata ilmaiseksi', '-ei korjannut ilmaiseksi', '-eivät korjanneet ilmaiseksi', '-ei suostuttu korjaamaan', '-eivät suostuneet korjaamaan', '-ei suostunut korjaamaan', '-ei voida taata', '-ei voi taata', '-ei mitään takuuta', '-ei minkäänlaista takuuta', '-ei ole takuuta', '-ei takuuta', '-takuuta ei ole', '-takuuta ei ollut', '-takuuta ei myönnetty', '-takuu ei kata', '-takuu ei koske',
      // Staff chatting among themselves while nobody serves: 'juorusivat keskenään eikä kukaan tullut palvelemaan'.
      '-kukaan ei tullut palvelemaan', '-eikä kukaan tullut palvelemaan', '-kukaan ei tullu palvelemaan', '-eikä kukaan tullu palvelemaan', '-ei tullut kukaan palvelemaan', '-ei tullu kukaan palvelemaan', '-juorusivat keskenään', '-juorus keskenään', '-juttelivat keskenään', '-juttelivat vaan keskenään', '-jutteli keskenään', '-jutteli vaan keskenään', '-rupattelivat keskenään', '-höpöttelivät keskenään', '-höpötteli keskenään', '-kukaan ei palvellut', '-kukaan ei huomannut', '-ei kukaan huomannut', '-ei huomioitu', '-ei huomioinut',
      // Too few hands at work: 'liian vähän porukkaa töissä', 'alimiehitetty'.
      '-liian vähän porukkaa', '-liian vähän porukkaa töissä', '-liian vähän väkeä', '-liian vähän väkeä töissä', '-liian vähän henkilökuntaa', '-liian vähän työntekijöitä', '-liian vähän tekijöitä', '-liian vähän henkilökuntaa töissä', '-liian vähän henkilöstöä', '-alimiehitetty', '-alimiehitettyjä', '-alimiehityksellä', '-vajaalla miehityksellä', '-vajaalla porukalla', '-yksin töissä', '-oli yksin töissä',
      // The main brought before the starters were eaten: 'Pääruoka tuli ennen kuin alkuruoat oli syöty'.
      '-ennen kuin alkuruoat oli syöty', '-ennen kuin alkuruoka oli syöty', '-ennen kuin alkuruoista oli päästy', '-pääruoka tuli ennen kuin', '-pääruoat tuli ennen kuin', '-pääruoka tuotiin ennen kuin', '-pääruoat tuotiin ennen kuin', '-kesken alkuruoan', '-kesken alkuruokien',
      // Not noticed at the counter: 'Tiskillä ei kukaan huomannut meitä'; the bill asked for again and again.
      '-ei kukaan huomannut meitä', '-kukaan ei huomannut meitä', '-ei kukaan huomannut minua', '-kukaan ei huomannut minua', '-ei huomannut meitä', '-ei huomannut minua', '-ei huomannu meitä', '-ei huomannu minua', '-kukaan ei huomannu', '-ei kukaan huomannu', '-minua ei huomattu', '-ei huomattu ollenkaan', '-pyytämään laskua', '-pyytää laskua monta kertaa', '-laskua jouduttiin pyytämään', '-laskua sai pyytää', '-laskua piti pyytää monta kertaa', '-laskua pyydettiin', '-laskua kolme kertaa', '-laskua kaksi kertaa', '-laskua monta kertaa',
      // Left standing at the counter: 'sai seistä tiskillä', 'seistiin tiskillä kymmenen minuuttia'.
      '-sai seistä tiskillä', '-seistiin tiskillä', '-seisoin tiskillä', '-seisottiin tiskillä', '-seisoin kassalla', '-seistiin kassalla', '-tiskillä sai seistä', '-kassalla sai seistä', '-sai seistä kassalla', '-sai odotella tiskillä', '-odottelin tiskillä', '-jonon ohi', '-etuili', '-päästi etuilemaan',
      // No pushing of products: 'eikä tuputtanut tuotteita'.
      '+eikä tuputtanut', '+ei tuputtanut', '+ei tuputtanu', '+eikä tuputtanu', '+ei tyrkyttänyt', '+eikä tyrkyttänyt', '+ei tyrkyttäny', '+ei yrittänyt myydä', '+ei yrittäny myydä',
      // Nobody on the floor to help: 'myyjää saa etsiä', 'kukaan ei kysyny tarviiko apua'.
      '-myyjää saa etsiä', '-myyjää sai etsiä', '-myyjää piti etsiä', '-myyjiä saa etsiä', '-henkilökuntaa saa etsiä', '-ei ketään missään', '-ei näkynyt ketään', '-ei ollut ketään auttamassa', '-kukaan ei kysyny tarviiko apua', '-kukaan ei kysynyt tarvitsenko apua', '-kukaan ei kysyny tarvitsenko apua', '-kukaan ei kysynyt tarvitaanko apua', '-kukaan ei tullut kysymään', '-kukaan ei tullu kysymään', '-ei kukaan tullut kysymään',
      // Nobody told anything, the guest had to go and ask: 'kukaan ei kertonu mitään, piti ite käydä kysymässä tiskiltä'; a promised order never sent on, the guest chasing it.
      '-kukaan ei kertonu mitään', '-kukaan ei kertonut mitään', '-ei kukaan kertonut mitään', '-ei kukaan kertonu mitään', '-ei kerrottu mitään', '-mitään ei kerrottu', '-piti ite käydä kysymässä', '-piti itse käydä kysymässä', '-piti ite kysyä', '-piti itse kysyä', '-piti mennä kysymään', '-jouduin itse kysymään', '-jouduin ite kysymään', '-soitin itse perään', '-soitin ite perään', '-piti soittaa perään', '-jouduin soittamaan perään', '-soittaa itse perään', '-ettei tilausta ollut', '-tilausta ei ollut edes', '-tilaus oli unohtunut', '-tilaus oli jäänyt', '-tilaus jäänyt', '-ei ollut edes lähetetty', '-ollut edes lähetetty', '-ei ollu edes lähetetty', '-eikä uutta tuotu', '-ei tuotu lisää', '-eikä tuotu lisää', '-ei täytetty', '-vaikka kysyttiin kahteen kertaan', '-kysyttiin kahteen kertaan', '-kysyttiin kolmeen kertaan', '-piti kysyä kahteen kertaan', '-piti pyytää monta kertaa', '-piti pyytää kahteen kertaan', '-kirjoitusvirhe', '-kirjotusvirhe', '-nimi väärin', '-väärin kirjoitettu',
      // A shop assistant who could advise ('Myyjä osas neuvoa hyvin'): the service and the staff praised.
      '+osas neuvoa', '+osasi neuvoa', '+osas neuvoo', '+osaa neuvoa', '+osasivat neuvoa', '+osas neuvoa hyvin', '+osasi neuvoa hyvin', '+osas auttaa', '+osasi auttaa',
      // Savo dialect: 'palavelu' for 'palvelu'.
      'palavelu*',
      '-oli unohtunu kokonaan', '-oli unohtunut kokonaan', '-unohtu kokonaan', '-kukaan ei ollu viittiny soittaa', '-kukaan ei ollut viitsinyt soittaa', '-ei viittiny soittaa', '-ei viitsinyt soittaa', '-ei soittanut kukaan', '-ei soittanu kukaan',
      // Wave 4: praise as people put it.
      '+auttoi löytämään', '+auttoivat löytämään', '+auttoi valitsemaan', '+auttoivat valitsemaan', '+näkivät vaivaa', '+näki vaivaa', '+näkivät todella vaivaa', '+näki todella vaivaa', '+näkivät paljon vaivaa', '+teki kaikkensa', '+tekivät kaikkensa', '+suositteli juuri', '+mikä sopi minulle', '+mikä sopi meille', '-ei neuvottu', '-ei neuvonut', '-emme saaneet mitään neuvoja', '-en saanut mitään neuvoja', '-ei saanut mitään neuvoja', '-ei antanut mitään neuvoja',
      // Service told by what was not done (nobody said a word, nothing changed, no discount, a curt answer), and never any rush, pressure or hassle as praise of it, not a wait.
      '+ei mitään hoputusta', '+ei hoputusta', '+ilman hoputusta', '+ei hoputeltu',
      '+ei mitään kiirettä', '+ei yhtään kiirettä', '+ei ollut mitään kiirettä', '+ei hoputettu', '+ei yhtään hoputettu', '+ei hoputtanut', '+ei hoputeta', '+ei painostettu', '+ei painostusta', '+ei mitään painostusta', '+ilman painostusta', '+ei tuputettu', '+ei tuputusta', '+ilman tuputusta', '+ei mitään tuputusta',
      '-kukaan ei sanonut sanaakaan', '-ei sanonut sanaakaan', '-ei sanaakaan', '-kukaan ei sanonut mitään', '-ei edes anteeksi', '-ei edes anteeksipyyntöä', '-ei mitään anteeksipyyntöä', '-mikään ei muuttunut', '-mitään ei muuttunut', '-ei muuttunut mitään', '-mitään ei tehty', '-ei tehty mitään', '-ei ole enää', '-ei oo enää', '-ei alennusta', '-ei edes alennusta', '-ei mitään hyvitystä', '-ei hyvitystä', '-ei mitään korvausta', '-ei korvausta',
      '-ei auttanut', '-ei ratkaissut mitään', '-ei auta',
      'mitään ratkaisua',
      'unohtivat tilauksen', 'unohtivat tilauksemme', 'tilaus unohtui', 'tilaus oli unohtunut', 'takuu', 'takuuta', 'palautus', 'palautuksen',
      '-jääny jonnekin', '-jäänyt jonnekin', '-tilaus oli jääny',
      '-väärän annoksen', '-väärän ruoan', '-väärät annokset', '-ei tullut ottamaan tilausta', 'tullut ottamaan tilausta',
      '*palvelu*', 'palvel*', 'tarjoilu*', 'asiakaspalvelu*', 'check-in*', 'check in', 'sisäänkirjautu*', '~huomioi*', '~avulia*', '~avulias', '~neuvo*',
      '~opast*', '~huomaavai*', '~asioin*', '~auttava*',
      'puhelin', 'puhelimeen', 'puhelimessa', 'puhelimitse', 'palautus*', 'takuu*', 'reklamaatio*', 'neuvonta*', 'check-out', 'uloskirjautu*',
      'puhelimella', 'päästä läpi', 'pääse läpi', 'vaihtamaan', 'palauttamaan', 'palauttaa',
      '~tilaus', '~tilauksen', '~tilaukse*',
      'laskua piti pyytää', 'pyytää laskua', 'pyysimme laskua',
      '-kukaan ei käynyt', 'käynyt kysymässä',
      '-mitään ei tapahtunut', '-asialle ei tehty mitään',
      '-tilaus meni väärin', '-meni kahdesti väärin', '-tilaus meni kahdesti väärin',
      '-ei pahoittelua', 'ei pahoiteltu', 'ei pahoitellut', 'ei pahoitellu', 'ei mitään anteeksipyyntöä', 'ilman anteeksipyyntöä', 'kukaan ei pahoitellut', '-unohti', '-unohtivat', 'unohtui', 'unohdettu', 'unohdettiin', '-unohtunut',
      '-ennen kuin kukaan tuli', '-ennen kuin kukaan huomasi', '-ennen kuin kukaan kävi', '-kukaan ei tullut', '-ei kukaan tullut', '-kukaan ei tullut pöytään',
      '-ei kukaan käynyt', '-jouduimme itse hakemaan', '-jouduttiin itse hakemaan', '-piti itse hakea', '-piti hakea itse', '-saimme itse hakea',
      '-ei vastata', '-ei vastattu', '-ei koskaan vastata', '-ei koskaan vastattu', '-ei tullut vastausta', '-ei tule vastausta', '-ei saanut vastausta', '-en saanut vastausta', '-emme saaneet vastausta', '-ei soittanut takaisin', '-ei soitettu takaisin', '-eivät soittaneet takaisin', '-ei soita takaisin', '-kukaan ei soittanut', '-ei vastaa puhelimeen', '-ei vastannut puhelimeen', '-eivät vastaa puhelimeen', '-kukaan ei vastaa', '-ei vastaa viesteihin', '-ei vastaa sähköposteihin', '~sähköposti*', '~sähköposte*', '~viesteihin', '~viestiin',
      'rahat takaisin', 'rahani takaisin', 'rahoja takaisin', 'rahat palautettiin', 'rahat palautetaan', 'hyvitys*', 'hyvitti*', 'hyvitettiin',
      'rahamme takaisin',
      '+neuvoja saa', '+saa hyvin neuvoja', '+saa neuvoja',
      '-sain tavallista maitoa', '-sain tavallista', '-tavallisella maidolla', '-sain jotain maitoa', '-sain jotain muuta', '-jotain aivan muuta', '-ihan muuta kuin tilasin', '-muuta kuin tilasin', '-muuta kuin tilasimme', '-väärän tilauksen', '-väärän juoman', '-väärät juomat', '-väärää kahvia', '-ei koskaan tullut', '-eivät koskaan tulleet', '-ei ikinä tullut', '-jäi tulematta', '-jäivät tulematta', '-ei koskaan tuotu', '-jäi tuomatta', '-jäivät tuomatta', '-jonkun muun annoksen', '-jonkun toisen annoksen', '-jonkun muun tilauksen', '-väärälle pöydälle', '-vaikka tilasin', '-vaikka tilasimme', '-vaikka olin tilannut', // a wrong order told as a story
      '-itse menemään', '-itse tiskille', '-itse kassalle', '-itse baaritiskille', '-kukaan ei kysynyt', '-ei kukaan kysynyt', '-kukaan ei kysellyt', '-ei kysytty', '-viittomaan', '-viittoa', '-viittoilemaan', '-viittoilla', '-huitomaan', '-huitoa', '-heiluttelemaan', '-tarjoilija katosi', '-katosi jonnekin', '-katosivat jonnekin', '-katosi kokonaan', '-ei näkynyt missään', '-eivät näkyneet missään', '-huudella', '-huutaa perään', '-huudella perään', '-ei huomattu', '-meitä ei huomattu', '-meitä ei huomioitu', // nobody serving
      '-hän kohautti', '-he kohauttivat', '-hän vain kohautti', '-he vain kohauttivat', '-olankohautu*', '-olkapäiden kohautu*', '-anteeksi ei pyydetty', '-edes anteeksi ei pyydetty', '-ei pyydetty anteeksi', '-ei edes pyydetty anteeksi', '-ei pyytänyt anteeksi', '-ei edes pyytänyt anteeksi', '-eivät pyytäneet anteeksi', '-ei edes pahoiteltu', '-ilman pahoittelua', '-naurahti vain', '-vain naurahti', '-nauroi vain', '-vain nauroi', '-naureskeli', '-sivuutettiin', '-vähäteltiin', // a complaint shrugged off
      '-lasku tuotiin pöytään', '-lasku tuotiin pyytämättä', '-lasku * pyytämättä', '-lasku * * pyytämättä', '-toivat laskun pyytämättä', '-toi laskun pyytämättä', '-lasku lyötiin pöytään', '-tuolit nostettiin', '-tuoleja nostettiin', '-nostivat tuolit', '-nostivat tuoleja', '-tuolit pöydille', '-alkoivat imuroida', '-imuroida ympärillämme', '-imuroi ympärillämme', '-imuroivat ympärillämme', '-siivosivat ympärillämme', '-alkoivat siivota', '-keittiö sulkeutuu', '-keittiö menee kiinni', '-keittiö sulkeutumassa', '-keittiö on sulkeutumassa', '-tarvitsivat pöydän', '-tarvitsevat pöydän', '-pöytä piti vapauttaa', '-pöytä tarvittiin', '-hätistettiin', '-hätisteltiin', '-hoputettiin ulos', '-haluttiin pois', '-haluttiin ulos', '-patistettiin', '-häädettiin', '-vietiin ennen kuin', '-ennen kuin olimme syöneet', '-ennen kuin olimme ehtineet', '-ennen kuin ehdimme syödä', // being hurried out
      '-myivät minulle väärää', '-myi minulle väärää', '-myivät väärän', '-myi väärän', '-myivät väärää', '-jos ei ole hyllyssä', '-ei ole hyllyssä', '-ei ollut hyllyssä', '-hyllyssä ei ole', '-katsomaan netistä', '-tilaamaan netistä', '-neuvottiin katsomaan', '-käskettiin katsomaan', '-ei ketään keneltä kysyä', '-ketään keneltä kysyä', '-ketään ei näkynyt', '-etsimään itse', '-etsiä itse', '-itse etsimään', '-etsimään kaiken itse', '-neuvoja ei saanut', '-ei saanut neuvoja', '-ei mitään neuvoja', '-ei saanut apua', '-apua ei saanut', '-ei saanut mitään apua', // useless help in a shop
      '-luvattiin perjantai*', '-luvattiin maanantai*', '-luvattiin tiistai*', '-luvattiin keskiviikko*', '-luvattiin torstai*', '-luvattiin lauantai*', '-luvattiin * mennessä', '-eikä ollut edes aloitettu', '-ei ollut edes aloitettu', '-ei ollut edes aloitettukaan', '-ei ollut vielä edes aloitettu', '-ei koskaan lähetetty', '-ei ollut lähetetty', '-jäi lähettämättä', '-tulee ensi viikolla', '-pitäisi tulla ensi viikolla', '-tulossa ensi viikolla', '-synttärien jälkeen', '-syntymäpäivän jälkeen', '-syntymäpäivien jälkeen', '-juhlien jälkeen', '-häiden jälkeen', '-luvattu takaisinsoitto', '-luvattua takaisinsoittoa', '-toimitus siirtyi', '-toimitusta siirrettiin', '-toimituspäivä siirtyi', '-toimitus lykkääntyi', '-toimitusta lykättiin', // orders and promises not kept
      '-vaihto vain', '-palautus vain', '-vain * päivän sisällä', '-ei vaihtoa', '-ei hyvityslappua', '-ei lahjakorttia', '-ei oteta takaisin', '-ei otettu takaisin', '-eivät ottaneet takaisin', '-ei ottanut takaisin', '-ei suostunut vaihtamaan', '-ei suostuttu vaihtamaan', '-eivät suostuneet vaihtamaan', '-ei suostunut palauttamaan', '-ei suostuttu palauttamaan', '-eivät suostuneet palauttamaan', '-kieltäytyi vaihtamasta', '-kieltäytyivät vaihtamasta', '-kieltäytyi palauttamasta', '-kieltäytyivät palauttamasta', // exchanges and returns refused
      '-piti mennä itse', '-jouduttiin menemään itse', '-jouduimme menemään itse', '-joutui menemään itse', // nobody serving: having to go up oneself
      '-kuin neulaa heinäsuovasta', '-neulaa heinäsuovasta', '-neula heinäsuovassa', '-ennen täällä sai hyvää palvelua', '-ennen sai hyvää palvelua', '-ennen sai apua', '-ennen sai palvelua', '-ennen palvelu oli', '-ennen oli parempaa palvelua', '-ennen sai neuvoja', '-kukaan ei korjannut pöytiä', '-pöytiä ei korjattu', '-pöytiä ei siivottu', '-astioita ei korjattu', '-kukaan ei korjannut astioita', '-kukaan ei kerännyt astioita', '-astioita ei kerätty', '-pöytiä ei pyyhitty',
      // Nobody turning up after being promised: 'huoltomiestä luvattiin, ketään ei näkyny koko iltana'.
      '-kukaan ei tullu', '-ketään ei näkyny koko', '-ketään ei näkynyt koko', '-ei näkyny koko iltana', '-ei näkynyt koko iltana', '-ketään ei tullu', '-ketään ei tullut', '-ketään ei kuulunut', '-ketään ei kuulunu', '-ei kuulunu ketään', '-ei kuulunut ketään',
      // Nobody came to take the order, or what was ordered never came.
      '-eikä kukaan tullu ottaan tilausta', '-kukaan ei tullut ottamaan tilausta', '-kukaan ei tullu ottaan', '-eikä niitä koskaan tullu', '-eikä niitä koskaan tullut', '-ei koskaan tullu',
      // Water asked for again and again and never brought: 'vettä piti pyytää kolmeen kertaan, eikä sitä lopulta tuotu ollenkaan'.
      '-piti pyytää kolmeen kertaan', '-piti pyytää * kertaan', '-piti pyytää useaan kertaan', '-piti pyytää moneen kertaan', '-piti pyytää monesti', '-piti pyytää uudestaan ja uudestaan', '-sai pyytää kolmeen kertaan', '-sai pyytää * kertaan', '-sai pyytää monta kertaa', '-pyydettiin kolmeen kertaan', '-pyydettiin * kertaan', '-pyysin kolmeen kertaan', '-pyysin * kertaan', '-pyysimme * kertaan', '-eikä sitä lopulta tuotu', '-ei tuotu ollenkaan', '-eikä tuotu ollenkaan', '-ei tuotu lopulta ollenkaan', '-ei lopulta tuotu', '-eikä lopulta tuotu', '-ei tuotu koskaan', '-eikä koskaan tuotu', '-ei ikinä tuotu', '-eikä sitä ikinä tuotu', '-eikä sitä koskaan tuotu', '-ei sitä koskaan tuotu',
      // A party come after us served first, a course that never came: 'meidän jälkeen tullut seurue sai ruokansa ensin ja jälkkäri jäi kokonaan tulematta'.
      '-meidän jälkeen tullut', '-meidän jälkeen tullu', '-meidän jälkeen tullut seurue', '-jälkeen tullut seurue sai', '-jälkeen tullut pöytä sai', '-jälkeen tulleet saivat', '-jälkeen tulleet sai ruokansa', '-sai ruokansa ensin', '-saivat ruokansa ensin', '-sai ruoat ensin', '-saivat ruoat ensin', '-sai ruuat ensin', '-saivat ruuat ensin', '-saivat ruokansa ennen meitä', '-sai ruokansa ennen meitä', '-palveltiin ensin vaikka', '-jäi kokonaan tulematta', '-jäi * tulematta', '-jäivät * tulematta', '-jäi * * tulematta', '-jäivät * * tulematta', '-jäi ihan kokonaan tulematta',
      // Paid for two and got one, and nobody cared: 'maksoin kahdesta mutta sain vaan yhden, eikä asia tuntunut kiinnostavan ketään'.
      '-sain vaan yhden', '-sain vain yhden', '-saatiin vaan yksi', '-saatiin vain yksi', '-saimme vain yhden', '-maksoin kahdesta mutta', '-maksoin kahdesta mut', '-eikä asia tuntunut kiinnostavan ketään', '-ei tuntunut kiinnostavan ketään', '-eikä tuntunut kiinnostavan ketään', '-ei näyttänyt kiinnostavan ketään', '-eikä näyttänyt kiinnostavan ketään', '-ei näyttäny kiinnostavan ketään', '-ei tuntunu kiinnostavan ketään', '-asia ei kiinnostanut ketään', '-ei kiinnostanut ketään', '-ei kiinnostanu ketään', '-eikä kiinnostanut ketään', '-eikä kiinnostanu ketään', '-ketään ei kiinnostanut', '-ketään ei kiinnostanu',
    ],
    staff: [
      // A doctor in and out before a question could be asked: 'kävi huoneessa ehkä minuutin … lähti ennen kuin ehdin kysyä mitään'.
      '-lähti ennen kuin ehdin kysyä', '-lähti ennen kuin ehdin sanoa', '-ennen kuin ehdin kysyä mitään', '-kävi huoneessa ehkä minuutin', '-kävi huoneessa minuutin', '-kävi huoneessa pari minuuttia', '-kävi vain pyörähtämässä', '-kävi vaan pyörähtämässä',
      // Not caring told as an idiom ('ei voinut vähempää kiinnostaa', 'ei kiinnostanut pätkääkään'): the staff's manner.
      '-ei voinut vähempää kiinnostaa', '-ei voisi vähempää kiinnostaa', '-ei kiinnostanut pätkääkään', '-ei kiinnostanut yhtään',
      // Treated as a number on a conveyor belt: 'tuntui kuin olisi ollut liukuhihnalla', 'olin vain numero'.
      '-kuin liukuhihnalla', '-olisi ollut liukuhihnalla', '-oltaisiin liukuhihnalla', '-kuin liukuhihnalta', '-liukuhihnatyötä', '-liukuhihnameininki*', '-olin vain numero', '-olin pelkkä numero', '-oli vain numero', '-pelkkä numero', '-vain yksi numero', '-kuin karjaa',
      // Patient as an angel: 'selitti kaiken enkelin kärsivällisyydellä', praise of the person, no wait.
      '+enkelin kärsivällisyydellä', '+enkelin kärsivällisyys', '+enkelin kärsivällisyyttä', '+loputtomalla kärsivällisyydellä', '+uskomattomalla kärsivällisyydellä', '+valtavalla kärsivällisyydellä', '+suurella kärsivällisyydellä', '+jaksoi kärsivällisesti', '+kärsivällisesti selitti', '+selitti kärsivällisesti',
      // A shrug of an answer to a complaint: 'sanoivat vaan ettei asialle voi mitään'.
      '-ettei asialle voi mitään', '-ettei sille voi mitään', '-asialle ei voi mitään', '-sille ei voi mitään', '-ei sille mitään voi', '-ettei asialle voitu tehdä mitään', '-ettei sille voi mitään tehdä', '-ettei voi tehdä mitään', '-ettei voinut tehdä mitään', '-ettei mitään voi tehdä', '-näin sitä joskus käy', '-niin sitä joskus käy', '-sellasta sattuu', '-sellaista sattuu',
      // A patient made to feel a bother: 'tuntui että olin vaivaksi'.
      '-olin vaivaksi', '-olevani vaivaksi', '-olisin vaivaksi', '-olimme vaivaksi', '-olisimme vaivaksi', '-oltiin vaivaksi', '-oon vaivaksi', '-olin riesa', '-olevani riesa', '-olin häiriöksi', '-olevani häiriöksi', '-olisin häiriöksi', '-kuin olisin vaivaksi', '-kuin olisin riesa', '-kuin häiritsisin', '-kuin olisin häirinnyt',
      // Manners said to be nil: 'käytöstavat nolla'.
      '-käytöstavat nolla', '-käytöstavat nollaa', '-käytöstavat oli nollaa', '-käytöstavat olivat nollaa', '-käytöstavat hukassa', '-käytöstavat oli hukassa', '-ei käytöstapoja', '-ei mitään käytöstapoja', '-ystävällisyys nolla', '-ystävällisyys nollaa', '-asenne nolla', '-empatia nolla', '-empatiaa nolla',
      // A complaint about the cut brushed off with 'it'll grow back' ('parturi totes vaan kyl se siitä kasvaa').
      '-totes vaan kyl se siitä kasvaa', '-totes vaan kyl se kasvaa', '-totes vaan kyllä se siitä kasvaa', '-totes vaan kyllä se kasvaa', '-totesi vaan kyl se siitä kasvaa', '-totesi vaan kyl se kasvaa', '-totesi vaan kyllä se siitä kasvaa', '-totesi vaan kyllä se kasvaa', '-totesi vain kyl se siitä kasvaa', '-totesi vain kyl se kasvaa', '-totesi vain kyllä se siitä kasvaa', '-totesi vain kyllä se kasvaa', '-sano vaan kyl se siitä kasvaa', '-sano vaan kyl se kasvaa', '-sano vaan kyllä se siitä kasvaa', '-sano vaan kyllä se kasvaa', '-sanoi vaan kyl se siitä kasvaa', '-sanoi vaan kyl se kasvaa', '-sanoi vaan kyllä se siitä kasvaa', '-sanoi vaan kyllä se kasvaa', '-sanoi vain kyl se siitä kasvaa', '-sanoi vain kyl se kasvaa', '-sanoi vain kyllä se siitä kasvaa', '-sanoi vain kyllä se kasvaa', '-tokas vaan kyl se siitä kasvaa', '-tokas vaan kyl se kasvaa', '-tokas vaan kyllä se siitä kasvaa', '-tokas vaan kyllä se kasvaa', '-tokaisi vain kyl se siitä kasvaa', '-tokaisi vain kyl se kasvaa', '-tokaisi vain kyllä se siitä kasvaa', '-tokaisi vain kyllä se kasvaa', '-sano et kyl se siitä kasvaa', '-sano et kyl se kasvaa', '-sano et kyllä se siitä kasvaa', '-sano et kyllä se kasvaa', '-sanoi että kyl se siitä kasvaa', '-sanoi että kyl se kasvaa', '-sanoi että kyllä se siitä kasvaa', '-sanoi että kyllä se kasvaa', '-totes et kyl se siitä kasvaa', '-totes et kyl se kasvaa', '-totes et kyllä se siitä kasvaa', '-totes et kyllä se kasvaa', '-totesi että kyl se siitä kasvaa', '-totesi että kyl se kasvaa', '-totesi että kyllä se siitä kasvaa', '-totesi että kyllä se kasvaa',
      '-kyl se siitä kasvaa', '-kyllä se siitä kasvaa', '-kyl se kasvaa', '-kyllä se kasvaa', '-se kasvaa kyllä', '-se siitä kasvaa', '-kyl ne kasvaa', '-kyllä ne kasvaa', '-kyl ne siitä kasvaa', '-kyllä ne siitä kasvaa', '-kyl se kasvaa takas', '-hiukset kasvaa kyllä', '-kohautti olkapäitään', '-kohautti olkiaan', '-kohautteli olkapäitään', '-olankohautus',
      // A doctor who never looked up from the screen, in spoken Finnish: 'ei kattonu ees silmiin', 'naputteli vaan konetta'.
      '-ei kattonu silmiin', '-ei kattonut silmiin', '-ei kattonu ees silmiin', '-ei ees kattonu silmiin', '-ei kattonu edes silmiin', '-ei edes kattonu silmiin', '-ei katsonut ees silmiin', '-ei ees katsonut silmiin', '-eikä kattonu silmiin', '-eikä kattonu ees silmiin', '-ei kattonu päinkään', '-ei katsonut päinkään', '-ei katsonu päinkään', '-naputteli vaan konetta', '-naputteli vaan', '-naputteli koko ajan', '-tuijotti konetta', '-tuijotti vaan konetta', '-tuijotti näyttöä', '-tuijotti ruutua', '-tuijotti vaan ruutua', '-katse koneessa', '-katse ruudussa',
      // Not even greeted, eyes on the phone: 'ei edes tervehtinyt', 'ei nostanut katsetta kännykästä'; a hairdresser's own life story told at length.
      '-ei edes tervehtinyt', '-ei tervehtinyt', '-ei tervehtiny', '-ei tervehditty', '-ei edes tervehditty', '-kukaan ei tervehtinyt', '-kukaan ei tervehtiny', '-ei sanonut edes päivää', '-ei sanonu edes päivää', '-ei edes moikannut', '-ei edes moikannu', '-ei moikattu', '-ei katsonut silmiin', '-ei nostanut katsetta', '-ei nostanu katsetta', '-ei edes nostanut katsetta', '-räpläsi kännykkää', '-selasi kännykkää', '-räpläsi puhelinta', '-kännykkä kädessä', '-kuulin kampaajan', '-koko elämäntarin*', '-elämäntarinansa', '-elämäntarinaansa', '-kaikki vaiheet alusta loppuun', '-puhui koko ajan omista', '-puhui vaan omista asioistaan', '-kertoi koko ajan omista', '-höpötti koko ajan', '-papatti koko ajan', '-pälätti koko ajan',
      // A nurse or vet who rang straight after to tell how it went: 'Hoitaja soitti heti kun kissa heräsi'.
      '+soitti heti kun', '+soitti heti perään', '+soitti saman tien', '+soittivat heti kun', '+soitti heti ja kertoi', '+soitti itse perään', '+soitti vielä perään', '+soitti jälkeenpäin kysymään', '+soitti seuraavana päivänä kysymään', '+soitti vielä kysymään', '+soittivat vielä kysymään', '+soitti kysymään vointia', '+soittivat kysymään vointia', '+kertoi miten meni', '+kertoivat miten meni',
      // Tips given: 'Vastaanoton Linda antoi hyviä ravintolavinkkejä', 'vinkkasi meille hyvät lenkkipolut'.
      '+antoi hyviä vinkkejä', '+antoi hyviä ravintolavinkkejä', '+hyviä ravintolavinkkejä', '+hyviä vinkkejä', '+antoi vinkkejä', '+antoi hyviä neuvoja', '+vinkkasi', '+vinkkasi meille', '+vinkkas',
      // One who would not look the patient in the eye: 'eikä katsonut edes silmiin'.
      '-eikä katsonut edes silmiin', '-ei katsonut edes silmiin', '-eikä katsonut silmiin', '-eikä katsonu silmiin', '-eikä edes katsonut silmiin', '-ei edes katsonut silmiin',
      // Ignored at the counter: 'käveli monta kertaa ohi', 'palveli ensin myöhemmin tulleet', 'jatkoi juttelua kollegan kanssa'.
      '-käveli ohi', '-käveli monta kertaa ohi', '-käveli meidän ohi', '-käveli vaan ohi', '-kävelivät ohi', '-kulki ohi', '-meni ohi kuin', '-palveli ensin', '-palveli ensin muita', '-myöhemmin tulleet', '-meidän jälkeen tulleet', '-jälkeen tulleet palveltiin', '-jälkeen tulleet sai', '-palveltiin ennen meitä', '-jatkoi juttelua', '-jatkoivat juttelua', '-juttelivat keskenään', '-jutteli kollegan kanssa', '-jutteli työkaverin kanssa', '-ei edes nostanut katsettaan', '-ei edes nostanu katsetta', '-ei edes katsonut päin', '-ei edes vilkaissut',
      // Someone who remembers how the regular takes it: 'muistaa että otan kauramaidolla'.
      '+muistaa että otan', '+muistaa mitä otan', '+muistaa mitä juon', '+muistaa jo mitä', '+muisti mitä otan', '+muisti nimeni', '+tuntee jo nimeltä', '+tuntee nimeltä',
      // A doctor who never looked up: 'ei juuri katsonut minuun päin'.
      '-ei juuri katsonut minuun', '-ei katsonut minuun', '-ei katsonu minuun', '-ei katsonut minua silmiin', '-ei katsonu silmiin', '-ei edes katsonut minuun',
      // A clerk with no answer, on the phone or with earphones in: 'en tiiä, kattokaa netistä', 'räpläs koko ajan puhelinta', 'nappikuulokkeet korvissa'.
      '-ei osannut sanoa mitään', '-ei osannu sanoa mitään', '-ei osannut sanoa', '-ei osannu sanoa', '-kattokaa netistä', '-katsokaa netistä', '-jatkoi puhelimen selaamista', '-jatkoi puhelimen räpläämistä', '-räpläs puhelinta', '-räpläs koko ajan puhelinta', '-räpläili puhelinta', '-näpräsi puhelinta', '-näpräs puhelinta', '-nappikuulokkeet korvissa', '-kuulokkeet korvissa', '-kuulokkeet päässä', '-puhu puhelimessa samalla', '-puhui puhelimessa samalla', '-puhelimessa samalla kun',
      // A rough hand is the person's: 'niin kovakourainen että ikenet vuoti verta'.
      '-kovakourainen', '-kovakouranen',
      // A dentist who says nothing: 'ei esittäytyny, ei puhunu mitään, porasi vaan'; one who could be talked to about anything.
      '-ei esittäytyny', '-ei esittäytynyt', '-ei edes esittäytynyt', '-ei edes esittäytyny', '-ei puhunu mitään', '-ei puhunut mitään', '-ei sanonu sanaakaan', '-ei sanonut sanaakaan', '-ei sanaakaan', '-porasi vaan', '-porasi vain', '-ei selittänyt mitään', '-ei selittäny mitään', '+voi puhua ihan mistä vaan', '+voi puhua mistä vaan', '+voi puhua ihan mistä vain', '+voi puhua mistä tahansa', '+voi puhua ihan mistä tahansa', '+juttu luistaa', '+juttu luisti', '+juttua riitti', '+mukava jutella', '+kiva jutella', '+mukava rupatella', '+kiva rupatella', '+tarkka ja huolellinen', '+huolellinen tekijä', '+tarkka tekijä', '+taitava tekijä', '+hyvä tekijä', '~tekijä',
      // A shrug at the desk told as the people's own act: 'siellä lähinnä kohautettiin olkapäitä'.
      '-kohautettiin olkapäitä', '-kohautettiin olkia', '-kohautettiin vaan', '-kohautti olkapäitä', '-kohautti vaan olkapäitä', '-kohauttelivat olkapäitä', '-kohautteli olkapäitä', '-kohautti vain olkapäitään',
      // Curt staff told by deeds (pointed and walked off, did not look up, talked of their holiday, blamed the customer, threw the plates), and praise told by deeds (spent ages helping me choose, took all the time I needed).
      '+hän otti aikaa', '+otti hyvin aikaa', '+otti aikaa kuunnella', '+otti aikaa jutella', '+otti aikaa selittää', '+otti aikaa ja kuunteli',
      '-ei viitsinyt edes katsoa', '-ei edes viitsinyt katsoa', '-ei viitsinyt katsoa', '-katsoa puhelimestaan', '-nostanut katsettaan puhelimesta',
      '+käytti paljon aikaa', '+käytti aikaa auttaakseen', '+käytti runsaasti aikaa', '+auttoi valitsemaan', '+auttoi minua valitsemaan', '+auttaakseen minua valitsemaan', '+auttoi löytämään', '+auttoi minua löytämään', '+kaiken tarvitsemani ajan', '+kaiken tarvittavan ajan', '+otti reilusti aikaa', '+jaksoi auttaa',
      '-osoitti epämääräisesti', '-osoitti jonnekin', '-viittasi jonnekin', '-viittasi epämääräisesti', '-käveli vain pois', '-ja käveli pois', '-etkö näe', '-ettekö näe', '-ei edes katso', '-ei edes katsonut', '-ei katsonut edes', '-ei katso silmiin', '-nostamatta katsettaan', '-omasta lomastaan', '-omista lomistaan', '-puhui lähinnä itsestään', '-puhui vain itsestään', '-puhui omista asioistaan', '-omista asioistaan', '-tiesi tosi vähän', '-tiesi todella vähän', '-tiesi hyvin vähän', '-tiesi tuskin mitään', '-virhe on varmasti minun', '-virhe oli minun', '-vika on minun', '-vika oli minun', '-on varmasti minun', '-syytti minua', '-syyttivät minua', '-syytti meitä', '-syyttivät meitä', '-paiskasi', '-paiskoi', '-paiskattiin', '-heitti lautaset', '-lätkäisi',
      'henkilökun*', 'henkilöku*', 'henkilokun*', 'henkilöstö*', 'työntekijä*', 'työntekijö*', 'tarjoilija*', 'tarjoilijo*', 'myyj*', 'kassahenkilö*',
      'kassatyöntekijä*', 'omistaja*', 'yrittäjä*', 'isäntä*', 'isännä*', 'emäntä*', 'emännä*', 'esimie*', 'esihenkilö*', 'portsari*', 'ovimie*', '~nainen', '~naisen', '~mies', '~miehen', '~tyttö', '~tytön', '~poika', '~pojan', '~täti', 'johtaja*', 'vuoropäälli*', 'respa',
      'respan', 'respassa', 'respasta', 'vastaanottovirkailij*', 'barista*', 'kampaaj*', 'stylisti*', 'lääkär*', 'hammaslääkär*', 'silmälääkär*',
      'lastenlääkär*', 'työterveyslääkär*', 'yleislääkär*', 'eläinlääkär*', 'hoitaja*', 'sairaanhoitaja*', 'lähihoitaja*', 'hammashoitaja*', 'hygienisti*',
      'suuhygienisti*', 'fysioterapeut*', 'terapeut*', 'hieroja*', 'kosmetolog*', 'kynsiteknik*', 'tiimi*', 'kohtelu*', 'kohdel*', 'kohteli', 'kohtelivat', 'kohtelit', '~kohteliasta', '~kukaan', '~parturi*',
      '~vastaanot*', '~porukka', '~porukan', '~väki', '~väen', '~tyttö*', '~ystävälli*', '~ystäväli*',
      '~ystavalli*', '~epäystävälli*', '~töykeä*', '~töykei*', '~tyly*', '~ynseä*', '~kohteliai*', '~kohtelias', '~epäkohteliai*', '~hymy*', '~ammattitai*',
      '~asiantunte*', '~taitava*', '~pätevä*', '~välinpitämät*', '~ylimieli*',
      'pomo', 'pomon', 'johto', 'johdon', 'fyssari*', 'kassaneiti*', 'kassatäti*', 'kassapoika', 'kassatyttö', '~tyypit', '~tyyppi', '~jätkä*', '~tytöt',
      '~tyttöjä', '~pojat', '~poikia', '~nyrpe*', '~nyreä*', '~hapan', '~alentuva*', '~kärsivällis*', '~empaatti*',
      'hammashygienisti*',
      'kassalla ollut', 'kassalla oleva', 'kassalla olleet', 'tiskin takana', 'tiskillä ollut', 'vastaanotossa ollut', 'respassa ollut', 'nuori mies',
      'nuori nainen', 'nuori tyttö', 'nuori poika', 'nuoren miehen', 'nuoren naisen', 'nuorelta mieheltä', 'nuorelta naiselta', 'baarimikko*', 'baarimiko*',
      'baarimestari*', 'hovimestari*', 'sommelier*', 'siivooja*', 'kerroshoitaja*', 'vahtimestari*', 'asiakaspalvelija*', 'opas', 'oppaa*', 'valmentaja*',
      'ohjaaja*', 'kouluttaja*', 'opettaja*', 'kuski', 'kuskin', 'kuljettaja*', 'taksikuski*', 'optikko*', 'kätilö*', 'tatuoija*', '+palvelualtti*',
      '+palvelualtis',
      '+huolehti meistä', '+huolehtivat meistä', '+huolehti minusta', '+piti hyvää huolta', '+pitivät hyvää huolta', '+hyvää huolta', '+tervetullei*',
      '~ihan kultainen', '~aivan kultainen', '~niin kultainen', '~tosi kultainen', '~kultainen ihminen', '~kultaisia ihmisiä', '~ihana ihminen',
      '~ihania ihmisiä', '~kuin kotonaan', '~olo kuin kotona', '~kuin kotiin', '~ärtyi*',
      '-haukkui meitä', '-haukkui minua', '-haukkui asiakkaita',
      '~ei kuunnellut', '~ei kuuntele', '~ei kuunnella', '~eivät kuunnelleet', '~ei kuunneltu', '~ei oikein kuunnellut', '~ei oikein katsonut', '~ei katsonut mitä', '~ei välittänyt yhtään', '~ei välittänyt mitä', '~ei välittänyt toiveistani', '~ei piitannut',
      '~töksähtelevä*', '~töksäyttelevä*', '~töksähtel*', '~töksäyttel*', '~lyhytsanai*', '~nyrpeä*', '~tiuski*', '~kylmäkiskoi*', '~kultainen', '~aarre', '~enkeli', '~timantti', '~ihana tyyppi', '~huippu tyyppi', '~kultakimpale',
      '+muistaa aina', '+muistaa tilaukseni', '+muisti tilaukseni', '+muistaa nimeni', '+muistaa meidät', '+muisti meidät', '~suositukset', '~suosituksensa', '+on legenda', '+on ihan legenda', '+on oikea legenda', '+on todellinen legenda', '+on elävä legenda', '+osaa asiansa', '+osasi asiansa', '+tietää mitä tekee', '+kuunteli mitä halusin', '+kuunteli toiveeni', '+kuunteli toiveitani', // named staff praised by what they did
      'parturi oli hiljainen', 'parturi oli * hiljainen', 'parturi on hiljainen', 'parturi on * hiljainen', 'hiljainen parturi', 'kampaaja oli hiljainen', 'kampaaja oli * hiljainen', 'kampaaja on hiljainen', 'kampaaja on * hiljainen', 'hiljainen kampaaja', 'lääkäri oli hiljainen', 'lääkäri oli * hiljainen', 'lääkäri on hiljainen', 'lääkäri on * hiljainen', 'hiljainen lääkäri', 'hammaslääkäri oli hiljainen', 'hammaslääkäri oli * hiljainen', 'hammaslääkäri on hiljainen', 'hammaslääkäri on * hiljainen', 'hiljainen hammaslääkäri', 'hoitaja oli hiljainen', 'hoitaja oli * hiljainen', 'hoitaja on hiljainen', 'hoitaja on * hiljainen', 'hiljainen hoitaja', 'fysioterapeutti oli hiljainen', 'fysioterapeutti oli * hiljainen', 'fysioterapeutti on hiljainen', 'fysioterapeutti on * hiljainen', 'hiljainen fysioterapeutti', 'hieroja oli hiljainen', 'hieroja oli * hiljainen', 'hieroja on hiljainen', 'hieroja on * hiljainen', 'hiljainen hieroja', 'myyjä oli hiljainen', 'myyjä oli * hiljainen', 'myyjä on hiljainen', 'myyjä on * hiljainen', 'hiljainen myyjä', 'tarjoilija oli hiljainen', 'tarjoilija oli * hiljainen', 'tarjoilija on hiljainen', 'tarjoilija on * hiljainen', 'hiljainen tarjoilija', 'hiljainen tyyppi', 'hiljaisempi tyyppi', '~vähäpuheinen', '~puhelias',
      '-puhelimella koko ajan', '-puhelimessa koko ajan', '-puhelimella koko', '-puhelimessa koko', '-oli puhelimella', '-oli puhelimessa', '-räplää puhelinta', '-räpläsi puhelintaan', '-selasi puhelinta', '-selaili puhelinta', '-selasi puhelintaan', '-näpräili puhelinta', '-puhelin kädessä', '-kännykällä koko ajan', '-kännykässä koko ajan', '-kännyllä koko ajan', '-räpläsi kännyä', '-selasi kännyä', '-näpräsi kännyä', '-luurissa koko ajan', '-puhui puhelimessa koko', '-jutteli puhelimessa', '-naputteli konetta', '-naputteli tietokonetta', '-naputteli koneelle', '-naputteli konetta koko', '-naputti konetta', '-tuijotti tietokonetta', '-katsoi vain näyttöä', '-katsoi vain konetta', '-ei katsonut minuun päinkään', '-ei vilkaissutkaan', '-pelkkä huokaus', '-huokaisi', '-huokaili', '-tuhahti', '-tuhahteli', '-tuhahdus', '-nauroi mulle', '-nauroi minulle', '-nauroi meille', '-naureskeli', '-nauroi päin naamaa', '-päin naamaa', '-ehkä kolme sanaa', '-pari sanaa koko', '-sanoi tuskin mitään', '-ei sanonut juuri mitään', '-kysymässä takahuoneesta', '-kysyä takahuoneesta', '-kävi kysymässä takaa', '-kysymässä takaa', '-joutui kysymään kollegalta', '-joutui kysymään esimieheltä', '-joutui kysymään pomolta', '-ei osaa leikata', '-ei osannut leikata', '-ei osaa leikata kiharoita', '-ei osaa kiharoita', '-ei osaa tehdä fadea', '-ei osannut tehdä', '-kuin olisin pyytänyt', '-kuin olisimme pyytäneet', '-kuin olisin pyytänyt palvelusta', '-kuin tekisi palveluksen', '-kuin olisi tehnyt palveluksen', '-kuin olisin ollut vaivaksi', '-kuin olisimme vaivaksi', '-kuin olisin idiootti', '-kukaan muu ei ole valittanut', '-kukaan muu ei valittanut', '-kukaan ei ole ennen valittanut', '-ei kukaan muu ole valittanut', '-ei ole ennen valitettu', '-ei ole heidän ongelma', '-ei ole heidän ongelmansa', '-ei ole meidän ongelma', '-ei ole meidän ongelmamme', '-ei ole mun ongelma', '-ei ole minun ongelma', '-ei mun ongelma', '-ei kuulu mulle', '-ei kuulu minulle', '-ei kuulu meille',
      '-kolme sanaa koko', '-sanoi kolme sanaa', '-sanoi ehkä kolme sanaa',
      'parrakas kaveri', 'parrakas mies', 'parrakas tyyppi', 'parrakas parturi', 'se parrakas', 'kaveri jolla oli', 'tyyppi jolla oli', 'mies jolla oli', 'nainen jolla oli', 'tyttö jolla oli', 'poika jolla oli', 'se jolla oli', 'silmälasipäinen', 'punatukkainen', 'vaaleatukkainen', 'tummatukkainen', 'pitkätukkainen', 'lyhyttukkainen', 'kiharatukkainen', 'tatuoitu kaveri', 'tatuoitu tyyppi', 'tatuoitu mies', 'tatuoitu nainen', 'pitkä kaveri', 'se pitkä kaveri', 'se nuori kaveri', 'se vanhempi', 'vanhempi rouva', 'vanhempi herra', 'vanhempi nainen', 'vanhempi mies', 'kaveri tiskin takana', 'tyyppi tiskin takana', 'kaveri kassalla', 'tyyppi kassalla', '~kaveri', '~mahtava tyyppi', '~loistotyyppi', '~huipputyyppi', '~kiva tyyppi', '~mukava tyyppi', '~hyvä tyyppi', '~sympaattinen tyyppi', '~hauska tyyppi', '~sydämellinen ihminen', '~helmi', '~oikea helmi', '~supertähti', '~sankari', '~pelastaja', '~hengenpelastaja', '~ihanainen', '~oikea aarre', '~todellinen aarre', '~kultaakin kalliimpi', '~täyttä kultaa',
      '-koko ajan luurissa', '-oli luurissa', '-ei ees kattonu', '-ei edes kattonu', '-ei kattonu mua', '-ei kattonut mua', '-ei ees katsonu', '-ei ees katsonut', '-huokaisemalla', '-vastattiin huokaisemalla', '-vastasi huokaisemalla', '-ei tienny mitään', '-ei tiennyt mitään', '-ei tienny mistään', '-ei tiennyt mistään', '-ei osannu leikata', '-ei osannu vastata', '-ei osannu neuvoa', '-ei osannut neuvoa', '-ei oo meidän ongelma', '-ei oo mun ongelma', '-ei oo heidän ongelma', '-ei meidän ongelma',
      // An instruction said many times and ignored ('sanoin moneen kertaan etten halua ohennusta, silti…'): the staff did not listen.
      '-sanoin moneen kertaan', '-sanoin monta kertaa', '-sanoin useaan kertaan', '-sanoin useamman kerran', '-sanoin kahteen kertaan', '-sanoin kolmeen kertaan', '-sanoin montaa kertaa', '-sanoin monesti', '-kielsin moneen kertaan', '-pyysin moneen kertaan', '-pyysin monta kertaa', '-pyysin useaan kertaan', '-toistin moneen kertaan', '-toistin monta kertaa', '-painotin moneen kertaan', '-korostin moneen kertaan', '-vaikka erikseen sanoin', '-vaikka erikseen pyysin', '-vaikka erikseen kielsin', '-vaikka sanoin moneen kertaan', '-vaikka kielsin', '-ei välittänyt toiveistani', '-ei välittänyt mitä sanoin', '-ei kuunnellut yhtään', '-ei kuunnellut mitä sanoin', '-ei kuunnellut toiveitani', '-kuuroille korville',
      // Who stands at or behind the counter is the staff.
      'tytöt tiskillä', 'tyttö tiskillä', 'tiskin takaa', 'myyjät tiskillä', 'myyjä tiskillä',
      // Knew nothing, more interested in their own affairs, could have been more polite.
      '-ei oikein tiennyt mistään mitään', '-ei tiennyt mistään mitään', '-kiinnostunu omista jutuistaan', '-kiinnostunut omista jutuistaan', '-ois voinu olla vähän kohteliaampi', '-olisi voinut olla kohteliaampi',
      // A shop assistant who grilled one as if a criminal: 'myyjä alko tivaamaan olenko ite rikkonu sen', 'olo oli ku rikollisella'.
      '-alko tivaamaan', '-alkoi tivaamaan', '-alkoi tivata', '-alko tivata', '-tivasi', '-tivas', '-tivaamaan', '-kuulusteli kuin', '-alko kuulustelemaan', '-alkoi kuulustella', '-alko syyttämään', '-alkoi syyttää', '-syytti mua', '-olenko ite rikkonu', '-olenko itse rikkonut', '-ootko ite rikkonu', '-oletko itse rikkonut', '-olo oli ku rikollisella', '-olo oli kuin rikollisella', '-olo oli ku rikollinen', '-olo oli kuin rikollinen', '-kohdeltiin kuin rikollista', '-kohdeltiin ku rikollista', '-kohteli kuin rikollista', '-kohteli ku rikollista', '-kuin joku rikollinen', '-ku joku rikollinen', '-kuin olisin varas', '-ku olisin varas',
      // Staring at the screen the whole time, the words between: 'tuijotti koko ajan konetta eikä puhunu mulle mitään'.
      '-tuijotti koko ajan konetta', '-tuijotti koko ajan tietokonetta', '-tuijotti koko ajan näyttöä', '-tuijotti koko ajan ruutua', '-tuijotti koko ajan puhelinta', '-tuijotti lähinnä konetta', '-tuijotti lähinnä näyttöä', '-tuijotti vain näyttöä', '-tuijotti vaan näyttöä', '-tuijotti vain konetta', '-katsoi koko ajan konetta', '-katso koko ajan konetta', '-katsoi koko ajan näyttöä', '-tuijotti puhelinta', '-tuijotti vaan puhelinta',
    ],
    price: [
      // A price not seen elsewhere any more: 'ei tällasta hintaa enää muualla nää'.
      '+ei tällasta hintaa', '+ei tällaista hintaa', '+tällasta hintaa ei', '+tällaista hintaa ei', '+ei tällä hinnalla muualla',
      // The cheapest, said of the place: praise, and 'ei halvin paikka' a complaint of the price.
      '+halvin', '+halvimpia', '+halvimmasta päästä',
      // A price other than agreed: 'hinta oli ihan eri kuin sovittiin'.
      '-ihan eri kuin sovittiin', '-eri kuin sovittiin', '-eri kuin sovittu', '-eri kuin luvattiin', '-eri kuin luvattu', '-enemmän kuin sovittiin', '-enemmän kuin luvattiin', '-enemmän kuin arvioitiin', '-enemmän kuin tarjouksessa', '-kalliimpi kuin tarjouksessa', '-kalliimpi kuin luvattiin', '-yli tarjouksen', '-yli sovitun',
      // Better for the same money elsewhere: 'samalla rahalla saa parempaa muualta'.
      '-samalla rahalla saa parempaa', '-samalla rahalla saa parempaa muualta', '-samalla rahalla saa muualta', '-samalla hinnalla saa parempaa', '-samalla hinnalla saa muualta', '-samaan hintaan saa parempaa', '-samaan hintaan saa muualta', '-samalla rahalla sais parempaa', '-samalla rahalla saisi parempaa', '-samalla rahalla syö paremmin', '-samalla rahalla syö muualla paremmin',
      // Something on the bill that nobody ordered: 'laskuun oli vielä lisätty pullo viiniä jota ei edes tilattu', the price, not the drink.
      '-laskuun oli lisätty', '-laskuun oli vielä lisätty', '-laskuun oli myös lisätty', '-laskuun lisätty', '-laskuun oli lisätty * *', '-laskuun oli vielä lisätty * *', '-laskuun oli myös lisätty * *', '-laskuun lisätty * *', '-laskuun oli lisätty * * jota', '-laskuun oli vielä lisätty * * jota', '-laskuun lisättiin', '-laskuun oli lyöty', '-laskuun oli laitettu', '-laskussa oli ylimääräinen', '-laskussa oli ylimääräisiä', '-laskussa oli juomia joita', '-jota ei edes tilattu', '-jota ei tilattu', '-joita ei edes tilattu', '-joita ei tilattu', '-mitä ei edes tilattu', '-mitä ei tilattu', '-jota emme tilanneet', '-joita emme tilanneet', '-mitä emme tilanneet', '-jota en tilannut', '-mitä en tilannut', '-jota ei oltu tilattu', '-mitä ei oltu tilattu', '-jota kukaan ei tilannut', '-mitä kukaan ei tilannut', '-jota kukaan ei juonut', '-joita kukaan ei juonut', '-veloitettiin juomista joita', '-veloitettiin asioista joita',
      // Charged for an appointment not used ('45 euron lasku käyttämättä jätetystä ajasta'), or paying twice for the same work ('maksoin ensin 168 € ja sit vielä toiset päälle').
      '-käyttämättä jätetystä ajasta', '-käyttämättä jätetystä käynnistä', '-käyttämättömästä ajasta', '-peruuttamattomasta ajasta', '-lasku käyttämättä', '-lasku käyttämättä jätetystä', '-laskutettiin käyttämättä', '-laskuttivat käyttämättä', '-laskutettiin ajasta jota', '-toiset päälle', '-vielä toiset päälle', '-toiset rahat päälle', '-maksaa uudestaan', '-maksaa uudelleen', '-maksaa uudestaan samasta', '-maksaa kahteen kertaan', '-maksoin kahteen kertaan', '-maksettiin kahteen kertaan', '-maksoin kahdesti', '-maksaa kahdesti', '-maksoimme kahdesti', '-maksoin kaks kertaa', '-maksoin kaksi kertaa', '-maksaa normaalisti koska', '-uusi käynti maksaa',
      // A portion small for its price: 'annos oli aika pieni 19 euroon'.
      '-pieni * euroon', '-pieni * eurolla', '-pieni hintaansa nähden', '-annokset pienet hintaan nähden', '-annokset pieniä hintaan nähden', '-annos pieni hintaan nähden', '-annokset pienet siihen hintaan nähden', '-annos pieni siihen hintaan nähden', '-pieni hintaan nähden', '-pieni siihen hintaan', '-pieni tuohon hintaan', '-pieni tohon hintaan', '-pieni sen hintaan', '-pieni siihen hintaan nähden', '-pieni tuohon hintaan nähden', '-pieni näin kalliiksi', '-pieni noin kalliiksi', '-pieni niin kalliiksi', '-pienet * euroon', '-pienet hintaansa nähden', '-pienet hintaan nähden', '-pienet siihen hintaan', '-pienet tuohon hintaan', '-niukka * euroon', '-niukka hintaansa nähden', '-niukka siihen hintaan',
      // A price that should buy better: 'näillä hinnoilla luulis että'.
      '-näillä hinnoilla luulis', '-näillä hinnoilla luulisi', '-näillä hinnoilla olettais', '-näillä hinnoilla olettaisi', '-näillä hinnoilla vois odottaa', '-näillä hinnoilla voisi odottaa', '-näillä hinnoilla odottais', '-näillä hinnoilla odottaisi', '-tällä hinnalla luulis', '-tällä hinnalla luulisi', '-tuolla hinnalla luulis', '-tuolla hinnalla luulisi', '-siihen hintaan luulis', '-siihen hintaan luulisi', '-tähän hintaan luulis', '-tähän hintaan luulisi', '-tuohon hintaan luulis', '-tuohon hintaan luulisi', '-tolla hinnalla luulis', '-tällä hintaa luulis',
      // A price other than the one shown: 'Hinta oli eri kuin netissä luki'.
      '-eri kuin netissä', '-eri hinta kuin', '-hinta oli eri', '-eri kuin hinnastossa', '-eri kuin hintalapussa', '-eri kuin hyllyssä', '-hyllyssä luki eri', '-kalliimpi kuin hinnastossa', '-kalliimpi kuin hintalapussa', '-kalliimpi kuin hyllyssä', '-kassalla kalliimpi', '-kassalla eri hinta',
      // '45 € tosta on aika paljon': a sum too much for what it was.
      '-tosta on aika paljon', '-siitä on aika paljon', '-tästä on aika paljon', '-on aika paljon rahaa', '-aika paljon rahaa', '-liikaa rahaa', '-paljon rahaa tosta', '-paljon rahaa siitä',
      // A price not named before the till ('hinnastakaan ei puhuttu mitään ennen ku kassalla'); a stay not worth its euros ('ei 109 euron arvonen'); a place that is no cheap one ('halpa paikka tää ei kyllä oo'); spoken 'suolanen'.
      '-hinnasta ei puhuttu', '-hinnastakaan ei puhuttu', '-hinnasta ei kerrottu', '-hinnastakaan ei kerrottu', '-hinnasta ei sanottu', '-hintaa ei kerrottu etukäteen', '-hinnasta ei mainittu', '-ei * euron arvonen', '-ei * euron arvoinen', '-ei hintansa arvonen', '-ei rahojensa arvoinen', '-ei rahojen arvonen', '-ei sen arvonen', '-halpa paikka tää ei', '-halpa paikka tämä ei', '-ei kyllä oo halpa', '-ei oo halpa', '-ei mikään halpa', '-ei mikään halpa paikka', '-vähän suolanen', '-aika suolanen', '-hinta vähän suolanen', '-hinta suolanen',
      // A price risen since last time ('hinta on kyllä noussut viime kerrasta') or a bill bigger than expected.
      '-noussut viime kerrasta', '-noussu viime kerrasta', '-hinta on noussut', '-hinta on noussu', '-hinta on kyllä noussut', '-hinta noussut', '-hinta nousi', '-hinnat on nousseet', '-hinnat nousi', '-hinnat noussu', '-hintoja nostettu', '-hintoja on nostettu', '-hintoja nostettiin', '-kallistunut', '-kallistunu', '-kallistuneet', '-isompi kuin odotin', '-suurempi kuin odotin', '-kalliimpi kuin odotin', '-isompi kuin oletin', '-suurempi kuin oletin', '-enemmän kuin odotin', '-isompi kuin luulin', '-kalliimpi kuin luulin', '-saan maksaa korjauksesta', '-maksaa korjauksesta', '-joudun maksamaan korjauksesta', '-joudun maksamaan korjauksen',
      // What one expects at this price ('tällä hintatasolla odottaa vähän enemmän'): a word on the price, no wait.
      '-tällä hintatasolla odottaa', '-tällä hinnalla odottaa', '-tällä hintatasolla odottais', '-tällä hintatasolla odottaisi', '-tällä hinnalla odottaisi', '-sillä hinnalla odottaa', '-sillä hintatasolla odottaa', '-tähän hintaan odottaa', '-tuolla hinnalla odottaa', '-näillä hinnoilla odottaa', '-hintaan nähden odottaa', '-hintaan nähden odottaisi', '-tällä hintatasolla olettaisi', '-tällä hinnalla olettaisi',
      // Charged in full regardless ('Lasku tuli silti täysimääräisenä'), or a steep sum for a short visit ('reilun vartin käynnistä veloitettiin 98 euroa').
      '-täysimääräisenä', '-täysimääräinen lasku', '-lasku tuli silti', '-laskutettiin silti', '-veloitettiin silti', '-perittiin silti', '-silti täysi hinta', '-silti täyden hinnan', '-täyden hinnan silti', '-piti silti maksaa', '-reilun vartin käynnistä', '-vartin käynnistä', '-minuutin käynnistä', '-puolen tunnin käynnistä', '-lyhyestä käynnistä', '-käynnistä veloitettiin', '-käynnistä laskutettiin', '-käynnistä perittiin', '-käynnistä otettiin', '-käynnistä pyydettiin', '-käynnistä joutui maksamaan',
      // The money that went, in spoken price talk ('kahdelt hengelt lähti melkei satanen'): the price.
       'lähti satanen', 'lähti * satanen', 'lähti * * satanen', 'lähti melkei satanen', 'lähti melkein satanen', 'lähti reilu satanen', 'lähti yli satanen', 'lähti * satasta', 'meni satanen', 'meni * satanen', 'meni melkein satanen', 'meni melkei satanen', 'satasen lasku', 'satasen verran', 'lähti * kymppiä', 'lähti kymppi', 'lähti * * kymppiä',
      '-vähän kirpaisi', '-kirpaisi vähän', '-hinta kirpaisi', '-vähän kirpas', '-kirpas vähän', '-hinta kirpas', '-hinta kirpasi', '-kirpasi vähän', '-vähän kirpasi', '-kirpaisi lompakkoa', '-kirpas lompakkoa', '-kirpasi lompakkoa', '-kirpaisee vähän', '-vähän kirpaisee', '-hinta kirpaisee', '-kirpasee vähän', '-vähän kirpasee', '-hinta kirpasee', '-lompakko itki', '-lompakko itkee', '-kovempi kuin netissä', '-kalliimpi kuin netissä', '-lasku oli lähes tuplat',
      // Wave 4: praise as people put it.
      '+ilmainen santsi*', '+ilmaiset santsi*', '+santsi* ilmaiseksi', '+santsikuppi kuuluu hintaan', '+ilman lisämaksua', '+ei lisämaksua',
      // Price idioms (steep, daylight robbery, don't push it, an amount 'for that') and fees: one nobody mentioned, charged anyway, a sum a day on top.
      '-tyyri*', '-liikaa pyydetty', '-pyydetään liikaa', '-liian paljon pyydetty', '-pyytää liikaa',
      '-peruutusmaksu*', '-varausmaksu*', '-toimitusmaksu*', '-palvelumaksu*', '-käsittelymaksu*', '-lisämaksu*', '-josta kukaan ei maininnut', '-kukaan ei maininnut', '-ei mainittu etukäteen', '-ei kerrottu etukäteen', '-veloittivat silti', '-veloitti silti', '-veloittivat kuitenkin', '-veloitettiin kuitenkin', '-perivät silti', '-piti maksaa silti', '-euroa päälle', '-€ päälle', '-vuorokausi päälle', '-päivä päälle', '-yö päälle', '-per yö päälle',
      '-rohkee hinta', '-rohkea hinta',
      'e',
      '-joita emme olleet tilanneet',
      'hint*', 'hinn*', '-ylihint*', 'ylihinn*', 'kokonaishint*', 'kohtuuhint*', 'tuntihint*', 'lounashint*', 'huonehint*', 'pakettihint*', '-kallis', '-kallii*',
      '-kallista', '-kalleh*', 'halpa*', 'halva*', 'halvem*', '+edulli*', 'euro', 'euroa', 'euron', 'eurolla', 'lasku*', 'loppusumma*', 'maksoi', 'maksoin',
      'maksoimme', 'maksettiin', 'maksaa', 'maksu*', 'veloit*', 'rahan*', 'rahalle', 'rahoille', 'rahaa', 'vastine*', '-kiskur*', '-kiskont*', '-ryöstö*',
      '-rahastu*', '-laskutu*', '-maksaa erikseen', '-maksoi erikseen', '-hinnat nousseet', '-hinnat ovat nousseet', '-hinnat nousivat',
      'tarjous*', 'alennu*', 'hävytön hinta', 'hävyttömät hinnat', 'kohtuuton hinta', 'kohtuuttomat hinnat',
      '-aika kovalta', '-tuntuu kovalta', '-kova hinta', '-odottanu enemmän', '-ois odottanu enemmän',
      '-hinnat pilvissä', '-hinnat ovat pilvissä', '-hinnat on pilvissä', '-hinnat * pilvissä', '-turistirysä*', '-turistiloukku*', '-turistihinn*', '-maltaita',
      '-hinta * suolainen', '-hinta * * suolainen', '-hinnat * suolaiset', '-hinnat * * suolaiset',
      '+sopuhinta*', '+sopuhintai*', '+kukkaronystävälli*', '+huokea*', '+huokei*',
      '-pienen omaisuuden', '+pilkkahinta*', '+pikkuhintaan', '+pikkurahalla', '-järjetön hinta', '-järjettömät hinnat', '-hinta oli järjetön',
      '-hinnat ovat järjettömät', '+alle * eurolla', '+vain * euroa', '+vain * eurolla', '+vaan * euroa', '+ainoastaan * euroa', '-veloitettiin ylimääräistä',
      '-ylimääräinen veloitus', '-ylimääräisiä maksuja', '-piilomaksu*', '-piilokulu*', '-laskutettiin kahdesti', '-veloitettiin kahdesti',
      '-veloitettiin kahteen kertaan',
      '-maksoi omaisuuden', '-maksoimme omaisuuden', '-maksaa omaisuuden', '-maksoin omaisuuden',
      'massia', 'massit', 'massii', 'fyrkka', 'fyrkkaa', 'fyrkat', 'egee', 'egeä', 'egeen',
      '-halpaa se ei ollut', '-halpaa ei ollut', '-halpa se ei ollut', '-halpaa se ei ole', '-halpaa ei ole',
      '-jos tykkää maksaa', '-jos haluaa maksaa', '-jos tykkäät maksaa', '-jos haluat maksaa',
      '-tuohon hintaan odottaisi', '-siihen hintaan odottaisi', '-tuolla hinnalla odottaisi', '-sillä hinnalla odottaisi', '-hintaan nähden odotin', '-suolaset hinnat', '-suolaiset hinnat', '-hinnat on suolaisia', '-hinnat ovat suolaisia', '-hinnat on suolasia', '-aika suolaisia hintoja', '-suolasia hintoja', '-suolaisia hintoja', '-suolainen hinta', '-suolanen hinta', '-hinta oli suolainen', '-hinta on suolainen', '-hinta oli suolanen', '-hintataso on suolainen', '-hintataso on aika suolainen', '-suolainen lasku', '-suolanen lasku', '-lasku oli suolainen', '-aika suolasta lystiä', '-suolasta lystiä', '-verkosta saa halvemmalla', '-netistä saa halvemmalla', '-netistä halvemmalla', '-verkosta halvemmalla', '-verkkokaupasta halvemmalla', '-netissä halvempi', '-netissä halvemmalla', '-verkossa halvempi', '-verkossa halvemmalla', '-listahinta', '-listahintaan', '-täysi listahinta', '+veloittivat tuskin mitään', '+veloitti tuskin mitään', '+ei veloittanut mitään', '+eivät veloittaneet mitään', '+ei ottanut rahaa', '+ei ottanut maksua', '+eivät ottaneet rahaa', '+ei halunnut rahaa', '+ei pyytänyt rahaa', '+ilmaiseksi', '+kalliimpi kuin ketjuissa', '+kalliimpi kuin ketjut', '+hintavampi kuin ketjut', '+sen arvoinen', '+jokaisen euron arvoinen', '+jokaisen sentin arvoinen', '+hintansa arvoinen', '+halvempi kuin merkkiliikkeessä', '+halvempi kuin merkkihuollossa', '+halvempi kuin muualla', '+halvemmalla kuin muualla', '+puolet halvempi',
      '-hinnat on aika suolaisia', '-hinnat ovat aika suolaisia', '-hinnat on * suolaisia', '-hinnat ovat * suolaisia', '-hinnat on * suolasia', '+veloittivat * tuskin mitään', '+veloitti * tuskin mitään', '+veloittivat * * tuskin mitään',
      // 'Prices are what they are': the price granted with a shrug, a complaint.
      '-hinta on mitä on', '-hinnat on mitä on', '-hinnat ovat mitä ovat',
      // A price that keeps one from coming every day, or paid enough to expect more.
      '-ei tänne ihan joka päivä tulla', '-ei ihan joka päivä', '-pulitettiin sen verran', '-olis odottanu vähän enemmän', '-olisi odottanut enemmän',
      // A surcharge for paying by card, not told beforehand: 'korttimaksusta peritään 50 senttiä lisää'.
      '-korttimaksusta peritään', '-korttimaksusta perittiin', '-kortilla maksusta peritään', '-korttimaksulisä*', '-korttilisä*', '-peritään * senttiä lisää', '-perittiin * senttiä lisää', '-peritään * euroa lisää', '-perittiin * euroa lisää', '-peritään * lisää', '-perittiin * lisää', '-peritään lisää', '-perittiin lisää', '-perivät * lisää', '-peri * lisää', '-peritään ylimääräistä', '-perittiin ylimääräistä',
      // Dear but worth every euro: 'ei halpa, mutta joka euron arvoinen'.
      '+joka euron arvoinen', '+joka euron arvonen', '+jokaisen euron arvonen', '+joka sentin arvoinen', '+joka pennin arvoinen', '+jokaisen pennin arvoinen', '+joka euron väärti', '+jokaisen euron väärti', '+rahan arvoinen',
      // Salty prices, the everyday word: 'hinnat vähän suolasia mut laatu on kohdallaan'.
      '-hinnat suolasia', '-hinnat * suolasia', '-hinnat * * suolasia', '-hinnat vähän suolasia', '-hinnat aika suolasia', '-hinnat oli suolasia', '-hinnat oli * suolasia', '-hinnat suolaisia', '-hinnat * suolaisia', '-hinnat * * suolaisia', '-hinnat olivat suolaisia', '-hinnat olivat * suolaisia', '-hinta * suolanen', '-hinta suolainen', '-hinta oli * suolanen', '-hinta oli * suolainen', '-hintataso suolainen', '-hintataso * suolainen', '-hintataso on * suolainen', '-hintataso suolanen',
      // Not cheap yet worth it, the concession inside the praise: 'ei halpa, mutta joka euron arvoinen'.
      '+ei halpa mutta joka euron arvoinen', '+ei halpa mutta jokaisen euron arvoinen', '+ei halpa mutta joka sentin arvoinen', '+ei halpa mutta jokaisen sentin arvoinen', '+ei halpa mutta hintansa arvoinen', '+ei halpa mutta rahan arvoinen', '+ei halpaa mutta joka euron arvoista', '+ei halpaa mutta jokaisen euron arvoista', '+ei halpaa mutta hintansa arvoista', '+ei halvin mutta joka euron arvoinen', '+ei halvin mutta jokaisen euron arvoinen', '+ei halvin mutta hintansa arvoinen', '+ei halpa mut joka euron arvoinen', '+ei halpa mut jokaisen euron arvoinen', '+ei halpa mut hintansa arvoinen', '+ei mikään halpa mutta joka euron arvoinen', '+ei mikään halpa mutta jokaisen euron arvoinen', '+ei mikään halpa mutta hintansa arvoinen',
        ],
    cleanliness: [
      // Dishes badly washed and cleaning left undone: 'astiat huonosti tiskattuja', 'huone oli siivoamatta'.
      'tiskat*', '-siivoamatta', '-imuroimatta',
      // Smeared windows and what the customer before left behind: 'ikkunat töhryiset', 'kupissa huulipunaa edelliseltä asiakkaalta'.
      '-töhry*', '-edelliseltä asiakkaalta',
      // Hair or stains in the towels: 'pyyhkeissä oli hiuksia', the cleaning, not the room.
      '-pyyhkeissä oli hiuksia', '-pyyhkeissä oli hius', '-pyyhkeessä oli hiuksia', '-pyyhkeessä oli hius', '-pyyhkeissä hiuksia', '-pyyhkeissä oli tahroja', '-pyyhkeessä oli tahroja', '-pyyhkeissä tahroja', '-tahraiset pyyhkeet', '-tahraisia pyyhkeitä', '-likaiset pyyhkeet', '-likaisia pyyhkeitä', '-lakanoissa oli hiuksia', '-lakanoissa hiuksia', '-tyynyllä oli hiuksia', '-tyynyllä hiuksia', '-hiuksia lakanoissa', '-hiuksia pyyhkeissä',
      // The room as the place of a smell or someone else's mess, not a complaint of the room: 'huoneessa haisi tupakka', 'huoneessa oli edellisen asukkaan roskat'.
      '-huoneessa haisi', '-huoneessa haisee', '-huoneessa haisi tupakka', '-huoneessa löyhkäsi', '-huoneessa lemusi', '-huoneessa oli tupakan haju', '-huoneessa oli tunkkainen haju', '-huoneessa oli outo haju', '-huoneessa oli paha haju', '-huoneessa oli haju', '-huoneessa oli edellisen', '-huoneessa oli edellisen asukkaan', '-huoneessa oli edellisten', '-huoneessa oli roskia', '-huoneessa oli roskat', '-huoneessa oli hiuksia', '-huoneessa oli pölyä', '-huoneessa oli hometta', '-huone haisi', '-huone haisee', '-huone löyhkäsi',
      // Needing a clean, told colloquially: 'vessa ois kaivannu siivousta'.
      '-kaivannu siivousta', '-kaivannut siivousta', '-ois kaivannu siivousta', '-olis kaivannut siivousta', '-olisi kaivannut siivousta', '-kaipasi siivousta', '-kaipas siivousta', '-kaipais pesua', '-kaipaisi pesua', '-kaivannu pesua', '-kaivannut pesua', '-kaivannu imurointia', '-kaivannut imurointia', '-kaipaisi imurointia', '-siivous ois paikallaan', '-siivous olis paikallaan', '-siivous olisi paikallaan', '-siivous ois tarpeen', '-siivous olisi tarpeen',
      // Things left behind by the guest before, whatever they were: 'lattialla odotti edellisen asukkaan sukka', 'edellisen asukkaan roskat'.
      '-edellisen asukkaan *', '-edellisten asukkaiden *', '-edellisen vieraan *', '-edellisten vieraiden *', '-edellisen yöpyjän *', '-edellisten yöpyjien *', '-edellisen asujan *',
      // A toilet that could be cleaner: 'vessa vois olla siistimpi'.
      '-vois olla siistimpi', '-voisi olla siistimpi', '-sais olla siistimpi', '-saisi olla siistimpi', '-vois olla puhtaampi', '-voisi olla puhtaampi', '-kaipaisi siivousta', '-kaipais siivousta', '-kaipaa siivousta',
      // Wet or dirty plates and glasses: 'lautaset märkiä'.
      '-lautaset märkiä', '-lautaset oli märkiä', '-lautaset olivat märkiä', '-märät lautaset', '-märkiä lautasia', '-likaiset lautaset', '-lautaset likaisia', '-lasit likaisia', '-likaiset lasit', '-tahmeat pöydät', '-pöydät tahmeita', '-pöydät oli tahmeita',
      '-roskis pursus yli', '-roskis pursui yli', '-roskakori pursui yli', '-joutuu pyyhkimään murut itse', '-joutui pyyhkimään murut itse', '-pyyhkimään murut itse', '-vieraita hiuksia',
      // Wave 4: praise as people put it.
      '+puhdasta', '+puhtaat', '+puhtaita', '+puhtaana', '+kiiltävän puhdas*', '+kiiltävän siisti*',
      // A messy shop (things everywhere, searching long for anything) and cleanliness told by detail: not cleaned in a while, no paper, all wet, a smell of chemicals.
      '+kiilsi puhtauttaan', '+kiiltää puhtauttaan', '+kiilsi puhtaudesta', '+puhtauttaan kiiltävä',
      '-kaupassa on ihan kaaos', '-kaupassa on kaaos', '-myymälässä on kaaos', '-myymälässä on ihan kaaos', '-hyllyillä kaaos',
      '-ei ole siivottu', '-ei ollut siivottu', '-ei oltu siivottu', '-ei siivottu', '-siivottu aikoihin', '-ei paperia', '-ei ollut paperia', '-kaikki märkää', '-kaikki oli märkää', '-märkää joka paikassa', '-lattia oli märkä', '-vettä lattialla', '-hiuksia lattialla', '-kemikaalien haju', '-kemikaalin haju', '-kemikaalinhaju*', '-kemikaalinen haju', '-voimakas haju', '-pistävä haju', '-kloorin haju', '-kloorinhaju*',
      '-sekava myymälä', '-sekava kauppa', '-hyllyt sekaisin', '-hyllyt olivat sekaisin', '-tavarat sekaisin', '-tavarat sikin sokin', '-sikin sokin', '-tavaraa joka paikassa', '-tavaraa joka puolella', '-kaikkea joutuu etsimään', '-joutuu etsimään pitkään', '-joutui etsimään pitkään', '-etsiä pitkään', '-kaaos hyllyillä', '-epäsiisti myymälä', '-epäsiisti kauppa',
      '-murusia',
      'jonkun muun hiuksia',
      '+siisti', '+siistiä', '+siistit', 'siistin', '+siistejä', 'siistissä', 'siistinä', 'siistiksi', 'siistimpi', 'siistimm*', 'siisteys', 'siisteyd*',
      'siisteyt*', '-epäsiisti*', '+puhdas', '+puhtaa*', 'puhtau*', '+pyyhitty', '+pyyhittiin', '-pyyhkimät*', '-siivoamat*', 'lika*', '-likai*', 'siivo*', 'hygienia*', 'hygieeni*', 'epähygieeni*', '-tahmei*', '-roiske*', 'pöly*', 'tahra*', 'tahro*', '-sotku*',
      'roska*', 'haju*', '-tahmea*', '-tahmai*', '-haisi', '-haisee', '-haiseva*', '-löyhkä*', '-home', '-homeinen', '-homeista', '-homeen', '-tunkkai*', 'karvoja',
      '-muruja',
      'vessa*', 'wc', 'wc-tila*', 'toaletti*', 'käymälä*', '-siivoton*', '-siivottom*', 'hiuksia lattialla', 'hiuksia suihkussa', 'hiuksia lavuaarissa',
      'hius ruoassa', 'hiuksen ruoasta', 'hius annoksessa', 'hiuksen annoksesta', 'edellisen asukkaan', 'edellisen asiakkaan', '-kärpäsi*', 'kärpänen',
      '-torakka*', '-torako*', '-lutik*', 'viemäri*', '+putipuh*', '+kliinisen puh*',
      '-ummehtun*',
      '-oli hius', '-hiuksen ruoassa',
      '-hius keitossa', '-pitkä hius', '-musta hius', '-haisi tupakalle', 'haisi tupakka', '-haisi kellarilta', '-haisi rasvalle', '-tupakan haju', '-tunkkainen haju',
      '-lattialla oli sukka', '-sukka lattialla', '-sukka sängyn alla', '-sängyn alla oli sukka', '-jonkun sukka', '-sukkia lattialla', '-ei ollut vessapaperia',
      '-ei vessapaperia', '-vessapaperi oli loppu', '-vessapaperi loppu', '-wc-paperi oli loppu', '-ei ollut wc-paperia', '-ei wc-paperia', '-ei ollut saippuaa',
      '-ei saippuaa', '-saippua oli loppu', '-ei käsipyyhkeitä', '-paperit loppu', '-suihkussa oli hiuksia', '-lattialla oli hiuksia', '-sängyssä oli hiuksia',
      '-lavuaarissa oli hiuksia', '-hiuksia sängyssä', '-karvoja sängyssä', '-allas oli vihreä', '-uima-allas oli vihreä',
      '-altaan vesi oli sameaa', '-hämähäkinseitti*', '-seittejä', '-roskikset täynnä', '-roskis täynnä', '-roskikset pursusivat', '-pursuavat roskikset',
      '-ruoantähteitä', '-ruoantähteet', '-ruuantähteitä',
      '-edellisten asiakkaiden astiat', '-edellisten asiakkaiden astioita', '-edellisten asiakkaiden astioista', '-edellisten asiakkaiden jäljiltä', '-edellisten asiakkaiden kupit', '-edellisten asiakkaiden kuppeja', '-edellisten asiakkaiden', '-edellisen asiakkaan', '-täynnä likaisia astioita', '-täynnä likaisia kuppeja', '-täynnä astioita', '-täynnä tyhjiä kuppeja', '-likaisia astioita joka', '-astioita joka pöydällä', '-pöydät täynnä astioita', '-pöydät täynnä muruja', '-pöydät täynnä murusia', '-pöydät täynnä edellisten', '-pöydät täynnä likaisia', '-pöydät täynnä kuppeja', '-pöydät täynnä mukeja', '-pöydät täynnä lautasia', '-pöydät täynnä roskia', '-pöydät täynnä tiskiä', '-pöydät täynnä tahroja', '-pöydät täynnä sotkua', '-pöydät täynnä käytettyjä', '-pöydät oli täynnä likaisia', '-pöydät olivat täynnä likaisia', '-muruja joka puolella', '-murusia joka puolella', '-hius ruoassa', '-hius ruoassani', '-hiuksia ruoassa',
      '-likanen', '-likasta', '-likasia', '-likaset', '-likasena', '-sika likanen', '-saastanen', '-saastasta', '-sotkunen', '-sotkusta',
      // Someone else's hair and black mould in the joints: 'tyynyllä jonkun muun hiuksia', 'saumoissa mustaa hometta'.
      '-jonkun toisen hiuksia', '-jonkun muun hiuksia', '-edellisen asukkaan hiuksia', '-edellisen vieraan hiuksia', '-edellisen asiakkaan hiuksia', '-saumat mustana', '-saumat homeessa', '-mustana hometta', '-mustaa hometta', '-saumoissa hometta', '-saumoissa mustaa', '-edellisen asukkaan', '-edellisten asukkaiden',
      // A place that has not seen a cloth in a while ('det så ikke ut til å ha sett en vaskeklut') is dirty: the praise is taken back by the negation.
      '+nähnyt rättiä', '+nähnyt moppia', '+nähnyt luuttua',
    ],
    waiting: [
      // Having to wait, told of anyone ('ruokaa joutui odottamaan'), or with the verb first ('odottaa sai tosi kauan'): the wait, not what was waited for.
      '-joutui odottamaan', '-odottaa sai', '-odotella sai',
      // Too long, however said: 'kesti aivan liian kauan', 'odotettiin tosi kauan'.
      '-liian kauan', '-tosi kauan', '-todella kauan',
      // Time it took to get a thing: 'kahvin saamiseen meni vartti'.
      '-saamiseen meni', '-meni vartti',
      // Short waits and a schedule kept: 'lyhyt odotusaika', 'aikataulussa pysyttiin'.
      '+lyhyt odotusaika', '+pysyttiin aikataulussa',
      // Long gaps between courses, a dish that never showed, a visit that overran: 'annosten välissä pitkät tauot', 'ruokia ei kuulunut ja kuulunut', 'pääsy venyi puolella tunnilla'.
      'annosten välissä', '-pitkät tauot', '-ei kuulunut ja kuulunut', '-venyi * tunnilla',
      '-järjettömän kauan',
      // Seen the same day one called, told with where one got: 'pääsin vastaanotolle samana päivänä'.
      '+pääsin vastaanotolle samana päivänä', '+pääsin hoitoon samana päivänä', '+pääsin vastaanotolle jo samana päivänä', '+pääsin hoitoon jo samana päivänä',
      // A repair not ready when promised: 'auto ei ollut vieläkään valmis'.
      '-ei ollut vieläkään valmis', '-ei ollu vieläkään valmis', '-ei ollut vielä valmis', '-ei ollu vielä valmis', '-ei vieläkään valmis', '-vieläkään ei ollut valmis', '-oli vielä koskematta', '-oli koskematta', '-oli edelleen koskematta', '-ei ollut edes aloitettu', '-ei oltu edes aloitettu', '-ei ollut edes katsottu', '-ei oltu edes katsottu',
      // A course that came when the table was already asking for the bill: 'pääruoka tuli kun pyysimme jo laskua'.
      '-kun pyysimme jo laskua', '-kun pyydettiin jo laskua', '-kun oltiin jo pyytämässä laskua', '-kun olimme jo pyytämässä laskua', '-kun muut oli jo syöneet', '-kun muut olivat jo syöneet', '-kun muut oli jo syöny', '-kun toiset oli jo syöneet', '-kun muut oli jo lopettaneet', '-kun olimme jo syöneet', '-kun oltiin jo syöty',
      // Hours sat in the chair: 'istuin tuolissa melkein neljä tuntia'.
      '-istuin tuolissa * tuntia', '-istuin tuolissa melkein * tuntia', '-istuin tuolissa yli * tuntia', '-istuin tuolissa tunteja', '-istuin tuolissa tuntikausia', '-tuolissa melkein * tuntia', '-tuolissa yli * tuntia', '-tuolissa tuntikausia', '-istuttiin * tuntia', '-istua tuolissa * tuntia', '-istuin siinä * tuntia', '-istuin siellä * tuntia', '-istuin siellä tuntikausia',
      // Quick in spoken Finnish: 'nopee ja siisti jälki', 'nopeeta palvelua'.
      '+nopee', '+tosi nopee', '+nopeeta', '+nopeeta palvelua', '+nopeet', '+nopsa', '+nopsa ja', '+sutjakasti', '+sujuvasti ja nopeasti', '+ripeä', '+ripeästi', '+vikkelästi', '+vikkelä',
      // Waiting on the chair in a salon is the wait, not the furniture: 'odotin 25 min tuolilla'.
      '-odotin * min tuolilla', '-odotin * minuuttia tuolilla', '-odotin * tuolilla', '-odotin tuolilla', '-odotettiin tuolilla', '-odottelin tuolilla', '-odottelin * tuolilla', '-istuin tuolilla odottamassa', '-istuin * tuolilla odottamassa', '-odotin * min tuolissa', '-odotin tuolissa', '-odottelin tuolissa',
      // A queue that moves is quick service: 'jono vetää nopeesti'.
      '+jono vetää nopeesti', '+jono vetää nopeasti', '+jono vetää hyvin', '+jono vetää nopsaan', '+jonot vetää', '+jono kulkee nopeasti', '+jono kulkee nopeesti', '+jono etenee ripeästi', '+jono liikkuu ripeästi', '+jono vetää vaikka',
      // 'Right away' that took long: '"Lisää tulee ihan kohta" – kohta kesti 25 minuuttia'.
      '-kohta kesti', '-hetki kesti', '-ihan kohta kesti', '-pieni hetki kesti', '-kohta venyi', '-hetki venyi',
      // Sitting in the waiting room told with the place first: 'Odotustilassa istuttiin ennen sisäänkirjausta puoli tuntia'.
      '-odotustilassa istuttiin', '-odotustilassa istuin', '-odotustilassa istuimme', '-odotushuoneessa istuttiin', '-odotushuoneessa istuin', '-odotushuoneessa istuimme', '-aulassa istuttiin', '-aulassa istuin', '-aulassa istuimme', '-odotusaulassa istuttiin', '-odotusaulassa istuin', '-aulassa odoteltiin', '-odotustilassa odoteltiin', '-odotushuoneessa odoteltiin', '-odotustilassa odotettiin', '-istuttiin odotustilassa', '-istuin odotustilassa puoli tuntia',
      // Seen the same day, the job done quickly: 'pääsin jo samana päivänä', 'teki paikan nopeesti'.
      '+pääsin jo samana päivänä', '+pääsin samana päivänä', '+pääsi samana päivänä', '+pääsin jo samana', '+teki paikan nopeesti', '+teki paikan nopeasti', '+hoiti nopeesti', '+hoiti nopeasti',
      // Advice to set aside time: 'kannattaa varata reilusti aikaa'; food that came fast.
      '-kannattaa varata reilusti aikaa', '-varata reilusti aikaa', '-varaa reilusti aikaa', '-kannattaa varata aikaa', '-kannattaa varautua odottamaan', '-varautukaa odottamaan', '+ruoka tuli nopeesti', '+tuli nopeesti', '+tuli tosi nopeesti', '+tuli nopeasti', '+tuli tosi nopeasti', '+ruoka tuli nopeasti',
      // A wait told by the clock: 'klo 19.05 kysyttiin missä ruoat viipyy', 'kello oli jo yli kahdeksan'.
      '-missä ruoat viipyy', '-missä ruoka viipyy', '-missä ruuat viipyy', '-missä tilaus viipyy', '-ruoat viipyy', '-ruoka viipyi', '-viipyi ja viipyi', '-kello oli jo yli', '-kello oli jo', '-vasta klo', '-vasta kello', '-vasta puoli', '-vasta vartin yli', '-vasta varttia vaille',
      // Waiting told as having to: 'piti odotella aulassa 40 min', 'jouduttiin odottamaan'; a delivery that came only after the event had begun.
      '-piti odotella', '-piti odottaa', '-piti odottaa aulassa', '-jouduttiin odottamaan', '-jouduttiin odottaa', '-jouduin odottamaan', '-jouduimme odottamaan', '-saatiin odottaa', '-odoteltiin', '-odoteltiin aulassa', '-odottelin', '-tuotiin vasta kun', '-tuotiin vasta', '-toimitettiin vasta', '-tuli vasta kun', '-oli jo alkanut', '-oli jo ehtinyt alkaa', '-tuli myöhässä', '-tuotiin myöhässä', '-toimitettiin myöhässä', '-toimitus myöhästyi', '-toimitus oli myöhässä', '-luvattiin että tulee', '-luvattiin viikossa', '-piti tulla viikossa', '-piti olla valmis',
      // Sitting in the lobby or waiting room past the time ('Istuin aulassa vartin yli kymmeneen').
      '-istuin aulassa', '-istuin odotusaulassa', '-istuin odotushuoneessa', '-istuin odotustilassa', '-istuttiin aulassa', '-istuimme aulassa', '-istuttiin odotushuoneessa', '-istuimme odotushuoneessa', '-istuskelin aulassa', '-istuskelin odotushuoneessa', '-istuin aulas', '-istuin odotushuonees',
      // What came only so long after ordering ('Pitsa tuli 40 minuutin päästä'): the wait, a complaint when 'vasta' or the length says so.
      'tuli * minuutin päästä', 'tuli * min päästä', 'tuli * minsan päästä', 'tuli * tunnin päästä', 'tuli tunnin päästä', 'tuli puolen tunnin päästä', '-tuli reilun tunnin päästä', '-tuli lähes tunnin päästä', '-tuli melkein tunnin päästä', 'tuli vartin päästä', '-tuli kolmen vartin päästä', '-tuli puolentoista tunnin päästä', 'tulivat * minuutin päästä', 'tulivat * min päästä', 'tulivat * minsan päästä', 'tulivat * tunnin päästä', 'tulivat tunnin päästä', 'tulivat puolen tunnin päästä', '-tulivat reilun tunnin päästä', '-tulivat lähes tunnin päästä', '-tulivat melkein tunnin päästä', 'tulivat vartin päästä', '-tulivat kolmen vartin päästä', '-tulivat puolentoista tunnin päästä', 'tulikin * minuutin päästä', 'tulikin * min päästä', 'tulikin * minsan päästä', 'tulikin * tunnin päästä', 'tulikin tunnin päästä', 'tulikin puolen tunnin päästä', '-tulikin reilun tunnin päästä', '-tulikin lähes tunnin päästä', '-tulikin melkein tunnin päästä', 'tulikin vartin päästä', '-tulikin kolmen vartin päästä', '-tulikin puolentoista tunnin päästä', 'tuotiin * minuutin päästä', 'tuotiin * min päästä', 'tuotiin * minsan päästä', 'tuotiin * tunnin päästä', 'tuotiin tunnin päästä', 'tuotiin puolen tunnin päästä', '-tuotiin reilun tunnin päästä', '-tuotiin lähes tunnin päästä', '-tuotiin melkein tunnin päästä', 'tuotiin vartin päästä', '-tuotiin kolmen vartin päästä', '-tuotiin puolentoista tunnin päästä', 'saatiin * minuutin päästä', 'saatiin * min päästä', 'saatiin * minsan päästä', 'saatiin * tunnin päästä', 'saatiin tunnin päästä', 'saatiin puolen tunnin päästä', '-saatiin reilun tunnin päästä', '-saatiin lähes tunnin päästä', '-saatiin melkein tunnin päästä', 'saatiin vartin päästä', '-saatiin kolmen vartin päästä', '-saatiin puolentoista tunnin päästä', 'saimme * minuutin päästä', 'saimme * min päästä', 'saimme * minsan päästä', 'saimme * tunnin päästä', 'saimme tunnin päästä', 'saimme puolen tunnin päästä', '-saimme reilun tunnin päästä', '-saimme lähes tunnin päästä', '-saimme melkein tunnin päästä', 'saimme vartin päästä', '-saimme kolmen vartin päästä', '-saimme puolentoista tunnin päästä', 'sain * minuutin päästä', 'sain * min päästä', 'sain * minsan päästä', 'sain * tunnin päästä', 'sain tunnin päästä', 'sain puolen tunnin päästä', '-sain reilun tunnin päästä', '-sain lähes tunnin päästä', '-sain melkein tunnin päästä', 'sain vartin päästä', '-sain kolmen vartin päästä', '-sain puolentoista tunnin päästä', '-tuli vasta * minuutin päästä', '-tuli vasta * min päästä', '-tuli vasta * minsan päästä', '-tuli vasta * tunnin päästä', '-tuli vasta tunnin päästä', '-tuli vasta puolen tunnin päästä', '-tuli vasta reilun tunnin päästä', '-tuli vasta lähes tunnin päästä', '-tuli vasta melkein tunnin päästä', '-tuli vasta vartin päästä', '-tuli vasta kolmen vartin päästä', '-tuli vasta puolentoista tunnin päästä', '-tulivat vasta * minuutin päästä', '-tulivat vasta * min päästä', '-tulivat vasta * minsan päästä', '-tulivat vasta * tunnin päästä', '-tulivat vasta tunnin päästä', '-tulivat vasta puolen tunnin päästä', '-tulivat vasta reilun tunnin päästä', '-tulivat vasta lähes tunnin päästä', '-tulivat vasta melkein tunnin päästä', '-tulivat vasta vartin päästä', '-tulivat vasta kolmen vartin päästä', '-tulivat vasta puolentoista tunnin päästä', '-tuotiin vasta * minuutin päästä', '-tuotiin vasta * min päästä', '-tuotiin vasta * minsan päästä', '-tuotiin vasta * tunnin päästä', '-tuotiin vasta tunnin päästä', '-tuotiin vasta puolen tunnin päästä', '-tuotiin vasta reilun tunnin päästä', '-tuotiin vasta lähes tunnin päästä', '-tuotiin vasta melkein tunnin päästä', '-tuotiin vasta vartin päästä', '-tuotiin vasta kolmen vartin päästä', '-tuotiin vasta puolentoista tunnin päästä', '-saatiin vasta * minuutin päästä', '-saatiin vasta * min päästä', '-saatiin vasta * minsan päästä', '-saatiin vasta * tunnin päästä', '-saatiin vasta tunnin päästä', '-saatiin vasta puolen tunnin päästä', '-saatiin vasta reilun tunnin päästä', '-saatiin vasta lähes tunnin päästä', '-saatiin vasta melkein tunnin päästä', '-saatiin vasta vartin päästä', '-saatiin vasta kolmen vartin päästä', '-saatiin vasta puolentoista tunnin päästä', '-saimme vasta * minuutin päästä', '-saimme vasta * min päästä', '-saimme vasta * minsan päästä', '-saimme vasta * tunnin päästä', '-saimme vasta tunnin päästä', '-saimme vasta puolen tunnin päästä', '-saimme vasta reilun tunnin päästä', '-saimme vasta lähes tunnin päästä', '-saimme vasta melkein tunnin päästä', '-saimme vasta vartin päästä', '-saimme vasta kolmen vartin päästä', '-saimme vasta puolentoista tunnin päästä', '-sain vasta * minuutin päästä', '-sain vasta * min päästä', '-sain vasta * minsan päästä', '-sain vasta * tunnin päästä', '-sain vasta tunnin päästä', '-sain vasta puolen tunnin päästä', '-sain vasta reilun tunnin päästä', '-sain vasta lähes tunnin päästä', '-sain vasta melkein tunnin päästä', '-sain vasta vartin päästä', '-sain vasta kolmen vartin päästä', '-sain vasta puolentoista tunnin päästä',
      // A queue like the liquor store's on Christmas Eve ('kassalle jono ku alkoon jouluaattona'): a long wait.
      '-jono ku alkoon', '-jono kuin alkoon', '-jono ku alkossa', '-jono kuin alkossa', '-jonot ku alkossa', '-jonot kuin alkossa', '-jono ku alkoon jouluaattona', '-jono kuin alkoon jouluaattona', '-jono ku alkossa jouluaattona', '-jono kuin alkossa jouluaattona', '-ku alkossa jouluaattona', '-kuin alkossa jouluaattona', '-ku alkoon jouluaattona', '-kuin alkoon jouluaattona', '-ku alkossa juhannusaattona', '-kuin alkossa juhannusaattona', '-ku alkoon juhannusaattona', '-kuin alkoon juhannusaattona', '-kuin alkossa aattona', '-ku alkossa aattona', '-jono kuin postissa', '-jono ku postissa',
      // A room not ready on arrival and the hours sat in the lobby ('Huone ei ollut valmis, ja istuttiin aulassa puolitoista tuntia'): the wait.
      '-huone ei ollut valmis', '-huone ei ollu valmis', '-huone ei ollut vielä valmis', '-huone ei ollu vielä valmis', '-huone ei ollut valmiina', '-huone ei ollu valmiina', '-huoneet ei ollut valmiita', '-huoneet eivät olleet valmiita', '-huone ei ollut vielä siivottu valmiiksi', '-huone ei ole valmis', '-huone ei oo valmis', 'istuttiin odotustilassa', '-istuttiin laukkujen kanssa', '-laukkujen kanssa aulassa', 'odotettiin aulassa', 'odoteltiin aulassa', 'odotimme aulassa', 'odotin aulassa', '-aulassa puolitoista tuntia', '-aulassa puoltoista tuntia', '-aulassa * tuntia', '-aulassa * tunnin', '-aulassa tunnin', '-aulassa tunti', '-aulassa puoli tuntia', '-meni puolitoista tuntia', '-meni puoltoista tuntia', '-odotettiin puolitoista tuntia', '-odotettiin puoltoista tuntia', '-odotin puolitoista tuntia', '-odotimme puolitoista tuntia',
      // Wave 4: praise as people put it.
      '+saimme ruoat heti', '+ruoat tulivat heti', '+ruoka tuli heti', '+saimme pöydän heti', '+palveltiin heti', '+pääsin heti', '+pääsimme heti',
      // Waits told by the clock and by lateness: got in only at, standing for a table, weeks before the order came, longer than planned.
      '-piti seistä odottamassa', '-seistä odottamassa', '-seisoa odottamassa', '-seisoimme odottamassa', '-odottamassa pöytää', '-meni * viikkoa', '-viikkoa ennen kuin', '-viikkoa että tilaus',
      'liikkuu nopeesti', 'liikkuu nopeasti', 'liikkui nopeasti', 'liikkui nopeesti',
      '-vartin päästä',
      'odotusaika*', 'odotusaja*', 'odotus', 'odotuksen', 'odotusta', 'odotuksessa', 'odottelu*', 'odottelemaan', 'odotella', 'odoteltiin', 'odottelin',
      'odottelimme', 'odottamaan', 'odottaa', 'odottamista', 'odottaminen', 'odotettiin', 'odottivat', '-jono*', '-ruuhka*', 'kesti kauan',
      'kesti pitkään', '-kesti ikuisuuden', '-kesti lähes', '-kesti yli', '-kesti melkein', '-kesti peräti', 'yli varatun ajan', 'yli sovitun ajan', 'kymmenen minuuttia', 'viisitoista minuuttia', 'parikymmentä minuuttia', 'kaksikymmentä minuuttia', 'kolmekymmentä minuuttia', 'kolme varttia', 'kauan', 'nopeu*', 'viive*', 'viivästy*', 'myöhäs*', 'nopeasti', '-hitaasti', 'ajoissa', '+ajallaan', 'täsmällis*',
      'aikataulu*', '-yli tunnin', '-yli tunti', 'puoli tuntia', 'puolisen tuntia', 'tunnin päästä', 'puolen tunnin päästä', '-reilun tunnin', '-lähes tunnin', '-melkein tunnin', '-odotutt*', 'pääsin sisään', 'pääsimme sisään', 'päästiin sisään', 'pääsi sisään',
      '~ripeästi', '~minuuttia', '~minuutin', '~min', '~tuntia', '~tunnin', '~vartin', '~vartti', '~myöhään',
      '-alimiehitet*', '-liian vähän henkilökuntaa', '-liian vähän väkeä', '-liian vähän työntekijöitä', '-vain yksi kassa', 'yksi kassa auki', '-yksin töissä',
      '-yksin vuorossa', '-tuntikausi*', '-tuntitolkulla', '-ikuisuu*', '-viivyttel*', '-vitkastel*', 'puhelinjono*', '~hidas', '~hidasta', '~hitaa*', '~nopea*',
      '~nopei*', 'odotin kauan', '-odotin pitkään', 'odotimme kauan', '-odotimme pitkään', 'odotin * minuuttia', 'odotimme * minuuttia', 'odotin * * minuuttia',
      'odotimme * * minuuttia', 'odotin * tuntia', 'odotimme * tuntia', 'odotin * min', 'odotimme * min', '-odotimme ja odotimme', '-odotin ja odotin',
      '-odotimme turhaan', '-odotin turhaan',
      'yli * minuuttia', 'lähes * minuuttia', 'melkein * minuuttia', 'peräti * minuuttia', 'reilut * minuuttia',
      '+salamannopea*', '+salamannopeasti',
      'toimitus*', 'toimituksen*', 'toimitusaika*', 'toimitusaja*',
      '+pöydän heti', '+heti pöytään', '+pöydän saman tien',
      'odotin * * tuntia', 'odotin * * * tuntia', 'odotin * * * minuuttia', 'puol tuntia', '-tuli vasta', '-vasta seuraavana', '-meni melkein tunti', '-meni tunti', 'melkein tunti', 'laskua odotettiin', 'laskua odoteltiin', 'laskua sai odottaa', 'laskua piti odottaa',
      '-vielä * minuutin jälkeen', '-vielä tunnin jälkeen', '-vielä puolen tunnin jälkeen', '-kyllästyimme odottamaan', '-kyllästyin odottamaan',
      '-kyllästyttiin odottamaan', '-lähdimme syömättä', '-lähdettiin syömättä', '-lähdin syömättä', '-lähdimme ennen kuin ruoka', '-lähdimme ennen kuin saimme',
      '-lähdettiin ennen kuin', '-lähdimme pois ennen', '-lähdettiin pois ennen', '-luovutimme ja lähdimme', '-luovuttiin ja lähdettiin', '-kesti ja kesti',
      '-odottelimme ja odottelimme', '-odoteltiin ja odoteltiin', '-odotettiin ja odotettiin', '-jonotettiin ja jonotettiin', '-pääsin sisään vasta',
      '-pääsimme sisään vasta', '-päästiin sisään vasta', '-pääsin vasta', '-pääsimme vasta', '-pääsin vastaanotolle vasta', '-pääsin hoitoon vasta',
      '+salamana', '+hetkessä', '+tuota pikaa', '+tuossa tuokiossa', '+käden käänteessä', '+silmänräpäyksessä', '+alta aikayksikön', '+nopsaa', '+nopsasti',
      '+vauhdikkaasti', '+ripeesti',
      '-minuuttia odotushuoneessa', '-min odotushuoneessa', '-tunti odotushuoneessa', '-tuntia odotushuoneessa', '-tunnin odotushuoneessa', '-odotushuoneessa * minuuttia', '-odotushuoneessa * tuntia', '-odotushuoneessa * tunnin', '-odotushuone oli täynnä', '-täysi odotushuone', '-täydessä odotushuoneessa', '-odotettiin pitkään', '-odottaa pitkään', '-odottamaan pitkään',
      '-vaikka luvattiin', '-luvattiin * päivää', '-luvattiin * päivässä', '-luvattu * päivää', // a delay past what was promised
      '-pyhimyksen kärsivällisyy*', '-enkelin kärsivällisyy*', '-vaatii kärsivällisyyttä', '-tarvitsee kärsivällisyyttä', '-kärsivällisyys koetuksella', '-pitkää pinnaa', '-tuntia * ruokalajiin', '-tuntia kolmeen ruokalajiin', '-tuntia kahteen ruokalajiin', '-tuntia * ruokalajin', '-valmis vasta', '-valmiina vasta', '-huoneeseen pääsi vasta', '-huoneeseen päästiin vasta', '-pääsimme huoneeseen vasta', // waiting told in everyday idioms
      '-jos tykkää odottaa', '-jos tykkää odotella', '-jos tykkää jonottaa', '-jos tykkäät odottaa', '-jos tykkäät jonottaa', '-odotettiin tunti', '-odotettiin puoli tuntia', '-odotettiin * tuntia', '-odotettiin * minuuttia', '-odotettiin * min', '-odottelimme', '-odoteltiin * minuuttia',
      '-yli ajan', '-min yli ajan', '-minuuttia yli ajan', '-yli varatun ajan', '-yli sovitun ajan', '-odotin vastaanotolla', '-kesti kolme viikkoa', '-kesti * viikkoa', '-kesti * päivää', '-kesti kuukauden', '-kesti viikon', '-kesti viikkoja', '-kesti kuukausia', '-kesti * kuukautta', '-meni kuukausi', '-meni viikko', '-meni * päivää', '-seisoin kassalla', '-seisottiin kassalla', '-seisoin tiskillä', '-seisottiin tiskillä', '-seisoin jonossa', '-seisottiin jonossa', '-seisoin * minuuttia', '-seisottiin * minuuttia', '-jonotin * minuuttia', '-jonotin * min', '-jonotin', '+sillä aikaa kun odotin', '+sillä välin kun odotin', '+odottaessani', '+minuutissa valmis', '+tunnissa valmis', '+iltapäivällä valmis', '+iltapäivällä se oli valmis', '+oli valmis iltapäivällä', '+samana päivänä valmis', '+valmis samana päivänä', '+valmista samana päivänä', '+jo seuraavana päivänä', '+heti seuraavana päivänä', '+jo seuraavana aamuna', '+parissa päivässä', '+saman tien', '+samantien', '+heti paikalla', '+siltä istumalta', '+ei tarvinnut odotella', '+ei tarvinnut odottaa', '+ei tarvinnut jonottaa', '+ei joutunut odottamaan', '+ei joutunut odottelemaan', '+ei tarvinnu odottaa', '+ei tarvinnu odotella', '+ei tarvinnut odotella yhtään',
      '+kymmenessä minuutissa valmis', '+vartissa valmis', '+puolessa tunnissa valmis', '+hoitui vartissa', '+hoitui puolessa tunnissa', '+hoitui kymmenessä minuutissa', '+korjattu vartissa', '+korjasivat sen * minuutissa', '+korjasivat * minuutissa', '+korjattiin * minuutissa', '+valmista tuli puolessa tunnissa', '+valmista tuli vartissa',
      // A wait told by standing and a span before anything happened ('seistiin tiskillä varmaan vartti ennen kuin päästiin edes tilaamaan').
      '-seistiin tiskillä', '-seistiin kassalla', '-seistiin jonossa', '-seistiin ovella', '-seistiin oven suussa', '-seisottiin ovella', '-seistiin * minuuttia', '-seistiin varmaan', '-seisottiin varmaan', '-seistiin vartti', '-seistiin puoli tuntia', '-seistiin melkein', '-seistiin lähes', '-seistiin yli', '-seisoin ovella', '-seisoin varmaan', '-seisoin vartin', '-seisoin puoli tuntia', '-odotettiin tiskillä', '-odoteltiin tiskillä',
      '-vartti ennen kuin', '-vartin ennen kuin', '-puoli tuntia ennen kuin', '-puolisen tuntia ennen kuin', '-tunti ennen kuin', '-tunnin ennen kuin', '-minuuttia ennen kuin', '-min ennen kuin', '-ennen kuin saatiin tilata', '-ennen kuin saimme tilata', '-ennen kuin sai tilata', '-ennen kuin pääsi tilaamaan', '-päästiin edes tilaamaan', '-pääsin edes tilaamaan', '-pääsimme edes tilaamaan', '-päästiin vihdoin tilaamaan', '-pääsin vihdoin tilaamaan', '-ennen kuin meitä palveltiin', '-ennen kuin meidät huomattiin', '-ennen kuin minut huomattiin',
      '-hyvä vartti', '-hyvän vartin', '-reilu vartti', '-reilun vartin', '-ainakin vartti', '-ainakin vartin', '-yli vartti', '-yli vartin', '-lähes vartti', '-lähes vartin', '-melkein vartti', '-melkein vartin', '-varmaan vartti', '-varmaan vartin',
      // A visit that ran far past what was said ('sanottiin että kestää 45 min ja siellä meni lähes kaks tuntia'): the wait.
      '-meni lähes * tuntia', '-meni melkein * tuntia', '-meni yli * tuntia', '-meni reilu * tuntia', '-meni reilut * tuntia', '-meni lähes tunti', '-meni yli tunti', '-meni reilu tunti', '-siellä meni lähes', '-siellä meni melkein', '-siellä meni yli', '-siinä meni lähes', '-siinä meni melkein', '-siinä meni yli', '-aikaa meni lähes', '-aikaa meni melkein', '-aikaa meni yli', '-kesti lähes * tuntia', '-kesti melkein * tuntia', '-kesti yli * tuntia',
      '-kestää 45 min', '-piti kestää', '-piti kestää vain', '-luvattiin että kestää', '-sanottiin että kestää', '-sanottiin kestävän', '-luvattiin kestävän', '-arvioitiin kestävän', '-kesti tuplasti', '-kesti kaksi kertaa', '-kesti kaks kertaa', '-kesti paljon pidempään', '-kesti pidempään kuin', '-kesti kauemmin kuin', '-pidempään kuin luvattiin', '-kauemmin kuin luvattiin', '-pidempään kuin sanottiin', '-kauemmin kuin sanottiin', '-tuplasti luvattua', '-tuplasti pidempään',
      // A lunch that was meant to be quick and ate the break, and a kitchen that seemed to be napping: 'piti olla nopeaa', 'koko ruokatauko meni', 'jouduin hotkimaan', 'keittiössä taidettiin nukkua'.
      '-piti olla nopeeta', '-piti olla nopeaa', '-piti olla nopea', '-piti olla nopee', '-tauko loppu', '-tauko loppui', '-ruokatauko loppu', '-ruokatauko loppui', '-lounastauko loppu', '-lounastauko loppui', '-koko tauko meni', '-koko ruokatauko meni', '-koko lounastauko meni', '-sai hotkia', '-piti hotkia', '-joutu hotkimaan', '-jouduin hotkimaan', '-jouduttiin hotkimaan', '-joutui hotkimaan', '-kokki nukkui', '-taisi olla päikkäreillä', '-taisivat olla päikkäreillä', '-oli päikkäreillä', '-olivat päikkäreillä', '-taisi olla päiväunilla', '-oli päiväunilla', '-kokki taisi nukkua', '-keittiössä nukuttiin', '-keittiö nukkui', '-keittiössä taidettiin nukkua',
      // Seen at the time agreed, or into the chair at once.
      '+pääsin * heti', '+heti sovittuun aikaan', '+sovittuun aikaan', '+täsmälleen ajallaan', '+pääsin tuoliin heti', '+pääsin sisään heti',
      // A wait said as speakers say it ('joutu vähän odotteleen').
      '-joutu odotteleen', '-joutu * odotteleen', '-joutui odottelemaan', '-joutui * odottelemaan', '-jouduttiin odottelemaan', '-joutu odottaan', '-joutu * odottaan',
      // Sitting a while before one got into the chair.
      '-sai vähän istuskella', '-sai istuskella', '-ennen ku pääsi tuoliin', '-ennen kuin pääsi tuoliin', '-ennen kuin pääsin tuoliin',
      // A queue that looked bad but moved fast: 'jono näytti pahalta mutta eteni tosi nopeesti'.
      '+eteni nopeesti', '+eteni nopeasti', '+eteni tosi nopeesti', '+eteni tosi nopeasti', '+eteni todella nopeasti', '+eteni ripeästi', '+eteni ripeesti', '+eteni sujuvasti', '+eteni vauhdilla', '+etenee nopeasti', '+etenee nopeesti', '+etenee tosi nopeesti', '+etenee ripeästi', '+eteni yllättävän nopeasti', '+eteni yllättävän nopeesti', '+liikkui tosi nopeesti', '+liikkui tosi nopeasti', '+veti tosi nopeesti', '+veti nopeasti', '+veti nopeesti',
      // Minutes for one coffee with hardly anyone ahead: 'vartti yhdestä lattesta, ja mun edellä oli kaks ihmistä'.
      '-vartti yhdestä', '-vartti yhestä', '-vartin yhdestä', '-vartin yhestä', '-puoli tuntia yhdestä', '-puol tuntia yhdestä', '-puol tuntia yhestä', '-* minuuttia yhdestä', '-* minuuttia yhestä', '-* min yhdestä', '-vartti yhteen', '-vartti yhteen kahviin', '-vartin yhteen', '-* minuuttia yhteen', '-edellä oli vain kaks', '-edellä oli vain kaksi', '-edellä oli vaan kaks', '-edellä oli vaan kaksi', '-edellä oli kaks ihmistä', '-edellä oli kaksi ihmistä', '-edellä oli yks ihminen', '-edellä oli yksi ihminen', '-edellä oli vain yksi', '-edellä oli vaan yks', '-edellä oli pari ihmistä', '-edellä oli vain pari', '-edellä oli vaan pari',
      // Food fast though the place was full: 'täyttä mutta ruoka tuli silti kymmenessä minuutissa'.
      '+tuli silti * minuutissa', '+tulivat silti * minuutissa', '+tuli kymmenessä minuutissa', '+tulivat kymmenessä minuutissa', '+tuli viidessä minuutissa', '+tulivat viidessä minuutissa', '+tuli parissa minuutissa', '+tulivat parissa minuutissa', '+tuli muutamassa minuutissa', '+tulivat muutamassa minuutissa', '+tuli kympissä', '+tuli kymmenes minuutis', '+saatiin kymmenessä minuutissa', '+saatiin viidessä minuutissa', '+saimme kymmenessä minuutissa', '+oli pöydässä kymmenessä minuutissa', '+oli pöydässä viidessä minuutissa', '+täyttä mutta nopeasti', '+täyttä mutta nopeesti',
      // Made to sit in the waiting room past one's time: 'odotushuoneessa jouduin kyllä istumaan 20min yli ajan'.
      '-odotushuoneessa jouduin istumaan', '-odotushuoneessa jouduin * istumaan', '-odotushuoneessa jouduin odottamaan', '-odotushuoneessa jouduin * odottamaan', '-odotushuoneessa jouduttiin istumaan', '-odotushuoneessa jouduttiin odottamaan', '-odotushuoneessa sai istua', '-odotushuoneessa sai odottaa', '-odotushuoneessa sai istuskella', '-odotushuoneessa piti istua', '-odotushuoneessa piti odottaa', '-jouduin istumaan odotushuoneessa', '-jouduin odottamaan odotushuoneessa', '-minuutin yli ajan', '-tunnin yli ajan', '-tuntia yli ajan', '-vartin yli ajan', '-vartti yli ajan', '-puoli tuntia yli ajan',
      // A visit that ran hours over what was promised and made one late for work: 'aikaa meni 3,5h vaikka sanottiin et max 2h, ja myöhästyin töistä'.
      '-aikaa meni * vaikka sanottiin', '-aikaa meni * vaikka luvattiin', '-aikaa meni * tuntia vaikka', '-aikaa meni * h vaikka', '-meni * tuntia vaikka sanottiin', '-meni * tuntia vaikka luvattiin', '-vaikka sanottiin et max', '-vaikka sanottiin että max', '-vaikka sanottiin et korkeintaan', '-vaikka sanottiin että korkeintaan', '-vaikka luvattiin max', '-vaikka luvattiin korkeintaan', '-myöhästyin töistä', '-myöhästyin töist', '-myöhästyin palaverista', '-myöhästyin seuraavasta menosta', '-myöhästyin sen takia', '-myöhästyin sen vuoksi',
    ],
    atmosphere: [
      // Idyllic: 'idyllinen pikku kahvila'.
      '~idylli*',
      // Put in a back room without windows: 'meidät laitettiin takahuoneeseen jossa ei ollut ikkunoita'.
      '-takahuoneeseen jossa ei', '-takahuoneessa jossa ei', '-laitettiin takahuoneeseen', '-sijoitettiin takahuoneeseen', '-takanurkkaan', '-laitettiin takanurkkaan', '-ei päivänvaloa', '-ei yhtään päivänvaloa',
      // Premises praised as light and modern: 'valoisat ja modernit tilat'.
      '+valoisat ja modernit', '+modernit ja valoisat', '+valoisa ja moderni', '+moderni ja valoisa', '+valoisat tilat', '+valoisa tila', '+modernit tilat', '+uudet ja siistit tilat', '+valoisat ja siistit', '+valoisa ja siisti', '+raikkaat tilat',
      // A setting called cute: 'tosi söpö paikka', 'sisustus on söpö'.
      '+söpö paikka', '+söpö kahvila', '+söpö salonki', '+söpö pikku', '+söpö sisustus', '+sisustus on söpö', '+sisustus oli söpö', '+söpösti sisustettu', '+ihanan söpö', '+tosi söpö paikka', '+niin söpö paikka', '+suloinen paikka', '+suloinen kahvila', '+sievä paikka',
      // A nice-looking place: 'kivan näköinen paikka'.
      '+kivan näköinen', '+kivan näkönen', '+nätin näköinen', '+kauniisti sisustettu', '+kivasti sisustettu', '+tyylikkäästi sisustettu',
      // An old wooden house and a tiled stove: 'vanha puutalo ja kaakeliuuni'.
      '+vanhassa puutalossa', '+vanha puutalo', '+vanhaan puutaloon', '+kaakeliuuni', '+kaakeliuunin', '+takkatuli', '+takka lämpeni', '+hirsiseinät',
      // A bright clinic or shop: 'vastaanotto on siisti ja valoisa'.
      '~valoisa',
      // A bright, pleasant place ('mesta on tosi kiva ja valoisa').
      '+kiva ja valoisa', '+tosi valoisa mesta', '+valoisa mesta', '+valoisa ja viihtyisä', '+viihtyisä ja valoisa', '+valoisa ja tilava', '+tilava ja valoisa', '+ihanan valoisa', 'mesta', 'mestassa',
      // Wave 4: praise as people put it.
      '+söpö pieni kahvila', '+söpö pieni', '+söpö liike', '+suloinen pieni', '+ihanasti sisustettu',
      'tunnelma*', 'ilmapiiri*', '+viihtyis*', '+kodikas', '+kodikka*', '+kotoisa*', 'kotoisi*', 'miljöö*', 'sisustu*', 'sisustettu', '*musiik*', 'musa', 'musat',
      'meininki*', 'meiningi*', 'meno', 'menoa', 'fiilis*', 'fiilik*', 'valaistu*', 'sisätil*', '~vetoi*', '~tila', '~tilaa', '~tilat', '~tiloja', '~tiloissa',
      '~tuoli*', '~kaluste*', '~sohva*', '~rento', '~rennon*', '~rentoa', '~rentouttav*', '~anke*', '~kolkko*', '~tyylikä*', '~tyylikk*', '~odotustila*',
      '~odotusaula*', '~odotushuone*',
      'terassi*', 'istumapaik*', '+tunnelmalli*', '~sielukas', '~sielukka*', '~sieluton*', '~sielutto*', '~ahdas', '~ahtaa*',
      'tuoli*', '-liian lähekkäin', '-sisällä oli kylmä', '-sisällä oli jäätävän kylmä', '-jäätävän kylmä', '-palelsi',
      '-tukahduttava*', '-sisällä oli kuuma', '-sisällä oli * kuuma', '-sisällä oli liian kuuma', '-liian kuuma sisällä',
      '-persoonaton', '-persoonatonta', '-persoonattom*', '~nuhjui*', '~rähjäi*',
      '+paikka on tosi kaunis', '+paikka on kaunis', '+paikka on * kaunis', '+paikka oli * kaunis', '+paikka oli kaunis', '+kaunis paikka', '+nätti paikka', '+tosi nätti paikka', '+paikka on nätti', '+paikka on * nätti', '+kaunis vanha rakennus', '+vanha kaunis rakennus', '+kaunis rakennus', '+upea rakennus', '+ihana rakennus', '+kauniit tilat', '+kauniit puitteet', '+upeat puitteet', '+ihanat puitteet', 'puitteet', '+kaunis miljöö', '+ihana miljöö',
    ],
    noise: [
      // The volume of the music or the room: 'musiikki sopivalla volyymilla'.
      'volyymi*', 'äänenvoimakkuu*',
      // A night without sleep ('ei saatu unta'): the noise that kept the guests awake.
      '-ei saatu unta', '-en saanut unta', '-emme saaneet unta', '-ei saanut nukuttua', '-en saanut nukuttua',
      // Not hearing even the person beside one: 'ei kuullut edes vieruskaveria'.
      '-ei kuullut edes vieruskaveria', '-ei kuullu edes vieruskaveria', '-ei kuullut edes pöytäseuruettaan', '-ei kuullut edes omaa seuruettaan', '-ei kuullut toisiaan', '-ei kuultu toisiamme', '-emme kuulleet toisiamme', '-piti melkein huutaa', '-piti huutaa', '-joutui huutamaan', '-jouduttiin huutamaan', '-jouduimme huutamaan',
      // Drilling next door from early morning: 'naapurissa porattiin aamu seitsemästä'.
      '-naapurissa porattiin', '-seinän takana porattiin', '-porattiin aamu*', '-porattiin jo aamu*', '-porattiin seitsemältä', '-porattiin kahdeksalta', '-porattiin klo', '-porattiin kello', '-porasivat aamu*', '-naapurissa porasivat', '-naapurissa remontoitiin', '-naapurihuoneessa remontoitiin', '-naapurissa piikattiin', '-piikattiin aamu*', '-piikkasivat aamu*', '-remonttimelu*', '-rakennustyömaa*', '-työmaan melu*', '-työmaalta kuului', '-rakennettiin aamu*', '-remonttia aamu*',
      // Shouting to be heard across the table: 'piti kyllä huutaa et pöytäkaveri kuuli mitään'.
      '-piti kyllä huutaa', '-piti ihan huutaa', '-piti oikein huutaa', '-piti oikeen huutaa', '-piti suorastaan huutaa', '-joutu huutaan', '-jouduttiin huutaan', '-et pöytäkaveri kuuli', '-että pöytäkaveri kuuli', '-jotta pöytäkaveri kuuli', '-pöytäkaveri ei kuullut', '-pöytäkaveri ei kuullu', '-ei kuullut pöytäkaveria', '-ei kuullu pöytäkaveria', '-ei kuullut omaa ääntään', '-ei kuullu omaa ääntään', '-ei kuullu toisiaan', '-ei kuulleet toisiaan',
      // Music so loud one could not hear one's own thoughts: 'musiikki soi niin kovaa'.
      '-musiikki soi niin kovaa', '-musiikki soi liian kovaa', '-musiikki soi kovaa', '-musiikki oli niin kovalla', '-musiikki liian kovalla', '-musiikki täysillä', '-musiikki pauhasi', '-ei kuullut omia ajatuksiaan', '-ei kuullu omia ajatuksiaan', '-ei kuulu omia ajatuksiaan',
      // Loud talk and phone calls, machines hissing: 'puhuttiin kovaan ääneen puhelimeen', 'kahvikone pihisi'.
      '-puhui kovaan ääneen', '-puhuttiin kovaan ääneen', '-puhuivat kovaan ääneen', '-kovaäänisesti', '-kovaääninen puhelu', '-huusi puhelimeen', '-huudettiin puhelimeen', '-pihisi', '-pihisee', '-sihisi', '-sihisee', '-suhisi koko',
      // Building work heard next door: 'Vieressä remontoitiin aamukahdeksasta', hammering.
      '-remontoitiin', '-remontoidaan', '-remontoivat', '-remonttimeteli*', '-remontin äänet', '-remontin melu*', '-vasaroitiin', '-vasaroi', '-vasaroivat', '-vasarointi*',
      // Thin walls told plainly: 'Seinät ovat ohuet', 'seinät oli tosi ohuet'.
      '-seinät ovat ohuet', '-seinät on ohuet', '-seinät oli ohuet', '-seinät olivat ohuet', '-seinät on tosi ohuet', '-seinät oli tosi ohuet', '-seinät on niin ohuet', '-seinät oli niin ohuet', '-seinät niin ohuet', '-paperinohuet', '-paperinohuet seinät', '-ohuet väliseinät', '-väliseinät on ohuet', '-väliseinät ohuet', '-seinät on ku paperia', '-seinät oli ku paperia',
      // Not hearing one's own thoughts, in any word order: 'ei omia ajatuksiaan kuullut'.
      '-ei omia ajatuksiaan kuullut', '-omia ajatuksiaan ei kuullut', '-omia ajatuksia ei kuullut', '-ei omia ajatuksia kuullut', '-ei kuullut edes omia ajatuksiaan', '-omat ajatukset ei kuulunut', '-omia ajatuksiaan ei kuullu', '-ei omia ajatuksiaan kuullu', '-omia ajatuksiaan ei kuule',
      // Noise told by what it did: a radio so loud that talking was hard, shrieking children, a rattling lift, snoring through the wall.
      '-radio niin kovalla', '-radio soi niin kovalla', '-soi niin kovalla', '-juttelu oli hankalaa', '-juttelu oli vähän hankalaa', '-juttelu oli vaikeaa', '-keskustelu oli mahdotonta', '-keskustelu oli vaikeaa', '-ei kuullut mitään', '-kiljuvia lapsia', '-kiljuvat lapset', '-kirkuvia lapsia', '-hissi kolisi', '-kolisi koko yön', '-kolahtelu', '-kolinaa', '-kolina', '-kuorsaus kuului', '-kuorsaus kuulu', '-kuului kuorsaus', '-telkkari kuului', '-tv kuului', '-huudeltiin', '-käytävällä huudeltiin', '-käytävällä meteliä',
      '-koko puhelu seinän läpi', '-puhelu kuului seinän läpi', '-kuultiin koko puhelu', '-sali niin kaikuva', '-tosi kaikuva', '-niin kaikuva', '-kuultiin naapuripöydän', '-kuului naapuripöydän', '-rekka purki', '-peruutuspiippari*',
      'korvatulpat',
      '-ei saanut unta',
      'kuulla toisiaan', 'kuullut toisiaan', 'hurisi', '-pörisi', '-surisi',
      '-piti ääntä', '-ääntä koko yön',
      '-korviahuumaav*',
      '-paperinohu*',
      'melu*', '*melu', '*melua', '*melun', '-meteli*', 'hiljemp*', 'hiljemm*', 'kovemmalla', 'kovempaa', '-metelö*', '-äänekä*', 'äänitaso*', '-hälinä*', 'häly*', '+hiljai*', 'rauhallisuu*', 'rauhallista', 'rauhallisessa',
      'rauhallinen paikka', 'rauhallinen kahvila', 'rauhallinen hotelli', 'rauhallinen ravintola', 'rauhallinen ympäristö', 'rauhallinen huone',
      'rauhallinen alue', 'rauhallisella paikalla', 'äänieristy*', 'ohuet seinät', 'seinät ohuet', 'kuului läpi', 'ääntä', 'kovaa ääntä', 'kova ääni', 'ääniä',
      'kaiku*', 'liian kovalla', 'kovalla äänellä', 'kovaääni*',
      'kova musiikki', 'kovaa musiikkia', 'liian kova musiikki', '-jokaisen sanan', 'joka sanan', '-kuuli kaiken', '-kuulimme kaiken', '-kuului kaikki',
      '-kaikki kuului', '-korvia huumaava*', '-kiljuvat', '-kirkuvat', 'huutavat lapset', 'kiljuvat lapset', 'äänekkäät',
      '-ettei pystynyt juttelemaan', '-ei pystynyt juttelemaan', '-ei voinut jutella', '-ettei kuullut toisiaan',
      '-kuului koko yön', '-kuului koko illan', '-kuului aamuun asti', '-kuului seinän läpi', '-kuului seinien läpi', '-kuului huoneeseen', '-kuuluu huoneeseen',
      '-kuului sisään', '-telkkarin äänet', '-naapurin telkkari', '-rääky*', '-kirkui*', '-kirkumi*', '-kirkuna*', '-kiljui*',
      '-kiljumi*', '-kiljunta*', '-mekastu*', '-mekasti*', '-mekkala*', '-mölinä*', '-mölis*', '-älämölö*', '-kälätys*', '-räyhä*', '-öykkäröi*', '-kolist*', '-kolina*',
      '-jytis*', '-jytinä*', '-jumput*', '-pauhasi', '-pauhaa', '-pauhasivat', '-hurina*', '-pörinä*', '-surina*', '-humisi koko yön', '-pörisi koko yön',
      '-koira haukkui', '-koirat haukkuivat', '-haukkuva koira', '-koiran haukku*', '-koirien haukku*', '-haukkui koko yön', '-remontti alkoi', '-remonttia tehtiin',
      '-remonttiäänet', '-työmaan äänet', '-musiikki oli kovalla', '-musiikki * kovalla', '-musiikki * * kovalla',
      '-musiikki soi kovalla', '-musiikki * lujaa', '-musiikki * * lujaa', '-musiikki * * * lujaa', '-musa * kovalla', '-musa oli kovalla', '-soi liian lujaa',
      '-soi lujaa', '-soi liian kovaa', '-soi kovaa',
      '-seinät ovat kuin paperia', '-seinät olivat kuin paperia', '-seinät on kuin paperia', '-seinät kuin paperia', '-bilettivät koko yön', '-bileet koko yön',
      '-juhlivat koko yön', '-bileet aamuun asti', '-juhlivat aamuun asti', '-bilettivät aamuun asti',
      '~naapurihuonee*', 'yläkerran naapuri*', 'viereisestä huoneesta', 'viereisessä huoneessa',
      '+hiirenhiljai*', '+ei pihaustakaan', '+ei ääntäkään',
      '-ei kuulla toisiaan', '-ei kuule omia ajatuksiaan', '-ei kuullut omia ajatuksia', '-ei pystynyt edes juttelemaan', '-ei voinut keskustella', '-ei pystynyt keskustelemaan', '-ei kuullut toista', '-mahdoton kuulla', '-mahdotonta kuulla', '-keskustelu mahdotonta', '-oli täysillä', '-täysillä koko ajan', '-telkkari täysillä', '-televisio täysillä', '-huutaa että kuuli', '-huutaa jotta kuuli',
      '-ilmanvaihto hurisi', '-ilmanvaihto humisi', '-ilmanvaihto pauhasi', '-ilmanvaihto jyrisi', '-ilmanvaihto huusi', '-hurisi koko yön', '-käynnistyi taas', '-käynnistyi uudelleen', '-kuulosti suihkukoneelta', '-kuulosti lentokoneelta', '-kuulosti traktorilta', '-kuin suihkukone', '-kuin lentokone', '-kuin traktori', '-kuin helikopteri', '-bändi soitti * asti', '-bändi soitti * * asti', '-soitti * * asti', '-karaoke * asti', '-karaokea * asti', '-juhlat jatkuivat', '-juhlat * jatkuivat', '-bileet jatkuivat', '-bileet * asti', '-paukkui koko yön', '-naksui koko yön', '-tikitti koko yön', '-piippasi koko yön', '-surisi koko yön', '-lorisi koko yön', '-kolisee koko yön', '-paukkuu koko yön', '-joka sanaa myöten', '-kuuli joka sanan', '-kuului joka sana', '-kuului jokainen sana', '-roska-auto*', '-jäteauto*', '-herätti meidät', '-herätti minut', '-herättivät meidät', '-herättivät minut', // a hotel night told without the word noise
      '-rekat', '-rekkoja', '-rekka-autot', '-rekat jyrisi', '-jyrisi ohi', '-jyrisivät ohi', '-jyrinä', '-jyrinään', '-aamuviidestä lähtien', '-aamuviidestä asti', '-viidestä aamulla lähtien', '-kuorsaus', '-kuorsauksen', '-kuorsausta', '-kuorsasi', '-kuorsaava*', '-paukkui', '-paukkuivat', '-ovet paukkui', '-ovet paukkuivat', '-ovien paukkeet', '-ovien paukutus', '-ovien paukuttelu', '-roska-auto', '-roska-auto herätti', '-jäteauto', '-herätti kuudelta', '-herätti viideltä', '-heräsin meteliin', '-heräsin * meteliin', '+ei kuulunut pihaustakaan', '+ei kuulunut risaustakaan', '+ei risaustakaan', '+ei kuulunut hiiskaustakaan', '+ei kuulunut mitään ääniä',
      // Someone partying in the corridor or next door until the small hours ('käytävällä joku juhli puoli kolmeen asti', 'naapurihuoneessa bilettiin'): the noise.
      '-joku juhli', '-joku biletti', '-jotkut juhlivat', '-jotkut bilettivät', '-juhli * asti', '-juhli * * asti', '-juhlivat * asti', '-juhlivat * * asti', '-biletti * asti', '-biletti * * asti', '-bilettivät * asti', '-bilettivät * * asti', '-juhli koko yön', '-biletti koko yön', '-bailasivat', '-ryyppäsivät', '-örisi', '-örisivät', '-örinä*', '-räyhäsi', '-räyhäsivät', '-rähinä*', '-remusi', '-remusivat', '-metelöi', '-metelöivät', '-huusivat käytävällä', '-huudettiin käytävällä', '-käytävällä huudettiin', '-käytävällä juhlittiin', '-käytävällä bilettiin', '-käytävällä metelöitiin', '-käytävällä huusi', '-käytävällä juhli', '-käytävällä mekastettiin', '-käytävältä kuului', '-naapurihuoneessa juhlittiin', '-naapurihuoneessa bilettiin', '-naapurihuoneessa juhli', '-naapurihuoneessa biletti', '-naapurihuoneessa oli bileet', '-naapurihuoneesta kuului', '-viereisessä huoneessa juhlittiin', '-viereisessä huoneessa bilettiin', '-viereisestä huoneesta kuului', '-yläkerrasta kuului', '-seinän takaa kuului',
      // A loud party at the next table, told by having to shout: 'sai ihan huutaa', 'ei kuullut omaa seuralaistaan'.
      '-sai huutaa', '-sai melkein huutaa', '-sai ihan huutaa', '-omaa seuralaista sai huutaa', '-omalle seuralaiselle sai huutaa', '-sen kyllä kuuli', '-sen kuuli kyllä', '-ei kuullut omaa seuralaistaan', '-ei kuullu omaa seuralaista', '-ei kuullut pöytäseuraansa', '-ei kuullu pöytäseuraa',
      // A radio or music played loud.
      '-soi niin kovaa', '-soi tosi kovaa', '-soi kovalla',
      // Trams rattling past from early morning, no sleep for it: 'ratikat kolisi jo aamuviideltä, ei tullut unta'.
      '-ratikat kolisi', '-ratikat kolisivat', '-ratikat kolisee', '-ratikat kolisevat', '-ratikka kolisi', '-ratikka kolisee', '-raitiovaunut kolisi', '-raitiovaunut kolisivat', '-raitiovaunut kolisee', '-ratikoiden kolina', '-ratikan kolina', '-raitiovaunujen kolina', '-ratikat kirskui', '-ratikat kirskuivat', '-ratikat kirskuu', '-ratikat jyrisi', '-kolisi jo aamu*', '-kolisi jo yöllä', '-kolisi aamuviideltä', '-kolisi aamukuudelta', '-ei tullut unta', '-ei tullu unta', '-ei tullut unesta mitään', '-ei tullu unesta mitään', '-unesta ei tullut mitään', '-unesta ei tullu mitään',
      // Building work next door, drilling and hammering from early on: 'viereisellä tontilla työmaa ja piikkaus alkoi seitsemältä'.
      '-piikkaus alkoi', '-piikkaus alko', '-piikkaus alkaa', '-poraus alkoi', '-poraus alko', '-poraus alkaa', '-piikkausta', '-porausta aamu*', '-piikkaus jatkui', '-poraus jatkui', '-piikattiin koko päivän', '-porattiin koko päivän', '-viereisellä tontilla työmaa', '-viereisellä tontilla on työmaa', '-viereisellä tontilla oli työmaa', '-naapuritontilla työmaa', '-naapuritontilla oli työmaa', '-vieressä työmaa', '-vieressä oli työmaa', '-vieressä on työmaa', '-ikkunan alla työmaa', '-työmaa alkoi', '-työmaa aloitti',
      // Not a sound from the street in the room: 'huoneeseen ei kuulunut kadulta pihaustakaan'.
      '+ei kuulunut * pihaustakaan', '+ei kuulunu * pihaustakaan', '+ei kuulunut * * pihaustakaan', '+ei kuulunut kadulta mitään', '+ei kuulunu kadulta mitään', '+kadulta ei kuulunut mitään', '+kadun melu ei kuulunut', '+liikenne ei kuulunut', '+ei kuulunut liikennettä', '+ei kuulunut liikenteen ääniä',
      // Hairdryers roaring so one could not hear the stylist: 'kun kolme föönia huusi yhtä aikaa, en kuullut sanaakaan'.
      '-föönit huusi', '-föönit huusivat', '-fööni huusi', '-föönia huusi', '-fööniä huusi', '-föönit pauhasi', '-föönit pauhasivat', '-föönit huutaa', '-föönien pauhu*', '-föönien meteli', '-föönien melu', '-en kuullut sanaakaan', '-en kuulu sanaakaan', '-en kuullu sanaakaan', '-ei kuullut sanaakaan', '-ei kuullu sanaakaan', '-emme kuulleet sanaakaan', '-ei kuulunut sanaakaan', '-en kuullut mitä * sanoi', '-en kuullu mitä * sanoi', '-ei kuullut mitä * sanoi',
    ],
    booking: [
      // The line always busy when one tries to book: 'puhelimessa oli aina varattu'.
      '-aina varattu', '-koko ajan varattu', '-jatkuvasti varattu',
      // An appointment moved or cancelled by text the day before: 'aikani oli siirretty tekstiviestillä'.
      '-aikani oli siirretty', '-aikani siirrettiin', '-aikani oli peruttu', '-aikani peruttiin', '-aika oli siirretty', '-aika siirrettiin', '-aika oli peruttu', '-aika peruttiin', '-aikaa siirrettiin', '-siirsivät aikani', '-siirsivät ajan', '-perui aikani', '-peruivat aikani', '-peruivat ajan', '-perusivat ajan', '-siirretty tekstiviestillä', '-peruttu tekstiviestillä', '-tekstiviestillä edellisenä päivänä', '-tekstarilla edellisenä päivänä', '-varaus oli peruttu', '-varauksemme oli peruttu', '-varaus peruttiin',
      // Part of what was booked missing from the calendar: 'kalenterissa oli vain leikkaus'.
      '-kalenterissa oli vain', '-kalenterissa oli pelkkä', '-kalenterissa oli ainoastaan', '-varauksessa oli vain', '-varauksessa oli pelkkä', '-järjestelmässä oli vain', '-kirjoissa oli vain', '-ei ollut kalenterissa', '-ei ollu kalenterissa', '-ei löytynyt kalenterista', '-ei löytyny kalenterista', '-ei näkynyt kalenterissa', '-ei näkyny kalenterissa', '-puuttui kalenterista', '-puuttui varauksesta',
      // No time to be had for weeks: 'ensimmäinen vapaa aika on kolmen viikon päästä', 'ei akuuttiaikoja'.
      '-ensimmäinen vapaa aika on * päästä', '-ensimmäinen vapaa aika oli * päästä', '-ensimmäinen vapaa aika on * * päästä', '-ensimmäinen vapaa aika oli * * päästä', '-ensimmäinen vapaa aika', '-seuraava vapaa aika on * päästä', '-seuraava vapaa aika oli * päästä', '-vapaita aikoja ei ollut', '-vapaita aikoja ei ole', '-ei ollut vapaita aikoja', '-ei ole vapaita aikoja', '-ei ollu vapaita aikoja', '-ei akuuttiaikoja', '-akuuttiaikoja ei', '-ei saanut aikaa', '-ei saanu aikaa', '-aikaa ei saanut', '-aikaa ei saanu', '-vasta kolmen viikon päästä', '-vasta kahden viikon päästä', '-vasta kuukauden päästä', '-vasta viikon päästä',
      // A booking not on record: 'aikaa ei ollut merkitty mihinkään', 'varaus oli kadonnut'.
      '-ei ollut merkitty mihinkään', '-ei ollu merkitty mihinkään', '-aikaa ei ollut merkitty', '-aikaa ei ollu merkitty', '-varausta ei ollut merkitty', '-varaus oli kadonnut', '-varaus oli kadonnu', '-varaus oli hävinnyt', '-varaus oli hävinny', '-varausta ei ollut', '-varausta ei ollu', '-meitä ei löydy', '-nimeä ei löytynyt', '-nimeä ei löytyny', '-ei löytynyt varausta', '-ei löytyny varausta',
      // Booking online that failed: 'sivu kaatui joka kerta', 'ei saanut aikaa varattua'; a time found for the next day.
      '-sivu kaatui', '-sivusto kaatui', '-sivu kaatuu', '-kaatui joka kerta', '-kaatuu joka kerta', '-ei saanut aikaa varattua', '-ei saanu aikaa varattua', '-ei saa aikaa varattua', '-ei onnistunut varaamaan', '-ei onnistunu varaamaan', '+aika löytyi jo seuraavalle', '+aika löytyi seuraavalle', '+seuraavalle päivälle', '+aika löytyi samalle', '+samalle viikolle', '+sain ajan vielä samalle', '+sain ajan jo seuraavalle', '+sain ajan samalle', '+heti seuraavalle päivälle',
      // Free times shown online that were not there: 'nettiajanvaraus näytti vapaita aikoja joita ei sit oikeesti ollukaan'; a room booked and another given.
      '-joita ei oikeesti ollukaan', '-joita ei sit oikeesti ollukaan', '-joita ei oikeasti ollutkaan', '-joita ei ollutkaan', '-joita ei ollukaan', '-ei oikeesti ollukaan', '-ei ollutkaan vapaana', '-ei ollukaan vapaana', '-näytti vapaita aikoja joita', '-saatiin huone ilman', '-saimme huoneen ilman', '-sain huoneen ilman', '-saatiin eri huone', '-saatiin väärä huone', '-saimme väärän huoneen', '-eri huone kuin varattiin', '-eri huone kuin varasin', '-eri huone kuin oli varattu', '-ei ollut sitä mitä varattiin', '-ei sitä mitä varattiin', '-ei sitä mitä oli varattu',
      // A room or table given twice ('meillä on nyt vähän tuplana'): a booking complaint.
      '-vähän tuplana', '-nyt tuplana', '-on tuplana', '-oli tuplana', '-meni tuplana', '-mennyt tuplana', '-huone tuplana', '-huone oli tuplana', '-pöytä tuplana', '-aika tuplana', '-aika oli tuplana', '-varattu tuplana', '-buukattu tuplana', '-tuplana varattu', '-tuplana buukattu', '-overbookattu', '-ylibuukattu', '-ylibuukannu', '-ylibookattu',
      // A booking made in a minute or two ('Aika varattu netistä parissa minuutissa'): the booking praised, no word on a wait.
      '+varattu parissa minuutissa', '+varattu minuutissa', '+varattu hetkessä', '+varattu sekunneissa', '+varattu muutamassa minuutissa', '+varattu käden käänteessä', '+varattu parilla klikkauksella', '+varattu muutamalla klikkauksella', '+varattu * parissa minuutissa', '+varattu * minuutissa', '+varattu * hetkessä', '+varattu * sekunneissa', '+varattu * muutamassa minuutissa', '+varattu * käden käänteessä', '+varattu * parilla klikkauksella', '+varattu * muutamalla klikkauksella', '+varattu * * parissa minuutissa', '+varattu * * minuutissa', '+varattu * * hetkessä', '+varattu * * sekunneissa', '+varattu * * muutamassa minuutissa', '+varattu * * käden käänteessä', '+varattu * * parilla klikkauksella', '+varattu * * muutamalla klikkauksella', '+varasin parissa minuutissa', '+varasin minuutissa', '+varasin hetkessä', '+varasin sekunneissa', '+varasin muutamassa minuutissa', '+varasin käden käänteessä', '+varasin parilla klikkauksella', '+varasin muutamalla klikkauksella', '+varasin * parissa minuutissa', '+varasin * minuutissa', '+varasin * hetkessä', '+varasin * sekunneissa', '+varasin * muutamassa minuutissa', '+varasin * käden käänteessä', '+varasin * parilla klikkauksella', '+varasin * muutamalla klikkauksella', '+varasin * * parissa minuutissa', '+varasin * * minuutissa', '+varasin * * hetkessä', '+varasin * * sekunneissa', '+varasin * * muutamassa minuutissa', '+varasin * * käden käänteessä', '+varasin * * parilla klikkauksella', '+varasin * * muutamalla klikkauksella', '+varattiin parissa minuutissa', '+varattiin minuutissa', '+varattiin hetkessä', '+varattiin sekunneissa', '+varattiin muutamassa minuutissa', '+varattiin käden käänteessä', '+varattiin parilla klikkauksella', '+varattiin muutamalla klikkauksella', '+varattiin * parissa minuutissa', '+varattiin * minuutissa', '+varattiin * hetkessä', '+varattiin * sekunneissa', '+varattiin * muutamassa minuutissa', '+varattiin * käden käänteessä', '+varattiin * parilla klikkauksella', '+varattiin * muutamalla klikkauksella', '+varattiin * * parissa minuutissa', '+varattiin * * minuutissa', '+varattiin * * hetkessä', '+varattiin * * sekunneissa', '+varattiin * * muutamassa minuutissa', '+varattiin * * käden käänteessä', '+varattiin * * parilla klikkauksella', '+varattiin * * muutamalla klikkauksella', '+varasimme parissa minuutissa', '+varasimme minuutissa', '+varasimme hetkessä', '+varasimme sekunneissa', '+varasimme muutamassa minuutissa', '+varasimme käden käänteessä', '+varasimme parilla klikkauksella', '+varasimme muutamalla klikkauksella', '+varasimme * parissa minuutissa', '+varasimme * minuutissa', '+varasimme * hetkessä', '+varasimme * sekunneissa', '+varasimme * muutamassa minuutissa', '+varasimme * käden käänteessä', '+varasimme * parilla klikkauksella', '+varasimme * muutamalla klikkauksella', '+varasimme * * parissa minuutissa', '+varasimme * * minuutissa', '+varasimme * * hetkessä', '+varasimme * * sekunneissa', '+varasimme * * muutamassa minuutissa', '+varasimme * * käden käänteessä', '+varasimme * * parilla klikkauksella', '+varasimme * * muutamalla klikkauksella', '+varaus parissa minuutissa', '+varaus minuutissa', '+varaus hetkessä', '+varaus sekunneissa', '+varaus muutamassa minuutissa', '+varaus käden käänteessä', '+varaus parilla klikkauksella', '+varaus muutamalla klikkauksella', '+varaus * parissa minuutissa', '+varaus * minuutissa', '+varaus * hetkessä', '+varaus * sekunneissa', '+varaus * muutamassa minuutissa', '+varaus * käden käänteessä', '+varaus * parilla klikkauksella', '+varaus * muutamalla klikkauksella', '+varaus * * parissa minuutissa', '+varaus * * minuutissa', '+varaus * * hetkessä', '+varaus * * sekunneissa', '+varaus * * muutamassa minuutissa', '+varaus * * käden käänteessä', '+varaus * * parilla klikkauksella', '+varaus * * muutamalla klikkauksella', '+ajanvaraus parissa minuutissa', '+ajanvaraus minuutissa', '+ajanvaraus hetkessä', '+ajanvaraus sekunneissa', '+ajanvaraus muutamassa minuutissa', '+ajanvaraus käden käänteessä', '+ajanvaraus parilla klikkauksella', '+ajanvaraus muutamalla klikkauksella', '+ajanvaraus * parissa minuutissa', '+ajanvaraus * minuutissa', '+ajanvaraus * hetkessä', '+ajanvaraus * sekunneissa', '+ajanvaraus * muutamassa minuutissa', '+ajanvaraus * käden käänteessä', '+ajanvaraus * parilla klikkauksella', '+ajanvaraus * muutamalla klikkauksella', '+ajanvaraus * * parissa minuutissa', '+ajanvaraus * * minuutissa', '+ajanvaraus * * hetkessä', '+ajanvaraus * * sekunneissa', '+ajanvaraus * * muutamassa minuutissa', '+ajanvaraus * * käden käänteessä', '+ajanvaraus * * parilla klikkauksella', '+ajanvaraus * * muutamalla klikkauksella', '+varaaminen parissa minuutissa', '+varaaminen minuutissa', '+varaaminen hetkessä', '+varaaminen sekunneissa', '+varaaminen muutamassa minuutissa', '+varaaminen käden käänteessä', '+varaaminen parilla klikkauksella', '+varaaminen muutamalla klikkauksella', '+varaaminen * parissa minuutissa', '+varaaminen * minuutissa', '+varaaminen * hetkessä', '+varaaminen * sekunneissa', '+varaaminen * muutamassa minuutissa', '+varaaminen * käden käänteessä', '+varaaminen * parilla klikkauksella', '+varaaminen * muutamalla klikkauksella', '+varaaminen * * parissa minuutissa', '+varaaminen * * minuutissa', '+varaaminen * * hetkessä', '+varaaminen * * sekunneissa', '+varaaminen * * muutamassa minuutissa', '+varaaminen * * käden käänteessä', '+varaaminen * * parilla klikkauksella', '+varaaminen * * muutamalla klikkauksella', '+ajan sai varattua parissa minuutissa', '+ajan sai varattua minuutissa', '+ajan sai varattua hetkessä', '+ajan sai varattua sekunneissa', '+ajan sai varattua muutamassa minuutissa', '+ajan sai varattua käden käänteessä', '+ajan sai varattua parilla klikkauksella', '+ajan sai varattua muutamalla klikkauksella', '+ajan sai varattua * parissa minuutissa', '+ajan sai varattua * minuutissa', '+ajan sai varattua * hetkessä', '+ajan sai varattua * sekunneissa', '+ajan sai varattua * muutamassa minuutissa', '+ajan sai varattua * käden käänteessä', '+ajan sai varattua * parilla klikkauksella', '+ajan sai varattua * muutamalla klikkauksella', '+ajan sai varattua * * parissa minuutissa', '+ajan sai varattua * * minuutissa', '+ajan sai varattua * * hetkessä', '+ajan sai varattua * * sekunneissa', '+ajan sai varattua * * muutamassa minuutissa', '+ajan sai varattua * * käden käänteessä', '+ajan sai varattua * * parilla klikkauksella', '+ajan sai varattua * * muutamalla klikkauksella',
      // Wave 4: praise as people put it.
      '+ottivat minut väliin', '+otti minut väliin', '+ottivat meidät väliin', '+otti meidät väliin', '+vastasivat nopeasti', '+vastasi nopeasti', '+vastaavat nopeasti', '+vastaa nopeasti', '-aikoja ei ollut', '-vasta * viikon päähän',
      // Booking praised by ease (easy in the app, easy to get an appointment) and failed: nothing in my name, moved or cancelled by text, the booking not found, the table given away.
      '+nopeasti sovelluksessa', '+nopeasti sovelluksella', '+helposti sovelluksessa', '+helposti sovelluksella', '+nopeasti netissä', '+helposti netissä',
      '-nimelläni ei ollut', '-nimellämme ei ollut', '-ei ollut varausta', '-ei ollut mitään varausta', '-ei löytynyt nimelläni', '-ei ollut nimelläni', '-siirrettiin tekstiviestillä', '-siirrettiin tekstarilla', '-siirrettiin kysymättä', '-siirsivät kysymättä', '-siirsivät aikaani', '-peruttiin tekstiviestillä', '-peruttiin tekstarilla', '-peruivat tekstiviestillä', '-peruivat tekstarilla', '-peruttiin viime tingassa', '-perui viime hetkellä', '-peruttiin viime hetkellä',
      'varattiin', 'varasin', 'varattiin huone',
      'mun ajalla', 'minun ajalla', 'minun ajallani', '-samalle ajalle',
      'järjestelmässä', 'järjestelmästä',
      'varaus*', 'varauk*', 'pöytävarau*', 'ajanvarau*', '-tuplavarau*', '*kalenteri*', 'ennakkovarau*', 'nettivarau*', 'verkkovarau*', 'huonevarau*', 'hotellivarau*',
      'ryhmävarau*', 'varaami*', 'varaaminen', '~varasin', '~varasimme', '~varasi', '~varattu', '~varattuna', '~varata', '~varaamaan', '~varanneet',
      '~varannut', '-ylibuukat*', 'buukka*', 'buukat*', 'ajan sai', 'ajan saa', 'sain ajan', 'sai ajan', 'saa ajan', 'saadakseni ajan', 'vapaita aikoja',
      'vapaata aikaa', 'aikaa sai', '-peruttiin', '-peruttu', 'perui*', '-peruuntu*', 'uusi aika', 'uuden ajan', 'uutta aikaa',
      '*varaus', '*varauksen', '*varausta', '*varaukseni', '*varauksemme', '*varauksessa', '*varausjärjestelmä', '+samalle päivälle', '+samaksi päiväksi',
      'saman päivän ajan', 'ajan siirt*', 'siirsivät ajan*', 'siirsi ajan*', 'siirrettiin aikaa',
      '-vasta viikon päähän', '-vasta kuukauden päähän', '-vasta * kuukauden päähän',
      '-varausta ei löytyny', '-varausta ei löytynyt',
      '-pöytämme oli annettu', '-pöytä oli annettu', '-pöytämme annettiin', '-antoivat pöytämme', '-oli annettu toisille', '-annettu toiselle', '-vapaa aika vasta',
      '-vapaita aikoja vasta', '-ei vapaita aikoja', '-ei ollut aikoja',
      '-vasta * viikon päästä', '-vasta * kuukauden päästä',
      'ylivarat*', 'tuplavarat*', 'tuplabuukat*',
      'saada aika', 'saada aikaa', 'saada ajan', 'saamaan aikaa', 'saamaan ajan', 'ajan saaminen', 'ajan saanti', 'ajan saamiseen', 'aikaa on mahdoton saada', 'läpi varaamaan', 'varaamaan aikaa', 'varaamaan aika', 'varata aikaa', 'yrittää varata', 'yritin varata',
      'pääse läpi varaamaan', 'päässyt läpi varaamaan', 'puhelimeen ei pääse läpi varaamaan', 'puhelimeen ei koskaan pääse läpi varaamaan',
      '-toinen asiakas samalle ajalle', '-annettu jollekin toiselle', '-varattu toinen asiakas', '-tuplavaraus', '-tuplabuukkaus', '-päällekkäin varat*', 'minun ajalleni', 'nettivaraus*', 'varausjärjestelmä*', '*ajanvaraussovellus', 'ajanvaraussovellu*',
      // A booking met with the wrong table: booked for six, laid for four ('pöytä oli katettu neljälle'), squeezed in on extra chairs, or the wrong day or time in the book.
      '-katettu vain', '-katettu vaan', '-katettu kolmelle', '-katettu neljälle', '-katettu viidelle', '-katettu kuudelle', '-katettu seitsemälle', '-katettu kahdeksalle', '-katettu 4 hengelle', '-katettu neljälle hengelle', '-katettu kuudelle hengelle', '-katettu väärälle', '-katettu liian pienelle', '-katettu väärään', '-oli katettu vain', '-pöytä oli liian pieni', '-liian pieni pöytä', '-liian pienen pöydän', '-liian pieneen pöytään', '-pöytä oli kahdelle', '-pöytä oli neljälle', '-pöytä kahdelle vaikka', '-pöytä neljälle vaikka', '-ahdettiin lisätuolien', '-lisätuolien kanssa', '-lisätuoleilla', '-meidät ahdettiin', '-ahdettiin pieneen', '-ahdettiin siihen', '-ahdettiin samaan pöytään', '-pöytä oli katettu vain', '-pöytä katettu vain',
      '-väärälle päivälle', '-väärälle päivälle kirjattu', '-väärälle kellonajalle', '-väärälle ajalle', '-väärälle henkilömäärälle', '-väärä henkilömäärä', '-kirjattu väärin', '-kirjattu väärälle', '-merkitty väärälle', '-varaus oli väärin', '-varaus oli väärällä', '-varauksesta ei ollut tietoa', '-varauksesta ei tiedetty', '-ei tiennyt varauksesta', '-eivät tienneet varauksesta',
      // An appointment that came to nothing because the stylist or doctor was away and nobody said: 'lääkäri olikin lomalla', 'kukaan ei ollut ilmoittanut'.
      '-olikin lomalla', '-olikin vapaalla', '-olikin sairaslomalla', '-kampaaja oli lomalla', '-kampaaja olikin lomalla', '-lääkäri olikin lomalla', '-kukaan ei ollu ilmottanu', '-kukaan ei ollut ilmoittanut', '-ei ollu ilmotettu', '-ei ollut ilmoitettu', '-ei ollu ilmottanu mitään', '-ei ollut ilmoittanut mitään',
      // A booking not found under one's name, told the everyday way: 'mun nimellä ei ollu mitään'.
      '-nimellä ei löytyny mitään', '-nimellä ei löytynyt mitään', '-nimellä ei löytyny', '-nimellä ei löytynyt', '-nimellä ei ollu mitään', '-nimellä ei ollut mitään', '-nimellä ei ollu varausta', '-nimellä ei ollut varausta',
      // No trace of the booking on arrival.
      '-ei meistä oo mitään tietoa', '-ettei meistä oo mitään tietoa', '-ettei meistä ole mitään tietoa', '-meistä ei ollut tietoa', '-meistä ei ollu tietoa', '-virhe on mun päässä', '-virhe on minun päässä',
      // A room sold twice and the guest sent on to another hotel: 'huone oli myyty tuplana ja meidät lähetettiin toiseen hotelliin'.
      '-myyty tuplana', '-myytiin tuplana', '-myyty kahteen kertaan', '-myytiin kahteen kertaan', '-myyty kahdesti', '-myytiin kahdesti', '-myyty kahdelle', '-myytiin kahdelle', '-lähetettiin toiseen hotelliin', '-meidät lähetettiin toiseen', '-minut lähetettiin toiseen', '-ohjattiin toiseen hotelliin', '-siirrettiin toiseen hotelliin', '-majoitettiin toiseen hotelliin', '-meidät majoitettiin toiseen', '-jouduttiin toiseen hotelliin', '-jouduimme toiseen hotelliin',
      // A booking confirmed by email that the place knew nothing of: 'sain vahvistuksen sähköpostiin, mutta ravintolassa ei tiedetty siitä mitään'.
      '-ei tiedetty varauksesta', '-varauksesta ei tiedetty mitään', '-vahvistuksesta huolimatta', '-vahvistuksesta huolimatta ei', '-vaikka sain vahvistuksen', '-vaikka oli vahvistus', '-vaikka meillä oli vahvistus', '-vaikka minulla oli vahvistus', '-vaikka näytin vahvistuksen', '-vaikka näytin vahvistusviestin',
      // Told to come back later though booked: 'vaikka oli varaus, käskettiin tulla tunnin päästä uudestaan'.
      '-käskettiin tulla * uudestaan', '-käskettiin tulla * * uudestaan', '-käskettiin tulla uudestaan', '-käskettiin tulemaan * uudestaan', '-käskettiin tulemaan uudestaan', '-käskivät tulla * uudestaan', '-käskivät tulemaan * uudestaan', '-käski tulla * uudestaan', '-käski tulemaan * uudestaan', '-käskettiin tulla myöhemmin', '-käskettiin tulemaan myöhemmin', '-käskivät tulla myöhemmin', '-käskivät tulemaan myöhemmin', '-käski tulla myöhemmin', '-käski tulemaan myöhemmin',
      // An appointment moved again and again without asking: 'aikaa on siirretty jo kolme kertaa kysymättä multa'.
      '-aikaa on siirretty', '-aika on siirretty', '-aikaani on siirretty', '-aikani on siirretty', '-aikaa on siirrelty', '-aikaani on siirrelty', '-on siirretty jo * kertaa', '-on siirretty * kertaa', '-siirretty jo * kertaa', '-siirretty * kertaa', '-siirretty kysymättä', '-on peruttu jo * kertaa', '-peruttu jo * kertaa', '-aikaa on peruttu', '-aika on peruttu', '-aikani on peruttu',
      // A table found all the same without booking, or kept for the late: 'mentiin ilman varausta ja silti meille järjestettiin pöytä', 'pöytä odotti meitä'.
      '+järjestettiin pöytä', '+järjestettiin meille pöytä', '+meille järjestettiin pöytä', '+järjestivät pöydän', '+järjestivät meille pöydän', '+järjesti pöydän', '+järjesti meille pöydän', '+järjestyi pöytä', '+pöytä järjestyi', '+järjestivät meille paikan', '+järjestettiin meille paikka', '+löytyi silti pöytä', '+silti löytyi pöytä', '+pöytä löytyi silti', '+ilman varausta ja silti', '+pöytä odotti meitä', '+pöytä odotti', '+pöytä odotteli', '+pöytä odotti ihan rauhassa', '+pöytää pidettiin', '+pöytä oli pidetty',
      // An appointment moved at the last minute that was no trouble: 'jouduin siirtämään aikaa viime tingassa eikä se ollut mikään ongelma'.
      'siirtämään aikaa', 'siirtämään aikaani', 'siirtämään ajan', 'siirtää aikaa', 'siirtää aikaani', 'siirsin aikaa', 'siirsin aikaani', 'siirsin ajan', 'siirtää ajan', 'perumaan ajan', 'perumaan aikani', 'perua ajan', 'peruin ajan', 'peruin aikani', '+siirto onnistui', '+siirtäminen onnistui', '+siirto ei ollut mikään ongelma', '+ei ollut mikään ongelma siirtää',
    ],
    location: [
      // A view told as seeing out over the water: 'ikkunasta näkyi suoraan järvelle'.
      '+näkyi suoraan järvelle', '+näkyi järvelle', '+näkyy järvelle', '+näkyi merelle', '+näkyy merelle', '+näkyi suoraan merelle', '+näkymä järvelle', '+näkymä merelle', '+näkymät järvelle', '+näkymät merelle', '+järvinäkymä*', '+merinäkymä*', '+näki järvelle', '+näki merelle',
      // By the shore told in the inessive as well ('ihan järven rannassa', 'meren rannassa'), or 'at the water's edge'.
      'rannassa', 'järven rannassa', 'meren rannassa', 'joen rannassa', 'ihan järven rannassa', 'aivan järven rannassa', 'ihan meren rannassa', 'aivan meren rannassa', 'järvenrannassa', 'merenrannassa', 'järven äärellä', 'meren äärellä', 'veden äärellä', 'ihan veden äärellä', 'rannan vieressä', 'ihan rannan vieressä',
      // An entrance not found in the dark: 'sisäänkäynti on sisäpihalla eikä sitä löydä pimeällä millään'; a sunset over the river.
      '-ei löydä pimeällä', '-ei löydä millään', '-eikä sitä löydä', '-löydä pimeällä millään', '-kiersin talon', '-kiersin talon kahteen kertaan', '-sisäänkäyntiä ei löydä', '-sisäänkäyntiä oli vaikea löytää', '-sisäänkäynti oli hukassa', '-ei mitään opasteita', '-huonosti opastettu', '-ei opasteita', 'auringonlasku*', 'auringonlaskun',
      // Wave 4: praise as people put it.
      '+kahden minuutin päässä', '+parin minuutin päässä', '+muutaman minuutin päässä', '-näkymä parkkipaikalle', '-näkymä oli parkkipaikalle', '-näkymät parkkipaikalle', '-näköala parkkipaikalle', '-näkymä seinään', '-näkymä sisäpihalle', '-ikkunasta näkyi parkkipaikka',
      // Where the place lies without the word: a nightmare to find, a side street with no sign; by the lake, minutes to the beach (praise only beside praise).
      '-painajainen löytää', '-vaikea löytää perille', '-hankala löytää perille', '-piilossa sivukadulla', '~sivukadu*', '~takapiha*', '-ilman kylttiä', 'ihan järven rannalla', 'aivan järven rannalla', 'ihan meren rannalla', 'aivan meren rannalla', 'ihan rannalla', 'aivan rannalla', '* minuuttia rannalle', '* minuutin kävely rannalle', '* min rannalle', '* minuuttia rantaan', '* minuutin päässä rannasta', 'kivenheiton päässä',
      'sijai*', 'keskei*', 'näköala*', 'merinäköala*', 'järvinäköala*', '+hyvällä paikalla', '+keskeisellä paikalla', '+keskellä kaupunkia', 'keskellä keskustaa',
      '+aivan keskustassa', 'ydinkeskusta*', '~paikalla', '*maisem*', 'näkymä*', 'merinäkymä*', 'järvinäkymä*', 'kulkuyhte*', '~helppo löytää', '~vaikea löytää',
      '~hankala löytää', '~helposti löydettävissä', '~ympäristö*', '~lähellä', '~keskusta*', '~rannal*', '~rannan',
      'kävelymatkan*', 'kävelyetäisyy*', 'syrjäi*', 'julkisilla',
      'rannalla', 'rannan tuntumassa', 'meren rannalla', 'järven rannalla', 'lähellä rantaa', 'rantaan',
      '+ikkunasta näkyi meri', '+näkyi meri', '+näkyy meri', '+näkyi järvi', '+näkyy järvi', '+keskustan sydämessä', '+kaupungin sydämessä', '+kaikki on lähellä',
      '+kaikki lähellä', '+kaikki palvelut lähellä', '+kaikki kävelymatkan päässä', '+ihan keskustassa', '+lähellä kaikkea', '+metron vieressä', '+aseman vieressä',
      '+lähellä asemaa', '+lähellä metroa', '+rautatieaseman vieressä', '-ei mitään kylttiä', '-ei kylttiä', '-ei ollut kylttiä',
      '-huonosti merkitty', '-huonot opasteet', '-ei ollut opasteita',
      '-sisäänkäynti oli vaikea löytää', '-ovea oli vaikea löytää', '-jyrkkä mäki', '-mäki on jyrkkä', '-mäki on * jyrkkä',
      '-jyrkkä ylämäki', '-jyrkkää ylämäkeä', '-jyrkän mäen', '-kaukana keskustasta', '-pitkä matka keskustaan', '-pitkä kävelymatka', '-keskellä ei mitään',
      'katsel* järve*', 'katsel* merta', 'katsel* satamaa', 'katsel* maisemi*', 'järvelle', 'merelle', 'satamaan',
      '+näköala merelle', '+näköala järvelle', 'järvenranta*', 'merenranta*', 'rantamaisema*', 'järvimaisema*',
      'suoraan rannalla',
    ],
    parking: [
      // A car park full: 'parkkihalli oli täynnä', 'parkkipaikat aina täynnä'.
      '-parkki* oli täynnä', '-parkki* olivat täynnä', '-parkki* täynnä', '-parkki* * aina täynnä',
      // Few spaces ('parkkipaikkoja vähän').
      '-parkkipaikkoja vähän', '-vähän parkkipaikkoja', '-parkkipaikkoja on vähän', '-liian vähän parkkipaikkoja',
      // A lot always full, the car left in the supermarket's yard: 'parkkipaikka on aina täynnä, piti parkkeerata Prisman pihaan'.
      '-parkkipaikka on aina täynnä', '-parkkipaikka oli täynnä', '-parkkipaikka on aina täyn', '-parkkipaikat aina täynnä', '-parkkipaikat oli täynnä', '-parkkialue aina täynnä', '-parkki aina täynnä', '-parkki oli täynnä', '-piti parkkeerata prisman', '-piti parkkeerata citymarketin', '-piti parkkeerata kaupan', '-jouduin parkkeeraamaan', '-jouduttiin parkkeeraamaan', '-jouduimme parkkeeraamaan', '-piti jättää auto', '-jouduin jättämään auton', '-jouduttiin jättämään auto',
      // A parking fine, told with its sum or not: 'sain 60 euron parkkisakon', 'tuli pysäköintivirhemaksu', the parking, not the place's prices.
      '-parkkisak*', '-pysäköintisak*', '-pysäköintivirhemaks*', '-parkkivirhemaks*', '-virhemaks*', '-* euron parkkisak*', '-* euron pysäköintivirhemaks*', '-* euron virhemaks*', '-* euron sako*', '-* euron sakon', '-sakko parkkeeraamisesta', '-sakot parkkeeraamisesta', '-sain sakon', '-sai sakon', '-saatiin sakko', '-sakkolappu*', '-lappu tuulilasissa', '-lappu tuulilasiin', '-auto hinattiin', '-auto oli hinattu',
      // A parking fee on top, Savo 'paekka' included: 'Parkkipaekasta vielä 18 € yöltä'.
      'parkkipaekka*', 'parkkipaekasta', '-parkkipaikasta vielä', '-parkkipaekasta vielä', '-parkista vielä', '-parkkipaikka vielä', '-parkkihallista vielä', '-parkista joutui maksamaan', '-parkkipaikasta joutui maksamaan', '-parkista piti maksaa', '-parkkipaikasta piti maksaa', '-parkki erikseen', '-parkkipaikka erikseen', '-parkki maksoi', '-parkkipaikka maksoi', '-parkkeeraus maksoi', '-parkkeeraus maksaa', '-parkkeerauksesta piti maksaa', '-maksullinen parkki*', '-parkki oli maksullinen', '-parkkipaikat maksullisia', '-parkkipaikat oli maksullisia',
      // A low, cramped car park whose way in one must hunt for: 'parkkihallista, ahdas ja matala ja sisäänajoa sai etsiä'.
      '-sisäänajoa sai etsiä', '-sisäänajoa joutui etsimään', '-sisäänajo oli hankala löytää', '-sisäänajoa oli vaikea löytää', '-sisäänajo on vaikea löytää', '-sisäänajo piilossa', '-ajoramppia sai etsiä', '-parkkihallin sisäänajoa', '-parkkihalli ahdas', '-parkkihallista, ahdas', '-ahdas ja matala', '-matala ja ahdas', '-parkkihalli oli matala', '-parkkihalli on matala', '-matala parkkihalli', '-ahtaat parkkipaikat', '-ahtaat ruudut', '-kapeat ruudut', '-kapeat parkkiruudut', '-ahtaat parkkiruudut',
      // Finding a space a battle: 'parkkipaikan löytäminen on aina oma taistelunsa'.
      '-parkkipaikan löytäminen on aina oma taistelunsa', '-parkkipaikan löytäminen on oma taistelunsa', '-parkkipaikan löytäminen on taistelua', '-parkkipaikan löytäminen on yhtä taistelua', '-parkkipaikan löytäminen on vaikeaa', '-parkkipaikan löytäminen on hankalaa', '-parkkipaikan löytäminen on mahdotonta', '-parkkipaikan etsiminen', '-parkkipaikan metsästys', '-parkkipaikkaa saa etsiä', '-parkkipaikkaa sai etsiä', '-parkkipaikkaa joutuu etsimään', '-parkkipaikkaa joutu etsimään', '-parkkeeraus on oma taistelunsa', '-parkkeeraaminen on oma taistelunsa',
      // Parking told by what it costs: 'kadunvarsipaikat maksullisia', 'parkkihallista vielä 20 €/vrk päälle'.
      '-kadunvarsipaikat maksullisia', '-kadunvarsipaikat oli maksullisia', '-paikat maksullisia', '-paikat oli maksullisia', '-parkkihalli maksaa', '-parkkihallista piti maksaa', '-parkista pitää maksaa', '-parkkimaksu', '-pysäköintimaksu', '-€/vrk päälle', '-euroa vuorokaudelta päälle',
      // A cramped car park: 'parkkihalli on ahdas', 'peili meinas jäädä pilariin', 'kolme kertaa piti peruuttaa ennen kuin mahtui ruutuun'.
      '-ahdas parkkihalli', '-parkkihalli on ahdas', '-parkkihalli oli ahdas', '-parkkihalli on * ahdas', '-parkkihalli oli * ahdas', '-parkkihalli on sen sijaan ahdas', '-parkkihallista joka on niin ahdas', '-peili meinas jäädä', '-peili meinasi jäädä', '-piti peruuttaa', '-mahtui ruutuun', '-ruudut on ahtaita', '-ruudut ovat ahtaita', '-kapeet ruudut',
      // Circling the block for a space ('auton kanssa saa kiertää korttelia monta kertaa').
      '-kiertää korttelia', '-kiertää korttelii', '-kierrellä korttelia', '-kiersin korttelia', '-kiersimme korttelia', '-kierrettiin korttelia', '-kiertelin korttelia', '-korttelia monta kertaa', '-korttelin ympäri', '-kiertää ympäri korttelia', '-kiertää kortteleita', '-kierrellä kortteleita', '-kiertää ympyrää', '-ajella ympäriinsä', '-ajelin ympäriinsä', '-paikan mihin sen jättää', '-autoa ei saa mihinkään',
      // Savo dialect ('ai' spoken 'ae'): 'parkkipaekka', 'autopaekka', 'pysäköentipaekka'.
      'parkkipaek*', 'autopaek*', 'pysäköentipaek*', 'pysäköenti*',
      // Parking that costs: paid parking, a fee to park.
      '-parkki maksaa', '-parkkipaikka maksaa', '-parkki on maksullinen', '-maksullinen pysäköinti', '-maksullista parkki*', '-maksullista pysäköinti*', '-pysäköinti maksaa', '-pysäköinti on maksullista', '-parkkipaikasta pitää maksaa', '-pitää maksaa parkki*', '-parkkimaksu*', '-pysäköintimaksu*', '-kallis parkki*', '-parkki on kallis', '-parkki oli kallis',
      'autolle paikan', 'paikan autolle', 'kadunvar*',
      'parkki*', 'parkkee*', 'pysäköi*', 'autopaik*', 'p-paik*', 'p-alue*', 'p-halli*',
      'latauspiste*',
      '-parkkipaikkoja ei', '-parkkipaikkoja vaan ei', '-ei oo parkkipaikkoja', '-ei ole parkkipaikkoja',
      '-onnea parkkipaikan', '-onnea parkkeeraukseen', '-onnea parkkeeraamiseen', '-onnea parkkipaikan etsintään', '-onnea parkkipaikan etsimiseen', '-onnea parkkipaikan löytämiseen', '-onnea parkkeerauksen kanssa', '-onnea parkkipaikkojen kanssa', '-onnea parkkiin', '-parkkipaikat on kiven alla', '-parkkipaikat ovat kiven alla', '-parkkipaikka on kiven alla', '-parkkipaikkoja on kiven alla', '-parkkipaikkaa joutui etsimään', '-parkkipaikkaa jouduttiin etsimään', '-parkkeeraus on arpapeliä', '-parkkeeraaminen on arpapeliä', '-parkkipaikan etsimistä', '-parkkiruutu on kiven alla',
      // Where to leave the car.
      'autolle', 'auto kannattaa jättää', '-lähellä ei oo tilaa', '-ropsu tuli', '-sai parkkisakon', '-kierrellä saa',
    ],
    rooms: [
      // A room cramped and hot, the cooling broken: 'huone sen sijaan oli ahdas ja tosi kuuma, ilmastointi ei toiminut'.
      '-huone sen sijaan oli ahdas', '-huone sen sijaan on ahdas', '-huone taas oli ahdas', '-huone oli ahdas', '-huone on ahdas', '-huone oli tosi ahdas', '-huone oli pieni ja ahdas', '-huoneet oli ahtaita', '-huoneet olivat ahtaita', '-huoneet ovat ahtaita', '-ahdas huone', '-ahtaat huoneet', '-ahtaassa huoneessa', '-huone oli kuuma', '-huone oli tosi kuuma', '-huone oli liian kuuma', '-huone oli tukala', '-huoneessa oli kuuma', '-huoneessa oli tosi kuuma', '-huoneessa oli liian kuuma', '-huoneessa oli tukala', '-huoneessa tukahduttavan kuuma', '-kuuma huone', '-tosi kuuma huone', '-ahdas ja tosi kuuma', '-ahdas ja kuuma', '-kuuma ja ahdas', '-ilmastointi ei toiminut', '-ilmastointi ei toiminu', '-ilmastointi ei toimi', '-ilmastointi oli rikki', '-ilmastointi rikki', '-ei ilmastointia', '-ikkunaa ei saanut auki', '-ikkunaa ei saanu auki', '-eikä ikkunaa saanut auki', '-eikä ikkunaa saanu auki', '-ikkunaa ei saa auki', '-ikkunat ei aukea', '-ikkunat eivät aukea', '-ikkunaa ei voinut avata',
      // A room's own sauna.
      'oma sauna', 'oman saunan', 'omalla saunalla', 'huoneen sauna', 'huoneen oma sauna', 'huonesauna*', 'saunallinen huone', 'saunallisen huoneen',
      '-huoneessa oli 27 astetta', '-27 astetta huoneessa', '-ikkunaa sai vain raolleen', '-ikkunan sai vain raolleen', '-ikkuna aukes vaan raolleen', '-patteria ei saanut pienemmälle', '-patteria ei saanu pienemmälle',
      // The object forms ('varasimme huoneen', 'meille ei ollut huonetta') count only with a feeling of their own.
      'huone', 'huoneessa', 'huoneesta', 'huoneeseen', 'huoneet', 'huoneel*', 'huoneeni', 'huoneesi', 'huoneemme', 'huoneensa', 'huoneena', 'huonei*',
      'hotellihuone*', 'kylpyhuone*', 'perhehuone*', 'makuuhuone*', 'majoitushuone*', '~huoneen', '~huonetta', '~huonettamme', 'sänky*', 'sängy*', 'parisänky*',
      'parisängy*', 'lisäsänky*', 'lisäsängy*', 'patja*', 'tyynyt', 'tyynyjä', 'tyyny', 'tyynyn', 'peitto*', 'peitot', 'lakana*', 'lakano*', 'pyyhe*', 'pyyhk*',
      'suihku*', 'kylpyamme*', 'sviitti*', 'ilmastointi*', 'parveke*', 'matto', 'matot', 'matossa', 'matolla', 'matto oli', 'patteri*', '~majoitu*',
      'ilmanvaihto*', 'minibaari*', 'televisio*', 'verho*', 'pimennysverho*',
      'lämmitys', 'lämmityksen', 'lämmitystä', '-ei tullut lämmintä vettä', '-ei tullut lämmintä', '-ei ollut lämmintä vettä', '-lämmintä vettä ei tullut',
      '-vain kylmää vettä', '-pelkkää kylmää vettä', '-lämmin vesi loppui', '-hana tippui', '-hana vuoti', '-hana vuotaa', '-vuotava hana', '-tippuva hana',
      '-suihku vuoti', '-katto vuoti', '-vuotava katto', '-avautui tiiliseinään', '-avautui seinään', '-ikkunasta näkyi seinä', '-ikkunasta näkyi vain seinä',
      '-näkymä tiiliseinään', '-näkymä seinään', '-näköala seinään', '-näköala parkkipaikalle', '-näkymä parkkipaikalle', '-kuin kenkälaatikko',
      '-ei mahtunut kääntymään', '-matkalaukut eivät mahtuneet', '-laukuille ei ollut tilaa', '-ovi ei mennyt lukkoon', '-ovi ei mennyt kiinni',
      '-ikkuna ei mennyt kiinni', '-ikkunaa ei saanut kiinni', '-jouset tuntuivat', '-patjan jouset', '-viemäri oli tukossa',
      '-viemäri tukossa', '-lavuaari oli tukossa', '-vessa oli tukossa', '-vessa tukossa', '-lattia tulvi', '-vesi tulvi', '-tulvi lattialle', '+nukuin kuin vauva',
      '+nukuimme kuin vauvat', '+nukuin kuin pikkulapsi',
      '-kenkälaatikko', '-kuin koppi', '-kuoppa patjassa', '-patjassa kuoppa',
      // A room too small to open a suitcase but on the bed: 'huone oli niin pieni että matkalaukun sai auki vain sängyn päällä'.
      '-huone oli niin pieni', '-huone on niin pieni', '-huone oli niin pieni että', '-huoneet oli niin pieniä', '-huoneet olivat niin pieniä', '-huone oli tosi pieni', '-huone oli todella pieni', '-huone oli liian pieni', '-huone on liian pieni', '-huone oli aivan liian pieni', '-matkalaukun sai auki vain', '-matkalaukun sai auki vaan', '-matkalaukun sai avattua vain', '-matkalaukun sai avattua vaan', '-matkalaukkua ei saanut auki', '-matkalaukkua ei saanu auki', '-matkalaukkua ei mahtunut avaamaan', '-matkalaukkua ei voinut avata', '-matkalaukulle ei ollut tilaa', '-matkalaukuille ei ollut tilaa', '-ei ollut tilaa matkalaukulle', '-ei ollu tilaa matkalaukulle', '-laukkua ei saanut auki', '-laukun sai auki vain',
      // Towels thin and rough, and too few of them: 'pyyhkeet oli ohuita ja karheita, ja niitä oli yks per henkilö'.
      '-pyyhkeet oli ohuita', '-pyyhkeet olivat ohuita', '-pyyhkeet ohuita', '-ohuet pyyhkeet', '-pyyhkeet oli karheita', '-pyyhkeet olivat karheita', '-pyyhkeet karheita', '-karheat pyyhkeet', '-pyyhkeet oli kuluneita', '-pyyhkeet olivat kuluneita', '-kuluneet pyyhkeet', '-pyyhkeet oli rispaantuneita', '-pyyhkeet rispaantuneita', '-yks pyyhe per henkilö', '-yksi pyyhe per henkilö', '-vain yksi pyyhe', '-vaan yks pyyhe', '-pyyhkeitä oli vain yksi', '-pyyhkeitä oli vaan yks', '-pyyhkeitä ei vaihdettu',
      // The window a room looks out of ('ikkunasta näkyi suoraan järvelle'): the room, and the view its praise.
      'ikkunasta', 'huoneen ikkunasta', 'huoneen ikkunoista', 'ikkunoista',
    ],
    treatment: [
      // Pain gone after the visit, told as one feels: 'kivut hävis', 'olo on paljon parempi'.
      '+olo on paljon parempi', '+paljon parempi olo',
      // Gels or nails coming loose within days: 'geelit irtosi jo neljän päivän päästä'.
      '-geelit irtosi', '-geelit irtosivat', '-geeli irtosi', '-geelit lähti', '-geelit lähtivät', '-kynnet irtosi', '-kynnet irtosivat', '-rakennekynnet irtosi', '-rakennekynnet irtosivat', '-kynsi irtosi', '-ripset irtosi', '-ripset irtosivat', '-ripset lähti', '-ripset lähtivät', '-lakka lohkeili', '-lakka lohkesi', '-geelilakka lohkeili', '-lohkeili jo',
      // A visit so short nothing was looked at: 'kurkkuun ei edes katottu', '7 minuutin päästä olin ulkona'.
      '-ei edes katottu', '-ei ees katottu', '-ei ees katsottu', '-ei edes katsottu', '-ei ees tutkittu', '-ei edes vilkaistu', '-ei ees vilkaistu', '-ei edes kuunneltu', '-ei ees kuunneltu', '-ei koskettu', '-ei edes koskettu', '-minuutin päästä olin ulkona', '-minuutin päästä olin pihalla', '-minuutissa olin ulkona', '-minuutissa olin pihalla', '-minuutissa ulkona', '-minuutin päästä ulkona', '-olin jo ulkona', '-olin jo pihalla', '-olin ulkona ennen kuin',
      // A filling come loose, told in speech ('paikka irtos', 'paikka lähti irti', 'paikka tippu').
      '-paikka irtos', '-paikka irtoo', '-paikka irtoaa', '-paikka lähti', '-paikka lähti irti', '-paikka tippu', '-paikka tippui', '-paikka putosi', '-paikka putos', '-paikka halkesi', '-paikka halkes', '-paikka murtui', '-paikka lohkes', '-paikka lohkesi', '-irtos viikon päästä', '-irtosi viikon päästä', '-irtos heti', '-irtosi heti',
      // A joint in better shape than in years: 'olkapää ei ole ollut näin hyvässä kunnossa vuosiin'.
      '+ei ole ollut näin hyvässä kunnossa', '+ei oo ollu näin hyvässä kunnossa', '+ei ole ollut näin hyvässä kunnossa vuosiin', '+näin hyvässä kunnossa vuosiin', '+paremmassa kunnossa kuin vuosiin', '+parempi kuin vuosiin', '+ei ole ollut näin hyvä vuosiin',
      // A visit rushed through: 'lääkäri kiirehti vastaanoton läpi viidessä minuutissa'.
      '-kiirehti vastaanoton läpi', '-kiirehti käynnin läpi', '-kiirehti läpi', '-kiireellä läpi', '-hoputti läpi', '-hosuttiin läpi', '-hutaisten', '-hutaisi', '-vastaanotto kesti * minuuttia',
      // A visit over before anything was examined: 'ei tutkittu, resepti käteen ja ovesta ulos', 'käynti oli aika hätäinen'.
      '-ei tutkittu', '-ei edes tutkittu', '-ei kunnolla tutkittu', '-ei tutkinut', '-ei tutkinu', '-ei edes tutkinut', '-ei edes katsonut', '-resepti käteen', '-reseptin käteen', '-resepti kouraan', '-ja ovesta ulos', '-käteen ja ovesta ulos', '-hätäinen', '-hätäisesti', '-hätäsesti', '-käynti oli hätäinen', '-ei kuvattu', '-ei edes kuvattu', '-ei kunnolla tunnusteltu', '-ei edes tunnusteltu', '+tutki * huolellisesti', '+tutki * tarkasti', '+tutki * perusteellisesti', '+tutki tarkasti',
      // Anaesthetic that had not worked yet, gums that bled after a rough hand, lashes or nails that fell off within a week.
      '-puudutus ei ollu ehtiny', '-puudutus ei ollut ehtinyt', '-puudutus ei ehtinyt', '-puudutus ei vaikuttanut', '-puudutus ei vaikuttanu', '-puudutus ei toiminut', '-puudutus ei toiminu', '-puudutus ei tehonnut', '-ei ollu ehtiny vaikuttaa', '-ei ollut ehtinyt vaikuttaa', '-kovakouraisesti', '-kovakourasesti', '-ikenet vuoti verta', '-ikenet vuotivat verta', '-ikenet vuosi verta', '-ienverenvuoto', '-vuoti verta vielä', '-puolet oli jo tippunu', '-puolet oli jo tippunut', '-oli jo tippunu', '-oli jo tippunut', '-olivat jo tippuneet', '-tippu pois', '-tippui pois', '-tippuivat pois', '-tippui viikossa', '-tippu viikossa', '-lähti irti', '-lähtivät irti', '-irtosivat', '+puudutus toimi', '+puudutus toimi hyvin', '+ei sattunut yhtään', '+ei sattunu yhtään', '+ei sattunut ollenkaan', '+ei sattunu ollenkaan', '+ei tuntunut missään', '+ei tuntunu missään',
      // The wrong tooth drilled or pulled ('lääkäri ehti porata väärää hammasta').
      '-porata väärää hammasta', '-porasi väärää hammasta', '-poras väärää hammasta', '-porattiin väärää hammasta', '-väärää hammasta', '-väärään hampaaseen', '-väärä hammas', '-väärän hampaan', '-paikkasi väärän hampaan', '-poisti väärän hampaan', '-hoiti väärää hammasta', '-väärälle hampaalle', '-väärästä hampaasta',
      '-kunnolla tunnusteltu', '-käteen kipulääkkeet', '-kipulääkkeet ja moniste', '-käteen moniste', '+koira on kunnossa', '+kissa on kunnossa', '+koira on taas kunnossa',
      // Wave 4: praise as people put it.
      '+kevyt käsi', '+kevyet kädet', '+kevyellä kädellä', '+hellä käsi', '+hellät kädet', '+taikakädet', '+kultaiset kädet',
      // A treatment hardly felt.
      '+ei tuntenut ollenkaan', '+ei tuntenut mitään', '+ei tuntunut ollenkaan', '+ei tuntunut yhtään', '+ei tuntenut yhtään',
      '+tuskin tunsi', '+tuskin tuntui', '+ei tuntunut juuri miltään', '+tuskin huomasi',
      '-sattunu', '-sattunut',
      'harjoitukset', 'kotiharjoitukset', 'jumppaohjeet',
      '*hoito*', '*hoido*', 'hieronta*', 'hieronna*', 'manikyyri*', 'pedikyyri*', 'kynne*', 'geelikynne*', 'rakennekynne*', 'kynsi*', 'lakka', 'lakkau*', 'geelilakka*', 'ripsi*', 'ripse*',
      'kulmat', 'kulmien', 'verikoe*', 'verikoke*', 'rokotu*', '~resepti*', 'sokeroin*', 'vahau*', 'tutkimu*', 'tarkastu*', 'hammastarkastu*', 'silmätarkastu*',
      'hammaspuhdistu*', '~puhdistu*', 'paikkau*', 'puudutu*', 'terapia*', 'fysioterapia*', 'hampaa*', 'hampai*', 'hammaskiv*', 'konsultaatio*', '~jumi', '~jumit', '~jumeja', '~jumia',
      '~lopputulo*', '~jälki', '~jäljen', '~jälkeä', '~tulos', '~tulokse*', '~kipu', '~kipua', '~kivuton', '~kivuttom*', '~vastaanotto', '~vastaanotolla',
      '~kivuli*',
      'kiillotu*', 'valkaisu*', 'diagnoosi*', 'lähete*', 'kotiharjoit*', 'harjoitteet', 'harjoitteita', 'harjoituksia', 'jumppaohje*', 'akupunktio*',
      'teippau*', 'ultraääni*', 'röntgen*', 'rokote*', 'pistos', 'tikit', 'tikkejä', 'meikki*',
      'toimenpide', 'toimenpiteen', 'toimenpiteessä', 'toimenpiteet', 'poisto', 'poiston',
      '+en tuntenut mitään', '+en tuntenut kipua', '+en tuntenut pistosta', '+en huomannut pistosta', '+pistos ei tuntunut', '+ei enää ole kipeä',
      '+ei ole enää kipeä', '+ei enää satu', '+ei satu enää', '+kipu hävisi', '+kivut hävisivät', '+kivut loppuivat', '+kipu loppui', '+kipu helpotti',
      '+kivut helpottivat', '+kipu lähti', '+kivut lähtivät', '-ei mitään parannusta', '-ei parannusta', '-ei mitään apua', '-ei mitään vaikutusta', '-kipu jatkuu',
      '-kipu jatkui', '-kivut jatkuivat', '-kivut jatkuu', '-särkee vieläkin', '-särkee edelleen', '-särki vielä', '-paikka irtosi',
      '+tuskin tunsin mitään', '+tuskin tunsin', '+en juuri tuntenut', '+ei yhtään kyyneltä', '+ei kyyneltäkään', '+ilman kyyneliä', '+ei tuntunut miltään', '+en tuntenut * ollenkaan', '+en tuntenut * yhtään', '+en huomannut * ollenkaan', '+en edes tuntenut', '+en edes huomannut', '+ei sattunut lainkaan', '+ei koskenut yhtään', '+ei koskenut ollenkaan',
      '+ei sattunu lainkaan', '+ei sattunu', '+ei satu yhtään',
      '+puhdas jälki', '+siisti jälki', '+siistiä jälkeä', '+puhdasta jälkeä', '+jälki on siistiä', '+jälki oli siistiä', '+jälki siistiä', '+tikattiin rauhallisesti', '+tikattiin huolellisesti', '+tikkasi rauhallisesti', '+tikkasi huolellisesti', '+ommeltiin huolellisesti', '+ompeli huolellisesti', '+tutki huolellisesti', '+tutki perusteellisesti', '+tutkittiin huolellisesti', '+tutkittiin perusteellisesti', '+tutki rauhassa', '+tutkittiin tarkasti', '+perusteellinen tutkimus', '+huolellinen tutkimus', '+tarkka tutkimus', 'tikattiin', 'tikkaus*', 'ompeleet',
      '+melkein suorana', '+ulos suorana', '+kävelin ulos suorana', '+suorana ulos', '+pystyin taas kääntämään', '+pystyin taas liikuttamaan', '+pystyy taas kääntämään', '+pystyin taas kävelemään', '+pystyn taas kävelemään', '+pystyn taas kääntämään', '+taas kääntämään niskaa', '+niska kääntyy taas', '+en tuntenut juuri mitään', '+en tuntenut yhtään mitään', '+ei tuntunut juuri missään', '+selkä on kuin uusi', '+selkä kuin uusi', '+niska kuin uusi', '+niska on kuin uusi', '+polvi on kuin uusi', '+olkapää on kuin uusi', '+olo on kuin uusi', '+olo kuin uudella ihmisellä', '+kuin uusi ihminen', '+kivut hävisi', '+kivut katosi', '+kivut katosivat', '+kipu katosi', '+kivut loppui', '+kivut helpotti', '+kivut lähti', '-kivut paheni', '-kivut pahenivat', '-kipu paheni', '-pahemmat kivut', '-enemmän kipuja kuin ennen', '-kipeämpi kuin ennen', '-en pysty liikuttamaan', '-en vieläkään pysty', '-en pysty vieläkään', '-vieläkään en pysty',
      '-kivut vaan paheni', '-kivut vain pahenivat', '-kivut vain paheni', '-kivut vaan pahenee', '-kipu vaan paheni',
      // A new crown that does not fit: a crooked bite and an aching jaw.
      'kruunu', '-ei istu ollenkaan', '-purenta menee väärin', '-leuka kipeytyy', '-kruunu ei istu',
      // No difference after a treatment, or a result that held only a week, is the treatment faulted.
      '-ei mitään eroa', '-en huomannut eroa', '-ei isompaa eroa', '-kesti vain', '-kestivät vain',
      // A massage left shallow, no use, red skin, sore for days.
      '-jäi vähän pintapuoliseksi', '-jäi pintapuoliseksi', '-hyöty jäi', '-tuntuu suunnilleen samalta', '-iho oli kyllä punanen', '-kipeenä oltiin', '-kipeänä oltiin',
      // A visit over in minutes, the patient sent out: 'passitti ulos viidessä minuutissa'.
      '-passitti ulos', '-passitti * ulos', '-passitti minut ulos', '-passitti meidät ulos', '-passitti pihalle', '-passitettiin ulos', '-passitettiin pihalle', '-ohjasi ovesta ulos',
      // Nails as the last part of a compound: 'geelikynsistä lähti kaksi irti'.
      '*kynsi', '*kynsistä', '*kynsien', '*kynsiä', '*kynsissä', '*kynsiin', '*kynsille', '*kynnet',
    ],
    haircut: [
      // Hair cut too short told by the months it takes to grow back: 'nyt saa kasvatella ainakin puol vuotta'.
      '-saa kasvatella', '-saa kasvattaa', '-pitää kasvattaa', '-pitää kasvatella', '-saan kasvatella', '-saan kasvattaa', '-joutuu kasvattamaan', '-joudun kasvattamaan', '-joutuu kasvattelemaan', '-joudun kasvattelemaan',
      // A colour other than asked: 'väri oli oranssi eikä kupari'.
      '-oranssi eikä kupari', '-oranssi eikä vaalea', '-keltainen eikä vaalea', '-oranssi eikä blondi', '-keltainen eikä blondi', '-väri oli ihan eri', '-väri oli täysin eri', '-ihan eri sävy', '-täysin eri sävy', '-väärä sävy', '-väärän sävyinen', '-oranssiksi',
      // Exactly the shade or cut wanted, with an adjective between: 'juuri sellainen kylmä blondi kuin halusin'.
      '+juuri sellainen * kuin halusin', '+juuri sellainen * * kuin halusin', '+juuri sellainen kuin halusin', '+just sellainen * kuin halusin', '+just sellanen * ku halusin', '+juuri se * jota halusin', '+juuri sitä * mitä halusin', '+juuri sitä mitä halusin', '+just sitä mitä halusin', '+täsmälleen sellainen kuin halusin', '+täsmälleen sellainen * kuin halusin', '+juuri sellaiset kuin halusin', '+juuri sellaiset * kuin halusin',
      // A trim asked for by where it goes ('siistiä lyhennystä sivuille ja päältä'): 'siisti' is the cut here, not cleaning; sides shaved near bald, a patch left longer.
      'siisti lyhennys', 'siistiä lyhennystä', 'siistin lyhennyksen', 'siistiksi lyhennykseksi', 'lyhennys*', 'lyhennyksen', 'lyhennystä', 'latvojen tasaus', 'latvat tasattiin', 'latvojen tasausta', 'latvoja tasattiin', 'sivuille ja päältä', 'sivuilta ja päältä', 'päältä vähän pois', 'päältä vaan vähän', 'päältä vain vähän', 'sivut lyhyeks', 'sivut lyhyeksi', 'sivuilta lyhyeks', 'sivuilta lyhyeksi',
      '-melkein kaljut', '-melkein kaljuks', '-melkein kaljuksi', '-ihan kaljut', '-lähes kaljut', '-sivut kaljut', '-sivut kaljuks', '-sivut kaljuksi', '-ajettiin kaljuksi', '-ajettiin kaljuks', '-kalju kohta', '-kaljuja kohtia', '-yks kohta selvästi pidempi', '-yksi kohta selvästi pidempi', '-yks kohta pidempi', '-yksi kohta pidempi', '-kohta selvästi pidempi', '-pidempi ku muut', '-pidempi kuin muut', '-pidempi kuin muualla', '-jäi pidemmäks', '-jäi pidemmäksi', '-näytän tältä', '-näytän nyt tältä',
      // A step left in the neckline, one side shorter: 'niskassa on porras ja vasen puoli selkeesti lyhyempi ku oikee'.
      '-niskassa on porras', '-niskaan jäi porras', '-porras niskassa', '-niskassa porras', '-sivuille jäi portaat', '-selkeesti lyhyempi', '-selvästi lyhyempi', '-lyhyempi ku oikee', '-lyhyempi kuin oikea', '-lyhyempi ku vasen', '-lyhyempi kuin vasen',
      // One side plainly shorter: 'toinen puoli on selvästi lyhyempi ku toinen'.
      '-toinen puoli on selvästi lyhyempi', '-toinen puoli selvästi lyhyempi', '-selvästi lyhyempi ku toinen', '-lyhyempi ku toinen', '-lyhyempi ku toinen puoli', '-puolet eri pituiset', '-eri mittaiset puolet',
      // A shade other than hoped: 'vähän lämpimämpi sävy tuli ku toivoin'.
      '-lämpimämpi sävy', '-lämpimämpi kuin toivoin', '-lämpimämpi ku toivoin', '-tummempi kuin toivoin', '-tummempi ku toivoin', '-vaaleampi kuin toivoin', '-vaaleempi ku toivoin', '-kylmempi kuin toivoin', '-eri sävy kuin toivoin', '-eri sävy ku toivoin', '-sävy tuli ku toivoin',
      // More taken off than asked; a tidy cut is the cut, not cleaning.
      '-enemmän kuin pyysin', '-lähti enemmän kuin', '-lähti pari senttiä enemmän', '-pari senttiä enemmän kuin', '-lyhyemmäks kuin pyysin', '-lyhyempi kuin pyysin', '+siisti parturointi', '+siisti leikkaus', '+leikkaus ihan siisti', '+leikkaus oli siisti', '+leikkaus siisti', '+siisti lopputulos', '+siistin leikkauksen', '+siistin parturoinnin',
      // A colour asked for and another got ('Pyysin tuhkanvaaleaa ja sain oranssin'): the shade names the colour work, the one got is the complaint.
      'tuhkanvaale*', 'tuhkavaale*', 'tuhkanvaalee*', 'platinanvaale*', 'platinavaale*', 'hunajanvaale*', 'beigenvaale*', 'kylmänvaale*', 'lämpimänvaale*', 'mansikanvaale*', 'vaaleanruske*', 'tuhkanruske*', 'kylmä vaalea*', 'kylmää vaaleaa', 'kylmän vaalean', 'tuhkan sävy*', 'tuhkainen*', 'kuparinruske*', 'kastanjanruske*', '-sain oranssin', '-sain oranssit', '-sain oranssi', '-sain oranssia', '-sain keltaisen', '-sain keltaiset', '-sain keltainen', '-sain vihreän', '-sain vihreät', '-sain vihertävän', '-sain vihertävä', '-sain kuparisen', '-sain kuparinen', '-sain punaisen', '-sain punaiset', '-sain raidallisen', '-sain läikikkään', '-sain läikikkäät', '-sain läikikäs', '-sain ihan oranssin', '-sain ihan oranssit', '-sain ihan oranssi', '-sain ihan oranssia', '-sain ihan keltaisen', '-sain ihan keltaiset', '-sain ihan keltainen', '-sain ihan vihreän', '-sain ihan vihreät', '-sain ihan vihertävän', '-sain ihan vihertävä', '-sain ihan kuparisen', '-sain ihan kuparinen', '-sain ihan punaisen', '-sain ihan punaiset', '-sain ihan raidallisen', '-sain ihan läikikkään', '-sain ihan läikikkäät', '-sain ihan läikikäs', '-sain aivan oranssin', '-sain aivan oranssit', '-sain aivan oranssi', '-sain aivan oranssia', '-sain aivan keltaisen', '-sain aivan keltaiset', '-sain aivan keltainen', '-sain aivan vihreän', '-sain aivan vihreät', '-sain aivan vihertävän', '-sain aivan vihertävä', '-sain aivan kuparisen', '-sain aivan kuparinen', '-sain aivan punaisen', '-sain aivan punaiset', '-sain aivan raidallisen', '-sain aivan läikikkään', '-sain aivan läikikkäät', '-sain aivan läikikäs', '-tuli oranssin', '-tuli oranssit', '-tuli oranssia', '-tuli keltaisen', '-tuli keltaiset', '-tuli keltainen', '-tuli vihreän', '-tuli vihreät', '-tuli vihertävän', '-tuli vihertävä', '-tuli kuparisen', '-tuli kuparinen', '-tuli punaisen', '-tuli punaiset', '-tuli raidallisen', '-tuli läikikkään', '-tuli läikikkäät', '-tuli läikikäs', '-tuli ihan oranssin', '-tuli ihan oranssit', '-tuli ihan oranssi', '-tuli ihan oranssia', '-tuli ihan keltaisen', '-tuli ihan keltaiset', '-tuli ihan keltainen', '-tuli ihan vihreän', '-tuli ihan vihreät', '-tuli ihan vihertävän', '-tuli ihan vihertävä', '-tuli ihan kuparisen', '-tuli ihan kuparinen', '-tuli ihan punaisen', '-tuli ihan punaiset', '-tuli ihan raidallisen', '-tuli ihan läikikkään', '-tuli ihan läikikkäät', '-tuli ihan läikikäs', '-lopputulos oli oranssin', '-lopputulos oli oranssit', '-lopputulos oli oranssi', '-lopputulos oli oranssia', '-lopputulos oli keltaisen', '-lopputulos oli keltaiset', '-lopputulos oli keltainen', '-lopputulos oli vihreän', '-lopputulos oli vihreät', '-lopputulos oli vihertävän', '-lopputulos oli vihertävä', '-lopputulos oli kuparisen', '-lopputulos oli kuparinen', '-lopputulos oli punaisen', '-lopputulos oli punaiset', '-lopputulos oli raidallisen', '-lopputulos oli läikikkään', '-lopputulos oli läikikkäät', '-lopputulos oli läikikäs', '-lopputulos on oranssin', '-lopputulos on oranssit', '-lopputulos on oranssi', '-lopputulos on oranssia', '-lopputulos on keltaisen', '-lopputulos on keltaiset', '-lopputulos on keltainen', '-lopputulos on vihreän', '-lopputulos on vihreät', '-lopputulos on vihertävän', '-lopputulos on vihertävä', '-lopputulos on kuparisen', '-lopputulos on kuparinen', '-lopputulos on punaisen', '-lopputulos on punaiset', '-lopputulos on raidallisen', '-lopputulos on läikikkään', '-lopputulos on läikikkäät', '-lopputulos on läikikäs', '-siitä tuli oranssin', '-siitä tuli oranssit', '-siitä tuli oranssi', '-siitä tuli oranssia', '-siitä tuli keltaisen', '-siitä tuli keltaiset', '-siitä tuli keltainen', '-siitä tuli vihreän', '-siitä tuli vihreät', '-siitä tuli vihertävän', '-siitä tuli vihertävä', '-siitä tuli kuparisen', '-siitä tuli kuparinen', '-siitä tuli punaisen', '-siitä tuli punaiset', '-siitä tuli raidallisen', '-siitä tuli läikikkään', '-siitä tuli läikikkäät', '-siitä tuli läikikäs', '-niistä tuli oranssin', '-niistä tuli oranssit', '-niistä tuli oranssi', '-niistä tuli oranssia', '-niistä tuli keltaisen', '-niistä tuli keltaiset', '-niistä tuli keltainen', '-niistä tuli vihreän', '-niistä tuli vihreät', '-niistä tuli vihertävän', '-niistä tuli vihertävä', '-niistä tuli kuparisen', '-niistä tuli kuparinen', '-niistä tuli punaisen', '-niistä tuli punaiset', '-niistä tuli raidallisen', '-niistä tuli läikikkään', '-niistä tuli läikikkäät', '-niistä tuli läikikäs', '-hiuksista tuli oranssin', '-hiuksista tuli oranssit', '-hiuksista tuli oranssi', '-hiuksista tuli oranssia', '-hiuksista tuli keltaisen', '-hiuksista tuli keltaiset', '-hiuksista tuli keltainen', '-hiuksista tuli vihreän', '-hiuksista tuli vihreät', '-hiuksista tuli vihertävän', '-hiuksista tuli vihertävä', '-hiuksista tuli kuparisen', '-hiuksista tuli kuparinen', '-hiuksista tuli punaisen', '-hiuksista tuli punaiset', '-hiuksista tuli raidallisen', '-hiuksista tuli läikikkään', '-hiuksista tuli läikikkäät', '-hiuksista tuli läikikäs', '-tukasta tuli oranssin', '-tukasta tuli oranssit', '-tukasta tuli oranssi', '-tukasta tuli oranssia', '-tukasta tuli keltaisen', '-tukasta tuli keltaiset', '-tukasta tuli keltainen', '-tukasta tuli vihreän', '-tukasta tuli vihreät', '-tukasta tuli vihertävän', '-tukasta tuli vihertävä', '-tukasta tuli kuparisen', '-tukasta tuli kuparinen', '-tukasta tuli punaisen', '-tukasta tuli punaiset', '-tukasta tuli raidallisen', '-tukasta tuli läikikkään', '-tukasta tuli läikikkäät', '-tukasta tuli läikikäs', '-päähän tuli oranssin', '-päähän tuli oranssit', '-päähän tuli oranssi', '-päähän tuli oranssia', '-päähän tuli keltaisen', '-päähän tuli keltaiset', '-päähän tuli keltainen', '-päähän tuli vihreän', '-päähän tuli vihreät', '-päähän tuli vihertävän', '-päähän tuli vihertävä', '-päähän tuli kuparisen', '-päähän tuli kuparinen', '-päähän tuli punaisen', '-päähän tuli punaiset', '-päähän tuli raidallisen', '-päähän tuli läikikkään', '-päähän tuli läikikkäät', '-päähän tuli läikikäs',
      // Wave 4: praise as people put it.
      'hiukset',
      // The colour, and the colour just as wished.
      'väristä', 'värissä', 'värille', '+just sellainen kuin halusin', '+juuri sellainen kuin toivoin', '+just sellainen kuin toivoin',
      'parturointi*',
      'leikata', 'leikkaa', 'leikkasi', 'leikkaamaan',
      'hiustenleikkau*', 'kampau*', 'väri', 'värin', 'väriä', 'värjä*', 'raidat', 'raido*', 'raito*', 'raida*', 'vaalennu*', 'vaalennus', 'balayage',
      'permanent*', 'föönau*', 'hiuste*', 'hiustyyli*', 'tukka*', 'otsatukka*', 'latvo*', 'latvat', 'fade', 'fadet', 'skinfade*', 'parta', 'partaa', 'parran',
      'parranajo*', 'kiharr*', '~hius', '~hiukset', '~hiuksia', '~hiuksiin', '~hiuksista', '~hiuksille', '~hiukseni', 'leikkau*', '~leikkasi', '~leikattiin', '~lopputulo*',
      'hiustenleikkuu*', '~leikkuu*', 'kiharat', 'kiharoi*', 'polkka*', 'otsis*', 'tyvet', 'tyviväri*', 'hiustenpidenny*', 'pidennykset', 'hiuspohja*',
      'hyvä leikkaus', 'hyvän leikkauksen', 'kiva leikkaus', 'kivan leikkauksen', 'upea leikkaus', 'upean leikkauksen', 'ihana leikkaus', 'ihanan leikkauksen',
      'huono leikkaus', 'epätasainen leikkaus', 'vino leikkaus', 'leikkaus ja väri*', 'leikkaus ja värjäys', 'leikkaus ja föönaus',
      'leikkaus onnistui', 'väri onnistui', 'värjäys onnistui', 'leikkaus epäonnistui', 'väri epäonnistui',
      '~leikkas', '-jäi portaat', '-niskan vinoon',
      '-tuli oranssi', '-tuli aivan oranssi', '-muuttui oranssiksi', '-oranssit hiukset', '-hiukset oranssit', '-hiukset olivat oranssit',
      '-tuli kellertävä', '-muuttui vihertäväksi', '-vihertävät hiukset', '-kellertävät hiukset', '-leikkasi * enemmän kuin',
      '-leikkasi enemmän kuin', '-leikkasi liikaa', '-leikattiin liikaa', '-leikkasi liian lyhyeksi', '-lyhyemmäksi kuin pyysin', '-lyhyemmät kuin pyysin',
      '-näytän sieneltä', '-näytin sieneltä', '-kypärätukka', '-toinen puoli pidempi', '-toinen puoli lyhyempi', '-toinen puoli oli pidempi', '-eripituiset',
      '-harmaat eivät peittyneet', '-harmaat jäivät näkyviin', '-ei peittänyt harmaita', '-poltti hiukset', '-polttanut hiukset', '-hiukset palaneet',
      '-hiukset katkeili*', '-hiukset kuin olkea', '-hiukset kuin heinää', '+osaa käsitellä kiharoita', '+osaa leikata kiharoita', '+osaa leikata kiharat',
      '+ymmärtää kiharoita',
      '+siisti hiustyö', '+siisti* rajau*', '+siisti* häivytys*', '+siisti fade', '+siistit reunat', '+siisti niskalinja', '+siistin niskalinjan', '+siisti parta', '+siistin parran', '+siistit hiukset',
      'värit', 'värjäys', 'värjäyksen', 'raidoitus', 'raidoituksen',
      '+siistit rajat', '+rajat siistit', '+rajat siistiksi', '+siistit linjat', '+linjat siistit', '+siisti häivytys', '+leikkaus on siisti', '+parta siistittiin', '+parta siistiksi', '+siistit niskat', '+niska siistiksi', '+siististi leikattu', '+siististi ajettu', '+siististi tasattu', '+siistiksi leikattu', '+siistiksi tasattu', '+siististi siistitty', 'parran siistimi*', 'parran siistiminen', 'rajat', 'rajaukset', 'niskat', 'häivytys',
      '+hyvä tuli', '+tosi hyvä tuli', '+hyvä siitä tuli', '+hieno tuli', '+tosi hieno tuli', '+kiva tuli', '+tuli hyvä', '+tuli tosi hyvä', '+tuli hieno', '+tuli juuri sellainen', '+juuri sellainen kuin pyysin', '+just sellainen kuin pyysin', '+sellainen kuin halusin', '+juuri niin kuin pyysin', '+just niinku pyysin', '-näytän alokkaalta', '-alokkaalta', '-intin alokkaalta', '-näytän ihan alokkaalta', '-kuin alokas', '-kulhon kanssa leikattu', '-kulhon kanssa', '-kuin kulho päässä', '-jouduin korjauttamaan', '-korjauttaa toisessa', '-korjautin toisessa', '-piti korjauttaa', '-toinen puoli on lyhyempi', '-lyhyempi kuin toinen', '-pidempi kuin toinen', '-eri mittaiset', '-piti pitää pipoa', '-pipo päässä viikon', '-pipoa viikko', '-pipo päässä',
      // Thinning ('ohennus', 'ohennussakset') is the cut; ends 'like a rat's tail' a complaint of it.
      'ohennus*', 'ohennettiin', 'ohensi', 'ohentaa', 'ohentamaan', '-ku rotan häntä', '-kuin rotan häntä', '-kun rotan häntä', '-rotanhäntä*', '-rotan hännät', '-ku rotan hännät', '-kuin rotan hännät',
      // A style as the last part of a compound ('hääkampaus', 'juhlakampaus') that held all day without touching up.
      '*kampaus', '*kampauksen', '*kampausta', '*kampaukset', '*kampauksesta', '+*kampaus pysyi', '+*kampaus kesti', '+kampaus pysyi', '+kampaus kesti', '+kiharat pysyi', '+kiharat pysyivät', '+kiharat kesti', '+kiharat kestivät', '+nuttura pysyi', '+kampaus pysyi koko päivän', '+ei tarvinnu korjailla', '+ei tarvinnut korjailla', '+ei tarvinnu korjata', '+ei tarvinnut korjata kertaakaan', '+ei tarvinnu korjailla kertaakaan',
      // A cut that is easy to do in the morning and draws compliments: 'tosi helppo laittaa aamulla ja kehuja on tullut'.
      '+helppo laittaa', '+helppo laittaa aamulla', '+helppo laittaa aamuisin', '+helppo laittaa itse', '+helppo laittaa kotona', '+helppo muotoilla', '+helppo föönata', '+helppo stailata', '+helppo pitää kunnossa', '+nopee laittaa', '+nopea laittaa', '+kehuja on tullut', '+kehuja tullut', '+kehuja on satanut', '+oon saanu kehuja', '+oon saanut kehuja', '+olen saanut kehuja', '+olen saanut paljon kehuja', '+oon saanu paljon kehuja', '+kampaaja oli oikeessa', '+kampaaja oli oikeassa', '+kampaaja oli ihan oikeessa', 'lähteä niin lyhyeen', 'lähteä lyhyeen', 'lähtee lyhyeen', 'mennä lyhyeen', 'mennä niin lyhyeen',
    ],
  },
  positive: [
    // Appetising, the highlight, done with skill: 'maittava lounas', 'illan kohokohta', 'taidolla tehty'.
    'maittav*', 'kohokoh*', 'taidolla', 'taidok*',
    // Comprehensive, roomy, up to date: 'kattava valikoima', 'tilava huone', 'moderni kylpyhuone'.
    'kattav*', 'tilava*', 'tilavi*', 'moderni*', 'ajanmukai*',
    // Kind to a budget: 'opiskelijaystävälliset hinnat' ('halvempi' is left out: as often cheaper elsewhere).
    'opiskelijaystävälli*',
    // Just right and plenty: 'sopivalla volyymilla', 'valinnanvaraa riitti'.
    'sopiva', 'sopivaa', 'sopivalla', 'riitti',
    // Relief from pain: 'kipu helpottui'.
    'helpott*',
    // Idyllic, moderate prices, prompt, first-class: 'idyllinen', 'maltillinen hintataso', 'pikaista palvelua', 'ensiluokkaista'.
    'idylli*', 'maltilli*', 'pikaista', 'ensiluokkai*',
    // Filling in the plural, romantic, as it should be, a bill not bad: 'täyttäviä', 'romanttinen', 'vahvaa niinku pitää', 'lasku ei ollut paha'.
    'täyttävi*', 'romantti*', 'niin kuin pitää', 'ei ollut paha',
    // 'Could not have gone better', a negation that is the utmost, however it is said ('ei olisi voinut onnistua paremmin').
    'ei olisi voinut * paremmin', 'ei olis voinut * paremmin',
    // Done with care: 'tutkimus tehtiin huolella', 'pieteetillä'.
    'huolella', 'tehtiin huolella', 'tehty huolella', 'teki huolella', 'pieteetillä', 'ajan kanssa', 'kiireettä', 'kiireettömästi',
    // Homely as grandma's, in speech: 'tunnelma ku mummolassa'.
    'ku mummolassa', 'niinku mummolassa', 'niin ku mummolassa', 'kun mummolassa', 'kuin mummolla', 'ku mummolla', 'niinku kotona', 'ku kotona',
    // A queue that moves ('jono vetää nopeesti').
    'jono vetää nopeesti', 'jono vetää nopeasti', 'jono vetää', 'jonot vetää', 'jono vetää nopsaan', 'jono vetää hyvin', 'jono kulkee nopeasti', 'jono kulkee nopeesti', 'jono etenee ripeästi', 'jono eteni ripeästi', 'jonot liikkuu nopeasti', 'jono liikkuu ripeästi', 'jono vetää vaikka',
    // A small work of art, gem or treasure is praise, not a small portion: 'jokainen ruokalaji oli pieni taideteos'.
    'oli pieni taideteos', 'on pieni taideteos', 'oli kuin pieni taideteos', 'on kuin pieni taideteos', 'olivat pieniä taideteoksia', 'oli pieniä taideteoksia', 'on pieniä taideteoksia', 'olivat kuin pieniä taideteoksia', 'oli pieni elämys', 'on pieni elämys', 'oli pieni helmi', 'on pieni helmi', 'oli pieni aarre', 'on pieni aarre', 'on pieni keidas', 'oli pieni keidas', 'on pieni ihme', 'oli pieni ihme',
    // Spoken forms that drop the final vowel's pair: 'maisemat upeet', 'upee paikka'.
    'upeet', 'upee', 'upeeta', 'komeet', 'komee', 'ihanii', 'hienoi', 'mahtavii', 'kivoi', 'kivoja',
    // Savo dialect praise: 'hyvvee', 'hyvvää', 'mukavoo'.
    'hyvvee', 'hyvvää', 'hyvveetä', 'mukavoo', 'mukavvoo', 'hyvä paekka',
    'kohillaan', 'osui nappiin', 'hyvä meininki',
    // Wave 4: praise as people put it.
      'reiluja',
    // Parking that costs nothing; a colour hit exactly; no hassle.
    'ei mitään säätöä', 'ilman säätöä', 'ei säätöä',
    'parkki ei maksa mitään', 'parkkipaikka ei maksa mitään', 'pysäköinti ei maksa mitään',
    'olut oli kylmää',
    'täytyy myöntää', 'se täytyy myöntää',
    'jono liikkuu nopeasti', 'jono liikkuu nopeesti', 'jono liikkui nopeasti', 'jono liikkui nopeesti', 'jono eteni nopeasti', 'jono etenee nopeasti',
    'valopilkku', 'valopilkkuna', 'ainoa valopilkku', 'reilusti', 'nopeesti', 'osaa leikata', 'osasi leikata',
    'mieletön*', 'ei puuttunut mitään', 'unelma*',
    // Without equal: 'second to none', 'uden sidestykke', 'hors pair'.
    'vertaansa vailla', 'lyömätön*', 'lyömättömi*', 'omaa luokkaansa', 'ylivoimai*',
    // "Could not have been happier": a negation that makes a comparative the utmost, not its opposite.
    'ei voisi olla parempi*', 'ei voisi olla parempaa', 'ei olisi voinut olla parempi*', 'emme voisi olla tyytyväisempiä', 'en voisi olla tyytyväisempi', 'emme olisi voineet olla tyytyväisempiä', 'en olisi voinut olla tyytyväisempi', 'ei voisi olla ystävällisempi*', 'ei voisi olla mukavampi*', 'ei olisi voinut olla ystävällisempi*', 'ei olisi voinut olla mukavampi*',
    'ei ole ollut näin hyv*', 'ei ole ollut yhtä hyv*', 'en ole koskaan * näin hyv*', 'en ole ikinä * näin hyv*', 'en ole koskaan * parempaa', 'en ole ikinä * parempaa',
    'hyvä*', 'hyvi*', 'hyva', 'hyvaa', 'hyvat', 'loistava*', 'loistavi*', 'loisto*', 'erinomai*', 'upea*', 'upei*', 'ihana*', 'ihani*', 'mahtava*', 'mahtavi*',
    'huippu*', 'huipu*', 'huikea*', 'huikei*', 'herkulli*', 'herkku*', 'hymy*', 'maistu*', 'parempi', 'kuuma*', 'kiinnosta*', 'pahoillaan',
    'kestänyt', 'kestäneet', 'kestäv*', 'mehevä*', 'mehevi*', 'rapea*', 'rapei*', 'kivuton', 'kivuttom*', 'ilmai*', 'ennen varattua aikaa',
    'ennen sovittua aikaa', 'ennen aikaa', 'tietää mitä tekee', 'tiesi mitä teki', 'osaa asiansa', 'osaavat asiansa', 'paneutu*', 'kunnolla', 'hyvit*', 'ehti',
    'ehtinyt', 'ehtivät', 'ehtineet', 'rakasta*', 'rakastu*', 'osaa', 'osasi', 'osaava*', 'osannut', 'maukas', 'maukka*', 'maistuv*', 'nam', 'namia',
    'ystävälli*', 'ystäväli*', 'ystavalli*', 'mukava*', 'mukavi*', 'kiva', 'kivaa', 'kivat', 'kivan', 'kivasti', 'kivoi*', 'viihty*',
    'viihdy*', 'nopea*', 'ripeä*', 'sujuv*', 'sujui',
    'nopei*', 'suosit*', 'suositel*', 'täydelli*', 'paras', 'parasta', 'parhaat', 'parhai*', 'parhaa*', 'taitava*', 'taitavi*', 'ammattitaitoi*', 'ammattimai*',
    'ammattilai*', 'asiantunte*', 'asiallinen', 'asiallis*', 'avulias', 'avulia*', 'auttav*', 'huomaavai*', 'kohteliai*',
    'kohtelias', 'rauhalli*', 'rauhaa', 'monipuoli*', 'rentouttav*', 'rento', 'rentoa', 'rennon*', 'rennosti', 'kaunis', 'kaunii*', 'tyylikä*',
    'tyylikk*', 'kohtuulli*', 'kohtuuhintai*', 'halpa', 'halpaa', 'halvalla', 'tuore*', 'lämmin', 'lämpimä*', 'lämpimi*', 'tyytyväi*', 'tyytyvai*',
    'ilahdu*', 'ilahdutt*', 'ilahtu*', 'iloi*', 'ilo', 'onnistu*', 'kehu*', 'plussa*', 'kympin', 'kymppi*', 'timanttinen', 'timanttia', 'priima*', 'nappiin',
    'napakymppi*', 'kohdallaan', 'kohdillaan', 'kelpo', 'hellävarai*', 'lempeä*', 'perusteelli*', 'huolelli*', 'joustav*', 'pätevä*', 'pätevi*', 'sydämelli*',
    'lämminhenki*', 'vieraanvarai*', 'runsas', 'runsaa*', 'reilu', 'reilua', 'reiluun', 'reilut', 'reilulla', 'reilun hinnan', 'laadukas', 'laadukka*', 'arvoi*', 'vastinetta', 'tykkä*', 'pidit', 'pidin',
    'pidimme kovasti', 'pidimme paljon', 'nauti*', 'helppo', 'helppoa', 'helposti', 'kätev*', 'kiireetön', 'kiireettö*', 'täsmälli*', 'aurinkoi*',
    'positiivi*', 'ylitti', 'ylittyi*', 'toimi', 'toimivat', 'toimiva', 'toimivaa', 'toimivia', 'toiminut', 'toimineet', 'pelasi', 'pelas', 'super',
    'kiitettävä*', 'moitteeto*', 'virheetö*', 'hieno*', 'mieleesi', 'mieleeni', 'mieleemme', 'mieluisa*', 'mieluinen', 'ihastu*', 'ihastutt*', 'taivaalli*',
    'jumalai*', 'suosikki*', 'lempi*', 'hurmaav*', 'söpö*', 'suloi*', 'vaikuttu*', 'teki vaikutuksen', 'onneksi', 'kannattaa', 'kannata', 'löytyi', 'löytynyt',
    'löytyy', 'vastasi', 'vastannut', 'vastasivat', 'vastanneet', 'kuuntel*', 'kuunnel*', 'tervehti*', 'huomioi*', 'selitti', 'selittivät', 'selitystä',
    'selityksen', 'selitys', 'auttoi*', 'neuvoi', 'neuvoivat', 'jaksoi*', 'erikoista', 'sisään heti', 'juuri sellainen', 'just sellainen', 'kuten halusin',
    'kun halusin', 'kuin halusin', 'mitä halusin', 'mitä toivoin', 'kuin toivoin', 'heti sisään', 'vastausta', 'vastauksen',
    'miellyttäv*', 'löydy', 'vastaa', 'suostu*', 'täydenn*', 'kummoi*', 'säväyt*', 'hurraa*',
    'sitä mitä', 'tosissaan', 'palveltiin', 'palveltu', 'tarpeeksi', 'riittävästi', 'riittänyt', 'riittäneet', 'kiinnostu*', 'pelannut', 'pelaa', 'mennyt perille', 'mennyt läpi',
    'ok', 'okei', 'oukei', 'rapsakka*', 'rapsakoi*', 'vastaleivottu*', 'juuri leivottu*', 'uunituore*', 'täyttävä*',
    'isot annokset', 'iso annos', 'runsaat annokset', 'tip top', 'viiden tähden', 'täydet pisteet', 'vaikuttava*', 'mainio*',
    'vaivaton*', 'vaivattom*', 'empaatti*', 'kärsivällis*', 'rauhoittava*', 'luotettava*', 'innoissaan', 'fiiliksissä', 'onnelli*',
    'täytti odotukset', 'välitti', 'välittivät', 'välittänyt', 'välittäneet', 'tehokas', 'tehokkaa*', 'nukuin hyvin', 'nukuimme hyvin',
    'nukuin kuin tukki', 'nukuimme kuin tukit', 'nukuttiin kuin tukit', 'nukuttiin ku tukit', 'nukuin ku tukki', 'sielukas', 'sielukka*',
    'vastattu', 'vastataan',
    'kylmät juomat', 'kylmä juoma', 'kylmää juotavaa', 'kylmä olut', 'kylmää olutta', 'kylmä siideri', 'kylmää siideriä', 'jääkylmä olut', 'jääkylmää olutta',
    'ilman ongelmia', 'ilman mitään ongelmia',
    'turvallis*', 'otti vakavasti', 'otti tosissaan', 'otettiin vakavasti', 'otettiin tosissaan',
    'täsmälleen mitä halusin', 'juuri mitä halusin', 'ymmärsi täsmälleen', 'juuri sitä mitä halusin', 'sitä mitä sovittiin',
    'meni tosi hyvin', 'meni hyvin',
    'ihan kultainen', 'aivan kultainen', 'niin kultainen', 'tosi kultainen', 'kultainen ihminen', 'kultaisia ihmisiä', 'kuin kotonaan', 'olo kuin kotona',
    'kuin kotiin', 'hauska', 'hauskaa', 'hauskat', 'hauskoja', 'hauskan', 'hauskasti', 'kannustava*', 'innostava*',
    'vielä lämpimiä', 'vielä lämmin', 'vielä lämpimänä', 'uunilämpimi*', 'suoraan uunista',
    'sopivan kypsä', 'sopivasti kypsennet*', 'juuri sopivasti kypsä', 'täyteläi*',
    'kuin mummon tekemää', 'mummon tekemää', 'kuin mummolassa', 'kuin äidin tekemää', 'vatsan täyteen', 'mahan täyteen', 'maha täyteen', 'vatsa täyteen',
    'suurella sydämellä', 'sydämellä tehty', 'sydämellä sisustettu', 'rakkaudella tehty', 'rakkaudella sisustettu', 'vihdoin joku joka',
    'vihdoinkin joku joka', 'viimein joku joka',
    'pala kakkua',
    'kultainen', 'aarre', 'enkeli', 'timantti', 'ihana tyyppi', 'huippu tyyppi', 'kultakimpale',
    'harvoin näkee', 'harvinaista nykyään',
    'ei ollut hassumpaa', 'ei hassumpaa', 'ei hassumpi', 'ei yhtään hassumpi', 'ei ollenkaan hassumpi', 'ei hassumman', 'ei hullumpi', 'ei hullumpaa', 'ei ollut hullumpaa', 'ei yhtään hullumpi', 'ei pöllömpi', 'ei pöllömpää', 'ei ollut pöllömpää', 'ei pöllömmän', 'ei yhtään pöllömpi', 'ei lainkaan huono', 'ei ollenkaan huono', 'ei ollut ollenkaan huono', 'ei mikään huono', 'ei yhtään huono', 'ei paha ollenkaan', 'ei ollenkaan paha', 'ei yhtään paha', 'ei hassummin', 'ei hullummin', 'ei pöllömmin', 'ei huonosti', 'ei valittamista', 'ei moitittavaa',
    'mahtava tyyppi', 'loistotyyppi', 'huipputyyppi', 'kiva tyyppi', 'mukava tyyppi', 'hyvä tyyppi', 'sympaattinen tyyppi', 'hauska tyyppi', 'sydämellinen ihminen', 'oikea helmi', 'supertähti', 'sankari', 'hengenpelastaja', 'ihanainen', 'oikea aarre', 'todellinen aarre', 'kultaakin kalliimpi', 'täyttä kultaa',
    'ihan kuin mummolla', 'kuin mummon tekemä', 'lonkero oli kylmää', 'kalja oli kylmää', 'siideri oli kylmää', 'juomat oli kylmiä', 'sopivan kylmää', 'kylmää ja raikasta', 'raikasta',
  ],
  negative: [
    // Mix-ups and blunders: 'ajanvarauksessa oli sekaannusta', 'sählättiin', 'mokasivat tilauksen'.
    'sekaannu*', 'sählä*', 'sekoil*', 'moka', 'möhlä*', 'sotku',
    // Narrowed, slapdash, left undone: 'tarjonta on kaventunut', 'pintapuolinen', 'hutiloiden', 'jäi tekemättä'.
    'kaventu*', 'pintapuoli*', 'hutilo*', 'ylimalkai*', 'tekemättä',
    // Let down, in the forms a negation turns into praise: 'ei pettänyt tälläkään kertaa'.
    'pettänyt', 'petä',
    // Had to, in the forms a negation turns ('emme joutuneet odottamaan'), and a price that makes one dizzy ('hinta ei päätä huimannut').
    'joutuneet', 'jouduttu', 'päätä huima*',
    // Skin red and sore after a treatment: 'iho oli ärtynyt', 'punoitti', 'kirveli'.
    'ärtyn*', 'punoitt*', 'kirvel*',
    // Fell off and would not hold: 'ripset putosivat', 'kampaus ei pysynyt'.
    'putosi', 'putosivat', 'ei pysynyt',
    // Spoken 'törkeä' ('ihan törkee hinta'); 'törkeen' is left out, it is 'really' ('törkeen hyvää').
    'törkee', 'törkeet', 'törkeetä',
    // Wine gone to vinegar, lit like an operating theatre.
    'kuin etikkaa', 'ihan etikkaa', 'kuin leikkaussalissa',
    // Room for improvement is a mild complaint in Finnish: 'palvelussa olisi parantamisen varaa'.
    'parantamisen varaa', 'kehittämisen varaa', 'petrattava*',
    // Few, with the degree words that make 'vähän' mean 'few': 'vaihtoehtoja oli todella vähän'.
    'todella vähän', 'aika vähän', 'hyvin vähän', 'vähänlai*',
    // Staff busy with their own phones: 'kiinnostunut lähinnä puhelimistaan'.
    'puhelimistaan', 'kännykkäänsä',
    // On the phone the whole time, not bothering, never looking one in the eye.
    'koko ajan puhelimessa', 'ei viitsinyt', 'ei jaksanut', 'ei katsonut * silmiin',
    // Prices run away, a range dwindled, a booking not entered or gone astray: 'hinnat karanneet käsistä', 'valikoimat huvenneet', 'varausta ei ollut kirjattu'.
    'karanneet käsistä', 'karanneet * käsistä', 'huven*', 'ei ollut kirjattu', 'ei ollut merkitty', 'hukkaan', 'ei saanut tehtyä',
    // Infected after a treatment, lopsided, worn threadbare, outdated, overdone in the plural: 'varvas tulehtui', 'epäsymmetrinen', 'nukkavieru', 'vanhentunut sisustus', 'ylikypsiä'.
    'tulehtui', 'epäsymmetri*', 'nukkavier*', 'vanhentun*', 'ylikypsi*', 'olematonta',
    // Not what was agreed, like dishwater, like a waiting room, not even there: 'ihan erilainen kuin sovittiin', 'kuin likavettä', 'huoneessa ei ollut edes pöytää'.
    'erilai* kuin sovittiin', 'erilai* kuin pyysin', 'kuin likavettä', 'kuin tiskivettä', 'kuin odotushuoneessa', 'ei ollut edes',
    // Done without notice or explanation ('ohne Bescheid abgesagt'): a complaint, not a negation of what was done.
    'ilman ilmoitusta', 'ilmoittamatta', 'ilman selitystä',
    // 'Not the same place as before': a verdict (the neutral list keeps it from naming a topic).
    'ei oo enää sama paikka', 'ei ole enää sama paikka', 'ei oo enää sama', 'ei ole enää sama', 'ei oo enää entisensä', 'ei ole enää entisensä', 'ei oo enää entisellään', 'ei ole enää entisellään',
    // A price that stung, in spoken Finnish: 'hinta vähän kirpas'.
    'vähän kirpas', 'kirpas vähän', 'hinta kirpas', 'hinta kirpasi', 'kirpasi vähän', 'vähän kirpasi', 'kirpaisi lompakkoa', 'kirpas lompakkoa', 'kirpasi lompakkoa', 'kirpaisee vähän', 'vähän kirpaisee', 'hinta kirpaisee', 'kirpasee vähän', 'vähän kirpasee', 'hinta kirpasee', 'lompakko itki', 'lompakko itkee', 'lompakko huutaa', 'lompakko huusi',
    // A thing that is a fight every time: 'on aina oma taistelunsa', 'yhtä taistelua'.
    'oma taistelunsa', 'omaa taistelua', 'yhtä taistelua', 'on taistelua', 'aina taistelua', 'yhtä tuskaa', 'aina tuskaa',
    // Gone cold before it was brought: 'Kahvi oli jo jäähtynyt kun se tuotiin'.
    'jäähtynyt', 'jäähtyneet', 'jäähtynyttä', 'jäähtyneitä', 'jäähtyi', 'jäähtyivät', 'oli jo jäähtynyt', 'olivat jo jäähtyneet', 'ehtinyt jäähtyä', 'ehtineet jäähtyä',
    // Bread or food that had time to dry out or go cold: 'sämpylät ehti kuivua pöydällä'.
    'ehti kuivua', 'ehtivät kuivua', 'ehti jo kuivua', 'ehti jäähtyä', 'ehtivät jäähtyä', 'ehti jo jäähtyä', 'ehti kylmetä', 'ehtivät kylmetä', 'ehti jo kylmetä', 'ehti vetistyä', 'ehti lässähtää', 'ehti nahistua', 'ehtivät nahistua', 'ehti jäähtyy', 'ehti kuivuu',
    // Spoken forms: 'sängyt kapeet', 'tosi kapee'.
    'kapeet', 'kapee', 'kapeeta', 'ahtaat', 'ahtaita',
    // Hopeless, standard and Savo ('toivoton', 'toevoton'): 'lauantaena ihan toevoton'.
    'toivoton', 'toivotonta', 'toivottoman', 'toivottomia', 'toevoton', 'toevotonta', 'toevottoman',
    'kiitos tästä', 'kiitti tästä',
    // Wave 4: praise as people put it.
      'ei ollut sitä mitä halusin', 'eivät olleet sitä mitä halusin', 'ei ollut ollenkaan sitä mitä halusin', 'eivät olleet ollenkaan sitä mitä halusin', 'ei ollut yhtään sitä mitä halusin',
    // Steep prices, a buffet always the same, not refilled, portions shrunk, the booking not found, paid parking.
    'maksullinen*', 'maksullis*',
    'pienentyneet', 'pienentynyt', 'pienentyny*', 'kutistuneet', 'kutistunut', 'pienempiä kuin ennen',
    'on aina samanlainen', 'joka aamu sama', 'joka aamu samat', 'joka aamu samaa', 'joka päivä sama', 'joka päivä samat', 'joka päivä samaa', 'aina täsmälleen sama', 'samaa joka päivä', 'samat joka aamu', 'samat joka päivä', 'ei täytetty', 'ei täydennetty', 'ei täydennetä', 'ei täytetä', 'ei tuotu lisää', 'täydennettiin harvoin', 'täytettiin harvoin',
    'överi*', 'yliampuva*', 'maistui * prisman', 'maistui prisman', 'maistui * lidlin', 'maistui lidlin', 'maistui * kaupan', 'maistui kaupan', 'maistui * marketin',
    'arpapeliä', 'arpapeli', 'on aina arpapeliä',
    'ei koskaan palannut',
    'kiitos ei mistään', 'no kiitti vaan', 'kiitti vaan', 'väitti', 'ei tapahtunut mitään', 'kissojen ja koirien kanssa',
    'nähnyt parempia päiviä', 'parhaat päivänsä nähnyt',
    'reilusti yli', 'reilusti myöhässä',
    'ei ollut olemassa', 'ei ollutkaan olemassa',
    'tuhahti', 'tuhahtaen',
    'jääkylmää', 'jääkylmä', 'tulikuumaa', 'tulikuuma',
    'raaka', 'raakana', 'jouduin * odottaa', 'jouduin odottaa', 'jouduin * odottamaan', 'jouduin odottamaan', 'jouduttiin * odottamaan', 'jouduttiin odottamaan', 'piti * odottaa', 'aika paljon siitä', 'paljon siitä',
    'jäi vinoon', 'vinoon',
    'epäkohtel*', 'veltto*', 'veltostu*', 'painajai*', 'nenäkä*', 'kivikov*', 'laikuka*', 'laikukk*',
    // Nobody greeting the guest, a corked wine.
    'maistui korkilta', 'korkkivirhe*', 'korkittunut',
    // "Could not have been happier": a negation that makes a comparative the utmost, not its opposite.
    'ei voisi olla huonompi*', 'ei voisi olla huonompaa', 'ei olisi voinut olla huonompi*',
    // Brushed off: 'tarjoilija vaan totesi, että se kuuluu olla noin'.
    'vaan totesi', 'vain totesi', 'totesi vaan', 'totesi vain', 'vaan sanoi', 'sanoi vaan', 'vaan kohautti', 'kohautti olkiaan',
    // The price named as high or risen: 'el precio un poco alto', 'hinnat on nousseet'.
    'hintataso * korkea', 'hintataso on korkea', 'hintataso * * korkea', 'hintataso on * korkea', 'hinta * korkea', 'hinnat * korkeat', 'hinta on korkea', 'hinnat ovat korkeat', 'hinnat on korkeat', 'hinnat * noussee*', 'hinnat ovat noussee*', 'hinnat on noussee*',
    'ei mitään ihmeellistä', 'ei mitään erikoista', 'ei mitään erityistä', 'ei * mitään ihmeellistä', 'ei * mitään erikoista', 'ei * mitään erityistä', 'olis kaivannut', 'kankea', 'kankeaa', 'kankeampi', 'tosi vähän', 'liian vähän', 'aivan liian vähän', 'kovin vähän',
    'pienet annokset', 'annokset olivat pieniä', 'annokset ovat pieniä', 'pieni annos',
    'epätasai*', 'vino', 'vinossa',
    'huono*', 'surkea*', 'surkei*', 'kamala*', 'kamali*', 'kauhea*', 'kauhei*', 'hirveä*', 'hirvei*', 'hirvittäv*', 'järkyttäv*', 'karmea*', 'karmei*',
    'kehno*', 'heikko*', 'heikosti', 'heikon*', 'heikompi', 'ala-arvoi*', 'pettymy*', 'petty*', 'pety', 'petyin', 'petyimme', 'petti*', 'töykeä*', 'töykei*',
    'tyly*', 'epäkohteliai*', 'epäystävälli*', 'ynseä*', 'ynsei*', 'nuiv*', 'välinpitämät*', 'piittaamat*', 'ylimieli*', 'hidas', 'hidasta', 'hitaa*',
    'lika', 'likaa', 'saastai*', 'kylmä*', 'kylmi*', 'haalea*', 'haalei*',
    'hintava*', 'hintavi*', 'ylihinnoitel*', 'ylihintai*', 'suolaiset', 'suolainen hinta*',
    'mauton', 'mautonta', 'mauttom*', 'sitkeä*', 'sitkei*', 'kuiva*', 'kuivi*', 'palanut', 'palaneet', 'palanee*', 'kärähtä*', 'raakaa', 'raakoja', 'rasvai*',
    'ylikypsä*', 'alikypsä*', 'vetinen', 'vetistä', 'vetise*', 'vetisi*', 'laimea*', 'laimei*', 'laiha', 'laihaa', 'kitker*', 'karvas', 'karvasta',
    'pahanmakui*', 'pahaa', 'pahan makui*', 'vanhan makui*', 'härski*', 'eltaantu*', 'meluis*', 'äänekk*',
    'ahdas', 'ahtaa*', 'ahtai*', 'kulunut', 'kuluneet', 'kulunee*', 'kulunei*', 'nuhjui*', 'rikki', 'rikkinäi*', 'rikkoutu*',
    'unohdett*', 'unohtuneet', 'unohtuivat', 'sekava*', 'sekavi*', 'kaaos*', 'kaoottinen', 'tyls*', 'mitäänsanomat*', 'keskinkertai*',
    'keskiverto*', 'anke*', 'kolkko*', 'nihke*', 'tympe*', 'kurj*', 'valitettava*', 'harmi', 'harmilli*', 'harmitti', 'harmittaa', 'ikäv*', 'ongelma',
    'ongelmaa', 'ongelmia', 'ongelmat', 'ongelmista', 'ongelmana', 'ongelmalli*', 'virhe*', 'väär*', 'epäammattimai*', 'epäpätev*', 'ammattitaidoton',
    'ammattitaidotto*', 'vaivalloi*', 'hankala*', 'hankali*', 'vaike*', 'liian', 'turhan', 'oli pieni', 'on pieni', 'aika pieni', 'tosi pieni', 'todella pieni', 'melko pieni', 'vähän pieni', 'hieman pieni', 'turhan pieni', 'pieni huone', 'pieni ja ahdas', 'pieniä', 'pienet', 'pienehkö*', 'pitkä', 'pitkät',
    'pitkiä', 'yli sovitun', 'myöhässä', 'myöhästy*', 'kipe*', 'sattui', 'sattuu', 'kivulia*', 'kivulias', 'kipua', 'kuraa', 'paska*', 'perseestä',
    'syvältä', 'nolla', 'pohjanoteeraus', 'myrkyty*', 'vatsatau*', 'oksen*', 'puutte*', 'puuttui', 'ei kertaakaan', 'ei ollut ketään', 'ei ketään',
    'sai odottaa', 'saa odottaa', 'sai odotella', 'sai jonottaa', 'sai hakea', 'saa hakea', 'sai etsiä', 'saa etsiä', 'joutui etsimään', 'lyhyeltä', 'lyhyeksi',
    'voisi olla', 'voisivat olla', 'paitsi', 'homeelta', 'huolimat*', 'epämukav*', 'rähjäi*', 'ränsisty*', 'rapistu*', 'vetoi*',
    'jumissa', 'irtosi*', 'irtoili*', 'lähti irti', 'lähtivät irti', 'vaatimat*', 'penseä*', 'pensei*', 'kärttyi*', 'äkäi*', 'kiukkui*', 'hapan', 'happama*',
    'tehoto*', 'epäselv*', 'saa jonottaa', 'saa odotella', 'unohtui kokonaan', 'unohtui tuoda', 'yllätti', 'yllättivät', 'yllättyi*', 'yllätyin', 'yllätyimme',
    'pyysin vain', 'kovakourai*', 'passitti*', 'nuupahti*', 'nuutunu*', 'kova', 'kovat', 'kovia', 'kovaa', 'kovalla', 'pahalta', 'vaikka pyysin',
    'vaikka pyysimme', 'vaikka sanoin', 'vaikka kerroin', 'vaikka erikseen', 'peräti', 'kusetu*', 'huijau*', 'puuttuu', 'epäonnistu*', 'valitus',
    'valitta*', 'moitittava*', 'moitteita', 'moite', 'parannettava*', 'kehitettävää', 'miinus*', 'miinuks*', 'ärsyttä*', 'ärsytti', 'raivostutt*', 'suututti',
    'suuttu*', 'harmistu*', 'närkästy*', 'järkyty*', 'törkeä*', 'törkei*', 'röyhkeä*', 'röyhkei*', 'asiaton', 'asiatonta', 'asiattom*', 'epäreilu*', 'kohaut*',
    'kiirehti*', 'kiirehdi*', 'hoputt*', 'hätäi*',
    'stressaantu*', 'stressaava*', 'sotkui*', 'tahrai*', 'tahroja', 'pölyi*', 'pölyä',
    'ei ikinä enää', 'ei enää ikinä', 'ei koskaan enää', 'ei enää koskaan', 'en ikinä enää', 'en enää ikinä', 'en enää koskaan', 'en koskaan enää',
    'odotin enemmän', 'odotin parempaa', 'odotimme enemmän', 'odotimme parempaa', 'pahoittelen', 'pahoittelemme', 'pahoillani', 'pahoillamme', 'jouduin',
    'jouduimme', 'jouduttiin', 'joutui', 'jouduit', 'joutuu', 'joutunut', 'joutuivat', 'piti maksaa', 'ohuet', 'korkeat', 'korkeita', 'korkeammat', 'korkeampi',
    'korkeahko*', 'isompia', 'isommat', 'paljolta', 'liikaa', 'loppui kesken', 'loppuivat kesken', 'kesken', 'suppea*', 'suppei*',
    'yksipuoli*', 'niukka*', 'niukasti', 'olisi voinut', 'olisi saanut', 'olisi kaivannut', 'kaipaisi*', 'toivoisin', 'toivoisi', 'toivoisimme', 'töksäht*',
    'tökerö*', 'tuhaht*', 'ei kiitos', 'kiitos ei',
    'toivomisen varaa', 'epämiellyttäv*', 'yksitoikkoi*', 'harvoin', 'sai pyytää', 'saa pyytää', 'piti pyytää', 'ei edes', 'eikä edes', 'eivät edes', 'tiennyt mitään', 'tienneet mitään', 'tiedä mitään',
    'ei juuri', 'eikä juuri', 'kiireinen', 'kiireise*', 'alle kaiken', 'alta lipan', 'supistu*', 'loppumassa', 'loppuneet', 'loppunut', 'lopussa',
    'repsott*', 'repeil*', 'enemmän kuin mitä', 'enemmän kuin luvattiin', 'enemmän kuin sovittiin',
    'mikä on paljon', 'mikä on aika paljon', 'paljon siihen nähden',
    'laskenut', 'laskeneet', 'heikentyny*', 'heikentyneet', 'vaikka meillä oli', 'vaikka minulla oli', 'vaikka olin varannut',
    'vaikka olimme varanneet', 'vaikka oli varattu', 'yli varatun',
    'kohtalai*', 'siedettäv*', 'menettelee', 'hukassa', 'kärsimät*', 'haastav*', 'olematon', 'olemattom*', 'haalistu*', 'vaisu*', 'unohdi*',
    'vasta tunnin', 'vasta puolen tunnin', 'odotuttaa', 'kadonnut',
    'kadonneet', 'kadotettu', 'hukattu', 'hukannut', 'hukanneet', 'tavanomai*', 'aika perus', 'ihan perus', 'tosi perus', 'perustasoa', 'pienempi', 'pienemp*',
    'ei ollut kohdallaan', 'ei ihan kohdallaan', 'ei ollut ihan kohdallaan', 'ei ihan ollut kohdallaan', 'ei ehkä ihan ollut kohdallaan', 'ei ole kohdallaan', 'ei ole ihan kohdallaan', 'ei kohdallaan', 'ei ollut kohdillaan',
    'niin suolaista', 'niin suolasta', 'tosi suolaista', 'todella suolaista', 'hirveän suolaista', 'aika suolainen', 'vähän suolainen', 'turhan suolai*', 'jäi nälkä', 'puolitie*',
    'muualla saa', 'muualta saa', 'saa muualla', 'saa muualta', 'ennen oli', 'tyyri*', 'tuska*', 'tiuski*', 'tiuskai*', 'pyöritteli silmiään', 'epäasialli*',
    'suolaton', 'suolatonta', 'suolattom*', 'pienenpuolei*', 'kuivanpuolei*', 'suolaisenpuolei*', 'taikinai*',
    'ihan juotava*', 'ihan syötävä*', 'lohkei*', 'lohkesi', 'lohjen*', 'hometta', 'haju', 'hajua', 'hajuja', 'kiire', 'kiirettä',
    'kiireessä',
    'nyrpe*', 'nyreä*', 'mulkoil*', 'riitel*', 'väittel*', 'kinasi', 'kinastel*', 'intti', 'huusi', 'huuteli', 'korotti ääntään', 'syytti', 'syyttivät',
    'jätettiin huomiotta', 'kuin ilmaa', 'kuin roskaa', 'kuin idiootti*', 'alentuva*', 'vähättel*', 'sivuutti*', 'ohitti meidät', 'kuittasi', 'pieleen',
    'pielessä', 'mönkään', 'floppi', 'karsea*', 'karmai*', 'kammotta*', 'onneton', 'onnettom*', 'säälittävä*', 'naurettava*', 'ihan vitsi', 'oli vitsi',
    'yksi vitsi', 'odotin vähän enemmän', 'odotin hieman enemmän', 'odotin paljon enemmän', 'odotin jotain enemmän', 'odotimme vähän enemmän',
    'odotimme hieman enemmän', 'odotin vähän parempaa', 'odotin hieman parempaa', 'odotukset olivat korkeammalla', 'puolet pienempi', 'puolet pienemmät',
    'puolet vähemmän', 'nahke*', 'nahkei*', 'lötkö*', 'öljyi*', 'ylisuolai*', 'liian suolai*', 'kovettun*', 'kuivunut', 'kuivuneet', 'pilaantun*',
    'pilalla', 'pilattu', 'pilasi', 'pilannut', 'mikrotet*', 'kumimai*', 'lattea*', 'eilisiä', 'outo maku', 'oudon makui*',
    'maistui oudolta', 'ällö*', 'inhottav*', 'ällöttäv*', 'kuvottav*', 'yököttäv*', 'etova*', 'painuma*', 'kuoppai*', 'narise*', 'narisi', 'tukala*',
    'kosteusvau*', 'kosteuden haju*',
    'en saanut unta', 'en saanut nukuttua', 'ei saanut nukuttua', 'nukuin huonosti', 'nukuimme huonosti', 'valvoin', 'hävytön*',
    'hävyttömä*', 'kohtuuton*', 'kohtuuttom*', 'en löytänyt', 'ei löytynyt', 'viemärin haju*',
    'sieluton*', 'sielutto*', 'selasi puhelin*', 'räpläsi puhelin*', 'puhelintaan',
    'ihan pihalla', 'täysin pihalla', 'aivan pihalla', 'ei tiennyt', 'eivät tienneet',
    'väitti vastaan', 'väittää vastaan', 'väittivät vastaan', 'inttää', 'mahdoton*', 'mahdotonta', 'mahdottom*', 'ummehtunee*', 'masentava*',
    'tyrkyt*', 'tuputt*', 'meni väärin', 'väärä tilaus',
    'riidel*', 'riita*', 'riidan',
    'puhelimiaan', 'puhelimillaan', 'puhelimellaan',
    'sisältä raaka', 'vielä raaka', 'oli raaka',
    'juomakelvoton*', 'kyllästyn*',
    'haalee*', 'sattu', 'olisi odottanut enemmän', 'räpläs*', 'räpläsi*', 'nuutunei*', 'nuutunut*', 'suolasta', 'liian suolasta', 'reilusti isompi', 'reilusti kalliimpi', 'isompi mitä oltiin arvioitu', 'isompi kuin odotettiin', 'nihkee*',
    'humisi',
    'kyllästyi*',
    'ärtyi*',
    'tähtitieteelli*',
    'maistui siltä että', 'maistui siltä kuin', 'maistuu siltä että', 'maistuu siltä kuin',
    'tippui rasvaa', 'valui rasvaa', 'kuin purukumia',
    'kuin kumia', 'kuin kengänpohjaa', 'kuin pahvia',
    'kuin vettä', 'harmaata lihaa', 'harmaa liha', 'vielä jäässä', 'keskeltä jäässä', 'sisältä jäässä', 'osittain jäässä',
    'mikrossa lämmitet*', 'mikroaaltouunissa lämmitet*', 'mössö*', 'kuin vauvanruokaa', 'kuin liisteriä', 'tahnamai*', 'litku*', 'pannussa seissyt*',
    'liian kauan seissyt*', 'pelkkää vaahtoa', 'etikkai*', 'pöljä', 'pöljää', 'pöljät', 'pöljiä',
    'kuin koppi', 'palelimme', 'palelin', 'paleli',
    'läikik*',
    'kuin olkea', 'kuin heinää',
    'tunnelmaton',
    'tunnelmatonta', 'tunnelmattom*', 'jämähtän*', 'remontin tarpeessa', 'kaipaisi remonttia', 'kaipaa remonttia', 'kaipaisi pintaremonttia',
    'pintaremontin tarpeessa',
    'on jyrkkä', 'oli jyrkkä', 'tosi jyrkkä', 'todella jyrkkä',
    'aika jyrkkä', 'jyrkät portaat',
    'maistu* pahvilta', 'maistu* muovilta', 'maistu* saippualta', 'maistu* vanhalta', 'maistu* rasvalta', 'maistu* vedeltä', 'maistu* etikalta',
    'ylibuukattu', 'ylivarattu', 'tuplavarattu', 'tuplabuukattu',
    'oli eiliseltä', 'olivat eiliseltä', 'eiliseltä päivältä', 'eilisestä asti', 'eilisestä saakka', 'olivat eilisiä', 'oli eilistä', 'eilisen päivän', 'päivän vanha*', 'päivää vanha*', 'päivän vanho*', 'päivää vanho*', 'aamusta asti', 'aamusta saakka', 'lämpölevyllä', 'seissyt', 'seisonut', 'keitetty aamulla', 'keitetty aamupäivällä', 'keitetty tunteja sitten', 'ollut vitriinissä', 'olleet vitriinissä',
    'vikaa', 'huomautettavaa', 'negatiivista sanottavaa', 'nokan koputtamista', 'nokankoputtamista',
    'päivää saada aika', 'päivää saada aikaa', 'viikkoa saada aika', 'viikkoa saada aikaa', 'viikkoja saada aika', 'ajan saaminen kesti', 'kesti viikkoja', 'ennen kuin sain ajan', 'ennen kuin sai ajan', 'mahdoton saada', 'mahdotonta saada', 'vaikea saada aikaa', 'vaikea saada aika', 'vasta päivien päästä', 'päivien päästä', 'ei koskaan pääse läpi', 'ei pääse läpi', 'ei päässyt läpi', 'en päässyt läpi',
    'ei kuunnellut', 'ei kuuntele', 'ei kuunnella', 'eivät kuunnelleet', 'ei kuunneltu', 'ei oikein kuunnellut', 'ei oikein katsonut', 'ei katsonut mitä', 'ei välittänyt yhtään', 'ei välittänyt mitä', 'ei välittänyt toiveistani', 'ei piitannut',
    'hätäinen fiilis', 'hätäisen fiiliksen',
    'kömpelö*', 'jäätyi', 'jäätyy', 'jumitti', 'jumittaa', 'jumiutui', 'kaatui', 'kaatuili', 'kaatuu', 'töksähtelevä*', 'töksäyttelevä*', 'töksähtel*', 'töksäyttel*', 'lyhytsanai*', 'nyrpeä*', 'kylmäkiskoi*',
    'maksaa erikseen', 'lisämaksu*',
    'oli syötävää', 'ihan syötävää', 'oli syötävä', 'menetteli', 'ihan menettelevä', 'menettelevää', 'kelpasi nälkään', 'nälkään kelpasi', 'ei mitenkään ihmeellinen', 'ei mitenkään ihmeellistä', 'ei mitään wow', 'ei mikään wow', 'ei mitään kummoista', 'ei kummoinen', 'ei kummoista', 'ei mitenkään erikoinen', 'ei mitään mieleenpainuvaa', 'ei mitään mainittavaa', 'ei mitään hohdokasta', 'ei kovin kummoinen',
    'hienosti toimittu', 'hyvin toimittu', 'kiitos tästäkin', 'kiitti tästäkin', 'kiitti ei mistään', 'ei voi kuin ihmetellä', 'ei voi muuta kuin ihmetellä', 'aplodit', 'ansaitsee aplodit', 'taputan', 'slow clap',
    'kauhee', 'kauheeta', 'kauheet', 'hirvee', 'hirveetä', 'hirveet', 'surkee', 'surkeeta', 'surkeet', 'kauhee kuoppa', 'ihan kuoppa', 'oli kuoppa', 'ihan perseestä', 'ala-arvoinen', 'ala-arvoista',
    // Staff out of their depth.
    'ulalla',
    // A sport of its own.
    'oma urheilulajinsa', 'oma lajinsa',
    // Something coming off with a count between ('geelikynsistä lähti kaksi irti'), and 'not normal'.
    'lähti * irti', 'lähtivät * irti', 'ei kyllä oo normaalia', 'ei oo normaalia', 'ei ole normaalia', 'ei ollut normaalia', 'ei kyllä ole normaalia',
    // Nothing known of what one had ('ravintolassa ei tiedetty siitä mitään'): a complaint of whatever the sentence names.
    'ei tiedetty siitä mitään', 'siitä ei tiedetty mitään', 'ei tienneet siitä mitään', 'eivät tienneet siitä mitään', 'ei tiedetty siitä yhtään mitään',
  ],
  askedFor: ['pyysin', 'pyysimme', 'halusin', 'halusimme', 'olin pyytänyt'],
  hopes: ['olisi odottanut', 'olisin odottanut', 'odottaisi', 'odottaa voisi', 'viime kerralla', 'edellisellä kerralla', 'viimeksi', 'edellisellä käynnillä', 'viime käynnillä'],
  told: ['sanottiin', 'meille sanottiin', 'minulle sanottiin', 'vastaus oli', 'vastattiin', 'sain vastaukseksi', 'saatiin vastaukseksi', 'kerrottiin', 'sano et', 'sanoi että', 'sano että', 'sanoivat että'],
  bodyParts: ['selkä*', 'selän*', 'niska*', 'olkapää*', 'polvi*', 'polve*', 'lonkka*', 'lonka*', 'nilkka*', 'nilka*', 'ranne*', 'rantee*', 'kyynärpää*', 'jalka*', 'jalan*', 'käsi', 'käden', 'kädet', 'leuka*', 'leua*', 'hammas*', 'hampa*', 'selkäkip*', 'niskakip*', 'hammassärky'],
  grants: ['se täytyy myöntää', 'täytyy myöntää', 'pakko myöntää', 'myönnetään', 'se on sanottava', 'sitä ei voi kiistää', 'sen myönnän', 'ei siinä', 'sitä en kiellä', 'en kiellä', 'sitä ei voi kieltää', 'ei voi kieltää'],
  wishes: ['ennen oli', 'oli ennen', 'ennen niin', 'vois olla', 'sais olla',
    'olisi voinut', 'olisi saanut', 'olisi kaivannut', 'olisi ollut', 'olisi kiva', 'olisi mukava', 'olisi hyvä', 'olisi parempi', 'olisi täydellinen',
    'olis voinut', 'olis saanut', 'olis ollut', 'olis kiva', 'olis mukava', 'olis hyvä', 'olis parempi', 'ois voinut', 'ois kiva', 'ois mukava', 'ois hyvä', 'ois parempi',
    'olisivat voineet', 'olisivat saaneet', 'toivoisin', 'toivoisi', 'toivoisimme', 'toivoisin että', 'kunpa', 'jospa', 'toivottavasti ensi kerralla', 'toivottavasti jatkossa', 'jos vain', 'jos vaan',
    'viisi tähteä jos', '5 tähteä jos', 'täydet pisteet jos', 'täydet tähdet jos', 'voisi olla', 'voisivat olla', 'saisi olla', 'saisivat olla', 'kaipaisi',
    'kaipaisin', 'pitäisi', 'kannattaisi',
    // 'Would have given 5 stars if …': what follows was lacking.
    'olisin antanut', 'olisimme antaneet', 'antaisin viisi', 'antaisin 5', 'antaisimme viisi', 'antaisimme 5',
    'voisi olla vähän', 'voisi olla hieman', 'vois olla vähän', 'saisi olla vähän', 'saisi olla hieman', 'voisi olla enemmän', 'saisi olla enemmän', 'vois olla enemmän', 'sais olla vähän',
  ],
  // 'yllätti positiivisesti': a surprise is a complaint ('lasku yllätti') unless a pleasant one.
  apologies: ['anteeksipyyn*', 'pahoitteli', 'pahoittelivat', 'pahoitellut', 'pahoitelleet', 'pahoiteltu', 'pahoittelua', 'pyysi anteeksi', 'pyysivät anteeksi'],
  negators: [
      // Wave 4: praise as people put it.
      'kaukana',
    'ei', 'en', 'et', 'emme', 'ette', 'eivät', 'eikä', 'enkä', 'ettei', 'ettemme', 'ettet', 'etten', 'ellei', 'ilman', 'vailla', 'tuskin', 'positiivisesti',
    'iloisesti', 'edukseen',
    'eivätkä', 'emmekä', 'ettekä', 'etkä',
  ],
  negatedAfter: ['yllätti', 'yllättivät', 'yllättyi*', 'yllätyin', 'yllätyimme'],
  elsewhere: ['muualla', 'muualle', 'muualta', 'toisaalla', 'toisaalle', 'toiselle kampaajalle', 'toisella kampaajalla', 'toiseen kampaamoon', 'toisessa kampaamossa', 'toiselle hammaslääkärille', 'toisella hammaslääkärillä', 'toiseen klinikkaan', 'toisessa hotellissa', 'toiseen hotelliin'],
  verdicts: ['tulemme uudestaan', 'tulen uudestaan', 'tulen uudelleen', 'tulemme uudelleen', 'tullaan uudestaan', 'tullaan uudelleen', 'tuu uudestaan', 'palaamme', 'palaan', 'en tule uudestaan', 'emme tule uudestaan', 'en tule enää', 'emme tule enää', 'ei tulla uudestaan', 'ei uudestaan', 'ei enää ikinä', 'ei ikinä enää', 'ei enää koskaan', 'ei koskaan enää'],
  arrivals: ['tulin vastaanotolle', 'menin vastaanotolle', 'tulin hoitoon', 'menin hoitoon', 'tulin paikalle'],
  said: ['sanoi', 'sano', 'sanoivat', 'tuumasi'],
  ordered: ['tilasin', 'tilattiin', 'tilasimme'],
  received: ['sain', 'saatiin', 'saimme', 'tuotiin'],
  and: ['ja', 'sekä'],
  otherwise: ['muuten', 'kokonaisuutena', 'kaikkiaan', 'yleisesti'],
  intensifiers: ['hyvin', 'todella', 'hieman', 'vähän', 'melko', 'liian', 'aika', 'tosi', 'erittäin', 'aivan', 'ihan'],
  negationIdioms: ['epäilystä', 'vain', 'pelkästään', 'kuin'],
  determiners: ['se', 'ne', 'meidän', 'minun', 'heidän'],
  concessions: ['vaikka oli'],
  why: ['miksi', 'miksei', 'minkä takia', 'minkä vuoksi'],
  answers: ['kyllä', 'joo', 'juu', 'ei', 'en', 'ehkä', 'varmasti', 'todennäköisesti', 'tuskin', 'ehdottomasti', 'ikinä', 'no'],
  neutral: [
    // An operating theatre is no haircut; a dish the waiter recommended is not the reviewer's praise.
    'leikkaussali*', 'joka suositteli', 'suositteli meille', 'suositteli minulle',
    // Coffee like dishwater is the coffee faulted, not dirt: 'kahvi oli kuin likavettä'.
    'kuin likavettä', 'kuin tiskivettä',
    // Arriving before closing time is when one came, not a wait: 'tulimme puoli tuntia ennen sulkemista'.
    '* tuntia ennen sulkemista', 'ennen sulkemista',
    // A delayed flight or train is the guest's journey, not a wait the business caused.
    'lento myöhästyi', 'myöhästyneen lennon', 'myöhästynyt lento', 'juna myöhästyi', 'myöhästyneen junan',
    // Paying and leaving is no word about the prices.
    'maksoin vaan ja lähdin', 'maksoin ja lähdin', 'maksettiin ja lähdettiin', 'maksoimme ja lähdimme', 'maksoin vain ja lähdin',
    // Ruoka 'ilman gluteenia' tai 'ilman laktoosia' on ruokalaji: sen 'ilman' ei kiistä mitään, mitä siitä sanotaan ('leipä ilman gluteenia oli kuivaa').
    'ilman gluteenia', 'ilman laktoosia', 'ilman maitoa', 'ilman sokeria', 'ilman alkoholia', 'ilman lihaa',
    // 'Not the same place as before' is a verdict on the whole visit, no one topic (the negative list holds the same phrases).
    'ei oo enää sama paikka', 'ei ole enää sama paikka', 'ei oo enää sama', 'ei ole enää sama', 'ei oo enää entisensä', 'ei ole enää entisensä', 'ei oo enää entisellään', 'ei ole enää entisellään',
    // 'A bad taste was left' is the mood the visit left, not the food: 'vähän jäi huono maku'.
    'jäi huono maku', 'jäi vähän huono maku', 'jäi paha maku', 'jäi vähän paha maku', 'jäi ikävä maku', 'huono maku suuhun', 'paha maku suuhun', 'ikävä maku suuhun', 'huonon maun suuhun', 'pahan maun suuhun', 'jätti huonon maun', 'jätti pahan maun', 'jätti ikävän maun',
    // Interior goods sold in a shop are wares, not the decor: 'kiva valikoima sisustustavaraa ja kynttilöitä'.
    'sisustustavara*', 'sisustustuotte*', 'sisustustuote', 'sisustusesine*', 'sisustusjuttu*', 'sisustuskrääs*',
    // Getting into the chair at a salon or dentist is the turn coming, not the furniture: 'pääsin tuoliin vasta 20 min myöhässä'.
    'pääsin tuoliin', 'pääsin lopulta tuoliin', 'pääsin vihdoin tuoliin', 'päästiin tuoliin', 'pääsi tuoliin', 'pääsee tuoliin', 'tuoliin pääsin', 'tuoliin pääsi', 'tuoliin päästiin', 'pääsin tuolille', 'pääsin istumaan tuoliin',
    // Children fetched from day care ('hakemaan lapset hoidosta') are no treatment.
    'lapset hoidosta', 'lapsen hoidosta', 'lasta hoidosta', 'lapsia hoidosta', 'lapset hoitoon', 'lapsen hoitoon', 'lasta hoitoon', 'lapset päivähoidosta', 'lapsen päivähoidosta', 'lapset päiväkodista', 'lapsen päiväkodista', 'hakemaan lapset', 'hakemaan lapsen', 'hakemaan lasta', 'hakee lapset', 'hakea lapset', 'hakea lapsen', 'viemään lapset', 'viemään lapsen', 'viedä lapset', 'lapset tarhasta', 'lapsen tarhasta', 'lapset tarhaan', 'lapsen tarhaan', 'hoitopaikasta', 'hoitopaikkaan',
    // Own work mended free is asked for, not praise of the price: 'ettei omaa työtä korjata ilmaiseksi'.
    'korjata ilmaiseksi',
    // 'Even when it is busy' grants, it does not complain: 'jono vetää vaikka olis ruuhka'.
    'vaikka olis ruuhka', 'vaikka olisi ruuhka', 'vaikka on ruuhka', 'vaikka oli ruuhka', 'vaikka olis ruuhkaa', 'vaikka olisi ruuhkaa', 'vaikka on ruuhkaa', 'vaikka oli ruuhkaa', 'vaikka ois ruuhka', 'ruuhkasta huolimatta', 'ruuhkaan nähden', 'ruuhka-aikaankin', 'ruuhka-aikanakin',
    // A table by the toilets is where one sat, not dirt: 'Meidät istutettiin vessan viereen'.
    'vessan viereen', 'vessan vieressä', 'vessan vieres', 'vessojen viereen', 'vessojen vieressä', 'wc:n viereen', 'wc:n vieressä', 'vessan oven viereen', 'vessan oven vieressä', 'vessan ovella', 'ihan vessan viereen', 'ihan vessan vieressä',
    // A vet making a dog sick on purpose is the treatment, no dirt: 'oksennutti koiran'; 'ehti jo' is only 'had already'.
    'oksennutti koiran', 'oksennutti kissan', 'oksennutti sen', 'oksennuttivat koiran', 'oksennuttivat kissan', 'oksennuttivat sen', 'koira oksennutettiin', 'kissa oksennutettiin', 'oksennutettiin heti', 'oksennuttaa koiran', 'oksennuttamaan koiran', 'koiran oksennuttaminen', 'oksennutti koiramme', 'oksennutti meidän', 'sai koiran oksentamaan', 'sai kissan oksentamaan', 'ehti jo', 'ehti porata', 'ehti aloittaa', 'ehtivät jo',
    // A view from the terrace is where one sat, not the atmosphere: 'terassilta kyllä kaunis näkymä jokeen'.
    'terassilta',
    // Asking whether something could be made good ('kysyttiin voisiko jotain hyvittää') is no praise.
    'voisiko jotain hyvittää', 'voisiko hyvittää', 'voisitteko hyvittää', 'voisiko jotenkin hyvittää', 'voisiko sen hyvittää', 'pyysin hyvitystä', 'pyydettiin hyvitystä', 'kysyin hyvitystä', 'kysyttiin hyvitystä',
    // A kitchen tap is no food: 'tiivistettä keittiön hanaan'.
    'keittiön hana*', 'keittiön hanaan', 'keittiöhana*', 'keittiön lavuaari*', 'keittiön kaapi*', 'keittiön tiivist*',
    // 'Miehen kanssa', 'mieheni kanssa': the reviewer's husband, no staff.
    'miehen kanssa', 'mieheni kanssa', 'miehen kaa', 'miehen kans', 'mun miehen', 'miehen ja lasten', 'vaimon kanssa', 'vaimoni kanssa',
    // 'Harmi kun mesta on muuten tosi kiva': after 'harmi kun/ko' comes what was good, so 'harmi' is no complaint of it.
    'harmi kun', 'harmi ko', 'harmi koska', 'harmi sillä', 'sääli koska', 'harmittaa koska', 'harmi ku', 'harmi kun muuten', 'harmi ko muuten', 'sääli kun', 'sääli ko', 'harmittaa kun', 'harmittaa ko',
    // 'Reilu satanen': 'reilu' before a sum is 'a good, just over', no praise of fairness.
    'reilu satanen', 'reilut satanen', 'reilun satasen', 'reilut sata', 'reilu sata', 'reilu kymppi', 'reilun kympin', 'reilu tonni', 'reilun tonnin', 'reilu kaks satasta', 'reilu kaksi satasta', 'reilut kaks satasta',
    // Decking and its fixings in a hardware shop ('terassilautojen kiinnitys'): goods, not a terrace to sit on.
    'terassilau*', 'terassilaud*', 'terassilankku*', 'terassilank*', 'terassiruuv*', 'terassiöljy*', 'terassimaali*', 'terassikiinnik*', 'terassilaatt*', 'terassin rakentami*', 'terassia rakentamassa', 'terassin rakennu*',
      // Wave 4: praise as people put it.
      'vaikka oli kiire', 'vaikka heillä oli kiire', 'vaikka oli täyttä',
    'kun valitin', 'kun valitimme', 'kun valitettiin',
    'ei joka paikasta löydy', 'ei löydy joka paikasta', 'tulin ajoissa',
    'hammaslääkäripelko', 'pelkään hammaslääkäriä', 'hammaslääkärikammo',
    'varttia yli', 'varttia vaille',
    'en malta odottaa', 'emme malta odottaa', 'malta odottaa', 'odotan innolla', 'odotamme innolla',
    'odottaessa', 'olin ajoissa', 'saavuin ajoissa', 'olimme ajoissa',
    'hyvän tovin', 'hyvä tovi', 'hyvän tunnin', 'hyvän puoli tuntia', 'hyvän aikaa',
    'hyvää huomenta', 'hyvää päivää', 'hyvää joulua', 'hyvää viikonloppua', 'hyvää päivänjatkoa', 'hyvää ruokahalua',
    'ei hätää', 'ystävällisin terveisin', 'onnea jatkoon', 'onnea uudelle', 'onnea yrittäjälle', 'onnea yrittäjille', 'onnea ja menestystä', 'paljon onnea', 'onnea matkaan', 'onnea kaikille', 'onnea tulevaan', 'onnea ja', 'onnea teille', 'onnea yritykselle', 'onnea remonttiin', 'onnea uusille', 'pieni yritys', 'pienyritys', 'haudutettu', 'haudutettua', 'huono sää', 'huonosta säästä',
    'oli ruuhkaa',
    'lounasaikaan', 'lounasaika*', 'lounastauko*', 'lounastauolla', 'lounastunti*',
    'et se', 'et ne', 'et me', 'et he', 'et te', 'et mä', 'et sä', 'et ollaan', 'et on', 'et oli', 'et olis', 'et ois', 'et tää', 'et toi', 'et kaikki', 'et jotain',
    // Spoken 'et' for 'että' before more words ('ilmoitettiin et puolet listasta on loppu'): 'that', no negation.
    'et puolet', 'et osa', 'et vaan', 'et vain', 'et just', 'et kyl', 'et kyllä', 'et vähän', 'et ihan', 'et tosi', 'et niin', 'et sit', 'et siinä', 'et siellä', 'et täällä', 'et meil', 'et meillä', 'et mulla', 'et mun', 'et meidän', 'et teidän', 'et hän', 'et tämä', 'et tuo', 'et nyt',
    'baaritiskillä', 'baarissa',
    'ilman varausta', 'ilman pöytävarausta', 'ilman ajanvarausta',
    'olin myöhässä', 'olimme myöhässä', 'myöhästyin', 'myöhästyimme', 'olin * minuuttia myöhässä', 'olin vähän myöhässä', 'olimme vähän myöhässä',
    'joka * minuutti', 'muutaman minuutin välein', '* minuutin välein', 'tunnin ajomatkan', 'tunnin automatkan', 'tuntia autossa', 'tunnin ajon jälkeen', 'tunnin ajomatka',
    'minuutin päässä', 'minuutin kävelymatkan', 'minuutin kävelymatka', 'tunnin päässä', 'tunnin ajomatkan päässä',
    'hiljai* maanantai*', 'hiljai* tiistai*', 'hiljai* keskiviik*', 'hiljai* torstai*', 'hiljai* perjantai*', 'hiljai* lauantai*', 'hiljai* sunnuntai*', 'hiljai* päivä*', 'hiljai* iltapäivä*', 'hiljai* aamupäivä*', 'hiljai* arkipäivä*', 'hiljai* arki*', 'hiljai* aikaan', 'hiljai* hetk*', 'hätäinen fiilis', 'hätäisen fiiliksen', 'sillisalaatti*', 'pala kakkua',
    'ruokatauko*',
    'kannattaa mennä heti', 'kannattaa mennä ajoissa', 'kannattaa tulla ajoissa', 'kannattaa olla ajoissa', 'kannattaa olla paikalla ajoissa', 'kannattaa mennä aikaisin',
    'ruuhka-aikaan', 'ruuhka-aikana', 'ruokasalissa', 'ruokasali', 'ruokasaliin', 'ruokasalin',
    // A doctor or stylist off sick ('kerrottiin että lääkäri on sairaana'): why the appointment fell through, the booking's story, not the staff or how a complaint was met.
    'kerrottiin että * on sairaana', 'kerrottiin että * oli sairaana', 'kerrottiin että * on sairastunut', 'kerrottiin että * oli sairastunut', 'kerrottiin että * on sairaslomalla', 'kerrottiin että * oli sairaslomalla', 'kerrottiin * olevan sairaana', 'ilmoitettiin että * on sairaana', 'ilmoitettiin että * oli sairaana', 'sanottiin että * on sairaana', 'sanottiin että * oli sairaana', 'sano että * on sairaana',
    'lääkäri on sairaana', 'lääkäri oli sairaana', 'lääkäri sairastui', 'lääkäri oli sairastunut', 'hammaslääkäri on sairaana', 'hammaslääkäri oli sairaana', 'hammaslääkäri sairastui', 'kampaaja on sairaana', 'kampaaja oli sairaana', 'kampaaja sairastui', 'kampaajani oli sairaana', 'kampaajani sairastui', 'hoitaja oli sairaana', 'fysioterapeutti oli sairaana', 'on sairaslomalla', 'oli sairaslomalla',
    // The customer who could not decide ('kun en osannut päättää', 'en tiennyt mitä halusin'): their own indecision, no staff who 'ei osannut'.
    'en osannut päättää', 'en osannu päättää', 'en millään osannut päättää', 'en millään osannu päättää', 'en itse osannut päättää', 'en ite osannu päättää', 'en osannut valita', 'en osannu valita', 'en millään osannut valita', 'en osannut itse valita', 'emme osanneet päättää', 'emme osanneet valita', 'ei osattu päättää', 'ei osattu valita', 'en oikein osannut päättää', 'en oikein osannut valita', 'en osannut sanoa mitä halusin', 'en osannut kuvailla', 'en osannut selittää mitä', 'en tiennyt mitä halusin', 'en tiennyt mitä haluan', 'en tienny mitä haluun', 'en tiennyt itse mitä', 'en tiennyt mitä valita', 'emme tienneet mitä valita',
    // Travel time each way ('ajoa 50 minuuttia suuntaansa') is no wait at the place.
    'min suuntaansa', 'minuuttia suuntaansa', 'tunti suuntaansa', 'tunnin suuntaansa', 'km suuntaansa',
    // A table given beside the toilets, told from where it was taken ('saatiin paikka vessojen vierestä'): where one sat, not dirt.
    'vessan vierestä', 'vessan oven vierestä', 'vessojen vierestä',
    // The price of being popular is a queue or a crowd, not what things cost.
    'suosion hinta', 'menestyksen hinta', 'suosion hintana',
    // Time and money wasted together is a verdict on the visit, not on the prices or a wait.
    'ajan ja rahan hukkaa', 'ajan ja rahan haaskausta', 'hukkaan aikaa ja rahaa', 'aikaa ja rahaa hukkaan',
    // Waiting for a cut to grow back is no waiting time at the salon.
    'odottaa että kasvaa', 'odottaa että hiukset kasvaa', 'odotella että kasvaa', 'odottaa että ne kasvaa', 'odottaa että kasvavat',
    // A cool or cold tone of a colour is the shade asked for, no complaint of cold.
    'kylmä vaalea', 'kylmän vaalea', 'kylmä sävy', 'kylmän sävyinen', 'kylmä blondi', 'kylmät sävyt',
    // Paying the bill is no word about the prices.
    'kun maksoimme', 'kun maksoin', 'kun maksettiin', 'maksaessa',
    // The guest's own lateness is no wait at the place.
    'olin melkein myöhässä', 'melkein myöhästyin', 'olin itse myöhässä', 'myöhästyin itse',
    // 'We're fully booked', the answer to a guest asking to move, is the service's word, not the guest's booking.
    'hotelli on täynnä', 'olemme täynnä', 'oli täyteen varattu', 'täyteen varattu',
    // Booking again for next time is the verdict of a happy guest, not the booking.
    'varattiin jo uudestaan', 'varasin jo uuden ajan', 'varattiin jo ensi vuodeksi',
    // The guests' own noise is no complaint of the place.
    'vaikka meteliä pidettiin', 'me oltiin äänekkäitä', 'vaikka oltiin äänekkäitä', 'vaikka pidettiin meteliä',
    // No answer again ('taas on hiljaista') is no quiet of the place.
    'taas on hiljaista', 'on ollut hiljaista', 'ollut ihan hiljaista', 'pelkkää hiljaisuutta',
    // What is sold for the kitchen at home is no word about a kitchen's food.
    'keittiöön', 'kaikkea keittiöön',
    // How the bill was paid or shared is no word about the prices.
    'maksoin kortilla', 'maksettiin kortilla', 'jaettiin lasku', 'maksoimme kortilla',
    // Standing in the queue as the time when one chose ('jonossa seistessä ehdittiin valita leivokset'): no wait told.
    'jonossa seistessä ehdittiin', 'jonossa seistessä ehti', 'jonossa seisoessa ehti', 'jonossa seisoessa ehdittiin', 'jonossa ehdittiin valita', 'jonossa ehti valita', 'jonossa ehdin valita', 'jono näytti pahalta', 'jono näytti pitkältä', 'jono näytti pelottavalta', 'jono näytti pahalle', 'jono näytti pitkälle',
    // The sum on a gift card bought is no word on the price: 'ostin 40 eurolla lahjakortin äidille'.
    'eurolla lahjakortin', 'eurolla lahjakortti', 'eurolla lahjakortit', 'euron lahjakortin', 'euron lahjakortti', 'euron lahjakortilla', 'euron lahjakortit', 'euron arvoisen lahjakortin', 'euron arvoinen lahjakortti', 'euron arvosen lahjakortin', 'eurolla lahjakorttia', 'euron lahjakorttia',
    // However busy, as the circumstance of kindness ('ei oo ikinä töykeitä vaikka olis kuinka kiire'): no complaint of a rush.
    'vaikka olis kuinka kiire', 'vaikka olisi kuinka kiire', 'vaikka ois kuinka kiire', 'vaikka on kuinka kiire', 'vaikka oli kuinka kiire', 'vaikka olis miten kiire', 'vaikka olisi miten kiire', 'oli kuinka kiire tahansa', 'olipa kuinka kiire tahansa', 'oli miten kiire tahansa', 'kiireestä huolimatta', 'kiireistä huolimatta', 'vaikka olis kiire', 'vaikka olisi kiire', 'vaikka on kiire', 'vaikka heillä on kiire', 'vaikka heillä olis kiire',
  ],
  excuses: ['ei hänen vikansa', 'ei ollut hänen vikansa', 'ei heidän vikansa', 'ei ollut heidän vikansa', 'ei henkilökunnan vika', 'ei ollut henkilökunnan vika', 'ei voi syyttää', 'ei ole * vika', 'ei ollut * vika', 'ei ole * syy', 'ei ollut * syy', 'ei voi mitään', 'ei voinut mitään', ],
  contrast: [
    'miinusta siitä', 'miinus siitä', 'miinusta siitä että',
    'ainoo miinus', 'ainoo',
    'yksi tähti pois', 'tähti lähtee', 'yksi tähti lähtee', 'tähden verran miinusta', 'tähti pois', 'tähden vähennys',
    'mutta', 'mut', 'vaikka', 'paitsi', 'valitettavasti', 'harmi vaan', 'harmi vain', 'ikävä kyllä', 'toisaalta', 'ainoa miinus', 'ainut miinus',
    'miinuksena', 'joskin', 'kun taas', 'harmillisesti',
    'ainoa pikku juttu', 'ainoo pikku juttu', 'ainoa juttu', 'ainoo juttu', 'ainoa asia', 'pieni miinus', 'pikku miinus', 'ainoa pieni miinus',
  ],
};
