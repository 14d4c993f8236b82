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
      // A lunch pot empty, only the dregs left: 'kattila tyhjä', 'jäljellä kastikkeen pohjat ja kolme perunaa'.
      '-kattila tyhjä', '-kattila oli tyhjä', '-kattilat tyhjiä', '-kattilat oli tyhjiä', '-astiat tyhjiä', '-kastikkeen pohjat', '-pelkät pohjat', '-oli jäljellä pohjat', '-lämpimästä ruoasta oli jäljellä', '-lämpimästä ruuasta oli jäljellä', '-ruokaa ei riittänyt', '-ruoka ei riittänyt', '-ruokaa ei riittäny',
      // The warm food gone and a few slices of cucumber at the salad bar; a steak ordered medium that came well done.
      '-ruoka loppu', '-ruoka loppui', '-ruoka oli loppu', '-lämmin ruoka loppu', '-lämmin ruoka loppui', '-ruoka oli jo loppu', '-pari kurkkusiivua', '-pari kurkkuviipaletta', '-pari salaatinlehteä', '-yks salaatinlehti', '-yksi salaatinlehti', '-kolme ranskalaista', '-pari ranskalaista', '-tuli läpikypsänä', '-läpikypsänä', '-läpikypsä', '-ylikypsä', '-ylikypsänä', '-ylikypsäksi', '-sitkeä', '-sitkee', '-kumimainen',
      // Savo and Tampere dialect: 'ruaka' for 'ruoka'.
      'ruaka', 'ruakaa', 'ruaan', 'ruaat', 'ruakoo', 'ruaka-annos*',
      // Small portions, spoken forms too ('annokset on aika pienii', 'jäi nälkä'): the food faulted, praise of its taste before notwithstanding.
      '-annokset on pieni*', '-annokset on * pieni*', '-annokset on pikkuruis*', '-annokset on * pikkuruis*', '-annokset on pikkus*', '-annokset on * pikkus*', '-annokset on niuk*', '-annokset on * niuk*', '-annokset on mini*', '-annokset on * mini*', '-annokset on nappi*', '-annokset on * nappi*', '-annokset oli pieni*', '-annokset oli * pieni*', '-annokset oli pikkuruis*', '-annokset oli * pikkuruis*', '-annokset oli pikkus*', '-annokset oli * pikkus*', '-annokset oli niuk*', '-annokset oli * niuk*', '-annokset oli mini*', '-annokset oli * mini*', '-annokset oli nappi*', '-annokset oli * nappi*', '-annokset olivat pieni*', '-annokset olivat * pieni*', '-annokset olivat pikkuruis*', '-annokset olivat * pikkuruis*', '-annokset olivat pikkus*', '-annokset olivat * pikkus*', '-annokset olivat niuk*', '-annokset olivat * niuk*', '-annokset olivat mini*', '-annokset olivat * mini*', '-annokset olivat nappi*', '-annokset olivat * nappi*', '-annokset ovat pieni*', '-annokset ovat * pieni*', '-annokset ovat pikkuruis*', '-annokset ovat * pikkuruis*', '-annokset ovat pikkus*', '-annokset ovat * pikkus*', '-annokset ovat niuk*', '-annokset ovat * niuk*', '-annokset ovat mini*', '-annokset ovat * mini*', '-annokset ovat nappi*', '-annokset ovat * nappi*', '-annokset olis pieni*', '-annokset olis * pieni*', '-annokset olis pikkuruis*', '-annokset olis * pikkuruis*', '-annokset olis pikkus*', '-annokset olis * pikkus*', '-annokset olis niuk*', '-annokset olis * niuk*', '-annokset olis mini*', '-annokset olis * mini*', '-annokset olis nappi*', '-annokset olis * nappi*', '-annokset ois pieni*', '-annokset ois * pieni*', '-annokset ois pikkuruis*', '-annokset ois * pikkuruis*', '-annokset ois pikkus*', '-annokset ois * pikkus*', '-annokset ois niuk*', '-annokset ois * niuk*', '-annokset ois mini*', '-annokset ois * mini*', '-annokset ois nappi*', '-annokset ois * nappi*', '-annokset olit pieni*', '-annokset olit * pieni*', '-annokset olit pikkuruis*', '-annokset olit * pikkuruis*', '-annokset olit pikkus*', '-annokset olit * pikkus*', '-annokset olit niuk*', '-annokset olit * niuk*', '-annokset olit mini*', '-annokset olit * mini*', '-annokset olit nappi*', '-annokset olit * nappi*', '-annos on pieni', '-annos on * pieni', '-annos on pienehkö', '-annos on * pienehkö', '-annos on pikkuruinen', '-annos on * pikkuruinen', '-annos on pikkunen', '-annos on * pikkunen', '-annos on pikkuinen', '-annos on * pikkuinen', '-annos on niukka', '-annos on * niukka', '-annos on mini', '-annos on * mini', '-annos oli pieni', '-annos oli * pieni', '-annos oli pienehkö', '-annos oli * pienehkö', '-annos oli pikkuruinen', '-annos oli * pikkuruinen', '-annos oli pikkunen', '-annos oli * pikkunen', '-annos oli pikkuinen', '-annos oli * pikkuinen', '-annos oli niukka', '-annos oli * niukka', '-annos oli mini', '-annos oli * mini', '-annos ois pieni', '-annos ois * pieni', '-annos ois pienehkö', '-annos ois * pienehkö', '-annos ois pikkuruinen', '-annos ois * pikkuruinen', '-annos ois pikkunen', '-annos ois * pikkunen', '-annos ois pikkuinen', '-annos ois * pikkuinen', '-annos ois niukka', '-annos ois * niukka', '-annos ois mini', '-annos ois * mini', '-annos olis pieni', '-annos olis * pieni', '-annos olis pienehkö', '-annos olis * pienehkö', '-annos olis pikkuruinen', '-annos olis * pikkuruinen', '-annos olis pikkunen', '-annos olis * pikkunen', '-annos olis pikkuinen', '-annos olis * pikkuinen', '-annos olis niukka', '-annos olis * niukka', '-annos olis mini', '-annos olis * mini', '-annoskoko on pieni', '-annoskoko on * pieni', '-annoskoko on pienehkö', '-annoskoko on * pienehkö', '-annoskoko on niukka', '-annoskoko on * niukka', '-annoskoko on pikkuruinen', '-annoskoko on * pikkuruinen', '-annoskoko oli pieni', '-annoskoko oli * pieni', '-annoskoko oli pienehkö', '-annoskoko oli * pienehkö', '-annoskoko oli niukka', '-annoskoko oli * niukka', '-annoskoko oli pikkuruinen', '-annoskoko oli * pikkuruinen', '-annoskoot on pieni*', '-annoskoot on * pieni*', '-annoskoot on niuk*', '-annoskoot on * niuk*', '-annoskoot on pikkuruis*', '-annoskoot on * pikkuruis*', '-annoskoot oli pieni*', '-annoskoot oli * pieni*', '-annoskoot oli niuk*', '-annoskoot oli * niuk*', '-annoskoot oli pikkuruis*', '-annoskoot oli * pikkuruis*', '-annoskoot ovat pieni*', '-annoskoot ovat * pieni*', '-annoskoot ovat niuk*', '-annoskoot ovat * niuk*', '-annoskoot ovat pikkuruis*', '-annoskoot ovat * pikkuruis*', '-annoskoot olivat pieni*', '-annoskoot olivat * pieni*', '-annoskoot olivat niuk*', '-annoskoot olivat * niuk*', '-annoskoot olivat pikkuruis*', '-annoskoot olivat * pikkuruis*', '-pienii annoksii', '-pienet annokset', '-pieniä annoksia', '-pikkuruiset annokset', '-pikkuruisia annoksia', '-niukat annokset', '-niukkoja annoksia', '-pikkuset annokset', '-pikkuiset annokset', '-nälkä jäi', '-jäi nälkä', '-nälkä jäi vielä', '-jäi vielä nälkä', '-nälkäseks jäi', '-nälkäiseksi jäi',
      '+pieni taideteos', '+pieniä taideteoksia',
      // Plain faults: a small or shrunk portion, straight from the freezer, tasting of the supermarket.
      '-pieni annos', '-pienet annokset', '-annos oli pieni', '-annokset olivat pieniä', '-pakkasesta', '-suoraan pakkasesta', '-pakasteesta', '-pakastepull*', '-prisman pull*', '-kaupan pull*', '-marketin pull*', '-lidlin pull*', '-prisman leivo*', '-kaupan leivo*', '-prismasta', '-lidlistä', '-kaupasta ostettu*',
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
      '-pussimuussi*',
      'korvapuusti*',
      '-uivat öljyssä', '-ui öljyssä', '-uivat rasvassa', '-ui rasvassa', '-öljyssä uivat', '-rasvassa uivat', '+suli suussa', '+sulaa suussa', '+sulivat suussa',
      'lihat', 'kalamari*', 'calamari*', 'katkarap*', 'risotto*', 'lasagne*', 'tacot', 'nachot', 'burrito*', 'silakka*', 'silakat',
      'kalkkuna*',
      '+suussa sula*',
      '-annokset pienentyny', '-annokset pienentynyt', '-annokset pienentyneet', '-annoskoot pienentyneet', '-annokset on pienentyny', '-annokset on pienentyneet',
      '*makkara*', 'mustamakkara*', 'kalakukko*', 'kalakuko*', 'maksalaatikko*', 'kaalilaatikko*', 'porkkanalaatikko*', 'lanttulaatikko*', 'perunalaatikko*', 'makaronilaatikko*', 'kaalikääry*', 'pyttipannu*', 'lihakeitto*', 'kalakeitto*', 'silli*', 'graavilohi*', 'savulohi*', '*lohi', '*lohta', 'lohikiusau*', 'karjalanpaisti*', 'käristys*', 'poronkäristys*', 'ohukai*', 'lörtsy*', 'lihapiira*', 'atomi', 'viineri*', 'kanelipull*', 'dallaspull*', 'voisilmäpull*', 'kääretortu*', 'kääretorttu*', 'runebergintortu*', 'runebergintorttu*', 'joulutortu*', 'joulutorttu*', '*torttu', '*torttuja', '*tortut', 'mokkapal*', 'pullapitko*', 'rahkapiira*', 'mustikkapiira*', 'sokerikakku*', 'tippaleip*', 'puuro*', '*puuro', 'kaurapuuro*', 'riisipuuro*', 'mämmi*', 'rieska*', 'leipäjuusto*', 'lihapulla', 'lihapullat', 'poronliha*', '-keskeltä kylmä', '-vielä keskeltä kylmä', '-keskeltä vielä kylmä', '-sisältä kylmä', '-lämmitetyltä', '-maistui lämmitetyltä', '-lämmitetty', '-lämmitettyä', '-uudelleen lämmitetty', '-mikrossa lämmitetty', '-mikrossa lämmitettyä', '-eilisiä', '-eiliset', '-kuivahtanut', '-kuivahtaneita', '-kuivahtaneet', '-nahkea*', '-nahkei*', '-vetinen', '-vetistä', '-vetiset',
      '-selvästi eilisiä', '-eilistä pullaa', '-eilistä leipää', '-eilisiä pullia', '-eilisiä munkkeja', '-oli eilistä',
    ],
    coffee: [
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
    ],
    drinks: [
      // Wave 4: praise as people put it.
      'olutta', 'oluita', 'hanasta', '+itse tehty limonadi', '+itsetehty limonadi', '+itse tehtyä limonadia', '+kotitekoinen limonadi', '+kotitekoista limonadia', '+itse tehty mehu', '+tuorepuristettu', '-viini ei sopinut', '-viini ei sopinut ruokaan', '-viini ei sopinut ollenkaan', '+viini sopi täydellisesti',
      '*juom*', 'drinkki*', 'drinki*', '*viini*', 'olut', 'oluet', 'olue*', '*olut', 'kalja*', 'siideri*', 'lonkero*', 'cocktail*', 'mehu*', 'tuoremehu*',
      'smoothie*', 'limsa*', 'limu*', 'kuohu*', 'samppanja*', 'shampanja*', '*kaakao*', '~baari*',
      'bisse*', 'tuoppi*', 'alkoholiton*', 'alkoholitto*', '-väljäht*',
      '-pelkkää jäätä', '-enemmän jäätä kuin', '-puolet jäätä', '-olut oli lämmintä', '-lämmintä olutta', '-lämmin olut', '-oluet olivat lämpimiä', '-lämpimiä oluita',
      '-siideri oli lämmintä', '-lämmintä siideriä', '-valkoviini oli lämmintä', '-lämmintä valkoviiniä',
      'sima', 'simaa', 'siman', 'kotikalja*', 'glögi*', 'booli*', 'kossu*', 'koskenkorva*', 'jaloviina*', 'salmiakkikossu*', 'long drink*', 'lonkeroa', 'hanaolu*', 'pienpanimo*', 'ipa', 'ipaa', 'lager*', 'stout*', 'pale ale*', 'riesling*', 'gin', 'giniä', 'gin tonic*',
    ],
    breakfast: [
      // Breakfast eggs and cold cuts gone early and not brought more: 'munat ja leikkeleet loppu jo puol yhdeksältä eikä niitä kukaan tuonu lisää'.
      '-munat loppu', '-munat loppui', '-munat oli loppu', '-leikkeleet loppu', '-leikkeleet loppui', '-puuro loppu', '-loppu jo puol yhdeksältä', '-loppu jo puoli yhdeksältä', '-loppu jo ennen yhdeksää', '-eikä niitä kukaan tuonu lisää', '-eikä niitä kukaan tuonut lisää', '-eikä kukaan tuonu lisää', '-eikä kukaan tuonut lisää',
      '-munakokkelia ei enää ollut', '-munakokkelia ei ollu enää', '-munakokkeli oli loppu', '-loppu termareista', '-termarit tyhjinä', '-termarit oli tyhjiä', '-ei täytetty', '-leipä loppu',
      // Regional and slang words for breakfast.
      'brekkari*', 'brekki', 'aamubuffa*', 'aamubuffet*',
      '*aamiai*', '*aamupala*', 'brunssi*', 'brunch*',
    ],
    selection: [
      // Half the menu gone: 'puolet listasta on loppu'.
      '-puolet listasta on loppu', '-puolet listasta oli loppu', '-puolet listasta loppu', '-puolet ruokalistasta', '-listasta on loppu', '-listasta oli loppu', '-puolet annoksista loppu', '-puolet annoksista oli loppu',
      // A range for every need: 'lankoja on joka lähtöön', 'tavaraa löytyy laidasta laitaan', 'semmoista ei muualta löydä'.
      '+joka lähtöön', '+on joka lähtöön', '+joka makuun', '+laidasta laitaan', '+löytyy laidasta laitaan', '+ei muualta löydä', '+ei muualta löydy', '+ei muualta saa', '+ei muualta tästä kaupungista löydä', '+mitä ei muualta löydä', '+mitä muualta ei löydä', '+löytyy kaikkea', '+löytyy vaikka mitä', '+löytyy ihan kaikkea',
      // Savo dialect ('ai' spoken 'ae'): 'Hyvä valikoema'.
      '*valikoem*',
      // The right size not in stock ('oikean kokosia ruuveja ei ollu', 'mun kokoa ei ollu'): the range.
      '-oikean kokoisia ei ollut', '-oikean kokoisia * ei ollut', '-oikean kokoisia ei ollu', '-oikean kokoisia * ei ollu', '-oikean kokoisia ei löytynyt', '-oikean kokoisia * ei löytynyt', '-oikean kokoisia ei löytyny', '-oikean kokoisia * ei löytyny', '-oikean kokoisia ei ole', '-oikean kokoisia * ei ole', '-oikean kokoisia ei oo', '-oikean kokoisia * ei oo', '-ei ollut oikean kokoisia', '-ei ollu oikean kokoisia', '-ei löytynyt oikean kokoisia', '-ei löytyny oikean kokoisia', '-oikean kokosia ei ollut', '-oikean kokosia * ei ollut', '-oikean kokosia ei ollu', '-oikean kokosia * ei ollu', '-oikean kokosia ei löytynyt', '-oikean kokosia * ei löytynyt', '-oikean kokosia ei löytyny', '-oikean kokosia * ei löytyny', '-oikean kokosia ei ole', '-oikean kokosia * ei ole', '-oikean kokosia ei oo', '-oikean kokosia * ei oo', '-ei ollut oikean kokosia', '-ei ollu oikean kokosia', '-ei löytynyt oikean kokosia', '-ei löytyny oikean kokosia', '-oikeen kokosia ei ollut', '-oikeen kokosia * ei ollut', '-oikeen kokosia ei ollu', '-oikeen kokosia * ei ollu', '-oikeen kokosia ei löytynyt', '-oikeen kokosia * ei löytynyt', '-oikeen kokosia ei löytyny', '-oikeen kokosia * ei löytyny', '-oikeen kokosia ei ole', '-oikeen kokosia * ei ole', '-oikeen kokosia ei oo', '-oikeen kokosia * ei oo', '-ei ollut oikeen kokosia', '-ei ollu oikeen kokosia', '-ei löytynyt oikeen kokosia', '-ei löytyny oikeen kokosia', '-oikeen kokoisia ei ollut', '-oikeen kokoisia * ei ollut', '-oikeen kokoisia ei ollu', '-oikeen kokoisia * ei ollu', '-oikeen kokoisia ei löytynyt', '-oikeen kokoisia * ei löytynyt', '-oikeen kokoisia ei löytyny', '-oikeen kokoisia * ei löytyny', '-oikeen kokoisia ei ole', '-oikeen kokoisia * ei ole', '-oikeen kokoisia ei oo', '-oikeen kokoisia * ei oo', '-ei ollut oikeen kokoisia', '-ei ollu oikeen kokoisia', '-ei löytynyt oikeen kokoisia', '-ei löytyny oikeen kokoisia', '-oikeankokoisia ei ollut', '-oikeankokoisia * ei ollut', '-oikeankokoisia ei ollu', '-oikeankokoisia * ei ollu', '-oikeankokoisia ei löytynyt', '-oikeankokoisia * ei löytynyt', '-oikeankokoisia ei löytyny', '-oikeankokoisia * ei löytyny', '-oikeankokoisia ei ole', '-oikeankokoisia * ei ole', '-oikeankokoisia ei oo', '-oikeankokoisia * ei oo', '-ei ollut oikeankokoisia', '-ei ollu oikeankokoisia', '-ei löytynyt oikeankokoisia', '-ei löytyny oikeankokoisia', '-oikeankokosia ei ollut', '-oikeankokosia * ei ollut', '-oikeankokosia ei ollu', '-oikeankokosia * ei ollu', '-oikeankokosia ei löytynyt', '-oikeankokosia * ei löytynyt', '-oikeankokosia ei löytyny', '-oikeankokosia * ei löytyny', '-oikeankokosia ei ole', '-oikeankokosia * ei ole', '-oikeankokosia ei oo', '-oikeankokosia * ei oo', '-ei ollut oikeankokosia', '-ei ollu oikeankokosia', '-ei löytynyt oikeankokosia', '-ei löytyny oikeankokosia', '-sopivan kokoisia ei ollut', '-sopivan kokoisia * ei ollut', '-sopivan kokoisia ei ollu', '-sopivan kokoisia * ei ollu', '-sopivan kokoisia ei löytynyt', '-sopivan kokoisia * ei löytynyt', '-sopivan kokoisia ei löytyny', '-sopivan kokoisia * ei löytyny', '-sopivan kokoisia ei ole', '-sopivan kokoisia * ei ole', '-sopivan kokoisia ei oo', '-sopivan kokoisia * ei oo', '-ei ollut sopivan kokoisia', '-ei ollu sopivan kokoisia', '-ei löytynyt sopivan kokoisia', '-ei löytyny sopivan kokoisia', '-sopivan kokosia ei ollut', '-sopivan kokosia * ei ollut', '-sopivan kokosia ei ollu', '-sopivan kokosia * ei ollu', '-sopivan kokosia ei löytynyt', '-sopivan kokosia * ei löytynyt', '-sopivan kokosia ei löytyny', '-sopivan kokosia * ei löytyny', '-sopivan kokosia ei ole', '-sopivan kokosia * ei ole', '-sopivan kokosia ei oo', '-sopivan kokosia * ei oo', '-ei ollut sopivan kokosia', '-ei ollu sopivan kokosia', '-ei löytynyt sopivan kokosia', '-ei löytyny sopivan kokosia', '-oikeaa kokoa ei', '-oikeeta kokoo ei', '-ei ollut oikeaa kokoa', '-ei ollu oikeeta kokoo', '-ei ollut minun kokoa', '-ei ollut minun kokoani', '-ei ollu mun kokoa', '-ei ollu mun kokoo', '-mun kokoa ei ollu', '-minun kokoani ei ollut', '-minun kokoa ei ollut', '-ei ollut hyllyssä', '-ei ollu hyllyssä', '-ei ollu varastossa', '-ei löytyny varastosta',
      // Wave 4: praise as people put it.
      '+valtava valikoima', '+valtavan valikoiman', '+monipuolinen valikoima', '+ei muualta löydä', '+ei löydä muualta', '+ei muualta saa', '+jokaiselle jotakin', '+jokaiselle jotain', '+löytyy ihan kaikkea', '+löytyy kaikkea', '+löytyy vaikka mitä', '-valikoima ei ollut kovin laaja', '-valikoima ei ole kovin laaja', '-valikoima ei ollut laaja', '-valikoima ei ole laaja', '-valikoima oli suppea',
      // A thin range: only a kind or two left, sizes that sell out at once, items listed online not in stock.
      '-vain kahta sorttia', '-vain kaksi sorttia', '-vain * sorttia', '-vain kahta lajia', '-koot loppuvat', '-koot loppuu', '-koot loppuivat', '-loppuvat heti', '-loppuu heti', '-ei ollut varastossa', '-ei ole varastossa', '-ei löytynyt varastosta', '-puuttui varastosta', 'varastossa', '~sorttia', '~sortteja',
      '*valikoim*', 'valinnanvara*', 'vaihtoehto*', 'vaihtoehdo*', 'tarjonta*', 'tarjonna*', 'lajitelma*', 'sortimentti*', 'viinilista*', 'juomalista*', 'olutlista*', '-kutistu*', '~monipuoli*', '~suppea*',
      '~tuotte*', '~tuote', '~tuotteita', '~laaja*',
      '-oli loppu', '-olivat loppu', '-loppuunmyy*', 'löysin kaiken', 'löytyi kaikki', 'löytyy kaikki', 'löytyy kaikkea',
      '-vitriini oli tyhjä', '-vitriini oli * tyhjä', '-vitriini * tyhjä', '-tyhjä vitriini', '-vitriinit tyhjinä', '-tyhjät hyllyt', '-hyllyt tyhjinä',
      '-hyllyt * tyhjinä', '-hyllyt olivat tyhjiä', '-hyllyt oli tyhjiä', '-hyllyt * tyhjiä', '-puolityhjät hyllyt', '-hyllyt puolityhjinä', '-oli jo loppu',
      '-olivat jo loppu', '-myyty loppuun', '-en löytänyt etsimääni', '-en löytänyt mitään etsimääni', '-ei löytynyt etsimääni', '-ei ollut etsimääni',
      '-vähän valinnanvaraa',
      '+paljon valinnanvaraa', '+runsaasti valinnanvaraa', '+valinnanvaraa riittää', '+valinnanvaraa löytyy', '+valinnanvaraa on * paljon',
      '+valinnanvaraa oli * paljon', '+valinnanvaraa on paljon',
      '+löytyy mitä etsii', '+löytyy kaikki mitä tarvitsee', '+aina löytyy',
      '-ei ollut juuri yhtään', '-ei juuri yhtään pyörää', '-kaikki piti tilata', '-piti tilata erikseen', '-pitää tilata erikseen', '-joutuu tilaamaan', '-jouduttiin tilaamaan', '-jouduin tilaamaan', '-kaikki pitää tilata', '-melkein kaikki piti tilata', '-varaosia ei', '-varaosia ei juuri', '-ei varaosia', '-varaosia vanhempiin', '-vanhempiin malleihin ei', '-hyllyt puolityhjiä', '-hyllyt tyhjiä', '-tyhjiä hyllyjä', '+löytyi osat', '+osat löytyi', '+vanhaankin malliin', '+vanhempiinkin malleihin', '+löytyi varaosa', '+varaosat löytyi', 'varaosa*', 'vanhempiin malleihin', 'vanhoihin malleihin',
    ],
    service: [
      // No pushing of products: 'eikä tuputtanut tuotteita'.
      '+eikä tuputtanut', '+ei tuputtanut', '+ei tuputtanu', '+eikä tuputtanu', '+ei tyrkyttänyt', '+eikä tyrkyttänyt', '+ei tyrkyttäny', '+ei yrittänyt myydä', '+ei yrittäny myydä',
      // Nobody on the floor to help: 'myyjää saa etsiä', 'kukaan ei kysyny tarviiko apua'.
      '-myyjää saa etsiä', '-myyjää sai etsiä', '-myyjää piti etsiä', '-myyjiä saa etsiä', '-henkilökuntaa saa etsiä', '-ei ketään missään', '-ei näkynyt ketään', '-ei ollut ketään auttamassa', '-kukaan ei kysyny tarviiko apua', '-kukaan ei kysynyt tarvitsenko apua', '-kukaan ei kysyny tarvitsenko apua', '-kukaan ei kysynyt tarvitaanko apua', '-kukaan ei tullut kysymään', '-kukaan ei tullu kysymään', '-ei kukaan tullut kysymään',
      // Nobody told anything, the guest had to go and ask: 'kukaan ei kertonu mitään, piti ite käydä kysymässä tiskiltä'; a promised order never sent on, the guest chasing it.
      '-kukaan ei kertonu mitään', '-kukaan ei kertonut mitään', '-kukaan ei kertonu', '-kukaan ei kertonut', '-ei kukaan kertonut mitään', '-ei kukaan kertonu mitään', '-ei kerrottu mitään', '-mitään ei kerrottu', '-piti ite käydä kysymässä', '-piti itse käydä kysymässä', '-piti ite kysyä', '-piti itse kysyä', '-piti mennä kysymään', '-jouduin itse kysymään', '-jouduin ite kysymään', '-soitin itse perään', '-soitin ite perään', '-piti soittaa perään', '-jouduin soittamaan perään', '-soittaa itse perään', '-ettei tilausta ollut', '-tilausta ei ollut edes', '-tilaus oli unohtunut', '-tilaus oli jäänyt', '-tilaus jäänyt', '-ei ollut edes lähetetty', '-ollut edes lähetetty', '-ei ollu edes lähetetty', '-eikä uutta tuotu', '-ei tuotu lisää', '-eikä tuotu lisää', '-ei täytetty', '-vaikka kysyttiin kahteen kertaan', '-kysyttiin kahteen kertaan', '-kysyttiin kolmeen kertaan', '-piti kysyä kahteen kertaan', '-piti pyytää monta kertaa', '-piti pyytää kahteen kertaan', '-kirjoitusvirhe', '-kirjotusvirhe', '-nimi väärin', '-väärin kirjoitettu',
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
      '-mitään ei tapahtunut', '-mikään ei muuttunut', '-asialle ei tehty mitään', '-mitään ei tehty',
      '-tilaus meni väärin', '-meni kahdesti väärin', '-tilaus meni kahdesti väärin',
      '-ei hyvitystä', '-ei pahoittelua', 'ei pahoiteltu', 'ei pahoitellut', 'ei pahoitellu', 'ei mitään anteeksipyyntöä', 'ilman anteeksipyyntöä', 'kukaan ei pahoitellut', '-unohti', '-unohtivat', 'unohtui', 'unohdettu', 'unohdettiin', '-unohtunut',
      '-ennen kuin kukaan tuli', '-ennen kuin kukaan huomasi', '-ennen kuin kukaan kävi', '-kukaan ei tullut', '-ei kukaan tullut', '-kukaan ei tullut pöytään',
      '-ei kukaan käynyt', '-jouduimme itse hakemaan', '-jouduttiin itse hakemaan', '-piti itse hakea', '-piti hakea itse', '-saimme itse hakea',
      '-ei vastata', '-ei vastattu', '-ei koskaan vastata', '-ei koskaan vastattu', '-ei tullut vastausta', '-ei tule vastausta', '-ei saanut vastausta', '-en saanut vastausta', '-emme saaneet vastausta', '-ei soittanut takaisin', '-ei soitettu takaisin', '-eivät soittaneet takaisin', '-ei soita takaisin', '-kukaan ei soittanut', '-ei vastaa puhelimeen', '-ei vastannut puhelimeen', '-eivät vastaa puhelimeen', '-kukaan ei vastaa', '-ei vastaa viesteihin', '-ei vastaa sähköposteihin', '~sähköposti*', '~sähköposte*', '~viesteihin', '~viestiin',
      'rahat takaisin', 'rahani takaisin', 'rahoja takaisin', 'rahat palautettiin', 'rahat palautetaan', 'hyvitys*', 'hyvitti*', 'hyvitettiin',
      'rahamme takaisin',
      '+neuvoja saa', '+saa hyvin neuvoja', '+saa neuvoja',
      '-sain tavallista maitoa', '-sain tavallista', '-tavallisella maidolla', '-sain jotain maitoa', '-sain jotain muuta', '-jotain aivan muuta', '-ihan muuta kuin tilasin', '-muuta kuin tilasin', '-muuta kuin tilasimme', '-eri kuin tilasin', '-väärän tilauksen', '-väärän juoman', '-väärät juomat', '-väärää kahvia', '-ei koskaan tullut', '-eivät koskaan tulleet', '-ei ikinä tullut', '-jäi tulematta', '-jäivät tulematta', '-ei koskaan tuotu', '-jäi tuomatta', '-jäivät tuomatta', '-jonkun muun annoksen', '-jonkun toisen annoksen', '-jonkun muun tilauksen', '-väärälle pöydälle', '-vaikka tilasin', '-vaikka tilasimme', '-vaikka olin tilannut', // a wrong order told as a story
      '-itse menemään', '-itse tiskille', '-itse kassalle', '-itse baaritiskille', '-kukaan ei kysynyt', '-ei kukaan kysynyt', '-kukaan ei kysellyt', '-ei kysytty', '-viittomaan', '-viittoa', '-viittoilemaan', '-viittoilla', '-huitomaan', '-huitoa', '-heiluttelemaan', '-tarjoilija katosi', '-katosi jonnekin', '-katosivat jonnekin', '-katosi kokonaan', '-ei näkynyt missään', '-eivät näkyneet missään', '-huudella', '-huutaa perään', '-huudella perään', '-ei huomattu', '-ei huomioitu', '-meitä ei huomattu', '-meitä ei huomioitu', // nobody serving
      '-hän kohautti', '-he kohauttivat', '-hän vain kohautti', '-he vain kohauttivat', '-olankohautu*', '-olkapäiden kohautu*', '-anteeksi ei pyydetty', '-edes anteeksi ei pyydetty', '-ei pyydetty anteeksi', '-ei edes pyydetty anteeksi', '-ei pyytänyt anteeksi', '-ei edes pyytänyt anteeksi', '-eivät pyytäneet anteeksi', '-ei edes pahoiteltu', '-ilman pahoittelua', '-naurahti vain', '-vain naurahti', '-nauroi vain', '-vain nauroi', '-naureskeli', '-sivuutettiin', '-vähäteltiin', // a complaint shrugged off
      '-lasku tuotiin pöytään', '-lasku tuotiin pyytämättä', '-lasku * pyytämättä', '-lasku * * pyytämättä', '-toivat laskun pyytämättä', '-toi laskun pyytämättä', '-lasku lyötiin pöytään', '-tuolit nostettiin', '-tuoleja nostettiin', '-nostivat tuolit', '-nostivat tuoleja', '-tuolit pöydille', '-alkoivat imuroida', '-imuroida ympärillämme', '-imuroi ympärillämme', '-imuroivat ympärillämme', '-siivosivat ympärillämme', '-alkoivat siivota', '-keittiö sulkeutuu', '-keittiö menee kiinni', '-keittiö sulkeutumassa', '-keittiö on sulkeutumassa', '-tarvitsivat pöydän', '-tarvitsevat pöydän', '-pöytä piti vapauttaa', '-pöytä tarvittiin', '-hätistettiin', '-hätisteltiin', '-hoputettiin ulos', '-haluttiin pois', '-haluttiin ulos', '-patistettiin', '-häädettiin', '-vietiin ennen kuin', '-ennen kuin olimme syöneet', '-ennen kuin olimme ehtineet', '-ennen kuin ehdimme syödä', // being hurried out
      '-myivät minulle väärää', '-myi minulle väärää', '-myivät väärän', '-myi väärän', '-myivät väärää', '-jos ei ole hyllyssä', '-ei ole hyllyssä', '-ei ollut hyllyssä', '-hyllyssä ei ole', '-katsomaan netistä', '-tilaamaan netistä', '-neuvottiin katsomaan', '-käskettiin katsomaan', '-ohjattiin nettisivuille', '-ei ketään keneltä kysyä', '-ketään keneltä kysyä', '-ketään ei näkynyt', '-ei näkynyt ketään', '-etsimään itse', '-etsiä itse', '-itse etsimään', '-etsimään kaiken itse', '-neuvoja ei saanut', '-ei saanut neuvoja', '-ei neuvottu', '-ei mitään neuvoja', '-ei saanut apua', '-apua ei saanut', '-ei saanut mitään apua', // useless help in a shop
      '-luvattiin perjantai*', '-luvattiin maanantai*', '-luvattiin tiistai*', '-luvattiin keskiviikko*', '-luvattiin torstai*', '-luvattiin lauantai*', '-luvattiin * mennessä', '-eikä ollut edes aloitettu', '-ei ollut edes aloitettu', '-ei ollut edes aloitettukaan', '-ei ollut vielä edes aloitettu', '-ei koskaan lähetetty', '-ei ollut lähetetty', '-ei ollut edes lähetetty', '-jäi lähettämättä', '-tulee ensi viikolla', '-pitäisi tulla ensi viikolla', '-tulossa ensi viikolla', '-synttärien jälkeen', '-syntymäpäivän jälkeen', '-syntymäpäivien jälkeen', '-juhlien jälkeen', '-häiden jälkeen', '-luvattu takaisinsoitto', '-luvattua takaisinsoittoa', '-toimitus siirtyi', '-toimitusta siirrettiin', '-toimituspäivä siirtyi', '-toimitus lykkääntyi', '-toimitusta lykättiin', // orders and promises not kept
      '-vaihto vain', '-palautus vain', '-vain * päivän sisällä', '-ei vaihtoa', '-ei hyvityslappua', '-ei lahjakorttia', '-ei oteta takaisin', '-ei otettu takaisin', '-eivät ottaneet takaisin', '-ei ottanut takaisin', '-ei suostunut vaihtamaan', '-ei suostuttu vaihtamaan', '-eivät suostuneet vaihtamaan', '-ei suostunut palauttamaan', '-ei suostuttu palauttamaan', '-eivät suostuneet palauttamaan', '-kieltäytyi vaihtamasta', '-kieltäytyivät vaihtamasta', '-kieltäytyi palauttamasta', '-kieltäytyivät palauttamasta', // exchanges and returns refused
      '-piti mennä itse', '-jouduttiin menemään itse', '-jouduimme menemään itse', '-joutui menemään itse', // nobody serving: having to go up oneself
      '-kuin neulaa heinäsuovasta', '-neulaa heinäsuovasta', '-neula heinäsuovassa', '-ennen täällä sai hyvää palvelua', '-ennen sai hyvää palvelua', '-ennen sai apua', '-ennen sai palvelua', '-ennen palvelu oli', '-ennen oli parempaa palvelua', '-ennen sai neuvoja', '-kukaan ei korjannut pöytiä', '-pöytiä ei korjattu', '-pöytiä ei siivottu', '-astioita ei korjattu', '-kukaan ei korjannut astioita', '-kukaan ei kerännyt astioita', '-astioita ei kerätty', '-pöytiä ei pyyhitty',
    ],
    staff: [
      // Tips given: 'Vastaanoton Linda antoi hyviä ravintolavinkkejä', 'vinkkasi meille hyvät lenkkipolut'.
      '+antoi hyviä vinkkejä', '+antoi hyviä ravintolavinkkejä', '+hyviä ravintolavinkkejä', '+hyviä vinkkejä', '+antoi vinkkejä', '+antoi hyviä neuvoja', '+vinkkasi', '+vinkkasi meille', '+vinkkas',
      // One who would not look the patient in the eye: 'eikä katsonut edes silmiin'.
      '-eikä katsonut edes silmiin', '-ei katsonut edes silmiin', '-eikä katsonut silmiin', '-ei katsonut silmiin', '-eikä katsonu silmiin', '-eikä edes katsonut silmiin', '-ei edes katsonut silmiin',
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
      '-ei esittäytyny', '-ei esittäytynyt', '-ei edes esittäytynyt', '-ei edes esittäytyny', '-ei puhunu mitään', '-ei puhunut mitään', '-ei sanonu sanaakaan', '-ei sanonut sanaakaan', '-ei sanaakaan', '-ei tervehtinyt', '-ei tervehtiny', '-ei edes tervehtinyt', '-porasi vaan', '-porasi vain', '-ei selittänyt mitään', '-ei selittäny mitään', '+voi puhua ihan mistä vaan', '+voi puhua mistä vaan', '+voi puhua ihan mistä vain', '+voi puhua mistä tahansa', '+voi puhua ihan mistä tahansa', '+juttu luistaa', '+juttu luisti', '+juttua riitti', '+mukava jutella', '+kiva jutella', '+mukava rupatella', '+kiva rupatella', '+tarkka ja huolellinen', '+huolellinen tekijä', '+tarkka tekijä', '+taitava tekijä', '+hyvä tekijä', '~tekijä',
      // A shrug at the desk told as the people's own act: 'siellä lähinnä kohautettiin olkapäitä'.
      '-kohautettiin olkapäitä', '-kohautettiin olkia', '-kohautettiin vaan', '-kohautti olkapäitään', '-kohautti olkapäitä', '-kohautti vaan olkapäitä', '-kohauttelivat olkapäitä', '-kohautteli olkapäitä', '-kohautti vain olkapäitään',
      // Curt staff told by deeds (pointed and walked off, did not look up, talked of their holiday, blamed the customer, threw the plates), and praise told by deeds (spent ages helping me choose, took all the time I needed).
      '+hän otti aikaa', '+otti hyvin aikaa', '+otti aikaa kuunnella', '+otti aikaa jutella', '+otti aikaa selittää', '+otti aikaa ja kuunteli',
      '-ei viitsinyt edes katsoa', '-ei edes viitsinyt katsoa', '-ei viitsinyt katsoa', '-katsoa puhelimestaan', '-nostanut katsettaan puhelimesta',
      '+käytti paljon aikaa', '+käytti aikaa auttaakseen', '+käytti runsaasti aikaa', '+auttoi valitsemaan', '+auttoi minua valitsemaan', '+auttaakseen minua valitsemaan', '+auttoi löytämään', '+auttoi minua löytämään', '+kaiken tarvitsemani ajan', '+kaiken tarvittavan ajan', '+otti reilusti aikaa', '+jaksoi auttaa',
      '-osoitti epämääräisesti', '-osoitti jonnekin', '-viittasi jonnekin', '-viittasi epämääräisesti', '-käveli vain pois', '-ja käveli pois', '-etkö näe', '-ettekö näe', '-ei edes katso', '-ei edes katsonut', '-ei katsonut edes', '-ei katso silmiin', '-ei katsonut silmiin', '-ei edes nostanut katsettaan', '-nostamatta katsettaan', '-omasta lomastaan', '-omista lomistaan', '-puhui lähinnä itsestään', '-puhui vain itsestään', '-puhui omista asioistaan', '-omista asioistaan', '-tiesi tosi vähän', '-tiesi todella vähän', '-tiesi hyvin vähän', '-tiesi tuskin mitään', '-virhe on varmasti minun', '-virhe oli minun', '-vika on minun', '-vika oli minun', '-on varmasti minun', '-syytti minua', '-syyttivät minua', '-syytti meitä', '-syyttivät meitä', '-paiskasi', '-paiskoi', '-paiskattiin', '-heitti lautaset', '-lätkäisi',
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
      '+muistaa aina', '+muistaa tilaukseni', '+muisti tilaukseni', '+muistaa nimeni', '+muisti nimeni', '+muistaa meidät', '+muisti meidät', '~suositukset', '~suosituksensa', '+on legenda', '+on ihan legenda', '+on oikea legenda', '+on todellinen legenda', '+on elävä legenda', '+osaa asiansa', '+osasi asiansa', '+tietää mitä tekee', '+kuunteli mitä halusin', '+kuunteli toiveeni', '+kuunteli toiveitani', // named staff praised by what they did
      'parturi oli hiljainen', 'parturi oli * hiljainen', 'parturi on hiljainen', 'parturi on * hiljainen', 'hiljainen parturi', 'kampaaja oli hiljainen', 'kampaaja oli * hiljainen', 'kampaaja on hiljainen', 'kampaaja on * hiljainen', 'hiljainen kampaaja', 'lääkäri oli hiljainen', 'lääkäri oli * hiljainen', 'lääkäri on hiljainen', 'lääkäri on * hiljainen', 'hiljainen lääkäri', 'hammaslääkäri oli hiljainen', 'hammaslääkäri oli * hiljainen', 'hammaslääkäri on hiljainen', 'hammaslääkäri on * hiljainen', 'hiljainen hammaslääkäri', 'hoitaja oli hiljainen', 'hoitaja oli * hiljainen', 'hoitaja on hiljainen', 'hoitaja on * hiljainen', 'hiljainen hoitaja', 'fysioterapeutti oli hiljainen', 'fysioterapeutti oli * hiljainen', 'fysioterapeutti on hiljainen', 'fysioterapeutti on * hiljainen', 'hiljainen fysioterapeutti', 'hieroja oli hiljainen', 'hieroja oli * hiljainen', 'hieroja on hiljainen', 'hieroja on * hiljainen', 'hiljainen hieroja', 'myyjä oli hiljainen', 'myyjä oli * hiljainen', 'myyjä on hiljainen', 'myyjä on * hiljainen', 'hiljainen myyjä', 'tarjoilija oli hiljainen', 'tarjoilija oli * hiljainen', 'tarjoilija on hiljainen', 'tarjoilija on * hiljainen', 'hiljainen tarjoilija', 'hiljainen tyyppi', 'hiljaisempi tyyppi', '~vähäpuheinen', '~puhelias',
      '-puhelimella koko ajan', '-puhelimessa koko ajan', '-puhelimella koko', '-puhelimessa koko', '-oli puhelimella', '-oli puhelimessa', '-räpläsi puhelinta', '-räplää puhelinta', '-räpläsi puhelintaan', '-selasi puhelinta', '-selaili puhelinta', '-selasi puhelintaan', '-näpräsi puhelinta', '-näpräili puhelinta', '-puhelin kädessä', '-kännykällä koko ajan', '-kännykässä koko ajan', '-kännyllä koko ajan', '-räpläsi kännyä', '-selasi kännyä', '-näpräsi kännyä', '-luurissa koko ajan', '-puhui puhelimessa koko', '-jutteli puhelimessa', '-naputteli konetta', '-naputteli tietokonetta', '-naputteli koneelle', '-naputteli konetta koko', '-naputti konetta', '-tuijotti konetta', '-tuijotti näyttöä', '-tuijotti ruutua', '-tuijotti tietokonetta', '-katsoi vain näyttöä', '-katsoi vain konetta', '-ei katsonut minuun', '-ei katsonut minuun päinkään', '-ei vilkaissutkaan', '-pelkkä huokaus', '-huokaisi', '-huokaili', '-tuhahti', '-tuhahteli', '-tuhahdus', '-nauroi mulle', '-nauroi minulle', '-nauroi meille', '-naureskeli', '-nauroi päin naamaa', '-päin naamaa', '-ehkä kolme sanaa', '-pari sanaa koko', '-sanoi tuskin mitään', '-ei sanonut sanaakaan', '-ei puhunut mitään', '-ei sanonut juuri mitään', '-kysymässä takahuoneesta', '-kysyä takahuoneesta', '-kävi kysymässä takaa', '-kysymässä takaa', '-joutui kysymään kollegalta', '-joutui kysymään esimieheltä', '-joutui kysymään pomolta', '-ei osaa leikata', '-ei osannut leikata', '-ei osaa leikata kiharoita', '-ei osaa kiharoita', '-ei osaa tehdä fadea', '-ei osannut tehdä', '-kuin olisin pyytänyt', '-kuin olisimme pyytäneet', '-kuin olisin pyytänyt palvelusta', '-kuin tekisi palveluksen', '-kuin olisi tehnyt palveluksen', '-kuin olisin ollut vaivaksi', '-kuin olisin vaivaksi', '-kuin olisimme vaivaksi', '-kuin olisin idiootti', '-kukaan muu ei ole valittanut', '-kukaan muu ei valittanut', '-kukaan ei ole ennen valittanut', '-ei kukaan muu ole valittanut', '-ei ole ennen valitettu', '-ei ole heidän ongelma', '-ei ole heidän ongelmansa', '-ei ole meidän ongelma', '-ei ole meidän ongelmamme', '-ei ole mun ongelma', '-ei ole minun ongelma', '-ei mun ongelma', '-ei kuulu mulle', '-ei kuulu minulle', '-ei kuulu meille',
      '-kolme sanaa koko', '-sanoi kolme sanaa', '-sanoi ehkä kolme sanaa',
      'parrakas kaveri', 'parrakas mies', 'parrakas tyyppi', 'parrakas parturi', 'se parrakas', 'kaveri jolla oli', 'tyyppi jolla oli', 'mies jolla oli', 'nainen jolla oli', 'tyttö jolla oli', 'poika jolla oli', 'se jolla oli', 'silmälasipäinen', 'punatukkainen', 'vaaleatukkainen', 'tummatukkainen', 'pitkätukkainen', 'lyhyttukkainen', 'kiharatukkainen', 'tatuoitu kaveri', 'tatuoitu tyyppi', 'tatuoitu mies', 'tatuoitu nainen', 'pitkä kaveri', 'se pitkä kaveri', 'se nuori kaveri', 'se vanhempi', 'vanhempi rouva', 'vanhempi herra', 'vanhempi nainen', 'vanhempi mies', 'kaveri tiskin takana', 'tyyppi tiskin takana', 'kaveri kassalla', 'tyyppi kassalla', '~kaveri', '~mahtava tyyppi', '~loistotyyppi', '~huipputyyppi', '~kiva tyyppi', '~mukava tyyppi', '~hyvä tyyppi', '~sympaattinen tyyppi', '~hauska tyyppi', '~sydämellinen ihminen', '~helmi', '~oikea helmi', '~supertähti', '~sankari', '~pelastaja', '~hengenpelastaja', '~ihanainen', '~oikea aarre', '~todellinen aarre', '~kultaakin kalliimpi', '~täyttä kultaa',
      '-koko ajan luurissa', '-oli luurissa', '-ei ees kattonu', '-ei edes kattonu', '-ei kattonu mua', '-ei kattonut mua', '-ei ees katsonu', '-ei ees katsonut', '-huokaisemalla', '-vastattiin huokaisemalla', '-vastasi huokaisemalla', '-ei tienny mitään', '-ei tiennyt mitään', '-ei tienny mistään', '-ei tiennyt mistään', '-ei osannu leikata', '-ei osannu vastata', '-ei osannu neuvoa', '-ei osannut neuvoa', '-ei oo meidän ongelma', '-ei oo mun ongelma', '-ei oo heidän ongelma', '-ei meidän ongelma',
      // An instruction said many times and ignored ('sanoin moneen kertaan etten halua ohennusta, silti…'): the staff did not listen.
      '-sanoin moneen kertaan', '-sanoin monta kertaa', '-sanoin useaan kertaan', '-sanoin useamman kerran', '-sanoin kahteen kertaan', '-sanoin kolmeen kertaan', '-sanoin montaa kertaa', '-sanoin monesti', '-kielsin moneen kertaan', '-pyysin moneen kertaan', '-pyysin monta kertaa', '-pyysin useaan kertaan', '-toistin moneen kertaan', '-toistin monta kertaa', '-painotin moneen kertaan', '-korostin moneen kertaan', '-vaikka erikseen sanoin', '-vaikka erikseen pyysin', '-vaikka erikseen kielsin', '-vaikka sanoin moneen kertaan', '-vaikka kielsin', '-ei välittänyt toiveistani', '-ei välittänyt mitä sanoin', '-ei kuunnellut yhtään', '-ei kuunnellut mitä sanoin', '-ei kuunnellut toiveitani', '-kuuroille korville',
    ],
    price: [
      // '45 € tosta on aika paljon': a sum too much for what it was.
      '-tosta on aika paljon', '-siitä on aika paljon', '-tästä on aika paljon', '-on aika paljon rahaa', '-aika paljon rahaa', '-liikaa rahaa', '-paljon rahaa tosta', '-paljon rahaa siitä',
      // A price not named before the till ('hinnastakaan ei puhuttu mitään ennen ku kassalla'); a stay not worth its euros ('ei 109 euron arvonen'); a place that is no cheap one ('halpa paikka tää ei kyllä oo'); spoken 'suolanen'.
      '-hinnasta ei puhuttu', '-hinnastakaan ei puhuttu', '-hinnasta ei kerrottu', '-hinnastakaan ei kerrottu', '-hinnasta ei sanottu', '-hintaa ei kerrottu etukäteen', '-hinnasta ei mainittu', '-ei * euron arvonen', '-ei * euron arvoinen', '-ei hintansa arvonen', '-ei rahojensa arvoinen', '-ei rahojen arvonen', '-ei sen arvonen', '-halpa paikka tää ei', '-halpa paikka tämä ei', '-ei kyllä oo halpa', '-ei oo halpa', '-ei mikään halpa', '-ei mikään halpa paikka', '-vähän suolanen', '-aika suolanen', '-hinta vähän suolanen', '-hinta suolanen',
      // A price risen since last time ('hinta on kyllä noussut viime kerrasta') or a bill bigger than expected.
      '-noussut viime kerrasta', '-noussu viime kerrasta', '-hinta on noussut', '-hinta on noussu', '-hinta on kyllä noussut', '-hinta noussut', '-hinta nousi', '-hinnat on nousseet', '-hinnat nousi', '-hinnat noussu', '-hintoja nostettu', '-hintoja on nostettu', '-hintoja nostettiin', '-kallistunut', '-kallistunu', '-kallistuneet', '-isompi kuin odotin', '-suurempi kuin odotin', '-kalliimpi kuin odotin', '-isompi kuin oletin', '-suurempi kuin oletin', '-enemmän kuin odotin', '-isompi kuin luulin', '-kalliimpi kuin luulin', '-saan maksaa korjauksesta', '-maksaa korjauksesta', '-joudun maksamaan korjauksesta', '-joudun maksamaan korjauksen',
      // What one expects at this price ('tällä hintatasolla odottaa vähän enemmän'): a word on the price, no wait.
      '-tällä hintatasolla odottaa', '-tällä hinnalla odottaa', '-tällä hintatasolla odottais', '-tällä hintatasolla odottaisi', '-tällä hinnalla odottaisi', '-sillä hinnalla odottaa', '-sillä hintatasolla odottaa', '-tähän hintaan odottaa', '-tuolla hinnalla odottaa', '-näillä hinnoilla odottaa', '-näillä hinnoilla odottaisi', '-hintaan nähden odottaa', '-hintaan nähden odottaisi', '-tällä hintatasolla olettaisi', '-tällä hinnalla olettaisi',
      // Charged in full regardless ('Lasku tuli silti täysimääräisenä'), or a steep sum for a short visit ('reilun vartin käynnistä veloitettiin 98 euroa').
      '-täysimääräisenä', '-täysimääräinen lasku', '-lasku tuli silti', '-laskutettiin silti', '-veloitettiin silti', '-perittiin silti', '-silti täysi hinta', '-silti täyden hinnan', '-täyden hinnan silti', '-piti silti maksaa', '-reilun vartin käynnistä', '-vartin käynnistä', '-minuutin käynnistä', '-puolen tunnin käynnistä', '-lyhyestä käynnistä', '-käynnistä veloitettiin', '-käynnistä laskutettiin', '-käynnistä perittiin', '-käynnistä otettiin', '-käynnistä pyydettiin', '-käynnistä joutui maksamaan',
      // The money that went, in spoken price talk ('kahdelt hengelt lähti melkei satanen'): the price.
       'lähti satanen', 'lähti * satanen', 'lähti * * satanen', 'lähti melkei satanen', 'lähti melkein satanen', 'lähti reilu satanen', 'lähti yli satanen', 'lähti * satasta', 'meni satanen', 'meni * satanen', 'meni melkein satanen', 'meni melkei satanen', 'satasen lasku', 'satasen verran', 'lähti * kymppiä', 'lähti kymppi', 'lähti * * kymppiä',
      '-vähän kirpaisi', '-kirpaisi vähän', '-hinta kirpaisi', '-kovempi kuin netissä', '-kalliimpi kuin netissä', '-lasku oli lähes tuplat',
      // Wave 4: praise as people put it.
      '+ilmainen santsi*', '+ilmaiset santsi*', '+santsi* ilmaiseksi', '+santsikuppi kuuluu hintaan', '+ilman lisämaksua', '+ei lisämaksua',
      // Price idioms (steep, daylight robbery, don't push it, an amount 'for that') and fees: one nobody mentioned, charged anyway, a sum a day on top.
      '-tyyri*', '-liikaa pyydetty', '-pyydetään liikaa', '-liian paljon pyydetty', '-pyytää liikaa',
      '-peruutusmaksu*', '-varausmaksu*', '-toimitusmaksu*', '-palvelumaksu*', '-käsittelymaksu*', '-lisämaksu*', '-josta kukaan ei maininnut', '-kukaan ei maininnut', '-ei mainittu etukäteen', '-ei kerrottu etukäteen', '-veloittivat silti', '-veloitettiin silti', '-veloitti silti', '-veloittivat kuitenkin', '-veloitettiin kuitenkin', '-perivät silti', '-piti maksaa silti', '-piti silti maksaa', '-euroa päälle', '-€ päälle', '-vuorokausi päälle', '-päivä päälle', '-yö päälle', '-per yö päälle',
      'joka euron arvoinen', 'joka sentin arvoinen',
      '-rohkee hinta', '-rohkea hinta',
      'e',
      '-joita emme tilanneet', '-jota emme tilanneet', '-mitä emme tilanneet', '-joita emme olleet tilanneet',
      'hint*', 'hinn*', '-ylihint*', 'ylihinn*', 'kokonaishint*', 'kohtuuhint*', 'tuntihint*', 'lounashint*', 'huonehint*', 'pakettihint*', '-kallis', '-kallii*',
      '-kallista', '-kalleh*', 'halpa*', 'halva*', 'halvem*', '+edulli*', 'euro', 'euroa', 'euron', 'eurolla', 'lasku*', 'loppusumma*', 'maksoi', 'maksoin',
      'maksoimme', 'maksettiin', 'maksaa', 'maksu*', 'veloit*', 'rahan*', 'rahalle', 'rahoille', 'rahaa', 'vastine*', '-kiskur*', '-kiskont*', '-ryöstö*',
      '-rahastu*', '-laskutu*', '-lisämaksu*', '-maksaa erikseen', '-maksoi erikseen', '-hinnat nousseet', '-hinnat ovat nousseet', '-hinnat nousivat', '-hintoja nostettu', '-hintoja on nostettu',
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
      '-tuohon hintaan odottaisi', '-siihen hintaan odottaisi', '-tuolla hinnalla odottaisi', '-tällä hinnalla odottaisi', '-sillä hinnalla odottaisi', '-hintaan nähden odotin', '-hintaan nähden odottaisi', '-suolaset hinnat', '-suolaiset hinnat', '-hinnat on suolaisia', '-hinnat ovat suolaisia', '-hinnat on suolasia', '-aika suolaisia hintoja', '-suolasia hintoja', '-suolaisia hintoja', '-suolainen hinta', '-suolanen hinta', '-hinta oli suolainen', '-hinta on suolainen', '-hinta oli suolanen', '-hintataso on suolainen', '-hintataso on aika suolainen', '-suolainen lasku', '-suolanen lasku', '-lasku oli suolainen', '-aika suolasta lystiä', '-suolasta lystiä', '-verkosta saa halvemmalla', '-netistä saa halvemmalla', '-netistä halvemmalla', '-verkosta halvemmalla', '-verkkokaupasta halvemmalla', '-netissä halvempi', '-netissä halvemmalla', '-verkossa halvempi', '-verkossa halvemmalla', '-listahinta', '-listahintaan', '-täysi listahinta', '+veloittivat tuskin mitään', '+veloitti tuskin mitään', '+ei veloittanut mitään', '+eivät veloittaneet mitään', '+ei ottanut rahaa', '+ei ottanut maksua', '+eivät ottaneet rahaa', '+ei halunnut rahaa', '+ei pyytänyt rahaa', '+ilmaiseksi', '+kalliimpi kuin ketjuissa', '+kalliimpi kuin ketjut', '+hintavampi kuin ketjut', '+sen arvoinen', '+jokaisen euron arvoinen', '+jokaisen sentin arvoinen', '+hintansa arvoinen', '+halvempi kuin merkkiliikkeessä', '+halvempi kuin merkkihuollossa', '+halvempi kuin muualla', '+halvemmalla kuin muualla', '+puolet halvempi',
      '-hinnat on aika suolaisia', '-hinnat ovat aika suolaisia', '-hinnat on * suolaisia', '-hinnat ovat * suolaisia', '-hinnat on * suolasia', '+veloittivat * tuskin mitään', '+veloitti * tuskin mitään', '+veloittivat * * tuskin mitään',
        ],
    cleanliness: [
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
      '-lavuaarissa oli hiuksia', '-hiuksia sängyssä', '-hiuksia lakanoissa', '-karvoja sängyssä', '-allas oli vihreä', '-uima-allas oli vihreä',
      '-altaan vesi oli sameaa', '-hämähäkinseitti*', '-seittejä', '-roskikset täynnä', '-roskis täynnä', '-roskikset pursusivat', '-pursuavat roskikset',
      '-ruoantähteitä', '-ruoantähteet', '-ruuantähteitä',
      '-edellisten asiakkaiden astiat', '-edellisten asiakkaiden astioita', '-edellisten asiakkaiden astioista', '-edellisten asiakkaiden jäljiltä', '-edellisten asiakkaiden kupit', '-edellisten asiakkaiden kuppeja', '-edellisten asiakkaiden', '-edellisen asiakkaan', '-täynnä likaisia astioita', '-täynnä likaisia kuppeja', '-täynnä astioita', '-täynnä tyhjiä kuppeja', '-likaisia astioita joka', '-astioita joka pöydällä', '-pöydät täynnä astioita', '-pöydät täynnä', '-muruja joka puolella', '-murusia joka puolella', '-hius ruoassa', '-hius ruoassani', '-hiuksia ruoassa',
      '-likanen', '-likasta', '-likasia', '-likaset', '-likasena', '-sika likanen', '-saastanen', '-saastasta', '-sotkunen', '-sotkusta',
    ],
    waiting: [
      // Seen the same day, the job done quickly: 'pääsin jo samana päivänä', 'teki paikan nopeesti'.
      '+pääsin jo samana päivänä', '+pääsin samana päivänä', '+pääsi samana päivänä', '+pääsin jo samana', '+teki paikan nopeesti', '+teki paikan nopeasti', '+hoiti nopeesti', '+hoiti nopeasti',
      // Advice to set aside time: 'kannattaa varata reilusti aikaa'; food that came fast.
      '-kannattaa varata reilusti aikaa', '-varata reilusti aikaa', '-varaa reilusti aikaa', '-kannattaa varata aikaa', '-kannattaa varautua odottamaan', '-varautukaa odottamaan', '+ruoka tuli nopeesti', '+tuli nopeesti', '+tuli tosi nopeesti', '+tuli nopeasti', '+tuli tosi nopeasti', '+ruoka tuli nopeasti',
      // A wait told by the clock: 'klo 19.05 kysyttiin missä ruoat viipyy', 'kello oli jo yli kahdeksan'.
      '-missä ruoat viipyy', '-missä ruoka viipyy', '-missä ruuat viipyy', '-missä tilaus viipyy', '-ruoat viipyy', '-ruoka viipyi', '-viipyi ja viipyi', '-kello oli jo yli', '-kello oli jo', '-vasta klo', '-vasta kello', '-vasta puoli', '-vasta vartin yli', '-vasta varttia vaille',
      // Waiting told as having to: 'piti odotella aulassa 40 min', 'jouduttiin odottamaan'; a delivery that came only after the event had begun.
      '-piti odotella', '-piti odottaa', '-piti odottaa aulassa', '-jouduttiin odottamaan', '-jouduttiin odottaa', '-jouduin odottamaan', '-jouduimme odottamaan', '-saatiin odottaa', '-odoteltiin', '-odoteltiin aulassa', '-odottelin', '-tuotiin vasta kun', '-tuotiin vasta', '-toimitettiin vasta', '-tuli vasta kun', '-oli jo alkanut', '-oli jo ehtinyt alkaa', '-tuli myöhässä', '-tuotiin myöhässä', '-toimitettiin myöhässä', '-toimitus myöhästyi', '-toimitus oli myöhässä', '-luvattiin että tulee', '-luvattiin viikossa', '-piti tulla viikossa', '-piti olla valmis',
      // Sitting in the lobby or waiting room past the time ('Istuin aulassa vartin yli kymmeneen').
      '-istuin aulassa', '-istuin odotusaulassa', '-istuin odotushuoneessa', '-istuin odotustilassa', '-istuttiin aulassa', '-istuimme aulassa', '-istuttiin odotushuoneessa', '-istuimme odotushuoneessa', '-istuskelin aulassa', '-istuskelin odotushuoneessa', '-istuin aulas', '-istuin odotushuonees', '-aulassa istuin', '-odotushuoneessa istuin',
      // What came only so long after ordering ('Pitsa tuli 40 minuutin päästä'): the wait, a complaint when 'vasta' or the length says so.
      'tuli * minuutin päästä', 'tuli * min päästä', 'tuli * minsan päästä', 'tuli * tunnin päästä', 'tuli tunnin päästä', 'tuli puolen tunnin päästä', '-tuli reilun tunnin päästä', '-tuli lähes tunnin päästä', '-tuli melkein tunnin päästä', 'tuli vartin päästä', '-tuli kolmen vartin päästä', '-tuli puolentoista tunnin päästä', 'tulivat * minuutin päästä', 'tulivat * min päästä', 'tulivat * minsan päästä', 'tulivat * tunnin päästä', 'tulivat tunnin päästä', 'tulivat puolen tunnin päästä', '-tulivat reilun tunnin päästä', '-tulivat lähes tunnin päästä', '-tulivat melkein tunnin päästä', 'tulivat vartin päästä', '-tulivat kolmen vartin päästä', '-tulivat puolentoista tunnin päästä', 'tulikin * minuutin päästä', 'tulikin * min päästä', 'tulikin * minsan päästä', 'tulikin * tunnin päästä', 'tulikin tunnin päästä', 'tulikin puolen tunnin päästä', '-tulikin reilun tunnin päästä', '-tulikin lähes tunnin päästä', '-tulikin melkein tunnin päästä', 'tulikin vartin päästä', '-tulikin kolmen vartin päästä', '-tulikin puolentoista tunnin päästä', 'tuotiin * minuutin päästä', 'tuotiin * min päästä', 'tuotiin * minsan päästä', 'tuotiin * tunnin päästä', 'tuotiin tunnin päästä', 'tuotiin puolen tunnin päästä', '-tuotiin reilun tunnin päästä', '-tuotiin lähes tunnin päästä', '-tuotiin melkein tunnin päästä', 'tuotiin vartin päästä', '-tuotiin kolmen vartin päästä', '-tuotiin puolentoista tunnin päästä', 'saatiin * minuutin päästä', 'saatiin * min päästä', 'saatiin * minsan päästä', 'saatiin * tunnin päästä', 'saatiin tunnin päästä', 'saatiin puolen tunnin päästä', '-saatiin reilun tunnin päästä', '-saatiin lähes tunnin päästä', '-saatiin melkein tunnin päästä', 'saatiin vartin päästä', '-saatiin kolmen vartin päästä', '-saatiin puolentoista tunnin päästä', 'saimme * minuutin päästä', 'saimme * min päästä', 'saimme * minsan päästä', 'saimme * tunnin päästä', 'saimme tunnin päästä', 'saimme puolen tunnin päästä', '-saimme reilun tunnin päästä', '-saimme lähes tunnin päästä', '-saimme melkein tunnin päästä', 'saimme vartin päästä', '-saimme kolmen vartin päästä', '-saimme puolentoista tunnin päästä', 'sain * minuutin päästä', 'sain * min päästä', 'sain * minsan päästä', 'sain * tunnin päästä', 'sain tunnin päästä', 'sain puolen tunnin päästä', '-sain reilun tunnin päästä', '-sain lähes tunnin päästä', '-sain melkein tunnin päästä', 'sain vartin päästä', '-sain kolmen vartin päästä', '-sain puolentoista tunnin päästä', '-tuli vasta * minuutin päästä', '-tuli vasta * min päästä', '-tuli vasta * minsan päästä', '-tuli vasta * tunnin päästä', '-tuli vasta tunnin päästä', '-tuli vasta puolen tunnin päästä', '-tuli vasta reilun tunnin päästä', '-tuli vasta lähes tunnin päästä', '-tuli vasta melkein tunnin päästä', '-tuli vasta vartin päästä', '-tuli vasta kolmen vartin päästä', '-tuli vasta puolentoista tunnin päästä', '-tulivat vasta * minuutin päästä', '-tulivat vasta * min päästä', '-tulivat vasta * minsan päästä', '-tulivat vasta * tunnin päästä', '-tulivat vasta tunnin päästä', '-tulivat vasta puolen tunnin päästä', '-tulivat vasta reilun tunnin päästä', '-tulivat vasta lähes tunnin päästä', '-tulivat vasta melkein tunnin päästä', '-tulivat vasta vartin päästä', '-tulivat vasta kolmen vartin päästä', '-tulivat vasta puolentoista tunnin päästä', '-tuotiin vasta * minuutin päästä', '-tuotiin vasta * min päästä', '-tuotiin vasta * minsan päästä', '-tuotiin vasta * tunnin päästä', '-tuotiin vasta tunnin päästä', '-tuotiin vasta puolen tunnin päästä', '-tuotiin vasta reilun tunnin päästä', '-tuotiin vasta lähes tunnin päästä', '-tuotiin vasta melkein tunnin päästä', '-tuotiin vasta vartin päästä', '-tuotiin vasta kolmen vartin päästä', '-tuotiin vasta puolentoista tunnin päästä', '-saatiin vasta * minuutin päästä', '-saatiin vasta * min päästä', '-saatiin vasta * minsan päästä', '-saatiin vasta * tunnin päästä', '-saatiin vasta tunnin päästä', '-saatiin vasta puolen tunnin päästä', '-saatiin vasta reilun tunnin päästä', '-saatiin vasta lähes tunnin päästä', '-saatiin vasta melkein tunnin päästä', '-saatiin vasta vartin päästä', '-saatiin vasta kolmen vartin päästä', '-saatiin vasta puolentoista tunnin päästä', '-saimme vasta * minuutin päästä', '-saimme vasta * min päästä', '-saimme vasta * minsan päästä', '-saimme vasta * tunnin päästä', '-saimme vasta tunnin päästä', '-saimme vasta puolen tunnin päästä', '-saimme vasta reilun tunnin päästä', '-saimme vasta lähes tunnin päästä', '-saimme vasta melkein tunnin päästä', '-saimme vasta vartin päästä', '-saimme vasta kolmen vartin päästä', '-saimme vasta puolentoista tunnin päästä', '-sain vasta * minuutin päästä', '-sain vasta * min päästä', '-sain vasta * minsan päästä', '-sain vasta * tunnin päästä', '-sain vasta tunnin päästä', '-sain vasta puolen tunnin päästä', '-sain vasta reilun tunnin päästä', '-sain vasta lähes tunnin päästä', '-sain vasta melkein tunnin päästä', '-sain vasta vartin päästä', '-sain vasta kolmen vartin päästä', '-sain vasta puolentoista tunnin päästä',
      // A queue like the liquor store's on Christmas Eve ('kassalle jono ku alkoon jouluaattona'): a long wait.
      '-jono ku alkoon', '-jono kuin alkoon', '-jono ku alkossa', '-jono kuin alkossa', '-jonot ku alkossa', '-jonot kuin alkossa', '-jono ku alkoon jouluaattona', '-jono kuin alkoon jouluaattona', '-jono ku alkossa jouluaattona', '-jono kuin alkossa jouluaattona', '-ku alkossa jouluaattona', '-kuin alkossa jouluaattona', '-ku alkoon jouluaattona', '-kuin alkoon jouluaattona', '-ku alkossa juhannusaattona', '-kuin alkossa juhannusaattona', '-ku alkoon juhannusaattona', '-kuin alkoon juhannusaattona', '-kuin alkossa aattona', '-ku alkossa aattona', '-jono kuin postissa', '-jono ku postissa',
      // A room not ready on arrival and the hours sat in the lobby ('Huone ei ollut valmis, ja istuttiin aulassa puolitoista tuntia'): the wait.
      '-huone ei ollut valmis', '-huone ei ollu valmis', '-huone ei ollut vielä valmis', '-huone ei ollu vielä valmis', '-huone ei ollut valmiina', '-huone ei ollu valmiina', '-huoneet ei ollut valmiita', '-huoneet eivät olleet valmiita', '-huone ei ollut vielä siivottu valmiiksi', '-huone ei ole valmis', '-huone ei oo valmis', 'istuttiin odotustilassa', '-istuttiin laukkujen kanssa', '-laukkujen kanssa aulassa', 'odotettiin aulassa', 'odoteltiin aulassa', 'odotimme aulassa', 'odotin aulassa', '-aulassa puolitoista tuntia', '-aulassa puoltoista tuntia', '-aulassa * tuntia', '-aulassa * tunnin', '-aulassa tunnin', '-aulassa tunti', '-aulassa puoli tuntia', '-meni puolitoista tuntia', '-meni puoltoista tuntia', '-odotettiin puolitoista tuntia', '-odotettiin puoltoista tuntia', '-odotin puolitoista tuntia', '-odotimme puolitoista tuntia',
      // Wave 4: praise as people put it.
      '+saimme ruoat heti', '+ruoat tulivat heti', '+ruoka tuli heti', '+ruoka tuli nopeasti', '+saimme pöydän heti', '+palveltiin heti', '+pääsin heti', '+pääsimme heti',
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
      '-minuuttia odotushuoneessa', '-min odotushuoneessa', '-tunti odotushuoneessa', '-tuntia odotushuoneessa', '-tunnin odotushuoneessa', '-odotushuoneessa * minuuttia', '-odotushuoneessa * tuntia', '-odotushuoneessa * tunnin', '-odotushuone oli täynnä', '-täysi odotushuone', '-täydessä odotushuoneessa', '-odotimme pitkään', '-odotin pitkään', '-odotettiin pitkään', '-odottaa pitkään', '-odottamaan pitkään',
      '-vaikka luvattiin', '-luvattiin * päivää', '-luvattiin * päivässä', '-luvattiin viikossa', '-luvattu * päivää', // a delay past what was promised
      '-pyhimyksen kärsivällisyy*', '-enkelin kärsivällisyy*', '-vaatii kärsivällisyyttä', '-tarvitsee kärsivällisyyttä', '-kärsivällisyys koetuksella', '-pitkää pinnaa', '-tuntia * ruokalajiin', '-tuntia kolmeen ruokalajiin', '-tuntia kahteen ruokalajiin', '-tuntia * ruokalajin', '-valmis vasta', '-valmiina vasta', '-huoneeseen pääsi vasta', '-huoneeseen päästiin vasta', '-pääsimme huoneeseen vasta', // waiting told in everyday idioms
      '-jos tykkää odottaa', '-jos tykkää odotella', '-jos tykkää jonottaa', '-jos tykkäät odottaa', '-jos tykkäät jonottaa', '-odotettiin tunti', '-odotettiin puoli tuntia', '-odotettiin * tuntia', '-odotettiin * minuuttia', '-odotettiin * min', '-odoteltiin', '-odottelimme', '-odottelin', '-odoteltiin * minuuttia',
      '-yli ajan', '-min yli ajan', '-minuuttia yli ajan', '-yli varatun ajan', '-yli sovitun ajan', '-odotin vastaanotolla', '-kesti kolme viikkoa', '-kesti * viikkoa', '-kesti * päivää', '-kesti kuukauden', '-kesti viikon', '-kesti viikkoja', '-kesti kuukausia', '-kesti * kuukautta', '-meni kuukausi', '-meni viikko', '-meni * päivää', '-seisoin kassalla', '-seisottiin kassalla', '-seisoin tiskillä', '-seisottiin tiskillä', '-seisoin jonossa', '-seisottiin jonossa', '-seisoin * minuuttia', '-seisottiin * minuuttia', '-jonotin * minuuttia', '-jonotin * min', '-jonotin', '+sillä aikaa kun odotin', '+sillä välin kun odotin', '+odottaessani', '+minuutissa valmis', '+tunnissa valmis', '+iltapäivällä valmis', '+iltapäivällä se oli valmis', '+oli valmis iltapäivällä', '+samana päivänä valmis', '+valmis samana päivänä', '+valmista samana päivänä', '+jo seuraavana päivänä', '+heti seuraavana päivänä', '+jo seuraavana aamuna', '+parissa päivässä', '+saman tien', '+samantien', '+heti paikalla', '+siltä istumalta', '+ei tarvinnut odotella', '+ei tarvinnut odottaa', '+ei tarvinnut jonottaa', '+ei joutunut odottamaan', '+ei joutunut odottelemaan', '+ei tarvinnu odottaa', '+ei tarvinnu odotella', '+ei tarvinnut odotella yhtään',
      '+kymmenessä minuutissa valmis', '+vartissa valmis', '+puolessa tunnissa valmis', '+hoitui vartissa', '+hoitui puolessa tunnissa', '+hoitui kymmenessä minuutissa', '+korjattu vartissa', '+korjasivat sen * minuutissa', '+korjasivat * minuutissa', '+korjattiin * minuutissa', '+valmista tuli puolessa tunnissa', '+valmista tuli vartissa',
      // A wait told by standing and a span before anything happened ('seistiin tiskillä varmaan vartti ennen kuin päästiin edes tilaamaan').
      '-seistiin tiskillä', '-seistiin kassalla', '-seistiin jonossa', '-seistiin ovella', '-seistiin oven suussa', '-seisottiin ovella', '-seistiin * minuuttia', '-seistiin varmaan', '-seisottiin varmaan', '-seistiin vartti', '-seistiin puoli tuntia', '-seistiin melkein', '-seistiin lähes', '-seistiin yli', '-seisoin ovella', '-seisoin varmaan', '-seisoin vartin', '-seisoin puoli tuntia', '-odotettiin tiskillä', '-odoteltiin tiskillä',
      '-vartti ennen kuin', '-vartin ennen kuin', '-puoli tuntia ennen kuin', '-puolisen tuntia ennen kuin', '-tunti ennen kuin', '-tunnin ennen kuin', '-minuuttia ennen kuin', '-min ennen kuin', '-ennen kuin saatiin tilata', '-ennen kuin saimme tilata', '-ennen kuin sai tilata', '-ennen kuin pääsi tilaamaan', '-päästiin edes tilaamaan', '-pääsin edes tilaamaan', '-pääsimme edes tilaamaan', '-päästiin vihdoin tilaamaan', '-pääsin vihdoin tilaamaan', '-ennen kuin meitä palveltiin', '-ennen kuin meidät huomattiin', '-ennen kuin minut huomattiin',
      '-hyvä vartti', '-hyvän vartin', '-reilu vartti', '-reilun vartin', '-ainakin vartti', '-ainakin vartin', '-yli vartti', '-yli vartin', '-lähes vartti', '-lähes vartin', '-melkein vartti', '-melkein vartin', '-varmaan vartti', '-varmaan vartin',
      // A visit that ran far past what was said ('sanottiin että kestää 45 min ja siellä meni lähes kaks tuntia'): the wait.
      '-meni lähes * tuntia', '-meni melkein * tuntia', '-meni yli * tuntia', '-meni reilu * tuntia', '-meni reilut * tuntia', '-meni lähes tunti', '-meni yli tunti', '-meni reilu tunti', '-siellä meni lähes', '-siellä meni melkein', '-siellä meni yli', '-siinä meni lähes', '-siinä meni melkein', '-siinä meni yli', '-aikaa meni lähes', '-aikaa meni melkein', '-aikaa meni yli', '-kesti lähes * tuntia', '-kesti melkein * tuntia', '-kesti yli * tuntia',
      '-kestää 45 min', '-piti kestää', '-piti kestää vain', '-piti olla valmis', '-luvattiin että kestää', '-sanottiin että kestää', '-sanottiin kestävän', '-luvattiin kestävän', '-arvioitiin kestävän', '-kesti tuplasti', '-kesti kaksi kertaa', '-kesti kaks kertaa', '-kesti paljon pidempään', '-kesti pidempään kuin', '-kesti kauemmin kuin', '-pidempään kuin luvattiin', '-kauemmin kuin luvattiin', '-pidempään kuin sanottiin', '-kauemmin kuin sanottiin', '-tuplasti luvattua', '-tuplasti pidempään',
    ],
    atmosphere: [
      // A nice-looking place: 'kivan näköinen paikka'.
      '+kivan näköinen', '+kivan näkönen', '+nätin näköinen', '+kauniisti sisustettu', '+kivasti sisustettu', '+tyylikkäästi sisustettu',
      // An old wooden house and a tiled stove: 'vanha puutalo ja kaakeliuuni'.
      '+vanhassa puutalossa', '+vanha puutalo', '+vanhaan puutaloon', '+kaakeliuuni', '+kaakeliuunin', '+takkatuli', '+takka lämpeni', '+hirsiseinät',
      // A bright clinic or shop: 'vastaanotto on siisti ja valoisa'.
      '~valoisa', '+valoisat tilat', '+valoisa tila',
      // A bright, pleasant place ('mesta on tosi kiva ja valoisa').
      '+kiva ja valoisa', '+tosi valoisa mesta', '+valoisa mesta', '+valoisa ja viihtyisä', '+viihtyisä ja valoisa', '+valoisa ja tilava', '+tilava ja valoisa', '+ihanan valoisa', 'mesta', 'mestassa',
      // Wave 4: praise as people put it.
      '+söpö kahvila', '+söpö pieni kahvila', '+söpö pieni', '+söpö liike', '+suloinen pieni', '+kauniisti sisustettu', '+ihanasti sisustettu', '+tyylikkäästi sisustettu',
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
      '-ettei pystynyt juttelemaan', '-ei pystynyt juttelemaan', '-ei voinut jutella', '-ei kuullut toisiaan', '-ettei kuullut toisiaan',
      '-kuului koko yön', '-kuului koko illan', '-kuului aamuun asti', '-kuului seinän läpi', '-kuului seinien läpi', '-kuului huoneeseen', '-kuuluu huoneeseen',
      '-kuului sisään', '-telkkari kuului', '-tv kuului', '-telkkarin äänet', '-naapurin telkkari', '-rääky*', '-kirkui*', '-kirkumi*', '-kirkuna*', '-kiljui*',
      '-kiljumi*', '-kiljunta*', '-mekastu*', '-mekasti*', '-mekkala*', '-mölinä*', '-mölis*', '-älämölö*', '-kälätys*', '-räyhä*', '-öykkäröi*', '-kolist*', '-kolina*',
      '-jytis*', '-jytinä*', '-jumput*', '-pauhasi', '-pauhaa', '-pauhasivat', '-hurina*', '-pörinä*', '-surina*', '-humisi koko yön', '-pörisi koko yön',
      '-koira haukkui', '-koirat haukkuivat', '-haukkuva koira', '-koiran haukku*', '-koirien haukku*', '-haukkui koko yön', '-remontti alkoi', '-remonttia tehtiin',
      '-remonttiäänet', '-työmaan äänet', '-musiikki oli kovalla', '-musiikki oli niin kovalla', '-musiikki * kovalla', '-musiikki * * kovalla',
      '-musiikki soi kovalla', '-musiikki * lujaa', '-musiikki * * lujaa', '-musiikki * * * lujaa', '-musa * kovalla', '-musa oli kovalla', '-soi liian lujaa',
      '-soi lujaa', '-soi liian kovaa', '-soi kovaa', '-piti huutaa', '-piti melkein huutaa', '-joutui huutamaan', '-jouduimme huutamaan', '-jouduttiin huutamaan',
      '-seinät ovat kuin paperia', '-seinät olivat kuin paperia', '-seinät on kuin paperia', '-seinät kuin paperia', '-bilettivät koko yön', '-bileet koko yön',
      '-juhlivat koko yön', '-bileet aamuun asti', '-juhlivat aamuun asti', '-bilettivät aamuun asti',
      '~naapurihuonee*', 'yläkerran naapuri*', 'viereisestä huoneesta', 'viereisessä huoneessa',
      '+hiirenhiljai*', '+ei pihaustakaan', '+ei ääntäkään',
      '-emme kuulleet toisiamme', '-ei kuullut toisiaan', '-ei kuulla toisiaan', '-emme kuulleet toisiamme', '-ei kuullut omia ajatuksiaan', '-ei kuule omia ajatuksiaan', '-ei kuullut omia ajatuksia', '-ei pystynyt edes juttelemaan', '-ei pystynyt juttelemaan', '-ei voinut jutella', '-ei voinut keskustella', '-ei pystynyt keskustelemaan', '-ei kuullut toista', '-mahdoton kuulla', '-mahdotonta kuulla', '-keskustelu oli mahdotonta', '-keskustelu mahdotonta', '-oli täysillä', '-täysillä koko ajan', '-telkkari täysillä', '-televisio täysillä', '-musiikki täysillä', '-pauhasi', '-pauhaa', '-huutaa että kuuli', '-huutaa jotta kuuli',
      '-ilmanvaihto hurisi', '-ilmanvaihto humisi', '-ilmanvaihto pauhasi', '-ilmanvaihto jyrisi', '-ilmanvaihto huusi', '-hurisi koko yön', '-humisi koko yön', '-käynnistyi taas', '-käynnistyi uudelleen', '-kuulosti suihkukoneelta', '-kuulosti lentokoneelta', '-kuulosti traktorilta', '-kuin suihkukone', '-kuin lentokone', '-kuin traktori', '-kuin helikopteri', '-bändi soitti * asti', '-bändi soitti * * asti', '-soitti * * asti', '-karaoke * asti', '-karaokea * asti', '-juhlat jatkuivat', '-juhlat * jatkuivat', '-bileet jatkuivat', '-bileet * asti', '-kolisi koko yön', '-paukkui koko yön', '-naksui koko yön', '-tikitti koko yön', '-piippasi koko yön', '-surisi koko yön', '-lorisi koko yön', '-kolisee koko yön', '-paukkuu koko yön', '-joka sanaa myöten', '-kuuli joka sanan', '-kuului joka sana', '-kuului jokainen sana', '-roska-auto*', '-jäteauto*', '-herätti meidät', '-herätti minut', '-herättivät meidät', '-herättivät minut', // a hotel night told without the word noise
      '-rekat', '-rekkoja', '-rekka-autot', '-rekat jyrisi', '-jyrisi ohi', '-jyrisivät ohi', '-jyrinä', '-jyrinään', '-aamuviidestä lähtien', '-aamuviidestä asti', '-viidestä aamulla lähtien', '-kuorsaus', '-kuorsauksen', '-kuorsausta', '-kuorsasi', '-kuorsaava*', '-paukkui', '-paukkuivat', '-ovet paukkui', '-ovet paukkuivat', '-ovien paukkeet', '-ovien paukutus', '-ovien paukuttelu', '-roska-auto', '-roska-auto herätti', '-jäteauto', '-herätti kuudelta', '-herätti viideltä', '-heräsin meteliin', '-heräsin * meteliin', '+ei kuulunut pihaustakaan', '+ei kuulunut risaustakaan', '+ei risaustakaan', '+ei kuulunut hiiskaustakaan', '+ei kuulunut mitään ääniä',
      // Someone partying in the corridor or next door until the small hours ('käytävällä joku juhli puoli kolmeen asti', 'naapurihuoneessa bilettiin'): the noise.
      '-joku juhli', '-joku biletti', '-jotkut juhlivat', '-jotkut bilettivät', '-juhli * asti', '-juhli * * asti', '-juhlivat * asti', '-juhlivat * * asti', '-biletti * asti', '-biletti * * asti', '-bilettivät * asti', '-bilettivät * * asti', '-juhli koko yön', '-biletti koko yön', '-bailasivat', '-ryyppäsivät', '-örisi', '-örisivät', '-örinä*', '-räyhäsi', '-räyhäsivät', '-rähinä*', '-remusi', '-remusivat', '-metelöi', '-metelöivät', '-huusivat käytävällä', '-huudettiin käytävällä', '-käytävällä huudettiin', '-käytävällä juhlittiin', '-käytävällä bilettiin', '-käytävällä metelöitiin', '-käytävällä huusi', '-käytävällä juhli', '-käytävällä mekastettiin', '-käytävältä kuului', '-naapurihuoneessa juhlittiin', '-naapurihuoneessa bilettiin', '-naapurihuoneessa juhli', '-naapurihuoneessa biletti', '-naapurihuoneessa oli bileet', '-naapurihuoneesta kuului', '-viereisessä huoneessa juhlittiin', '-viereisessä huoneessa bilettiin', '-viereisestä huoneesta kuului', '-yläkerrasta kuului', '-seinän takaa kuului',
    ],
    booking: [
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
      '+ottivat minut väliin', '+otti minut väliin', '+ottivat meidät väliin', '+otti meidät väliin', '+vastasivat nopeasti', '+vastasi nopeasti', '+vastaavat nopeasti', '+vastaa nopeasti', '-aikaa ei saanut', '-ei saanut aikaa', '-aikoja ei ollut', '-vasta * viikon päähän', '-vasta * viikon päähän',
      // Booking praised by ease (easy in the app, easy to get an appointment) and failed: nothing in my name, moved or cancelled by text, the booking not found, the table given away.
      '+nopeasti sovelluksessa', '+nopeasti sovelluksella', '+helposti sovelluksessa', '+helposti sovelluksella', '+nopeasti netissä', '+helposti netissä',
      '-nimelläni ei ollut', '-nimellämme ei ollut', '-ei ollut varausta', '-ei löytynyt varausta', '-ei ollut mitään varausta', '-ei löytynyt nimelläni', '-ei ollut nimelläni', '-siirrettiin tekstiviestillä', '-siirrettiin tekstarilla', '-siirrettiin kysymättä', '-siirsivät kysymättä', '-aikaa siirrettiin', '-aika siirrettiin', '-aikani siirrettiin', '-siirsivät aikaani', '-peruttiin tekstiviestillä', '-peruttiin tekstarilla', '-peruivat tekstiviestillä', '-peruivat tekstarilla', '-peruttiin viime tingassa', '-perui viime hetkellä', '-peruttiin viime hetkellä',
      'varattiin', 'varasin', 'varattiin huone',
      'mun ajalla', 'minun ajalla', 'minun ajallani', '-samalle ajalle',
      'järjestelmässä', 'järjestelmästä',
      'varaus*', 'varauk*', 'pöytävarau*', 'ajanvarau*', '-tuplavarau*', '*kalenteri*', 'ennakkovarau*', 'nettivarau*', 'verkkovarau*', 'huonevarau*', 'hotellivarau*',
      'ryhmävarau*', 'varaami*', 'varaaminen', '~varasin', '~varasimme', '~varasi', '~varattu', '~varattuna', '~varata', '~varaamaan', '~varanneet',
      '~varannut', '-ylibuukat*', 'buukka*', 'buukat*', 'ajan sai', 'ajan saa', 'sain ajan', 'sai ajan', 'saa ajan', 'saadakseni ajan', 'vapaita aikoja',
      'vapaata aikaa', 'aikaa sai', '-peruttiin', '-peruttu', 'perui*', '-peruuntu*', 'uusi aika', 'uuden ajan', 'uutta aikaa',
      '*varaus', '*varauksen', '*varausta', '*varaukseni', '*varauksemme', '*varauksessa', '*varausjärjestelmä', '+samalle päivälle', '+samaksi päiväksi',
      'saman päivän ajan', 'ajan siirt*', 'siirsivät ajan*', 'siirsi ajan*', 'siirrettiin aikaa',
      '-vasta viikon päähän', '-vasta kuukauden päähän', '-vasta * viikon päähän', '-vasta * kuukauden päähän',
      '-varausta ei löytyny', '-varausta ei löytynyt',
      '-pöytämme oli annettu', '-pöytä oli annettu', '-pöytämme annettiin', '-antoivat pöytämme', '-oli annettu toisille', '-annettu toiselle', '-vapaa aika vasta',
      '-vapaita aikoja vasta', '-ei vapaita aikoja', '-ei ollut vapaita aikoja', '-ei ollut aikoja', '-vasta kuukauden päästä', '-vasta viikon päästä',
      '-vasta * viikon päästä', '-vasta * kuukauden päästä',
      'ylivarat*', 'tuplavarat*', 'tuplabuukat*',
      'saada aika', 'saada aikaa', 'saada ajan', 'saamaan aikaa', 'saamaan ajan', 'ajan saaminen', 'ajan saanti', 'ajan saamiseen', 'sain ajan', 'sai ajan', 'aikaa on mahdoton saada', 'läpi varaamaan', 'varaamaan aikaa', 'varaamaan aika', 'varata aikaa', 'yrittää varata', 'yritin varata',
      'pääse läpi varaamaan', 'päässyt läpi varaamaan', 'puhelimeen ei pääse läpi varaamaan', 'puhelimeen ei koskaan pääse läpi varaamaan',
      '-toinen asiakas samalle ajalle', '-samalle ajalle', '-annettu jollekin toiselle', '-annettu toiselle', '-varattu toinen asiakas', '-tuplavaraus', '-tuplabuukkaus', '-päällekkäin varat*', 'minun ajalleni', 'nettivaraus*', 'varausjärjestelmä*', '*ajanvaraussovellus', 'ajanvaraussovellu*',
      // A booking met with the wrong table: booked for six, laid for four ('pöytä oli katettu neljälle'), squeezed in on extra chairs, or the wrong day or time in the book.
      '-katettu vain', '-katettu vaan', '-katettu kolmelle', '-katettu neljälle', '-katettu viidelle', '-katettu kuudelle', '-katettu seitsemälle', '-katettu kahdeksalle', '-katettu 4 hengelle', '-katettu neljälle hengelle', '-katettu kuudelle hengelle', '-katettu väärälle', '-katettu liian pienelle', '-katettu väärään', '-oli katettu vain', '-pöytä oli liian pieni', '-liian pieni pöytä', '-liian pienen pöydän', '-liian pieneen pöytään', '-pöytä oli kahdelle', '-pöytä oli neljälle', '-pöytä kahdelle vaikka', '-pöytä neljälle vaikka', '-ahdettiin lisätuolien', '-lisätuolien kanssa', '-lisätuoleilla', '-meidät ahdettiin', '-ahdettiin pieneen', '-ahdettiin siihen', '-ahdettiin samaan pöytään', '-pöytä oli katettu vain', '-pöytä katettu vain',
      '-väärälle päivälle', '-väärälle päivälle kirjattu', '-väärälle kellonajalle', '-väärälle ajalle', '-väärälle henkilömäärälle', '-väärä henkilömäärä', '-kirjattu väärin', '-kirjattu väärälle', '-merkitty väärälle', '-varaus oli väärin', '-varaus oli väärällä', '-varaus oli kadonnut', '-varauksesta ei ollut tietoa', '-varauksesta ei tiedetty', '-ei tiennyt varauksesta', '-eivät tienneet varauksesta',
    ],
    location: [
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
      '+lähellä asemaa', '+lähellä metroa', '+rautatieaseman vieressä', '-ei mitään kylttiä', '-ei kylttiä', '-ei ollut kylttiä', '-huonosti opastettu',
      '-huonosti merkitty', '-huonot opasteet', '-ei opasteita', '-ei ollut opasteita', '-vaikea löytää perille', '-hankala löytää perille',
      '-sisäänkäyntiä oli vaikea löytää', '-sisäänkäynti oli vaikea löytää', '-ovea oli vaikea löytää', '-jyrkkä mäki', '-mäki on jyrkkä', '-mäki on * jyrkkä',
      '-jyrkkä ylämäki', '-jyrkkää ylämäkeä', '-jyrkän mäen', '-kaukana keskustasta', '-pitkä matka keskustaan', '-pitkä kävelymatka', '-keskellä ei mitään',
      'katsel* järve*', 'katsel* merta', 'katsel* satamaa', 'katsel* maisemi*', 'järvelle', 'merelle', 'satamaan', 'järvinäkymä*', 'merinäkymä*',
      '+näköala merelle', '+näköala järvelle', '+näkymä merelle', '+näkymät järvelle', '+näkymät merelle', 'järvenranta*', 'merenranta*', 'rantamaisema*', 'järvimaisema*',
      'suoraan rannalla',
    ],
    parking: [
      // Parking told by what it costs: 'kadunvarsipaikat maksullisia', 'parkkihallista vielä 20 €/vrk päälle'.
      '-kadunvarsipaikat maksullisia', '-kadunvarsipaikat oli maksullisia', '-paikat maksullisia', '-paikat oli maksullisia', '-parkkihallista vielä', '-parkkihalli maksaa', '-parkkihallista piti maksaa', '-parkista piti maksaa', '-parkista pitää maksaa', '-parkkimaksu', '-pysäköintimaksu', '-€/vrk päälle', '-euroa vuorokaudelta päälle',
      // A cramped car park: 'parkkihalli on ahdas', 'peili meinas jäädä pilariin', 'kolme kertaa piti peruuttaa ennen kuin mahtui ruutuun'.
      '-ahdas parkkihalli', '-parkkihalli on ahdas', '-parkkihalli oli ahdas', '-parkkihalli on * ahdas', '-parkkihalli oli * ahdas', '-parkkihalli on sen sijaan ahdas', '-parkkihallista joka on niin ahdas', '-peili meinas jäädä', '-peili meinasi jäädä', '-piti peruuttaa', '-mahtui ruutuun', '-ahtaat ruudut', '-ahtaat parkkiruudut', '-ruudut on ahtaita', '-ruudut ovat ahtaita', '-kapeat ruudut', '-kapeet ruudut',
      // Circling the block for a space ('auton kanssa saa kiertää korttelia monta kertaa').
      '-kiertää korttelia', '-kiertää korttelii', '-kierrellä korttelia', '-kiersin korttelia', '-kiersimme korttelia', '-kierrettiin korttelia', '-kiertelin korttelia', '-korttelia monta kertaa', '-korttelin ympäri', '-kiertää ympäri korttelia', '-kiertää kortteleita', '-kierrellä kortteleita', '-kiertää ympyrää', '-ajella ympäriinsä', '-ajelin ympäriinsä', '-paikan mihin sen jättää', '-autoa ei saa mihinkään',
      // Savo dialect ('ai' spoken 'ae'): 'parkkipaekka', 'autopaekka', 'pysäköentipaekka'.
      'parkkipaek*', 'autopaek*', 'pysäköentipaek*', 'pysäköenti*',
      // Parking that costs: paid parking, a fee to park.
      '-parkki maksaa', '-parkkipaikka maksaa', '-parkki on maksullinen', '-maksullinen pysäköinti', '-maksullinen parkki*', '-maksullista parkki*', '-maksullista pysäköinti*', '-pysäköinti maksaa', '-pysäköinti on maksullista', '-parkkipaikasta pitää maksaa', '-parkista pitää maksaa', '-pitää maksaa parkki*', '-parkkimaksu*', '-pysäköintimaksu*', '-kallis parkki*', '-parkki on kallis', '-parkki oli kallis',
      'autolle paikan', 'paikan autolle', 'kadunvar*',
      'parkki*', 'parkkee*', 'pysäköi*', 'autopaik*', 'p-paik*', 'p-alue*', 'p-halli*',
      'latauspiste*',
      '-parkkipaikkoja ei', '-parkkipaikkoja vaan ei', '-ei oo parkkipaikkoja', '-ei ole parkkipaikkoja', '-vähän parkkipaikkoja',
      '-onnea parkkipaikan', '-onnea parkkeeraukseen', '-onnea parkkeeraamiseen', '-onnea parkkipaikan etsintään', '-onnea parkkipaikan etsimiseen', '-onnea parkkipaikan löytämiseen', '-onnea parkkeerauksen kanssa', '-onnea parkkipaikkojen kanssa', '-onnea parkkiin', '-parkkipaikat on kiven alla', '-parkkipaikat ovat kiven alla', '-parkkipaikka on kiven alla', '-parkkipaikkoja on kiven alla', '-parkkipaikkaa saa etsiä', '-parkkipaikkaa sai etsiä', '-parkkipaikkaa joutui etsimään', '-parkkipaikkaa jouduttiin etsimään', '-parkkipaikkaa joutuu etsimään', '-parkkeeraus on arpapeliä', '-parkkeeraaminen on arpapeliä', '-parkkipaikan etsiminen', '-parkkipaikan etsimistä', '-parkkiruutu on kiven alla',
    ],
    rooms: [
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
      '-ikkuna ei mennyt kiinni', '-ikkunaa ei saanut kiinni', '-ikkunaa ei saanut auki', '-jouset tuntuivat', '-patjan jouset', '-viemäri oli tukossa',
      '-viemäri tukossa', '-lavuaari oli tukossa', '-vessa oli tukossa', '-vessa tukossa', '-lattia tulvi', '-vesi tulvi', '-tulvi lattialle', '+nukuin kuin vauva',
      '+nukuimme kuin vauvat', '+nukuin kuin pikkulapsi',
      '-kenkälaatikko', '-kuin koppi', '-kuoppa patjassa', '-patjassa kuoppa',
    ],
    treatment: [
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
      '-ei kuvattu', '-kunnolla tunnusteltu', '-ei edes tunnusteltu', '-käteen kipulääkkeet', '-kipulääkkeet ja moniste', '-käteen moniste', '+koira on kunnossa', '+kissa on kunnossa', '+koira on taas kunnossa',
      // Wave 4: praise as people put it.
      '+kevyt käsi', '+kevyet kädet', '+kevyellä kädellä', '+hellä käsi', '+hellät kädet', '+taikakädet', '+kultaiset kädet',
      // A treatment hardly felt.
      '+ei tuntenut ollenkaan', '+ei tuntenut mitään', '+ei tuntunut ollenkaan', '+ei tuntunut yhtään', '+ei tuntenut yhtään',
      '+tuskin tunsi', '+tuskin tuntui', '+ei tuntunut missään', '+ei tuntunut juuri miltään', '+tuskin huomasi',
      '-sattunu', '-sattunut',
      'harjoitukset', 'kotiharjoitukset', 'jumppaohjeet',
      '*hoito*', '*hoido*', 'hieronta*', 'hieronna*', 'manikyyri*', 'pedikyyri*', 'kynne*', 'geelikynne*', 'rakennekynne*', 'kynsi*', 'lakka', 'lakkau*', 'geelilakka*', 'ripsi*', 'ripse*',
      'kulmat', 'kulmien', 'verikoe*', 'verikoke*', 'rokotu*', '~resepti*', 'sokeroin*', 'vahau*', 'tutkimu*', 'tarkastu*', 'hammastarkastu*', 'silmätarkastu*',
      'paikkau*', 'puudutu*', 'terapia*', 'fysioterapia*', 'hampaa*', 'hampai*', 'hammaskiv*', 'konsultaatio*', '~jumi', '~jumit', '~jumeja', '~jumia',
      '~lopputulo*', '~jälki', '~jäljen', '~jälkeä', '~tulos', '~tulokse*', '~kipu', '~kipua', '~kivuton', '~kivuttom*', '~vastaanotto', '~vastaanotolla',
      '~kivuli*',
      'kiillotu*', 'valkaisu*', 'diagnoosi*', 'lähete*', 'kotiharjoit*', 'harjoitteet', 'harjoitteita', 'harjoituksia', 'jumppaohje*', 'akupunktio*',
      'teippau*', 'ultraääni*', 'röntgen*', 'rokote*', 'pistos', 'tikit', 'tikkejä', 'meikki*',
      'toimenpide', 'toimenpiteen', 'toimenpiteessä', 'toimenpiteet', 'poisto', 'poiston',
      '+en tuntenut mitään', '+en tuntenut kipua', '+en tuntenut pistosta', '+en huomannut pistosta', '+pistos ei tuntunut', '+ei enää ole kipeä',
      '+ei ole enää kipeä', '+ei enää satu', '+ei satu enää', '+kipu hävisi', '+kivut hävisivät', '+kivut loppuivat', '+kipu loppui', '+kipu helpotti',
      '+kivut helpottivat', '+kipu lähti', '+kivut lähtivät', '-ei mitään parannusta', '-ei parannusta', '-ei mitään apua', '-ei mitään vaikutusta', '-kipu jatkuu',
      '-kipu jatkui', '-kivut jatkuivat', '-kivut jatkuu', '-särkee vieläkin', '-särkee edelleen', '-särki vielä', '-paikka irtosi', '-paikka lähti irti',
      '-paikka putosi', '-paikka tippui',
      '+tuskin tunsin mitään', '+tuskin tunsin', '+en juuri tuntenut', '+ei yhtään kyyneltä', '+ei kyyneltäkään', '+ilman kyyneliä', '+ei tuntunut missään', '+ei tuntunut miltään', '+en tuntenut * ollenkaan', '+en tuntenut * yhtään', '+en huomannut * ollenkaan', '+en edes tuntenut', '+en edes huomannut', '+ei sattunut yhtään', '+ei sattunut ollenkaan', '+ei sattunut lainkaan', '+ei koskenut yhtään', '+ei koskenut ollenkaan',
      '+ei sattunu yhtään', '+ei sattunu ollenkaan', '+ei sattunu lainkaan', '+ei sattunu', '+ei satu yhtään',
      '+puhdas jälki', '+siisti jälki', '+siistiä jälkeä', '+puhdasta jälkeä', '+jälki on siistiä', '+jälki oli siistiä', '+jälki siistiä', '+tikattiin rauhallisesti', '+tikattiin huolellisesti', '+tikkasi rauhallisesti', '+tikkasi huolellisesti', '+ommeltiin huolellisesti', '+ompeli huolellisesti', '+tutki huolellisesti', '+tutki perusteellisesti', '+tutkittiin huolellisesti', '+tutkittiin perusteellisesti', '+tutki rauhassa', '+tutki tarkasti', '+tutkittiin tarkasti', '+perusteellinen tutkimus', '+huolellinen tutkimus', '+tarkka tutkimus', 'tikattiin', 'tikkaus*', 'ompeleet',
      '+melkein suorana', '+ulos suorana', '+kävelin ulos suorana', '+suorana ulos', '+pystyin taas kääntämään', '+pystyin taas liikuttamaan', '+pystyy taas kääntämään', '+pystyin taas kävelemään', '+pystyn taas kävelemään', '+pystyn taas kääntämään', '+taas kääntämään niskaa', '+niska kääntyy taas', '+en tuntenut juuri mitään', '+en tuntenut yhtään mitään', '+ei tuntunut juuri missään', '+selkä on kuin uusi', '+selkä kuin uusi', '+niska kuin uusi', '+niska on kuin uusi', '+polvi on kuin uusi', '+olkapää on kuin uusi', '+olo on kuin uusi', '+olo kuin uudella ihmisellä', '+kuin uusi ihminen', '+kivut hävisi', '+kivut katosi', '+kivut katosivat', '+kipu katosi', '+kivut loppui', '+kivut helpotti', '+kivut lähti', '-kivut paheni', '-kivut pahenivat', '-kipu paheni', '-pahemmat kivut', '-enemmän kipuja kuin ennen', '-kipeämpi kuin ennen', '-en pysty liikuttamaan', '-en vieläkään pysty', '-en pysty vieläkään', '-vieläkään en pysty',
      '-kivut vaan paheni', '-kivut vain pahenivat', '-kivut vain paheni', '-kivut vaan pahenee', '-kipu vaan paheni',
    ],
    haircut: [
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
      'väristä', 'värissä', 'värille', '+juuri sellainen kuin halusin', '+just sellainen kuin halusin', '+juuri sellainen kuin toivoin', '+just sellainen kuin toivoin',
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
      '-tuli oranssi', '-tuli ihan oranssi', '-tuli aivan oranssi', '-muuttui oranssiksi', '-oranssit hiukset', '-hiukset oranssit', '-hiukset olivat oranssit',
      '-tuli keltainen', '-tuli kellertävä', '-tuli vihertävä', '-muuttui vihertäväksi', '-vihertävät hiukset', '-kellertävät hiukset', '-leikkasi * enemmän kuin',
      '-leikkasi enemmän kuin', '-leikkasi liikaa', '-leikattiin liikaa', '-leikkasi liian lyhyeksi', '-lyhyemmäksi kuin pyysin', '-lyhyemmät kuin pyysin',
      '-näytän sieneltä', '-näytin sieneltä', '-kypärätukka', '-toinen puoli pidempi', '-toinen puoli lyhyempi', '-toinen puoli oli pidempi', '-eripituiset',
      '-harmaat eivät peittyneet', '-harmaat jäivät näkyviin', '-ei peittänyt harmaita', '-poltti hiukset', '-polttanut hiukset', '-hiukset palaneet',
      '-hiukset katkeili*', '-hiukset kuin olkea', '-hiukset kuin heinää', '+osaa käsitellä kiharoita', '+osaa leikata kiharoita', '+osaa leikata kiharat',
      '+ymmärtää kiharoita',
      '+siisti leikkaus', '+siistin leikkauksen', '+siisti hiustyö', '+siisti* rajau*', '+siisti* häivytys*', '+siisti fade', '+siistit reunat', '+siisti niskalinja', '+siistin niskalinjan', '+siisti parta', '+siistin parran', '+siistit hiukset',
      'värit', 'värjäys', 'värjäyksen', 'raidoitus', 'raidoituksen',
      '+siistit rajat', '+rajat siistit', '+rajat siistiksi', '+siistit linjat', '+linjat siistit', '+siisti häivytys', '+leikkaus siisti', '+leikkaus on siisti', '+leikkaus oli siisti', '+parta siistittiin', '+parta siistiksi', '+siistit niskat', '+niska siistiksi', '+siististi leikattu', '+siististi ajettu', '+siististi tasattu', '+siistiksi leikattu', '+siistiksi tasattu', '+siististi siistitty', 'parran siistimi*', 'parran siistiminen', 'rajat', 'rajaukset', 'niskat', 'häivytys',
      '+hyvä tuli', '+tosi hyvä tuli', '+hyvä siitä tuli', '+hieno tuli', '+tosi hieno tuli', '+kiva tuli', '+tuli hyvä', '+tuli tosi hyvä', '+tuli hieno', '+tuli juuri sellainen', '+juuri sellainen kuin pyysin', '+just sellainen kuin pyysin', '+sellainen kuin halusin', '+juuri niin kuin pyysin', '+just niinku pyysin', '-näytän alokkaalta', '-alokkaalta', '-intin alokkaalta', '-näytän ihan alokkaalta', '-kuin alokas', '-kulhon kanssa leikattu', '-kulhon kanssa', '-kuin kulho päässä', '-jouduin korjauttamaan', '-korjauttaa toisessa', '-korjautin toisessa', '-piti korjauttaa', '-toinen puoli on lyhyempi', '-lyhyempi kuin toinen', '-pidempi kuin toinen', '-eri mittaiset', '-piti pitää pipoa', '-pipo päässä viikon', '-pipoa viikko', '-pipo päässä',
      // Thinning ('ohennus', 'ohennussakset') is the cut; ends 'like a rat's tail' a complaint of it.
      'ohennus*', 'ohennettiin', 'ohensi', 'ohentaa', 'ohentamaan', '-ku rotan häntä', '-kuin rotan häntä', '-kun rotan häntä', '-rotanhäntä*', '-rotan hännät', '-ku rotan hännät', '-kuin rotan hännät',
    ],
  },
  positive: [
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
    'jono liikkuu nopeasti', 'jono liikkuu nopeesti', 'jono liikkui nopeasti', 'jono liikkui nopeesti', 'jono vetää hyvin', 'jono eteni nopeasti', 'jono etenee nopeasti',
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
    'ystävälli*', 'ystäväli*', 'ystavalli*', 'mukava*', 'mukavi*', 'kiva', 'kivaa', 'kivat', 'kivan', 'kivasti', 'kivoja', 'kivoi*', 'viihty*',
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
    'nukuin kuin tukki', 'nukuimme kuin tukit', 'sielukas', 'sielukka*',
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
    'kuin mummolla', 'ihan kuin mummolla', 'kuin mummon tekemä', 'lonkero oli kylmää', 'kalja oli kylmää', 'siideri oli kylmää', 'juomat oli kylmiä', 'sopivan kylmää', 'kylmää ja raikasta', 'raikasta',
  ],
  negative: [
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
    'aika suolainen', 'vähän suolainen', 'turhan suolai*', 'jäi nälkä', 'puolitie*',
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
    'oli eiliseltä', 'olivat eiliseltä', 'eiliseltä päivältä', 'eilisestä asti', 'eilisestä saakka', 'eilisiä', 'olivat eilisiä', 'oli eilistä', 'eilisen päivän', 'päivän vanha*', 'päivää vanha*', 'päivän vanho*', 'päivää vanho*', 'aamusta asti', 'aamusta saakka', 'lämpölevyllä', 'seissyt', 'seisonut', 'keitetty aamulla', 'keitetty aamupäivällä', 'keitetty tunteja sitten', 'ollut vitriinissä', 'olleet vitriinissä',
    'vikaa', 'huomautettavaa', 'negatiivista sanottavaa', 'nokan koputtamista', 'nokankoputtamista',
    'päivää saada aika', 'päivää saada aikaa', 'viikkoa saada aika', 'viikkoa saada aikaa', 'viikkoja saada aika', 'ajan saaminen kesti', 'kesti viikkoja', 'ennen kuin sain ajan', 'ennen kuin sai ajan', 'mahdoton saada', 'mahdotonta saada', 'vaikea saada aikaa', 'vaikea saada aika', 'vasta päivien päästä', 'päivien päästä', 'ei koskaan pääse läpi', 'ei pääse läpi', 'ei päässyt läpi', 'en päässyt läpi',
    'ei kuunnellut', 'ei kuuntele', 'ei kuunnella', 'eivät kuunnelleet', 'ei kuunneltu', 'ei oikein kuunnellut', 'ei oikein katsonut', 'ei katsonut mitä', 'ei välittänyt yhtään', 'ei välittänyt mitä', 'ei välittänyt toiveistani', 'ei piitannut',
    'hätäinen fiilis', 'hätäisen fiiliksen',
    'kömpelö*', 'jäätyi', 'jäätyy', 'jumitti', 'jumittaa', 'jumiutui', 'kaatui', 'kaatuili', 'kaatuu', 'töksähtelevä*', 'töksäyttelevä*', 'töksähtel*', 'töksäyttel*', 'lyhytsanai*', 'nyrpeä*', 'tiuski*', 'kylmäkiskoi*', 
    'maksaa erikseen', 'lisämaksu*',
    'oli syötävää', 'ihan syötävää', 'oli syötävä', 'menetteli', 'ihan menettelevä', 'menettelevää', 'kelpasi nälkään', 'nälkään kelpasi', 'ei mitenkään ihmeellinen', 'ei mitenkään ihmeellistä', 'ei mitään wow', 'ei mikään wow', 'ei mitään kummoista', 'ei kummoinen', 'ei kummoista', 'ei mitenkään erikoinen', 'ei mitään mieleenpainuvaa', 'ei mitään mainittavaa', 'ei mitään hohdokasta', 'ei kovin kummoinen',
    'hienosti toimittu', 'hyvin toimittu', 'kiitos tästäkin', 'kiitti tästäkin', 'kiitti ei mistään', 'ei voi kuin ihmetellä', 'ei voi muuta kuin ihmetellä', 'aplodit', 'ansaitsee aplodit', 'taputan', 'slow clap',
    'kauhee', 'kauheeta', 'kauheet', 'hirvee', 'hirveetä', 'hirveet', 'surkee', 'surkeeta', 'surkeet', 'kauhee kuoppa', 'ihan kuoppa', 'oli kuoppa', 'ihan perseestä', 'ala-arvoinen', 'ala-arvoista',
  ],
  askedFor: ['pyysin', 'pyysimme', 'halusin', 'halusimme', 'olin pyytänyt'],
  hopes: ['olisi odottanut', 'olisin odottanut', 'odottaisi', 'odottaa voisi', 'viime kerralla', 'edellisellä kerralla', 'viimeksi', 'edellisellä käynnillä', 'viime käynnillä'],
  told: ['sanottiin', 'meille sanottiin', 'minulle sanottiin', 'vastaus oli', 'vastattiin', 'sain vastaukseksi', 'saatiin vastaukseksi', 'kerrottiin', 'sano et', 'sanoi että', 'sano että', 'sanoivat että'],
  bodyParts: ['selkä*', 'selän*', 'niska*', 'olkapää*', 'polvi*', 'polve*', 'lonkka*', 'lonka*', 'nilkka*', 'nilka*', 'ranne*', 'rantee*', 'kyynärpää*', 'jalka*', 'jalan*', 'käsi', 'käden', 'kädet', 'leuka*', 'leua*', 'hammas*', 'hampa*', 'selkäkip*', 'niskakip*', 'hammassärky'],
  grants: ['se täytyy myöntää', 'täytyy myöntää', 'pakko myöntää', 'myönnetään', 'se on sanottava', 'sitä ei voi kiistää', 'sen myönnän'],
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
  verdicts: ['tulemme uudestaan', 'tulen uudestaan', 'tulen uudelleen', 'tulemme uudelleen', 'tullaan uudestaan', 'tullaan uudelleen', 'tuu uudestaan', 'palaamme', 'palaan', 'en tule uudestaan', 'emme tule uudestaan', 'en tule enää', 'emme tule enää', 'ei tulla uudestaan'],
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
    // A view from the terrace is where one sat, not the atmosphere: 'terassilta kyllä kaunis näkymä jokeen'.
    'terassilta',
    // Asking whether something could be made good ('kysyttiin voisiko jotain hyvittää') is no praise.
    'voisiko jotain hyvittää', 'voisiko hyvittää', 'voisitteko hyvittää', 'voisiko jotenkin hyvittää', 'voisiko sen hyvittää', 'pyysin hyvitystä', 'pyydettiin hyvitystä', 'kysyin hyvitystä', 'kysyttiin hyvitystä',
    // A kitchen tap is no food: 'tiivistettä keittiön hanaan'.
    'keittiön hana*', 'keittiön hanaan', 'keittiöhana*', 'keittiön lavuaari*', 'keittiön kaapi*', 'keittiön tiivist*',
    // 'Miehen kanssa', 'mieheni kanssa': the reviewer's husband, no staff.
    'miehen kanssa', 'mieheni kanssa', 'miehen kaa', 'miehen kans', 'mun miehen', 'miehen ja lasten', 'vaimon kanssa', 'vaimoni kanssa',
    // 'Harmi kun mesta on muuten tosi kiva': after 'harmi kun/ko' comes what was good, so 'harmi' is no complaint of it.
    'harmi kun', 'harmi ko', 'harmi ku', 'harmi kun muuten', 'harmi ko muuten', 'sääli kun', 'sääli ko', 'harmittaa kun', 'harmittaa ko',
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
    'oli ruuhkaa', 'ruuhkasta huolimatta', 'vaikka oli ruuhkaa',
    'lounasaikaan', 'lounasaika*', 'lounastauko*', 'lounastauolla', 'lounastunti*',
    'et se', 'et ne', 'et me', 'et he', 'et te', 'et mä', 'et sä', 'et ollaan', 'et on', 'et oli', 'et olis', 'et ois', 'et tää', 'et toi', 'et kaikki', 'et jotain',
    // Spoken 'et' for 'että' before more words ('ilmoitettiin et puolet listasta on loppu'): 'that', no negation.
    'et puolet', 'et osa', 'et vaan', 'et vain', 'et just', 'et kyl', 'et kyllä', 'et vähän', 'et ihan', 'et tosi', 'et niin', 'et sit', 'et siinä', 'et siellä', 'et täällä', 'et meil', 'et meillä', 'et mulla', 'et mun', 'et meidän', 'et teidän', 'et hän', 'et tämä', 'et tuo', 'et nyt',
    'baaritiskillä', 'baarissa',
    'ilman varausta', 'ilman pöytävarausta', 'ilman ajanvarausta',
    'olin myöhässä', 'olimme myöhässä', 'myöhästyin', 'myöhästyimme', 'olin * minuuttia myöhässä', 'olin vähän myöhässä', 'olimme vähän myöhässä',
    'joka * minuutti', 'muutaman minuutin välein', '* minuutin välein', 'tunnin ajomatkan', 'tunnin automatkan', 'tuntia autossa', 'tunnin ajon jälkeen', 'tunnin ajomatka',
    'minuutin päässä', 'minuutin kävelymatkan', 'minuutin kävelymatka', 'tunnin päässä', 'tunnin ajomatkan päässä',
    'hiljai* maanantai*', 'hiljai* tiistai*', 'hiljai* keskiviik*', 'hiljai* torstai*', 'hiljai* perjantai*', 'hiljai* lauantai*', 'hiljai* sunnuntai*', 'hiljai* päivä*', 'hiljai* iltapäivä*', 'hiljai* aamupäivä*', 'hiljai* arkipäivä*', 'hiljai* arki*', 'hiljai* aikaan', 'hiljai* hetk*', 'hätäinen fiilis', 'hätäisen fiiliksen', 'sillisalaatti*', 'pala kakkua', 'pala kakkua',
    'ruokatauko*',
    'kannattaa mennä heti', 'kannattaa mennä ajoissa', 'kannattaa tulla ajoissa', 'kannattaa olla ajoissa', 'kannattaa olla paikalla ajoissa', 'kannattaa mennä aikaisin',
    'ruuhka-aikaan', 'ruuhka-aikana', 'ruokasalissa', 'ruokasali', 'ruokasaliin', 'ruokasalin',
    // A doctor or stylist off sick ('kerrottiin että lääkäri on sairaana'): why the appointment fell through, the booking's story, not the staff or how a complaint was met.
    'kerrottiin että * on sairaana', 'kerrottiin että * oli sairaana', 'kerrottiin että * on sairastunut', 'kerrottiin että * oli sairastunut', 'kerrottiin että * on sairaslomalla', 'kerrottiin että * oli sairaslomalla', 'kerrottiin * olevan sairaana', 'ilmoitettiin että * on sairaana', 'ilmoitettiin että * oli sairaana', 'sanottiin että * on sairaana', 'sanottiin että * oli sairaana', 'sano että * on sairaana',
    'lääkäri on sairaana', 'lääkäri oli sairaana', 'lääkäri sairastui', 'lääkäri oli sairastunut', 'hammaslääkäri on sairaana', 'hammaslääkäri oli sairaana', 'hammaslääkäri sairastui', 'kampaaja on sairaana', 'kampaaja oli sairaana', 'kampaaja sairastui', 'kampaajani oli sairaana', 'kampaajani sairastui', 'hoitaja oli sairaana', 'fysioterapeutti oli sairaana', 'on sairaslomalla', 'oli sairaslomalla',
    // The customer who could not decide ('kun en osannut päättää', 'en tiennyt mitä halusin'): their own indecision, no staff who 'ei osannut'.
    'en osannut päättää', 'en osannu päättää', 'en millään osannut päättää', 'en millään osannu päättää', 'en itse osannut päättää', 'en ite osannu päättää', 'en osannut valita', 'en osannu valita', 'en millään osannut valita', 'en osannut itse valita', 'emme osanneet päättää', 'emme osanneet valita', 'ei osattu päättää', 'ei osattu valita', 'en oikein osannut päättää', 'en oikein osannut valita', 'en osannut sanoa mitä halusin', 'en osannut kuvailla', 'en osannut selittää mitä', 'en tiennyt mitä halusin', 'en tiennyt mitä haluan', 'en tienny mitä haluun', 'en tiennyt itse mitä', 'en tiennyt mitä valita', 'emme tienneet mitä valita',
  ],
  excuses: ['ei hänen vikansa', 'ei ollut hänen vikansa', 'ei heidän vikansa', 'ei ollut heidän vikansa', 'ei henkilökunnan vika', 'ei ollut henkilökunnan vika', 'ei voi syyttää', 'ei ole * vika', 'ei ollut * vika', 'ei ole * syy', 'ei ollut * syy', 'ei voi mitään', 'ei voinut mitään', 'ei voi syyttää'],
  contrast: [
    'miinusta siitä', 'miinus siitä', 'miinusta siitä että',
    'ainoo miinus', 'ainoo',
    'yksi tähti pois', 'tähti pois', 'tähden vähennys',
    'mutta', 'mut', 'vaikka', 'paitsi', 'valitettavasti', 'harmi vaan', 'harmi vain', 'ikävä kyllä', 'toisaalta', 'ainoa miinus', 'ainut miinus',
    'miinuksena', 'joskin', 'kun taas', 'harmillisesti',
    'ainoa pikku juttu', 'ainoo pikku juttu', 'ainoa juttu', 'ainoo juttu', 'ainoa asia', 'pieni miinus', 'pikku miinus', 'ainoa pieni miinus',
  ],
};
