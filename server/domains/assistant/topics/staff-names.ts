import { COPULA } from './reading';
import type { Token } from './word-matcher';

/**
 * Given names common in the countries we serve, as reviewers name the person who served them ('Camilla er
 * bare den bedste', 'Chloe is an absolute legend', 'Mikko oli ihana'). Left out are names that are also an
 * everyday word, a place or a brand in one of our languages ('Will', 'Rose', 'Line', 'Tom', 'Per', 'Anna',
 * 'Onni', 'Ville', 'Clara', 'Rosa', 'Dolores', 'Ola', 'Kai', 'Mercedes'): at the start of a sentence they would read as staff.
 */
const GIVEN_NAMES: ReadonlySet<string> = new Set([
  // English and Irish
  'amy', 'becky', 'beth', 'charlotte', 'chloe', 'ellie', 'emily', 'emma', 'gemma', 'hannah', 'jess', 'jessica', 'katie', 'kirsty', 'laura', 'lucy',
  'megan', 'rachel', 'sarah', 'sophie', 'aoife', 'ciara', 'niamh', 'siobhan', 'jen', 'jenny', 'kate', 'lauren', 'leanne', 'natalie', 'nicola',
  'holly', 'abbie', 'zoe', 'kerry', 'kayla', 'dan', 'danny', 'james', 'ben', 'josh', 'dave', 'steve', 'paul', 'chris', 'mike', 'adam',
  'liam', 'conor', 'sean', 'jamie', 'callum', 'ryan', 'luke', 'sam', 'gary', 'kevin', 'darren', 'stuart', 'craig', 'andy', 'rob', 'richard',
  'jade', 'olivia', 'amelia', 'lily', 'ruby', 'molly', 'lexi', 'stacey', 'tracey', 'claire', 'shannon', 'bianca', 'tegan', 'harry',
  'charlie', 'oliver', 'jack', 'jake', 'tony', 'joe', 'dean', 'nathan', 'aaron', 'declan', 'cian', 'oisin', 'brendan', 'mitch',
  'alice', 'alison', 'aimee', 'alex', 'abby', 'ashley', 'bethany', 'brooke', 'caitlin', 'casey', 'cassie', 'courtney',
  'danielle', 'erin', 'faye', 'hayley', 'imogen', 'jodie', 'kelly', 'leah', 'lydia', 'maddie', 'maisie', 'melissa',
  'michelle', 'naomi', 'paige', 'phoebe', 'rebecca', 'samantha', 'sinead', 'sinéad', 'stephanie', 'tasha', 'vicky', 'aisling',
  'róisín', 'roisin', 'saoirse', 'maeve', 'fiona', 'kim', 'liz', 'riley', 'alfie', 'archie', 'brian', 'cameron',
  'connor', 'darragh', 'dylan', 'eoin', 'ethan', 'gavin', 'george', 'greg', 'harvey', 'jason', 'john', 'jon',
  'jonny', 'kieran', 'kyle', 'lewis', 'neil', 'nick', 'niall', 'owen', 'pete', 'phil', 'rhys', 'ronan',
  'scott', 'shane', 'tommy', 'kristen', 'tyler', 'zach', 'ollie', 'lachlan', 'daniel', 'peter',
  'adele', 'aileen', 'alexandra', 'alisha', 'amelie', 'angie', 'anita', 'annabel', 'annabelle', 'annette', 'annie', 'ava', 'bernadette', 'brenda',
  'carly', 'carrie', 'catriona', 'charlene', 'chantelle', 'cheryl', 'clodagh', 'debbie', 'debra', 'deborah', 'diane', 'eileen', 'elaine', 'eleanor',
  'elise', 'eliza', 'eloise', 'elsie', 'emer', 'evie', 'freya', 'gabrielle', 'gail', 'georgina', 'gillian', 'gina', 'gráinne', 'grainne', 'hailey',
  'harriet', 'isabella', 'isobel', 'jacqui', 'jane', 'janet', 'janice', 'jayne', 'joanne', 'jocelyn', 'josie', 'judith', 'judy', 'kath', 'kathleen',
  'kathryn', 'katherine', 'kathy', 'katy', 'kayleigh', 'keeley', 'kelsey', 'kira', 'kristy', 'lesley', 'leslie', 'libby', 'lindsay', 'lindsey',
  'lorna', 'louisa', 'lucinda', 'maggie', 'mairead', 'mandy', 'margaret', 'marian', 'martha', 'mary', 'maureen', 'maxine', 'mhairi', 'millie',
  'morgan', 'nell', 'nicky', 'nikki', 'nuala', 'philippa', 'rachael', 'rebekah', 'rhiannon', 'robyn', 'roxanne', 'sadie', 'sasha', 'shauna',
  'sharon', 'shelley', 'shirley', 'siân', 'steph', 'susan', 'suzanne', 'suzie', 'tamsin', 'tessa', 'tracy', 'trish', 'valerie', 'wendy', 'zoë',
  'tahlia', 'chantal', 'brianna', 'kiara', 'tayla', 'mikayla', 'tanya', 'bronwyn', 'jacinta', 'kellie', 'tash', 'mackenzie', 'alastair', 'alistair',
  'alec', 'anthony', 'barry', 'blake', 'bradley', 'brandon', 'bruce', 'ciaran', 'ciarán', 'colm', 'cormac', 'damian', 'darryl', 'dermot', 'dominic',
  'donal', 'doug', 'duncan', 'eamon', 'eamonn', 'eddie', 'edward', 'elliot', 'elliott', 'ewan', 'euan', 'fergal', 'fergus', 'finlay', 'frankie',
  'freddie', 'gareth', 'gerry', 'gordon', 'graham', 'hamish', 'harrison', 'henry', 'hugh', 'iain', 'ian', 'isaac', 'jared', 'jeff', 'jim',
  'jonathan', 'joseph', 'keith', 'kenny', 'kev', 'lenny', 'louie', 'malcolm', 'matthew', 'nigel', 'oisín', 'padraig', 'pádraig', 'rory', 'roy',
  'russell', 'seamus', 'séamus', 'shaun', 'stevie', 'stewart', 'trevor', 'vince', 'wayne', 'jacko', 'gazza', 'jaxon', 'jayden', 'jackson', 'flynn',
  'nathaniel', 'tristan', 'mitchell', 'priya', 'rajesh', 'rahul', 'rohan', 'rohit', 'arjun', 'amit', 'ajay', 'vijay', 'sanjay', 'suresh', 'ramesh',
  'mahesh', 'deepak', 'dinesh', 'nikhil', 'vikram', 'vivek', 'sunil', 'ashok', 'arun', 'kiran', 'manish', 'pradeep', 'prakash', 'rakesh', 'sachin',
  'sandeep', 'sanjeev', 'varun', 'aditya', 'akash', 'ankit', 'anand', 'harpreet', 'gurpreet', 'jaspreet', 'manpreet', 'simran', 'navdeep',
  'amandeep', 'ranjit', 'pooja', 'neha', 'anjali', 'kavita', 'sunita', 'geeta', 'lakshmi', 'meena', 'nisha', 'preeti', 'priyanka', 'pallavi',
  'shreya', 'divya', 'swati', 'sneha', 'ritu', 'rekha', 'usha', 'asha', 'shilpa', 'deepa', 'deepika', 'aarti', 'nazia', 'shazia', 'saima', 'imran',
  'irfan', 'faisal', 'asif', 'arif', 'kamran', 'nadeem', 'naveed', 'shahid', 'tahir', 'tanvir', 'umar', 'usman', 'waqas', 'zubair', 'zeeshan',
  'hamid', 'junaid', 'rizwan', 'adnan', 'sajid', 'mohsin', 'kashif', 'sohail', 'farhan', 'nasreen', 'shabana', 'anika', 'sharmila',
  // Danish and Norwegian
  'camilla', 'mette', 'louise', 'sofie', 'maja', 'ida', 'freja', 'signe', 'rikke', 'trine', 'pernille', 'malene', 'lotte', 'hanne', 'susanne',
  'kirsten', 'birgitte', 'anne', 'marianne', 'helle', 'tina', 'stine', 'nanna', 'julie', 'cecilie', 'silje', 'ingrid', 'kari',
  'siri', 'hege', 'marte', 'ragnhild', 'astrid', 'mads', 'rasmus', 'mikkel', 'jesper', 'søren', 'henrik', 'morten', 'anders', 'jens', 'lars',
  'thomas', 'martin', 'kasper', 'emil', 'frederik', 'jonas', 'magnus', 'eirik', 'håkon', 'sindre', 'knut', 'kjetil', 'espen', 'øyvind',
  'karina', 'sanne', 'lene', 'dorthe', 'bente', 'mia', 'nora', 'tuva', 'thea', 'ingeborg', 'solveig', 'vibeke', 'randi', 'christian', 'nikolaj',
  'simon', 'mathias', 'jakob', 'sander', 'vegard', 'torbjørn', 'stian', 'geir', 'trond', 'jørgen', 'sidse',
  'josefine', 'katrine', 'emilie', 'amalie', 'karoline', 'selma', 'hedda', 'synne', 'guro', 'marit', 'kristin', 'anette',
  'britt', 'inger', 'åse', 'ellinor', 'eline', 'tiril', 'oda', 'kaja', 'mathea', 'ronja', 'gitte', 'dorte',
  'ditte', 'laila', 'natasja', 'christina', 'kristina', 'kristian', 'rune', 'william', 'noah', 'victor', 'malthe', 'alfred',
  'oscar', 'carl', 'johannes', 'jeppe', 'casper', 'thor', 'claus', 'dennis', 'mikael', 'rené', 'steen', 'torben',
  'jacob', 'nils', 'sondre', 'eivind', 'vetle', 'sigurd', 'ivar', 'pål', 'petter', 'arne', 'håvard', 'frode',
  'terje', 'svein', 'kjell', 'rolf', 'leif', 'henning', 'niels', 'ulrik', 'esben', 'jonatan', 'elias', 'isak',
  'adrian',
  'agnete', 'benedikte', 'bodil', 'connie', 'dagmar', 'frederikke', 'henriette', 'ingelise', 'iben', 'kamilla', 'lisbeth', 'maiken', 'nicoline',
  'rebekka', 'sigrid', 'karla', 'hilde', 'kjersti', 'kristine', 'marthe', 'berit', 'turid', 'gunn', 'gunhild', 'lillian', 'åshild', 'jorunn',
  'ingvild', 'eirin', 'sunniva', 'oline', 'julianne', 'marlene', 'merete', 'mariann', 'tonje', 'ingunn', 'birthe', 'jannie', 'sisse', 'maibritt',
  'wenche', 'torunn', 'oddny', 'gunvor', 'sølvi', 'unni', 'bjarne', 'carsten', 'flemming', 'gert', 'harald', 'jørn', 'kenneth', 'mogens', 'peder',
  'poul', 'preben', 'steffen', 'troels', 'villads', 'valdemar', 'viggo', 'bertram', 'kåre', 'tormod', 'olav', 'ragnar', 'ruben', 'steinar',
  'torstein', 'trygve', 'vidar', 'yngve', 'audun', 'eskil', 'gaute', 'hallvard', 'jostein', 'nikolai', 'sverre', 'torgeir', 'trym', 'øystein', 'åge',
  'arild', 'asbjørn', 'birger', 'egil', 'einar', 'erlend', 'gjermund', 'gudmund', 'ingvar', 'jarle', 'kolbjørn', 'oddvar', 'reidar', 'ronny',
  'sigmund', 'tollef', 'torleif', 'jørund', 'kjeld', 'finnur', 'allan', 'asger', 'aage',
  // Swedish
  'sara', 'elin', 'emelie', 'linnea', 'ebba', 'alva', 'tove', 'johanna', 'malin', 'lisa', 'therese', 'sanna', 'frida', 'moa',
  'erik', 'johan', 'oskar', 'viktor', 'filip', 'axel', 'björn', 'ulf', 'kalle', 'niklas', 'mattias', 'fredrik', 'pelle', 'linus',
  'ellen', 'wilma', 'agnes', 'felicia', 'josefin', 'jonna', 'karin', 'amanda', 'matilda', 'hampus', 'anton', 'gustav', 'fia',
  'elsa', 'vera', 'elvira', 'nellie', 'tilda', 'lovisa', 'cornelia', 'greta', 'hedvig', 'linn', 'annika', 'ulrika',
  'ulla', 'eva', 'åsa', 'maria', 'helena', 'elisabeth', 'katarina', 'cecilia', 'evelina', 'filippa', 'mikaela', 'paulina',
  'rebecka', 'tindra', 'vendela', 'anneli', 'agneta', 'birgitta', 'gunilla', 'yvonne', 'ylva', 'stina', 'lotta', 'tyra',
  'patrik', 'olof', 'olle', 'gustaf', 'ludvig', 'albin', 'alvin', 'melvin', 'vincent', 'alexander', 'theo', 'edvin',
  'joakim', 'kristoffer', 'christoffer', 'göran', 'håkan', 'jörgen', 'bengt', 'lennart', 'rickard', 'joel', 'jimmy', 'johnny',
  'pontus', 'arvid', 'gunnar', 'torsten', 'roger',
  'annelie', 'barbro', 'carin', 'charlotta', 'elisabet', 'ingela', 'ingegerd', 'isabell', 'josefina', 'kajsa', 'karolina', 'linnéa', 'margareta',
  'pernilla', 'bertil', 'christer', 'hannes', 'josef', 'marcus', 'micke', 'sixten', 'vilgot', 'åke', 'jocke', 'lollo', 'tessan', 'sussie', 'robban',
  'chrille', 'conny', 'abdi', 'abdirahman', 'hodan', 'ayaan', 'hamdi', 'ifrah', 'ilhan', 'yonas', 'dawit', 'tesfaye', 'meron', 'arash', 'babak',
  'behnam', 'dariush', 'kaveh', 'mohsen', 'omid', 'payam', 'saeed', 'parisa', 'nasrin', 'niloufar', 'azadeh', 'bahar', 'mahsa', 'sepideh', 'shadi',
  'rojin', 'berivan', 'azad', 'karwan',
  // Finnish
  'mikko', 'jussi', 'juha', 'timo', 'matti', 'antti', 'janne', 'tuomas', 'aleksi', 'eetu', 'petri', 'jukka', 'sami', 'riikka', 'minna',
  'hanna', 'heidi', 'elina', 'anu', 'tiina', 'päivi', 'katja', 'jenni', 'noora', 'veera', 'niina', 'maija', 'kaisa', 'pirjo',
  'emilia', 'tuija', 'kati', 'outi', 'jari', 'jani', 'teemu', 'joni', 'lauri', 'ilkka', 'marjo', 'sirpa',
  'aino', 'aada', 'anni', 'eveliina', 'iida', 'inka', 'kaija', 'kirsi', 'krista', 'leena', 'liisa', 'maarit',
  'marika', 'nelli', 'oona', 'pauliina', 'pihla', 'reetta', 'riitta', 'saara', 'sanni', 'terhi', 'venla', 'essi',
  'heli', 'eija', 'anniina', 'emmi', 'elli', 'jenna', 'piia', 'tiia', 'vilma', 'tarja', 'susanna', 'kristiina',
  'katariina', 'jarmo', 'kimmo', 'pekka', 'heikki', 'markku', 'marko', 'mika', 'olli', 'pasi', 'harri', 'hannu',
  'tommi', 'toni', 'tuomo', 'vesa', 'ari', 'juho', 'jesse', 'joonas', 'juuso', 'miika', 'niko', 'oskari',
  'panu', 'pauli', 'riku', 'roope', 'sakari', 'santeri', 'seppo', 'tapio', 'tero', 'topi', 'valtteri', 'aki',
  'risto', 'sauli', 'samuli', 'jaakko', 'henri', 'jere', 'jiri',
  'aila', 'aija', 'aliisa', 'arja', 'eeva', 'eila', 'eliisa', 'erja', 'inkeri', 'irja', 'irma', 'jaana', 'kaisu', 'katri', 'marjut', 'marketta',
  'merja', 'mirja', 'mirva', 'pirkko', 'raija', 'seija', 'senja', 'tuula', 'virpi', 'viivi', 'maisa', 'minea', 'annukka', 'tuire', 'aapo', 'aarne',
  'aatu', 'anssi', 'antero', 'arttu', 'eemeli', 'eero', 'esko', 'ilmari', 'ismo', 'jarkko', 'jarno', 'jouni', 'juhani', 'jyrki', 'kasperi', 'leevi',
  'matias', 'niilo', 'paavo', 'perttu', 'petteri', 'roni', 'simo', 'taneli', 'ilari', 'iiro', 'tuukka', 'samu', 'elmeri',
  // German
  'jana', 'julia', 'sabine', 'katrin', 'petra', 'claudia', 'nicole', 'sandra', 'stefanie', 'melanie', 'andrea', 'nina', 'lena', 'lea', 'jasmin',
  'tanja', 'heike', 'michael', 'stefan', 'andreas', 'markus', 'tobias', 'florian', 'jürgen', 'uwe', 'dirk', 'sven', 'jan', 'tim',
  'anja', 'kerstin', 'svenja', 'franziska', 'katharina', 'marie', 'birgit', 'ursula', 'lukas', 'felix', 'matthias', 'christoph', 'sebastian', 'thorsten', 'bettina', 'kathi',
  'leonie', 'sophia', 'carina', 'corinna', 'denise', 'doris', 'elke', 'gabi', 'jacqueline', 'jennifer', 'kathrin', 'lara',
  'manuela', 'martina', 'michaela', 'monika', 'nadine', 'nadja', 'natascha', 'ramona', 'regina', 'simone', 'sonja', 'steffi',
  'tamara', 'theresa', 'vanessa', 'verena', 'antonia', 'elisa', 'elif', 'ayşe', 'zeynep', 'merve', 'büşra', 'selin',
  'lejla', 'irina', 'jasmina', 'luisa', 'melina', 'romy', 'saskia', 'benjamin', 'bernd', 'dominik', 'fabian', 'georg',
  'heiko', 'holger', 'julian', 'klaus', 'marcel', 'mario', 'maximilian', 'moritz', 'olaf', 'patrick', 'philipp', 'ralf',
  'robert', 'sascha', 'stephan', 'andi', 'basti', 'benni', 'tobi', 'marvin', 'murat', 'emre', 'mehmet', 'mustafa', 'ali',
  'ahmet', 'burak', 'serkan', 'hakan', 'deniz', 'luca', 'nico', 'jannik',
  'angelika', 'antje', 'barbara', 'beate', 'brigitte', 'carolin', 'christa', 'christiane', 'doreen', 'dorothea', 'edith', 'friederike', 'gabriele',
  'gisela', 'gudrun', 'helene', 'ilse', 'ina', 'janina', 'janine', 'josephine', 'juliane', 'jutta', 'maike', 'mareike', 'melli', 'renate',
  'rosemarie', 'ruth', 'swantje', 'ulrike', 'biggi', 'babsi', 'vroni', 'lisi', 'alina', 'lilli', 'olga', 'tatjana', 'swetlana', 'jelena', 'dragana',
  'mirela', 'emine', 'hatice', 'sevgi', 'esra', 'sibel', 'özlem', 'ozlem', 'dilara', 'melek', 'hülya', 'tuğba', 'tugba', 'ebru', 'songül', 'ece',
  'cansu', 'alois', 'armin', 'bastian', 'benedikt', 'bernhard', 'detlef', 'dietmar', 'ferdinand', 'franz', 'gerhard', 'gregor', 'günter', 'günther',
  'helmut', 'hendrik', 'herbert', 'ingo', 'jochen', 'jörg', 'karsten', 'konrad', 'kurt', 'lorenz', 'manfred', 'michi', 'mirko', 'norbert',
  'reinhard', 'rüdiger', 'thilo', 'ulrich', 'volker', 'walter', 'werner', 'wolfgang', 'matteo', 'chrissi', 'domi', 'sepp', 'ueli', 'fabio', 'gian',
  'andrin', 'dario', 'jannis', 'marius', 'cedric', 'kilian', 'ludwig', 'joachim', 'jörn', 'hasan', 'hüseyin', 'ibrahim', 'ismail', 'kemal', 'mert',
  'ömer', 'recep', 'tolga', 'volkan', 'yusuf', 'yasin', 'yunus', 'erkan', 'oğuz', 'onur', 'ozan', 'sinan', 'berkay', 'furkan', 'cihan', 'baran',
  'kaan', 'batuhan', 'aylin', 'ayla', 'gamze', 'melike', 'nazlı', 'nazli', 'pınar', 'sevda', 'yasemin', 'zehra', 'betül', 'kübra', 'nesrin', 'leyla',
  'dilan', 'emel', 'duygu', 'nilay', 'özge', 'ozge', 'tülay', 'canan', 'ceren', 'meltem', 'filiz', 'hilal', 'milena', 'marija', 'mirjana', 'natasa',
  'svetlana', 'katarzyna', 'agnieszka', 'magda', 'ewa', 'kasia', 'gosia', 'joanna', 'aleksandra', 'dominika', 'justyna', 'weronika', 'zuzana',
  'goran', 'zoran', 'nikola', 'vladimir', 'dmitri', 'sergei', 'andrej', 'tomasz', 'piotr', 'pawel', 'paweł', 'krzysztof', 'marek', 'michał',
  'michal', 'kamil', 'lukasz', 'mateusz', 'jakub', 'bartek', 'darius', 'oleg', 'artem', 'bogdan', 'mihai', 'andrei', 'alexandru', 'ioana', 'mihaela',
  'andreea', 'roxana', 'anh', 'linh', 'minh', 'thao', 'huong', 'hương', 'ngoc', 'ngọc', 'hùng', 'tuan', 'tuấn', 'thanh', 'thuy', 'thủy', 'phuong',
  'phương', 'hieu', 'khanh', 'khánh', 'nhung', 'hanh', 'hạnh', 'quang', 'wei', 'ming', 'xiao', 'yuki', 'hiro', 'kenji',
  // French
  'camille', 'manon', 'chloé', 'léa', 'pauline', 'séverine', 'sandrine', 'nathalie', 'isabelle', 'céline', 'aurélie', 'émilie', 'laetitia',
  'virginie', 'stéphanie', 'margot', 'élodie', 'mathieu', 'nicolas', 'julien', 'antoine', 'sébastien', 'guillaume', 'maxime', 'romain', 'jérôme',
  'olivier', 'thierry', 'benoît', 'mathilde', 'marion', 'inès', 'ines',
  'sabrina', 'amandine', 'audrey', 'caroline', 'lucie', 'océane', 'justine', 'coralie', 'clément', 'lucas', 'théo', 'quentin', 'yannick', 'kévin',
  'anaïs', 'amélie', 'delphine', 'estelle', 'jeanne', 'juliette', 'karine', 'léna', 'lola', 'mélanie', 'mélissa', 'morgane',
  'noémie', 'sylvie', 'valérie', 'yasmine', 'myriam', 'nadia', 'samira', 'leïla', 'leila', 'sonia', 'khadija', 'salomé',
  'josée', 'maude', 'catherine', 'christine', 'laurie', 'yanis', 'karim', 'sofiane', 'nabil', 'mehdi', 'rachid', 'mohamed',
  'ahmed', 'bilal', 'hamza', 'walid', 'samir', 'hakim', 'youssef', 'amine', 'rayan', 'jérémy', 'jeremy', 'alexandre',
  'arnaud', 'baptiste', 'bastien', 'cédric', 'christophe', 'damien', 'fabien', 'frédéric', 'jean', 'loïc', 'mickaël', 'philippe',
  'raphaël', 'rémi', 'stéphane', 'thibault', 'valentin', 'xavier', 'enzo', 'louis', 'mathis', 'kylian', 'alexis', 'adrien',
  'éric', 'eric', 'laurent', 'luc', 'françois', 'gabriel', 'samuel', 'jules', 'arthur', 'sacha', 'benoit', 'marc',
  'pascal',
  'adèle', 'agathe', 'anouk', 'apolline', 'ariane', 'axelle', 'béatrice', 'bénédicte', 'bérénice', 'carole', 'cassandre', 'cécile', 'charlène',
  'charline', 'christelle', 'claude', 'coline', 'corinne', 'dominique', 'dorothée', 'édith', 'éléonore', 'eléonore', 'élise', 'elodie', 'éloïse',
  'emeline', 'emmanuelle', 'eugénie', 'evelyne', 'fabienne', 'faustine', 'floriane', 'françoise', 'frédérique', 'gaëlle', 'gaelle', 'geneviève',
  'gisèle', 'hélène', 'héloïse', 'laëtitia', 'laure', 'laurence', 'léonie', 'lilou', 'ludivine', 'lydie', 'maëlle', 'maelle', 'maëva', 'maeva',
  'magali', 'marielle', 'marjorie', 'marlène', 'martine', 'maryse', 'maud', 'michèle', 'mireille', 'monique', 'muriel', 'mylène', 'nadège',
  'nolwenn', 'ophélie', 'pascale', 'perrine', 'régine', 'renée', 'romane', 'roxane', 'solène', 'tiphaine', 'véronique', 'viviane', 'maryline',
  'annick', 'jocelyne', 'yvette', 'chantale', 'johanne', 'marilou', 'andréanne', 'joanie', 'cindy', 'marilyn', 'jessy', 'dany', 'lison', 'ève',
  'véro', 'cathy', 'nath', 'zoé', 'alain', 'amaury', 'armand', 'aurélien', 'aurelien', 'bertrand', 'charles', 'corentin', 'cyril', 'cyrille',
  'denis', 'didier', 'dimitri', 'édouard', 'emmanuel', 'erwan', 'étienne', 'etienne', 'fabrice', 'florent', 'franck', 'gaël', 'gaëtan', 'gaetan',
  'gaétan', 'geoffrey', 'georges', 'gérard', 'gilles', 'grégoire', 'grégory', 'gregory', 'hervé', 'herve', 'hugues', 'jacques', 'jérémie', 'joël',
  'killian', 'lionel', 'lorenzo', 'ludovic', 'matthieu', 'maxence', 'michaël', 'patrice', 'régis', 'rémy', 'remy', 'renaud', 'rodolphe', 'serge',
  'sylvain', 'thibaut', 'timothée', 'yann', 'yoann', 'yohann', 'yves', 'yvan', 'gauthier', 'gautier', 'cyprien', 'mathéo', 'nolan', 'evan', 'timéo',
  'gabin', 'léon', 'léo', 'seb', 'réjean', 'kristof', 'jef', 'wim', 'stijn', 'jeroen', 'pieter', 'wouter', 'joris', 'thijs', 'katrien', 'veerle',
  'mieke', 'glenn', 'bjorn', 'geert', 'gunther', 'steven', 'wout', 'jolien', 'amira', 'fatou', 'aicha', 'aïcha', 'aisha', 'ayesha', 'layla',
  'mariam', 'maryam', 'meryem', 'hiba', 'houda', 'imane', 'iman', 'ikram', 'jamila', 'karima', 'latifa', 'malika', 'nour', 'noor', 'rania', 'safiya',
  'salima', 'soraya', 'souad', 'wafa', 'yousra', 'zahra', 'zainab', 'zeinab', 'zineb', 'dounia', 'meriem', 'nawal', 'sihem', 'amal', 'amina',
  'farah', 'ghada', 'reem', 'rasha', 'sahar', 'shirin', 'asmaa', 'chaima', 'chaimae', 'oumaima', 'mohammed', 'mohammad', 'muhammad', 'mohamad',
  'ahmad', 'hassan', 'hussein', 'houssem', 'mahmoud', 'mahmud', 'moustafa', 'khalid', 'khaled', 'tarek', 'tariq', 'tarik', 'rashid', 'saïd',
  'sofian', 'yassine', 'yacine', 'younes', 'younès', 'zakaria', 'zakariya', 'adil', 'amir', 'ayoub', 'abdel', 'abdul', 'abdullah', 'abdallah',
  'ayman', 'aymen', 'badr', 'brahim', 'farid', 'fouad', 'hicham', 'hichem', 'haroun', 'idris', 'ilyas', 'ilias', 'ismaël', 'jamal', 'jalal', 'kamal',
  'lotfi', 'malik', 'marwan', 'mounir', 'nassim', 'othmane', 'oussama', 'ryad', 'saad', 'salah', 'salim', 'slimane', 'soufiane', 'wassim', 'yahya',
  'yazid', 'zied', 'ziad', 'zinedine', 'mamadou', 'ousmane', 'abdou', 'boubacar', 'ibrahima', 'souleymane', 'aminata', 'awa', 'binta', 'fatoumata',
  'mariama', 'aïssatou', 'aissatou', 'kofi', 'kwame', 'emeka', 'chidi',
  // Spanish and Portuguese
  'lucía', 'carmen', 'mari', 'maría', 'marta', 'cristina', 'raquel', 'rocío', 'nuria', 'elena', 'silvia', 'beatriz', 'lorena', 'noelia',
  'javier', 'alejandro', 'sergio', 'pablo', 'jorge', 'álvaro', 'rubén', 'iker', 'david', 'joana', 'inês', 'mariana', 'catarina', 'filipa',
  'rita', 'sofia', 'andreia', 'patrícia', 'joão', 'tiago', 'rui', 'nuno', 'pedro', 'diogo', 'andré', 'ricardo', 'miguel', 'bruno', 'hugo',
  'paula', 'irene', 'carla', 'mónica', 'patricia', 'daniela', 'gabriela', 'camila', 'larissa', 'bruna', 'fernando', 'manuel', 'luis', 'carlos',
  'juan', 'dani', 'alberto', 'gonçalo', 'rafael', 'rodrigo', 'jéssica', 'gustavo',
  'lidia', 'ximena', 'lupita', 'aitana', 'ainhoa', 'begoña', 'carolina', 'celia', 'esther', 'estefanía', 'inma',
  'maite', 'manoli', 'maricarmen', 'marisol', 'miriam', 'montse', 'natalia', 'nerea', 'susana', 'tania', 'verónica', 'vanesa',
  'yolanda', 'valentina', 'sofía', 'paola', 'jimena', 'ángela', 'angela', 'alicia', 'adriana', 'alejandra', 'inés', 'isabel',
  'leticia', 'teresa', 'armando', 'nacho', 'paco', 'pepe', 'manolo', 'quique', 'chema', 'josé', 'jose', 'antonio',
  'francisco', 'fran', 'juanjo', 'juanma', 'adrián', 'andrés', 'borja', 'cristian', 'diego', 'eduardo', 'enrique', 'felipe',
  'gonzalo', 'guillermo', 'iñaki', 'jaime', 'jordi', 'joaquín', 'martín', 'mateo', 'nicolás', 'óscar', 'rafa', 'raúl',
  'roberto', 'víctor', 'xavi', 'unai', 'aitor', 'mikel', 'sergi', 'matías', 'tomás', 'sebastián', 'iván', 'ivan',
  'omar', 'javi', 'álex', 'manu',
  'sónia', 'thaís', 'thais', 'luana', 'cláudia', 'cristiana', 'débora', 'flávia', 'francisca', 'jaqueline', 'juliana', 'leonor',
  'letícia', 'lúcia', 'luísa', 'luiza', 'mafalda', 'matilde', 'márcia', 'natália', 'tatiana', 'aline', 'alessandra', 'fabiana',
  'giovana', 'isadora', 'lívia', 'marcela', 'michele', 'nathália', 'priscila', 'rafaela', 'roberta', 'tati', 'valéria', 'yasmin',
  'bia', 'nanda', 'zé', 'antónio', 'antônio', 'afonso', 'artur', 'bernardo', 'duarte', 'fábio', 'filipe', 'flávio',
  'guilherme', 'henrique', 'igor', 'leandro', 'luís', 'márcio', 'mário', 'martim', 'mateus', 'paulo', 'renato', 'rogério',
  'rúben', 'sérgio', 'simão', 'vítor', 'vitor', 'anderson', 'davi', 'heitor', 'júlio', 'luan', 'matheus', 'murilo',
  'raul', 'vinícius', 'joaquim', 'marcelo', 'renata', 'fernanda', 'thiago', 'leonardo',
  'adela', 'agustina', 'ainara', 'amaia', 'araceli', 'arantxa', 'arancha', 'bea', 'catalina', 'charo', 'conchi', 'eloísa', 'encarni', 'fabiola',
  'fatima', 'graciela', 'itziar', 'josefa', 'juana', 'judit', 'julieta', 'laia', 'maribel', 'marisa', 'micaela', 'mireia', 'anabel', 'analía',
  'antonella', 'daiana', 'dayana', 'luciana', 'malena', 'noemí', 'romina', 'rocio', 'yamila', 'yanina', 'yesica', 'nati', 'meli', 'chari', 'mayte',
  'paty', 'pati', 'naty', 'bego', 'loli', 'nuri', 'toñi', 'tere', 'yoli', 'ariadna', 'liliana', 'mayra', 'viviana', 'yesenia', 'yuliana', 'leidy',
  'johana', 'xiomara', 'itzel', 'nayeli', 'yazmín', 'yessica', 'janeth', 'anahí', 'abel', 'adolfo', 'agustín', 'agustin', 'alfonso', 'alvaro',
  'arturo', 'cristóbal', 'darío', 'elías', 'emilio', 'ernesto', 'esteban', 'eugenio', 'ezequiel', 'federico', 'félix', 'gaspar', 'gerardo',
  'gilberto', 'gregorio', 'héctor', 'hector', 'hernán', 'ignacio', 'iñigo', 'inigo', 'ismael', 'jacobo', 'joaquin', 'julián', 'luciano', 'mauricio',
  'maximiliano', 'octavio', 'ramiro', 'ramón', 'ramon', 'saúl', 'ulises', 'vicente', 'gastón', 'gaston', 'lautaro', 'leonel', 'santino', 'tobías',
  'valentín', 'juanca', 'juampi', 'josemi', 'gonza', 'santi', 'tomi', 'facu', 'isra', 'jaume', 'gerard', 'guillem', 'ferran', 'enric', 'lluís',
  'arnau', 'alonso', 'benito', 'brayan', 'bryan', 'edwin', 'elvis', 'fredy', 'freddy', 'giovanni', 'jairo', 'jefferson', 'jhon', 'wilson', 'camilo',
  'fabián', 'emiliano', 'josué', 'humberto', 'abraham', 'osvaldo', 'oswaldo', 'néstor', 'andréa', 'andressa', 'ângela', 'antónia', 'cátia', 'catia',
  'cecília', 'eduarda', 'eliane', 'elisabete', 'érica', 'fabíola', 'giovanna', 'gisele', 'heloísa', 'isabela', 'júlia', 'mayara', 'mônica', 'nádia',
  'natasha', 'priscilla', 'rosana', 'rosângela', 'samanta', 'silvana', 'sílvia', 'sônia', 'suzana', 'tânia', 'tatiane', 'vânia', 'anabela', 'célia',
  'lídia', 'joice', 'josiane', 'kátia', 'raissa', 'rayssa', 'thalita', 'talita', 'stefany', 'adriano', 'alisson', 'cláudio', 'edson', 'emanuel',
  'emerson', 'fabrício', 'gilson', 'hélder', 'luiz', 'maurício', 'otávio', 'renan', 'ronaldo', 'wesley', 'willian', 'zeca', 'dudu', 'kaique', 'kauã',
  'pietro', 'wanderson', 'cleiton', 'cleber', 'jeferson', 'sandro',
]);

/** Titles before a surname ('Dr. Weißhaupt ist fachlich top', 'Frau Schneider', 'Familie Huber'): the people who served. */
const TITLES: ReadonlySet<string> = new Set([
  'dr', 'dra', 'doc', 'don', 'doña', 'seu', 'doctor', 'doktor', 'docteur', 'doutor', 'doutora', 'tohtori', 'prof', 'professor',
  'frau', 'herr', 'familie', 'madame', 'monsieur', 'mme', 'señora', 'señor', 'senhora', 'senhor', 'dona', 'fru', 'rouva',
]);

/**
 * Tokens where a capitalised given name, or a title before a capitalised name, opens a clause (or follows 'and' as the subject of 'is'
 * or 'was': 'Lokalen var ren och fräsch och Nadia var superproffsig') and something follows it in that clause: the
 * subject of a sentence about a person, in a review nearly always the one who served ('Camilla er bare
 * den bedste'). A name closing its clause is a signature or an address ('Thanks, Anna'), a name before
 * 'and' a companion ('Tom and I'), and a name in the middle of a clause may be anyone.
 */
export function staffNamedAt(text: string, tokens: readonly Token[], clauses: readonly number[], opensClause: (at: number) => boolean, and: ReadonlySet<string>): number[] {
  const found: number[] = [];
  for (let at = 0; at < tokens.length; at++) {
    const name = tokens[at]!.head ?? tokens[at]!.text;
    const next = tokens[at + 1];
    if (!next || clauses[at + 1] !== clauses[at]) continue;
    if (!opensClause(at) && !(at > 0 && and.has(tokens[at - 1]!.text) && COPULA.test(next.text))) continue;
    if (TITLES.has(name) ? beforeName(text, name) : GIVEN_NAMES.has(name) && !and.has(next.text) && next.text !== 's' && capitalisedAt(text, tokens[at]!)) found.push(at);
  }
  return found;
}

/** Words after which a name is whose place one goes to: 'Been going to Jade for years', 'bei Jana', 'hos Eirik', 'chez Marie'. */
const VISITED: ReadonlySet<string> = new Set(['to', 'hos', 'til', 'till', 'bei', 'chez']);
/** The Finnish case that says the same on the name itself: 'Jonnalla', 'Ellalla'. */
const VISITED_CASE = /(?:lla|llä)$/u;

/**
 * Tokens where a capitalised given name is whose chair or practice the reviewer went to: the one who served, wherever in the
 * clause it stands ('Har gått til Ingrid i snart ti år', 'Oon käyny Jonnalla jo monta vuotta').
 */
export function staffVisitedAt(text: string, tokens: readonly Token[]): number[] {
  const found: number[] = [];
  tokens.forEach((token, at) => {
    const name = token.head ?? token.text;
    const stem = name.slice(0, -3);
    const visited = at > 0 && VISITED.has(tokens[at - 1]!.text) ? GIVEN_NAMES.has(name) : VISITED_CASE.test(name) && [stem, `${stem}a`, `${stem}ä`].some((given) => GIVEN_NAMES.has(given));
    if (visited && tokens[at + 1]?.text !== 's' && capitalisedAt(text, token)) found.push(at);
  });
  return found;
}

/** Words of thanks, and the words that may stand between them and whom they thank ('thank you', 'merci à', 'danke an'). */
const THANKS: ReadonlySet<string> = new Set(['thanks', 'thank', 'thx', 'cheers', 'tak', 'takk', 'tack', 'kiitos', 'kiitti', 'danke', 'merci', 'gracias', 'obrigado', 'obrigada', 'valeu']);
const THANKS_TO: ReadonlySet<string> = new Set(['you', 'to', 'til', 'till', 'an', 'à', 'a', 'so', 'much', 'again']);
/** Words that follow thanks capitalised as often as a name does: 'Merci Beaucoup', 'Danke Vielmals', 'Muchas Gracias'. */
const THANKS_AFTER: ReadonlySet<string> = new Set(['beaucoup', 'vielmals', 'paljon', 'mange', 'tusind', 'tusen', 'muito', 'muchas', 'mil', 'everyone', 'everybody', 'guys', 'all', 'again']);

const plain = (word: string) => word.normalize('NFD').replace(/\p{M}/gu, '');

/**
 * Tokens where a review thanks someone by name: 'kiitos Minna!', 'MERCI MÉLANIE', 'Thanks Jase', 'un grand merci à Loïc'. The
 * name is one we know, or a capitalised word the lexicon does not know, in a text that is not shouted ('Merci Beaucoup' is
 * no one), in the clause of the thanks.
 */
export function staffThankedAt(text: string, tokens: readonly Token[], known: (at: number) => boolean): number[] {
  const found: number[] = [];
  tokens.forEach((token, at) => {
    if (!THANKS.has(token.text)) return;
    let name = at + 1;
    while (name < tokens.length && THANKS_TO.has(tokens[name]!.text) && tokens[name]!.clause === token.clause) name++;
    const candidate = tokens[name];
    // 'Lovely evening. Thanks, Sarah': a name after a comma signs the review.
    if (!candidate || candidate.clause !== token.clause || !/^\p{L}+$/u.test(candidate.text)) return;
    if (THANKS_AFTER.has(candidate.text)) return;
    const given = GIVEN_NAMES.has(candidate.text) || GIVEN_NAMES.has(plain(candidate.text));
    if (given ? capitalisedAt(text, candidate) : !known(name) && namedIn(text, candidate)) found.push(name);
  });
  return found;
}

/** The word stands capitalised, not shouted: 'Niamh', not 'NIAMH' nor 'niamh'; after thanks a short name is a name too ('Tak til Bo', 'thanks Al'). */
function namedIn(text: string, token: Token): boolean {
  const word = text.slice(token.index, token.index + token.text.length);
  return /^\p{Lu}\p{Ll}+$/u.test(word);
}

/** Tokens are lower case: the name must stand capitalised where it stands in the text, or shouted ('CARMEN ES LA MEJOR'). */
const capitalisedAt = (text: string, token: Token) => /\p{Lu}/u.test(text.charAt(token.index));

/** The title stands before a capitalised name in the text itself ('Dr. Weißhaupt'), not before a noun ('doctor appointments'). */
function beforeName(text: string, title: string): boolean {
  const initial = title.charAt(0);
  return new RegExp(`(?<![\\p{L}])[${initial}${initial.toLocaleUpperCase()}]${title.slice(1)}\\.?\\s+\\p{Lu}`, 'u').test(text);
}
