import { describe, expect, it } from 'vitest';
import { analyseReview } from '../analyse-review';
import { topicPolarities } from '../topic-polarities';

const topics = (text: string) => topicPolarities(text, 'pt');

describe('Portuguese lexicon', () => {
  it("reads an adjective of price put before its negation: 'caro não é' praise, 'barato não é' a complaint", () => {
    expect(topics('Caro não é, isso é verdade.')).toEqual({ price: 1 });
    expect(topics('Barato não é.')).toEqual({ price: -1 });
  });

  it('knows the people at the counter and how they behave', () => {
    expect(topics('A empregada foi ríspida e nem olhou para nós.')).toMatchObject({ staff: -1 });
    expect(topics('A cabeleireira parecia apressada e o corte ficou torto.')).toMatchObject({ staff: -1, haircut: -1 });
    expect(topics('O médico esclareceu todas as dúvidas com muita paciência.')).toMatchObject({ staff: 1 });
    expect(topics('Ninguém atende o telefone da clínica.')).toMatchObject({ service: -1 });
    expect(topics('O dentista foi bruto.')).toEqual({ staff: -1 });
    expect(topics('Trocaram o nosso pedido.')).toEqual({ service: -1 });
    expect(topics('Trouxeram o prato errado.')).toEqual({ service: -1 });
    expect(topics('Ninguém nos atendeu durante meia hora.')).toEqual({ service: -1 });
    expect(topics('As paredes são finas como papel.')).toEqual({ noise: -1 });
    expect(topics('A cor ficou às manchas.')).toEqual({ haircut: -1 });
    expect(topics('A cama era duríssima.')).toEqual({ rooms: -1 });
  });

  it('reads food and rooms gone wrong, and everyday praise', () => {
    expect(topics('O bacalhau estava seco e as batatas gordurosas.')).toMatchObject({ food: -1 });
    expect(topics('Pão duro e café frio, uma desilusão.')).toMatchObject({ food: -1, coffee: -1 });
    expect(topics('O quarto cheirava a bafio e o colchão estava afundado.')).toMatchObject({ rooms: -1, cleanliness: -1 });
    expect(topics('O pequeno almoço estava uma delícia, com fruta fresca e bolos caseiros.')).toMatchObject({ breakfast: 1 });
  });

  it('files queues under the wait and knows appointments, prices, views and noise', () => {
    expect(topics('Fila enorme e só uma caixa aberta.')).toMatchObject({ waiting: -1 });
    expect(topics('Esperámos quase uma hora pelos pratos.')).toMatchObject({ waiting: -1 });
    expect(topics('Consegui marcação para o próprio dia.')).toMatchObject({ booking: 1 });
    expect(topics('Preços muito em conta, amigo da carteira.')).toMatchObject({ price: 1 });
    expect(topics('A vista para o rio é deslumbrante.')).toMatchObject({ location: 1 });
    expect(topics('Esplanada agradável mas a música estava demasiado alta.')).toMatchObject({ atmosphere: 1, noise: -1 });
    expect(topics('Muita variedade de marcas e tamanhos.')).toMatchObject({ selection: 1 });
  });

  it('knows salon and clinic words', () => {
    expect(topics('A franja ficou torta e o cabelo amarelado.')).toMatchObject({ haircut: -1 });
    expect(topics('Fiz uma destartarização e não doeu nada.')).toMatchObject({ treatment: 1 });
    expect(topics('O fisio aliviou-me as dores das costas em duas sessões.')).toMatchObject({ staff: 1 });
  });

  it('does not take idioms and other senses for topics or complaints', () => {
    // 'Não tenho nada a apontar' is praise, not a double negation of it.
    expect(topics('O corte ficou bonito, não tenho nada a apontar.')).toEqual({ haircut: 1 });
    // 'Gostei horrores' is 'loved it'; the old town is no complaint; hair volume is not the noise.
    expect(topics('Gostei horrores do brunch.')).toEqual({ breakfast: 1 });
    expect(analyseReview('A cidade velha é linda e o hotel fica mesmo no centro.', 'pt').sentiment).toBeGreaterThan(0);
    expect(topics('O volume deu um ar mais leve ao cabelo.')).not.toHaveProperty('noise');
    expect(topics('Pelos vistos, a Ana é a melhor.')).toEqual({});
  });

  it('uses up everyday phrases whose words mean no topic or feeling', () => {
    expect(topics('Estava mau tempo e o empregado simpático.')).toEqual({ staff: 1 });
    expect(topics('O empregado desejou bom apetite.')).toEqual({ staff: 0 });
  });

  it("reads 'mas um bocado' as a degree, not a new subject", () => {
    expect(topics('O pequeno-almoço era bom mas um bocado repetitivo ao fim de três dias.')).toEqual({ breakfast: -1 });
  });
  it('reads a sour face as the staff, not a price, a dental cleaning as a treatment, and "cafe" without its accent', () => {
    expect(topics('O cafe até é bom mas a senhora do balcão com cara de poucos amigos.')).toEqual({ coffee: 1, staff: -1 });
    expect(topics('A médica dentista foi muito profissional e a limpeza correu bem.')).toEqual({ staff: 1, treatment: 1 });
  });
  it('reads a long wait, loud music and drinks outside a price', () => {
    expect(topics('Esperámos imenso pela comida.')).toMatchObject({ waiting: -1 });
    expect(topics('A música estava muito alta.')).toEqual({ noise: -1 });
    expect(topics('30 euros sem bebidas é caro.')).toEqual({ price: -1 });
  });
  it('reads a dish that is well served as generous food, and guests well served as the service', () => {
    expect(topics('Os pratos são bem servidos.')).toEqual({ food: 1 });
    expect(topics('Fomos muito bem servidos.')).toEqual({ service: 1 });
  });
  it('reads being seated or seen only at a later hour as the wait', () => {
    expect(topics('Marquei às 10h e só me sentaram na cadeira às 10h45.')).toMatchObject({ waiting: -1 });
    expect(topics('Marquei consulta para as 15h e só fui atendido às 16h20.')).toMatchObject({ waiting: -1 });
  });
  it('reads being served at once, a colour not as asked, a bill asked for again and again, phones and room for improvement', () => {
    expect(topics('Fomos atendidos logo.')).toEqual({ waiting: 1 });
    expect(topics('A cor não ficou como pedi.')).toEqual({ haircut: -1 });
    expect(topics('Tivemos de pedir a conta três vezes.')).toEqual({ service: -1 });
    expect(topics('Os funcionários estavam mais interessados no telemóvel.')).toEqual({ staff: -1 });
    expect(topics('Há espaço para melhorar nas sobremesas.')).toEqual({ food: -1 });
  });
  it('reads nobody coming by, a hair in the food, flat beer, hard chairs, a cold room and tables too close as complaints', () => {
    expect(topics('Ninguém veio perguntar se queríamos mais alguma coisa.')).toEqual({ service: -1 });
    expect(topics('Havia um cabelo na minha salada.')).toEqual({ cleanliness: -1, food: 0 });
    expect(topics('A cerveja estava choca.')).toEqual({ drinks: -1 });
    expect(topics('As cadeiras são muito desconfortáveis.')).toEqual({ atmosphere: -1 });
    expect(topics('Estava imenso frio lá dentro.')).toEqual({ atmosphere: -1 });
    expect(topics('As mesas estão demasiado juntas.')).toEqual({ atmosphere: -1 });
  });
  it('reads a refused exchange as the service', () => {
    expect(topics('Recusaram a troca.')).toEqual({ service: -1 });
  });
  it('reads a place by the sea as the location', () => {
    expect(topics('Café lindo à beira-mar.')).toMatchObject({ location: 1 });
  });
  it('reads leaving hungry and nothing done about a complaint as complaints, but not arriving hungry', () => {
    expect(topics('Saímos com fome.')).toEqual({ food: -1 });
    expect(topics('Reclamei e disseram que iam tratar do assunto mas nada mudou.')).toEqual({ service: -1 });
    expect(topics('Chegámos com fome e a comida estava ótima.')).toEqual({ food: 1 });
  });
  it('reads an unwilling reception, parking charged apart, calling the waiter again and again, charges nobody asked for, a late appointment and crumbs as complaints, and every cent worth it', () => {
    expect(topics('Pedimos para mudar e disseram que estava lotado, sem grande vontade de ajudar.')).toEqual({ service: -1 });
    expect(topics('O estacionamento é à parte e custa 18€ por dia, convém saber antes.')).toEqual({ parking: -1, price: -1 });
    expect(topics('Valeu a pena cada cêntimo ✨')).toEqual({ price: 1 });
    expect(topics('Tivemos de o chamar vezes sem conta.')).toEqual({ service: -1 });
    expect(topics('No fim a conta veio com couvert que ninguém pediu e dois pratos a mais.')).toEqual({ price: -1 });
    expect(topics('Consulta marcada para as 15h, só me chamaram às 16h30.')).toEqual({ waiting: -1 });
    expect(topics('As mesas cá fora estavam cheias de migalhas e ninguém as limpou.')).toEqual({ cleanliness: -1 });
    expect(topics('Fiz uma limpeza com a Dra. Marta.')).toEqual({ treatment: 0, staff: 0 });
  });

  it('reads the view as the location, and being fitted in as praise', () => {
    expect(topics('A vista da piscina para o vale é linda demais 😍')).toEqual({ location: 1 });
    expect(topics('A senhora da receção lá conseguiu encaixar-me.')).toEqual({ staff: 1 });
  });

  it('reads an order that never came as a service complaint', () => {
    expect(topics('A torrada nunca chegou.')).toMatchObject({ service: -1 });
  });

  it('reads a sticky table, a toilet without paper, a shrug, and a cut someone nailed', () => {
    expect(topics('Mesa toda grudenta e banheiro sem papel.')).toEqual({ cleanliness: -1 });
    expect(topics('Mostrei o print e a recepcionista deu de ombros.')).toEqual({ staff: -1 });
    expect(topics('Salão limpinho e cheiroso.')).toEqual({ cleanliness: 1 });
    expect(topics('A Dani arrasou 😍😍')).toEqual({ staff: 1 });
  });

  it('reads a booking that did not exist, an attendant in a hurry and a waiter who kept vanishing', () => {
    expect(topics('Chegando lá a reserva não existia.')).toEqual({ booking: -1 });
    expect(topics('A moça foi educada, mas parecia com pressa pra terminar logo.')).toEqual({ staff: -1 });
    expect(topics('Só achei o atendimento meio devagar, o garçom sumia e a gente tinha que ficar chamando.')).toMatchObject({ service: -1 });
  });

  it('reads coffee while you wait as no wait, and many options as the selection', () => {
    expect(topics('O cafezinho enquanto a gente espera é um mimo.')).toEqual({ coffee: 1 });
    expect(topics('Self-service com muita opção, comida caseira.')).toMatchObject({ selection: 0 });
  });

  it("reads 'mal posso esperar' as no wait", () => {
    expect(topics('O pequeno-almoço estava ótimo. Mal posso esperar para voltar.')).toEqual({ breakfast: 1 });
  });

  it('reads what needs improving and a double-booked slot as complaints of the booking', () => {
    expect(topics('O agendamento que precisa melhorar.')).toEqual({ booking: -1 });
  });

  it('reads a coffee taken away and never returned, an unasked treatment charged, a portion that hardly fed two, a late room, a runaround and tools not sterilised', () => {
    expect(topics('O galão chegou morno e quando pedi para aquecer levaram-no e nunca mais voltou.')).toMatchObject({ coffee: -1 });
    expect(topics('No fim ainda me cobraram um tratamento que eu não pedi.')).toMatchObject({ price: -1 });
    expect(topics('A moqueca até que tava boa, mas a porção pra 4 pessoas mal deu pra 2.')).toEqual({ food: -1 });
    expect(topics('O quarto só ficou pronto às 17h30.')).toMatchObject({ waiting: 0 });
    expect(topics('Faz 3 semanas que peço o estorno e só me enrolam.')).toEqual({ service: -1 });
    expect(topics('E o alicate nem parecia esterilizado.')).toEqual({ cleanliness: -1 });
  });

  it('reads other patients as people, not as praise for being patient', () => {
    expect(topics('O agendamento que precisa melhorar: marcaram dois pacientes no mesmo horário que eu.')).toEqual({ booking: -1 });
  });

  it("reads Brazilian 'galera' as the staff and 'gente boa' as praise", () => {
    expect(topics('Galera super gente boa, me ajudaram a escolher o tamanho certo.')).toEqual({ staff: 1 });
  });

  it("reads 'esperando' as the wait", () => {
    expect(topics('1h20 esperando uma pizza que chegou fria.')).toMatchObject({ waiting: -1 });
  });

  it("reads yesterday's bread, music heard at night, calling for someone, being seen at once and feeling nothing", () => {
    expect(topics('O pão de queijo murcho, daqueles de ontem.')).toEqual({ food: -1 });
    // Music still heard at 2 a.m. is the noise criticised (as the corpus annotates it), no longer merely named.
    expect(topics('Às 2 da manhã ainda se ouvia a música do bar.')).toMatchObject({ noise: -1 });
    expect(topics('Tinha que ficar chamando alguém pra conseguir uma bebida.')).toMatchObject({ service: -1 });
    expect(topics('Têm imensa coisa gira.')).toEqual({ selection: 1 });
    expect(topics('Atenderam-me logo.')).toEqual({ waiting: 1 });
    expect(topics('Nem senti nada.')).toEqual({ treatment: 1 });
  });

  it('reads a cold beer as praise', () => {
    expect(topics('A cerveja estava gelada.')).toEqual({ drinks: 1 });
  });

  it("reads a breakfast 'caprichado' as praise, and 'frios' beside bread and cheese as cold cuts", () => {
    expect(topics('Café da manhã caprichado, com bolo, pão de queijo e frios.')).toEqual({ breakfast: 1, food: 0 });
  });

  it("reads what was not resolved as the service, the reviewer's own complaint as no feeling, and patients as people", () => {
    expect(topics('A recepção foi educada quando reclamei mas não resolveu nada.')).toEqual({ staff: 1, service: -1 });
    expect(topics('Uma falta de respeito pelos pacientes!!')).toEqual({});
  });

  it('reads a pretty shop as its looks and no after-sales as the service', () => {
    expect(topics('Loja bonitinha, mas pós-venda zero.')).toEqual({ atmosphere: 1, service: -1 });
  });

  it('reads total silence as praise of the quiet', () => {
    expect(topics('Silêncio total à noite.')).toEqual({ noise: 1 });
  });

  it('reads a lottery of parking, shouting at packed tables and a place that is a gracinha', () => {
    expect(topics('Estacionar ali à noite é uma lotaria.')).toEqual({ parking: -1 });
    expect(topics('Só é pena as mesas tão juntas, estávamos todos a falar aos gritos.')).toEqual({ atmosphere: -1, noise: -1 });
    expect(topics('O lugar é uma gracinha, tudo muito instagramável.')).toEqual({ atmosphere: 1 });
  });

  it('knows everyday ways of telling noise, waits, staff and choice', () => {
    expect(topics('Ouvia-se a televisão do quarto ao lado a noite toda.')).toMatchObject({ noise: -1 });
    expect(topics('Obras às 7 da manhã, impossível dormir.')).toMatchObject({ noise: -1 });
    expect(topics('Crianças aos gritos por todo o restaurante.')).toMatchObject({ noise: -1 });
    expect(topics('A música no máximo, não dava pra conversar.')).toMatchObject({ noise: -1 });
    expect(topics('O cão do vizinho ladrou a noite toda.')).toMatchObject({ noise: -1 });
    expect(topics('O ar condicionado fazia um barulhão.')).toMatchObject({ noise: -1 });
    expect(topics('Cansámos de esperar e fomos embora.')).toMatchObject({ waiting: -1 });
    expect(topics('Esperei quase duas horas para ser atendido.')).toMatchObject({ waiting: -1 });
    expect(topics('A fila não andava.')).toMatchObject({ waiting: -1 });
    expect(topics('Uma hora e nada da comida.')).toMatchObject({ waiting: -1 });
    expect(topics('Fomos atendidos num instante.')).toMatchObject({ waiting: 1 });
    expect(topics('Chegou tudo num piscar de olhos.')).toMatchObject({ waiting: 1 });
    expect(topics('O garçom foi gente boa demais.')).toMatchObject({ staff: 1 });
    expect(topics('Fizeram-nos sentir em casa.')).toMatchObject({ staff: 1 });
    expect(topics('Trataram-nos como reis.')).toMatchObject({ staff: 1 });
    expect(topics('Fomos muito bem tratados por todos.')).toMatchObject({ staff: 1 });
    expect(topics('O atendente foi grosso com a gente.')).toMatchObject({ staff: -1 });
    expect(topics('Já não havia quase nada na vitrine.')).toMatchObject({ selection: -1 });
    expect(topics('Não tinham nada do que eu procurava.')).toMatchObject({ selection: -1 });
    expect(topics('Tem muito por onde escolher.')).toMatchObject({ selection: 1 });
    expect(topics('Deram a nossa mesa a outras pessoas.')).toMatchObject({ booking: -1 });
    expect(topics('Tivemos de nos levantar para pedir.')).toMatchObject({ service: -1 });
    expect(topics('Estava um calor insuportável lá dentro.')).toMatchObject({ atmosphere: -1 });
    expect(topics('Preços pela hora da morte.')).toMatchObject({ price: -1 });
    expect(topics('Uma pechincha.')).toMatchObject({ price: 1 });
  });

  it('knows food still warm, a taste told as if gone stale, a hair in the dish and a bad smell', () => {
    expect(topics('Os pastéis de nata ainda mornos, uma delícia.')).toMatchObject({ food: 1 });
    expect(topics('O cimbalino estava ótimo.')).toMatchObject({ coffee: 1 });
    expect(topics('O quarto tinha cheiro a fritos.')).toMatchObject({ cleanliness: -1 });
  });

  it('knows everyday ways of judging the food, the room, the result, the price and the place', () => {
    expect(topics('O arroz não sabia a nada.')).toMatchObject({ food: -1 });
    expect(topics('A carne desfazia-se na boca.')).toMatchObject({ food: 1 });
    expect(topics('As lulas pareciam borracha.')).toMatchObject({ food: -1 });
    expect(topics('O risotto estava uma papa.')).toMatchObject({ food: -1 });
    expect(topics('A caipirinha era só gelo.')).toMatchObject({ drinks: -1 });
    expect(topics('O galão era um chafé.')).toMatchObject({ coffee: -1 });
    expect(topics('O polvo derretia na boca, pena o serviço demorado.')).toMatchObject({ food: 1 });
    expect(topics('Da janela via-se o mar.')).toMatchObject({ location: 1 });
    expect(topics('O quarto dava para uma parede.')).toMatchObject({ rooms: -1 });
    expect(topics('Sentiam-se as molas do colchão.')).toMatchObject({ rooms: -1 });
    expect(topics('A cor ficou laranja.')).toMatchObject({ haircut: -1 });
    expect(topics('Finalmente alguém que sabe cortar cabelo cacheado.')).toMatchObject({ haircut: 1 });
    expect(topics('Cortou muito mais do que eu pedi.')).toMatchObject({ haircut: -1 });
    expect(topics('Não senti absolutamente nada durante a extração.')).toMatchObject({ treatment: 1 });
    expect(topics('Depois de dez sessões não notei melhoria nenhuma.')).toMatchObject({ treatment: -1 });
    expect(topics('Pagámos uma pipa de massa.')).toMatchObject({ price: -1 });
    expect(topics('Comemos os dois por menos de 25 euros.')).toMatchObject({ price: 1 });
    expect(topics('Fica mesmo no centro, perto de tudo.')).toMatchObject({ location: 1 });
    expect(topics('Fica onde Judas perdeu as botas.')).toMatchObject({ location: -1 });
    expect(topics('A rua é muito íngreme.')).toMatchObject({ location: -1 });
    expect(topics('Um espaço frio e impessoal.')).toMatchObject({ atmosphere: -1 });
    expect(topics('Havia uma meia no chão do quarto.')).toMatchObject({ cleanliness: -1 });
    expect(topics('Não havia papel higiénico na casa de banho.')).toMatchObject({ cleanliness: -1 });
    expect(topics('O banheiro cheirava a xixi.')).toMatchObject({ cleanliness: -1 });
    expect(topics('Teias de aranha no teto do quarto.')).toMatchObject({ cleanliness: -1 });
  });

  it('reads a waiting room, stale food, painless care, litotes, appointments, unanswered phones, deaf staff and noise, idioms, refunds, curtness and views', () => {
    expect(topics('A sala de espera está um bocado degradada.')).not.toHaveProperty('waiting');
    expect(topics('A sala de espera está um bocado degradada.')).toMatchObject({ atmosphere: -1 });
    expect(topics('O pão era do dia anterior.')).toMatchObject({ food: -1 });
    expect(topics('Não senti nada.')).toMatchObject({ treatment: 1 });
    expect(topics('Mal senti a picada.')).toMatchObject({ treatment: 1 });
    expect(topics('Nada a dizer sobre o corte.')).toMatchObject({ haircut: 1 });
    expect(topics('Demorei três semanas a conseguir consulta.')).toMatchObject({ booking: -1 });
    expect(topics('Liguei quatro vezes até conseguir marcar.')).toMatchObject({ booking: -1 });
    expect(topics('A clínica já não atende o telefone.')).toMatchObject({ service: -1 });
    expect(topics('Não respondem aos emails.')).toMatchObject({ service: -1 });
    expect(topics('Ela não me ouviu.')).toMatchObject({ staff: -1 });
    expect(topics('Não ouviu o que eu pedi.')).toMatchObject({ staff: -1 });
    expect(topics('Televisão aos berros.')).toMatchObject({ noise: -1 });
    expect(topics('Impossível ouvir o que diziam os outros à mesa.')).toMatchObject({ noise: -1 });
    expect(topics('Dinheiro deitado no lixo.')).not.toHaveProperty('cleanliness');
    expect(topics('Dinheiro deitado no lixo.')).toMatchObject({ price: -1 });
    expect(topics('Devolveram-me o dinheiro.')).not.toHaveProperty('price');
    expect(topics('Reembolsaram-me tudo.')).not.toHaveProperty('price');
    expect(topics('O site das marcações foi abaixo duas vezes.')).toMatchObject({ booking: -1 });
    expect(topics('A app para marcar é uma trapalhada.')).toMatchObject({ booking: -1 });
    expect(topics('Respondeu-me de forma seca.')).toMatchObject({ staff: -1 });
    expect(topics('Um pouco bruto, o dentista.')).toMatchObject({ staff: -1 });
    expect(topics('O estacionamento é complicado, mas isso não depende deles.').parking).not.toBe(-1);
    expect(topics('A rua é barulhenta, mas a culpa não é deles.').noise).not.toBe(-1);
    expect(topics('Vista para o lago desde a esplanada.')).toMatchObject({ location: 1 });
    expect(topics('Sentar a olhar para o mar.')).toMatchObject({ location: 1 });
    expect(topics('Tinham dado a minha hora a outra pessoa.')).toMatchObject({ booking: -1 });
    expect(topics('Muito apertado, estamos em cima da mesa do lado.')).toMatchObject({ atmosphere: -1 });
    expect(topics('A rececionista é uma joia.')).toMatchObject({ staff: 1 });
    expect(topics('Não posso negar excelente café.')).toMatchObject({ coffee: 1 });
  });

  it('reads an asking cut short, an extra charge, a lunch break, praise of what one rarely sees and the other phrasings of the last blind set', () => {
    const read = (text: string, rating: number) => topicPolarities(text, 'pt', 'review', rating);
    expect(read('Comida boa. Mas demora viu, se vc tem 1h de almoço esquece', 3)).toEqual({ food: 1, waiting: -1 });
    expect(read('Seu Antônio atende com uma paciência que não existe mais hoje em dia', 4)).toEqual({ staff: 1 });
    expect(read('Lugar lindo, todo cheio de plantinha', 4)).toEqual({ atmosphere: 1 });
    expect(read('Fiz unha em gel com a Tati e ficou perfeita', 4)).toMatchObject({ treatment: 1 });
    expect(read('o salão é bem apertadinho e com o secador do lado no talo não dá nem pra conversar', 4)).toEqual({ atmosphere: -1, noise: -1 });
    expect(read('Queijo. Lacrado. Enfim, 90 reais no lixo', 2)).not.toHaveProperty('cleanliness');
  });

  it("reads a wrong or missing order, nobody serving, a shrug, being hurried out, a shop's useless help, broken promises, refused returns, waits, hotel-night noise and named staff praised", () => {
    expect(topics('Pedi um galão com leite de aveia e veio com leite normal.')).toMatchObject({ service: -1 });
    expect(topics('Pedimos pizza de fiambre e trouxeram uma de ananás.')).toMatchObject({ service: -1 });
    expect(topics('Trouxeram um prato que não tínhamos pedido.')).toMatchObject({ service: -1 });
    expect(topics('Tivemos de ir ao balcão pedir.')).toMatchObject({ service: -1 });
    expect(topics('Ninguém nos perguntou se queríamos mais alguma coisa.')).toMatchObject({ service: -1 });
    expect(topics('O empregado desapareceu.')).toMatchObject({ service: -1 });
    expect(topics('O empregado encolheu os ombros.')).toMatchObject({ service: -1 });
    expect(topics('Nem sequer pediram desculpa.')).toMatchObject({ service: -1 });
    expect(topics('Não aconteceu nada.')).toMatchObject({ service: -1 });
    expect(topics('Puseram a conta na mesa sem pedirmos.')).toMatchObject({ service: -1 });
    expect(topics('Começaram a empilhar as cadeiras à nossa volta.')).toMatchObject({ service: -1 });
    expect(topics('Levantaram os pratos antes de acabarmos.')).toMatchObject({ service: -1 });
    expect(topics('O funcionário não percebia nada do que vende.')).toMatchObject({ service: -1 });
    expect(topics('Venderam-me a tinta errada.')).toMatchObject({ service: -1 });
    expect(topics('Tive de procurar sozinho.')).toMatchObject({ service: -1 });
    expect(topics('Prometeram para sexta e nem tinham começado.')).toMatchObject({ service: -1 });
    expect(topics('O bolo chegou no dia a seguir ao aniversário.')).toMatchObject({ service: -1 });
    expect(topics('Só trocas em 7 dias.')).toMatchObject({ service: -1 });
    expect(topics('Nem troca nem vale.')).toMatchObject({ service: -1 });
    expect(topics('Não aceitam devolução de botas usadas.')).toMatchObject({ service: -1 });
    expect(topics('É preciso ter paciência de santo para arranjar mesa.')).toMatchObject({ waiting: -1 });
    expect(topics('Duas horas para três pratos.')).toMatchObject({ waiting: -1 });
    expect(topics('Tem que ter muita paciência.')).toMatchObject({ waiting: -1 });
    expect(topics('A ventilação funcionou até às 23h e voltou a ligar às 6h.')).toMatchObject({ noise: -1 });
    expect(topics('O ar condicionado parecia um avião.')).toMatchObject({ noise: -1 });
    expect(topics('O radiador bateu a noite toda.')).toMatchObject({ noise: -1 });
    expect(topics('O João lembra-se sempre do meu pedido.')).toMatchObject({ staff: 1 });
    expect(topics('As recomendações do Miguel são certeiras.')).toMatchObject({ staff: 1 });
    expect(topics('Ninguém mexeu uma palha.')).toMatchObject({ service: -1 });
    expect(topics('Ficaram de ligar e nunca ligaram.')).toMatchObject({ service: -1 });
  });

  it('reads price idioms, messy shops, thin ranges, curt deeds, service not done, praise by deeds, booking ease and failures, plain food faults, regional breakfast and parking, location, noise and cleanliness told by detail, painless treatment, clock-time waits and praise that ends as people put them', () => {
    const read = (text: string, rating: number) => topicPolarities(text, 'pt', 'review', rating);
    expect(topics('Um pouco puxado para o que é.')).toEqual({ price: -1 });
    expect(topics('Cobrar 4 euros por um galão já é abusar.')).toMatchObject({ price: -1 });
    expect(topics('Cobraram uma taxa de serviço que ninguém mencionou.')).toEqual({ price: -1 });
    expect(topics('Estão a gozar connosco com estes preços.')).toEqual({ price: -1 });
    expect(topics('A loja é uma desarrumação, coisas por todo o lado.')).toEqual({ cleanliness: -1 });
    expect(topics('Tudo desarrumado e caixas pelo chão.')).toEqual({ cleanliness: -1 });
    expect(topics('À tarde só havia dois tipos de bolo.')).toEqual({ selection: -1 });
    expect(topics('Os tamanhos esgotam logo.')).toEqual({ selection: -1 });
    expect(topics('Metade dos produtos do site não tinha no estoque.')).toEqual({ selection: -1 });
    expect(topics('Apontou vagamente para o fundo e foi-se embora.')).toEqual({ staff: -1 });
    expect(topics('Nem olha para a cara das pessoas quando perguntamos.')).toEqual({ staff: -1 });
    expect(topics('Sabia muito pouco do que vendia.')).toEqual({ staff: -1 });
    expect(topics('Disse que o erro devia ser meu.')).toEqual({ staff: -1 });
    expect(topics('O garçom jogou os pratos na mesa.')).toEqual({ staff: -1 });
    expect(topics('Ninguém disse nada.')).toEqual({ service: -1 });
    expect(topics('Nem um desculpa.')).toEqual({ service: -1 });
    expect(topics('Só um seco "já não há".')).toEqual({ service: -1 });
    expect(topics('Nenhum desconto, nada.')).toEqual({ service: -1 });
    expect(topics('Passou imenso tempo a ajudar-me a escolher.')).toEqual({ staff: 1 });
    expect(topics('Ela levou todo o tempo que eu precisei.')).toEqual({ staff: 1 });
    expect(topics('Nunca há pressão para comprar, sem stress nenhum.')).toEqual({ service: 1 });
    expect(topics('A Carla arrasou na cor!')).toMatchObject({ haircut: 1 });
    expect(topics('Marquei num instante pela app.')).toEqual({ booking: 1 });
    expect(topics('Não tinham nada em meu nome.')).toEqual({ booking: -1 });
    expect(topics('Mudaram a marcação por SMS sem perguntar.')).toEqual({ booking: -1 });
    expect(topics('Sabe a bolo do Continente.')).toEqual({ food: -1 });
    expect(topics('Bolo com gosto de supermercado.')).toEqual({ food: -1 });
    expect(topics('Vinha do micro-ondas.')).toEqual({ food: -1 });
    expect(topics('O mata-bicho do hotel era fraco.')).toEqual({ breakfast: -1 });
    expect(topics('O café da manhã era farto.')).toEqual({ breakfast: 1 });
    expect(topics('Parque pago, 15€ por dia.')).toMatchObject({ parking: -1 });
    expect(topics('O estacionamento paga-se à parte, 18 euros por dia.')).toMatchObject({ parking: -1 });
    expect(topics('O estacionamento custa pouco.')).toEqual({ parking: 1 });
    expect(topics('Custou encontrar a entrada, fica atrás da farmácia.')).toEqual({ location: -1 });
    expect(topics('Mesmo à beira do lago, lindo.')).toEqual({ location: 1 });
    expect(topics('A dois minutos da praia, perfeito.')).toEqual({ location: 1 });
    expect(topics('Tivemos de falar aos berros.')).toEqual({ noise: -1 });
    expect(topics('Tive que colocar fone de ouvido para conseguir trabalhar.')).toEqual({ noise: -1 });
    expect(topics('Cheiro forte a químicos no corredor.')).toEqual({ cleanliness: -1 });
    expect(topics('A clínica é impecável.')).toEqual({ cleanliness: 1 });
    expect(topics('Nem dei pela anestesia.')).toEqual({ treatment: 1 });
    expect(topics('A restauração no dente correu bem.')).toEqual({ treatment: 1 });
    expect(topics('Três semanas até a encomenda chegar.')).toEqual({ waiting: -1 });
    expect(topics('Tinha consulta às 10h e só entrei às 11h.')).toEqual({ waiting: -1 });
    expect(read('O café é bom, mas infelizmente é só isso.', 2)).toEqual({ coffee: 1 });
  });

  it('reads praise of the atmosphere, the range, advice, drinks, cleanliness, people, the location, food, the result, booking, price and speed as people put it', () => {
    expect(topics('Um cantinho muito fofo.')).toEqual({ atmosphere: 1 });
    expect(topics('Espaço muito bem decorado.')).toEqual({ atmosphere: 1 });
    expect(topics('Decoração lindíssima, com plantas e velas.')).toEqual({ atmosphere: 1 });
    expect(topics('Uma esplanada ótima para estar.')).toEqual({ atmosphere: 1 });
    expect(topics('Um jardim lindo para sentar.')).toEqual({ atmosphere: 1 });
    expect(topics('Lugar aconchegante.')).toEqual({ atmosphere: 1 });
    expect(topics('Salão lindo, super bem montado.')).toEqual({ atmosphere: 1 });
    expect(topics('Decoração feia e datada.')).toEqual({ atmosphere: -1 });
    expect(topics('Nada acolhedor.')).toEqual({ atmosphere: -1 });
    expect(topics('Muitas relíquias que não se encontram noutro lado.')).toEqual({ selection: 1 });
    expect(topics('Tem de tudo.')).toEqual({ selection: 1 });
    expect(topics('Tem para todos os gostos.')).toEqual({ selection: 1 });
    expect(topics('Pouca variedade.')).toEqual({ selection: -1 });
    expect(topics('Não tinham quase nada.')).toEqual({ selection: -1 });
    expect(topics('Ótimo aconselhamento.')).toEqual({ service: 1 });
    expect(topics('Souberam exatamente o que eu precisava.')).toEqual({ service: 1 });
    expect(topics('Me ajudaram a encontrar a peça certa.')).toEqual({ service: 1 });
    expect(topics('O Sr. João aconselhou-me muito bem.')).toEqual({ staff: 1 });
    expect(topics('A vendedora recomendou exatamente o que me ficava bem.')).toEqual({ staff: 1 });
    expect(topics('Nenhum aconselhamento.')).toEqual({ service: -1 });
    expect(topics('Ninguém me ajudou.')).toEqual({ service: -1 });
    expect(topics('O vinho recomendado combinou perfeitamente.')).toEqual({ drinks: 1 });
    expect(topics('Cocktails ótimos.')).toEqual({ drinks: 1 });
    expect(topics('Drinks maravilhosos.')).toEqual({ drinks: 1 });
    expect(topics('Limonada caseira.')).toEqual({ drinks: 1 });
    expect(topics('Cerveja artesanal local de pressão muito boa.')).toEqual({ drinks: 1 });
    expect(topics('Sumo natural.')).toEqual({ drinks: 1 });
    expect(topics('Suco natural fresquinho.')).toEqual({ drinks: 1 });
    expect(topics('Limpíssimo.')).toEqual({ cleanliness: 1 });
    expect(topics('Casas de banho limpas.')).toEqual({ cleanliness: 1 });
    expect(topics('Banheiro limpinho.')).toEqual({ cleanliness: 1 });
    expect(topics('Tudo arrumadinho.')).toEqual({ cleanliness: 1 });
    expect(topics('Longe de estar limpo.')).toEqual({ cleanliness: -1 });
    expect(topics('A casa de banho não estava limpa.')).toEqual({ cleanliness: -1 });
    expect(topics('A moça do balcão foi super prestável.')).toEqual({ staff: 1 });
    expect(topics('O rapaz que trabalha lá é um amor.')).toEqual({ staff: 1 });
    expect(topics('A senhora que gere o espaço é uma querida.')).toEqual({ staff: 1 });
    expect(topics('A dona é um doce.')).toEqual({ staff: 1 });
    expect(topics('O próprio dono veio à mesa.')).toEqual({ staff: 1 });
    expect(topics('O garçom foi um fofo.')).toEqual({ staff: 1 });
    expect(topics('A moça do balcão foi mal-educada.')).toEqual({ staff: -1 });
    expect(topics('Mesmo em frente ao mar.')).toEqual({ location: 1 });
    expect(topics('A dois minutos da praia.')).toEqual({ location: 1 });
    expect(topics('Muito central, perto de tudo.')).toEqual({ location: 1 });
    expect(topics('Fácil de encontrar.')).toEqual({ location: 1 });
    expect(topics('Uma vista incrível da esplanada.')).toEqual({ location: 1 });
    expect(topics('Bem localizado.')).toEqual({ location: 1 });
    expect(topics('Difícil de encontrar.')).toEqual({ location: -1 });
    expect(topics('A vista dava para o estacionamento.')).toEqual({ location: -1 });
    expect(topics('Porções bem servidas.')).toEqual({ food: 1 });
    expect(topics('Tudo caseiro.')).toEqual({ food: 1 });
    expect(topics('Pão quentinho a sair do forno.')).toEqual({ food: 1 });
    expect(topics('O bolo é de comer e chorar por mais.')).toEqual({ food: 1 });
    expect(topics('A carne derrete na boca.')).toEqual({ food: 1 });
    expect(topics('O melhor pastel de nata da cidade.')).toEqual({ food: 1 });
    expect(topics('Doses generosas.')).toEqual({ food: 1 });
    expect(topics('As doses não eram generosas.')).toEqual({ food: -1 });
    expect(topics('O corte ficou exatamente como eu queria.')).toEqual({ haircut: 1 });
    expect(topics('A cor ficou perfeita.')).toEqual({ haircut: 1 });
    expect(topics('Mãos leves, não senti nada.')).toEqual({ treatment: 1 });
    expect(topics('As unhas continuam perfeitas depois de duas semanas.')).toEqual({ treatment: 1 });
    expect(topics('O corte não ficou como eu queria.')).toEqual({ haircut: -1 });
    expect(topics('A cor ficou manchada.')).toEqual({ haircut: -1 });
    expect(topics('Marcação online muito fácil.')).toEqual({ booking: 1 });
    expect(topics('Consegui horário no mesmo dia.')).toEqual({ booking: 1 });
    expect(topics('Responderam rápido no WhatsApp.')).toEqual({ booking: 1 });
    expect(topics('Impossível marcar online.')).toEqual({ booking: -1 });
    expect(topics('Preços justos.')).toEqual({ price: 1 });
    expect(topics('Ótima relação qualidade-preço.')).toEqual({ price: 1 });
    expect(topics('Custo-benefício excelente.')).toEqual({ price: 1 });
    expect(topics('Leite de aveia sem custo extra.')).toEqual({ price: 1 });
    expect(topics('Refil grátis.')).toEqual({ price: 1 });
    expect(topics('Preços nada justos.')).toEqual({ price: -1 });
    expect(topics('Cobram à parte pelo leite de aveia.')).toEqual({ price: -1 });
    expect(topics('Sem espera nenhuma.')).toEqual({ waiting: 1 });
    expect(topics('Atendidos logo.')).toEqual({ waiting: 1 });
    expect(topics('Rápido mesmo com a casa cheia.')).toEqual({ waiting: 1 });
    expect(topics('Pontualíssimos.')).toEqual({ waiting: 1 });
    expect(topics('O sumo era de pacote.')).toEqual({ drinks: -1 });
    expect(topics('Não é nada perto de tudo.')).toEqual({ location: -1 });
    expect(topics('Não tem grande variedade.')).toEqual({ selection: -1 });
  });

  it("reads 'Escusava.' (that was uncalled for) after what a shopkeeper said as a complaint of him", () => {
    expect(topicPolarities('Perguntei ao senhor se tinha azeite e respondeu-me com um "não vê que não há?". Escusava.', 'pt', 'review', 2)).toMatchObject({ staff: -1 });
  });

  it("reads a 'preço salgado' (a salty price) as a complaint of the price", () => {
    expect(topicPolarities('O cappuccino é gostoso, mas o preço é salgado.', 'pt', 'review', 4)).toMatchObject({ price: -1 });
  });

  it('reads story forms: a pretty café, a guy who is no price, litotes, irony, deeds of staff, quick fixes, recovery, price by comparison, noise and dirt by detail, regional food, thin stock, refused returns and the surroundings', () => {
    const rated = (text: string, rating: number) => topicPolarities(text, 'pt', 'review', rating);
    // Homographs: the café named as a place, 'o cara' who is a person, a calm dentist.
    expect(topics('Lindo café, super aconchegante.')).toEqual({ atmosphere: 1 });
    expect(topics('O cara foi muito gentil.')).toEqual({ staff: 1 });
    expect(rated('O dono estava de cara amarrada.', 2)).toEqual({ staff: -1 });
    // Litotes and faint praise.
    expect(topics('O hambúrguer não estava nada mal.')).toEqual({ food: 1 });
    expect(rated('O hambúrguer é meia boca.', 3)).toEqual({ food: -1 });
    // Irony.
    expect(rated('E boa sorte pra estacionar.', 1)).toEqual({ parking: -1 });
    // Staff faults told by deeds and dismissive answers.
    expect(rated('Ela riu da minha cara.', 1)).toEqual({ staff: -1 });
    expect(rated('Me tratou como se eu estivesse pedindo favor.', 1)).toEqual({ staff: -1 });
    expect(rated('Disse que a tabela mudou e pronto.', 1)).toMatchObject({ staff: -1 });
    // Staff praise idioms.
    expect(topics('A manicure tem mão de fada.')).toMatchObject({ treatment: 1 });
    // Waits told by time spans, speed told by a quick fix.
    expect(rated('Fui atendida 1h20 depois do horário.', 2)).toEqual({ waiting: -1 });
    expect(topics('Nem precisei esperar.')).toEqual({ waiting: 1 });
    // Results told by recovery and by looks.
    expect(topics('Saí andando da fisioterapia.')).toEqual({ treatment: 1 });
    expect(rated('Saí com um triângulo na cabeça.', 1)).toEqual({ haircut: -1 });
    // Price told by comparison.
    expect(rated('Mais barato na internet.', 2)).toEqual({ price: -1 });
    // Noise and cleanliness told by detail.
    expect(rated('Dava pra ouvir o vizinho roncando.', 2)).toEqual({ noise: -1 });
    expect(rated('Veio um cabelo de brinde no prato.', 1)).toMatchObject({ cleanliness: -1 });
    expect(rated('Formiga pra todo lado no banheiro.', 1)).toEqual({ cleanliness: -1 });
    // Regional dishes, drinks, and food no dog would eat.
    expect(topics('O tropeiro estava delicioso.')).toEqual({ food: 1 });
    expect(topics('O chopp bem gelado.')).toEqual({ drinks: 1 });
    expect(rated('Comida que nem meu cachorro comeria.', 1)).toEqual({ food: -1 });
    // Thin stock, nobody clearing, refused returns.
    expect(rated('Quase nada na loja, tudo tem que encomendar.', 2)).toEqual({ selection: -1 });
    expect(rated('Ninguém recolhia as mesas.', 2)).toEqual({ service: -1 });
    expect(rated('Não aceitaram a devolução.', 2)).toEqual({ service: -1 });
    // The surroundings.
    expect(topics('Da varanda se vê toda a serra.')).toEqual({ location: 1 });
  });

  it('reads sour wine, unasked charges, lost bookings, crooked cuts, hygiene and the slow kitchen told as stories', () => {
    const rated = (text: string, rating: number) => topicPolarities(text, 'pt', 'review', rating);
    // Wine gone to vinegar is the drink; tap water billed as bottled is the price.
    expect(rated('O tinto da casa sabia a vinagre.', 2)).toEqual({ drinks: -1 });
    expect(rated('Cobram a água da torneira como se fosse engarrafada.', 2)).toEqual({ price: -1 });
    // No record of the booking; a delayed flight and a booking granted as circumstance are no complaint of the place.
    expect(rated('Disseram-nos na receção que não há registo nenhum da reserva.', 1)).toMatchObject({ booking: -1 });
    expect(rated('Chegámos tarde por causa de um voo atrasado.', 2)).toEqual({});
    expect(rated('Esperei meia hora, e isto com marcação feita.', 2)).toEqual({ waiting: -1 });
    // A crooked cut told of who cut it is the haircut.
    expect(rated('A cabeleireira cortou-me a franja toda torta.', 2)).toEqual({ haircut: -1 });
    // Hygiene told by the appetite lost and by food stuck to the glasses; shower water is the room's.
    expect(rated('Depois de ir à casa de banho perdi a vontade de comer.', 1)).toEqual({ cleanliness: -1 });
    expect(rated('Os copos ainda tinham restos de comida agarrados.', 1)).toEqual({ cleanliness: -1 });
    expect(rated('O chuveiro só deitava água fria.', 2)).toEqual({ rooms: -1 });
    // Dishes coming a drop at a time are the wait.
    expect(rated('Os pratos vieram a conta-gotas, com vinte minutos de intervalo.', 2)).toMatchObject({ waiting: -1 });
    // A range of what is found nowhere else, a terrace facing the castle, tea, and being treated as family.
    expect(topics('Tem livros que já não se encontram e revistas de todas as marcas.')).toEqual({ selection: 1 });
    expect(topics('A esplanada é virada para o castelo.')).toEqual({ location: 1 });
    expect(topics('Um cházinho quente perfeito.')).toEqual({ coffee: 1 });
    expect(topics('O senhor Zé trata toda a gente como se fossemos da família.')).toEqual({ staff: 1 });
  });

  it('reads crowning charges, sensitive teeth, straightening that fades, late starts, rooms still being made, good people, careful work and upsells, thin stock, charm, wrong bookings, calm recoveries, prices above the rest and staff who did what they could', () => {
    const rated = (text: string, rating: number) => topicPolarities(text, 'pt', 'review', rating);
    // Service charge and an unasked couvert as the crowning touch: the price.
    expect(rated('E pra completar cobraram os 10% e um couvert que ninguém pediu.', 1)).toEqual({ price: -1 });
    // Teeth aching after a whitening are the treatment; a straightening that did not last, the haircut.
    expect(rated('Depois do clareamento fiquei com os dentes doendo por uma semana.', 1)).toEqual({ treatment: -1 });
    expect(rated('A progressiva não durou nem três semanas.', 2)).toEqual({ haircut: -1 });
    // A late start is the wait, and the reviewer's own meeting called off is no booking; a room still being cleaned is the wait.
    expect(rated('Atrasaram meia hora pra começar e tive que desmarcar uma reunião.', 2)).toEqual({ waiting: -1 });
    expect(rated('Às 17h ainda estavam a limpar o quarto.', 2)).toEqual({ waiting: -1 });
    // 'Gente fina' is the staff praised; 'o básico falhou' judges the stay, not them.
    expect(rated('Os empregados são gente fina, mas o básico falhou feio.', 2)).toEqual({ staff: 1 });
    // Careful work granted is the treatment; a whitening pushed on the patient is an upsell.
    expect(rated('A dentista fez um trabalho cuidadoso, isso reconheço, mas tentaram me empurrar um clareamento caríssimo.', 2)).toMatchObject({ treatment: 1, service: -1 });
    // None of the books looked for is the range; a little hotel with charm is the atmosphere.
    expect(rated('Procurei dois livros e não tinham nenhum dos dois, o acervo é pequeno.', 3)).toEqual({ selection: -1 });
    expect(topics('Pousada simples mas com muito encanto.')).toEqual({ atmosphere: 1 });
    // A calm recovery is the treatment, not the quiet; prices above other shops are a complaint.
    expect(topics('A recuperação foi super tranquila.')).toEqual({ treatment: 1 });
    expect(rated('Os preços estão um pouco acima das outras lojas.', 3)).toEqual({ price: -1 });
    expect(rated('Marcaram a minha consulta para o dia errado.', 3)).toEqual({ booking: -1 });
    // Staff who did what they could, pitied, are praised; the house is shamed, not them.
    expect(rated('A senhora da receção fez o que pôde, coitada, mas o hotel devia ter vergonha.', 1)).toEqual({ staff: 1 });
  });

  it('reads the rest being the problem, moved bookings, scalding showers, fair-for-the-price, rushed dentists, refunds, till queues and grandma cooking', () => {
    const rated = (text: string, rating: number) => topicPolarities(text, 'pt', 'review', rating);
    // 'O problema foi o resto' announces the next complaints, not one about the dish before it.
    expect(rated('O bacalhau até estava bom. O problema foi o resto: a conta veio errada.', 2)).toMatchObject({ food: 1 });
    // Put down for another hour than booked is the booking; a shower scalding or freezing the room.
    expect(rated('Marquei para as 10h e quando cheguei tinham-me posto às 11h.', 2)).toMatchObject({ booking: -1 });
    expect(rated('O duche ou saía a ferver ou gelado.', 2)).toEqual({ rooms: -1 });
    // Fair for the price is price praise; whiter teeth the treatment praised, a rushed job criticised.
    expect(rated('Pelo preço compensa.', 4)).toEqual({ price: 1 });
    expect(rated('Dentes bem mais brancos depois do branqueamento.', 5)).toEqual({ treatment: 1 });
    expect(rated('O dentista fez tudo a correr e nem explicou nada.', 2)).toMatchObject({ treatment: -1 });
    // Asking for the money back is the service; a queue at the till the wait; both name no price.
    expect(rated('Liguei a pedir o dinheiro de volta e ninguém respondeu.', 1)).toEqual({ service: -1 });
    expect(rated('Só a fila do caixa que demora demais.', 4)).toEqual({ waiting: -1 });
    // Stained sheets are the hygiene alone; nowhere to park the parking.
    expect(rated('Os lençóis tinham manchas amarelas.', 2)).toEqual({ cleanliness: -1 });
    expect(rated('Não há onde estacionar perto da clínica.', 3)).toEqual({ parking: -1 });
    // Grandma's cooking is food praise, and a portion that feeds two 'tranquilo' no calm; a shop full of lovely things the range.
    expect(rated('A feijoada tem gostinho de comida de vó, dá pra dois tranquilo.', 4)).toEqual({ food: 1 });
    expect(rated('Loja cheia de coisinhas lindas, me perco lá dentro.', 4)).toEqual({ selection: 1 });
    expect(rated('A vista do quarto para o mar é linda.', 4)).toEqual({ location: 1 });
  });

  it('reads contrasts without an article, clock-time and hour-count waits, stock-outs, priceless views and everyday complaints without the topic word', () => {
    const rated = (text: string, rating: number) => topicPolarities(text, 'pt', 'review', rating);
    // 'Única coisa:' without its article opens the one complaint, as 'a única coisa' does.
    expect(rated('O bolo é ótimo. Única coisa: a espera.', 4)).toEqual({ food: 1, waiting: -1 });
    // A steak asked 'ao ponto' and brought 'passadíssima' is the cooking criticised.
    expect(rated('A carne veio passadíssima e eu tinha pedido ao ponto.', 2)).toEqual({ food: -1 });
    // A wait told by an hour count ('1h20') or by weeks against days promised is the wait.
    expect(rated('Esperamos 1h20 pela pizza.', 2)).toMatchObject({ waiting: -1 });
    expect(rated('Prometeram para uma semana. Foram três semanas.', 2)).toEqual({ waiting: -1 });
    // Residents-only spaces and a parking 'miragem' are the parking criticised.
    expect(rated('Só há lugares para moradores e dei voltas para estacionar.', 2)).toEqual({ parking: -1 });
    expect(rated('Estacionar ali é uma miragem.', 3)).toEqual({ parking: -1 });
    // A handful of models all alike is the range; 'nunca havia', 'acabou ontem' a stock-out.
    expect(rated('Armações pouquíssimas, meia dúzia de modelos todos iguais.', 2)).toEqual({ selection: -1 });
    expect(rated('O queijo da serra nunca havia, acabou ontem.', 2)).toMatchObject({ selection: -1 });
    // A price mocked as a joke is the price criticised.
    expect(rated('45€ pela brincadeira.', 2)).toEqual({ price: -1 });
    // Cigarette ends on the floor are the tidiness.
    expect(rated('O chão da esplanada cheio de beatas.', 2)).toEqual({ cleanliness: -1 });
    // Calm told by hearing only the birds is the quiet praised; snoring heard is the noise.
    expect(rated('Um sossego, só se ouvem os passarinhos.', 4)).toEqual({ noise: 1 });
    expect(rated('O vizinho a ressonar a noite toda.', 2)).toEqual({ noise: -1 });
    // Knowing how a regular takes their coffee is the staff praised; lacking experience criticises them.
    expect(rated('A Rosa já sabe como gosto do meu galão.', 5)).toMatchObject({ staff: 1 });
    expect(rated('A menina foi simpática mas não tinha experiência nenhuma.', 2)).toEqual({ staff: -1 });
    // Coffee brewed to order is the coffee praised.
    expect(rated('Café coado na hora e bolo fresquinho.', 4)).toEqual({ coffee: 1, food: 1 });
    // 'Não tem preço' (priceless) names no price.
    expect(rated('Acordar com aquela vista não tem preço.', 5)).not.toHaveProperty('price');
    // A doctor who never got up and read the screen is the treatment criticised; a trickle shower the room.
    expect(rated('A médica nem se levantou da cadeira e só olhou para o ecrã.', 2)).toMatchObject({ treatment: -1 });
    expect(rated("O chuveiro é um fio d'água.", 2)).toEqual({ rooms: -1 });
  });

  it('reads rooms swapped from the one booked, hours moved, breakfasts cleared early, steep blow-dries, guests unseen and dawn lorries', () => {
    const rated = (text: string, rating: number) => topicPolarities(text, 'pt', 'review', rating);
    // A room facing the back instead of the view booked is the booking criticised; an hour moved by message too.
    expect(rated('Reservámos quarto com vista rio e deram-nos um virado para as traseiras.', 2)).toMatchObject({ booking: -1 });
    expect(rated('Mudaram-me a hora três vezes por mensagem.', 2)).toEqual({ booking: -1 });
    // A buffet being cleared before closing is the breakfast criticised.
    expect(rated('Às 9h40 já estavam a levantar tudo.', 2)).toEqual({ breakfast: -1 });
    // A child's portion is the food criticised.
    expect(rated('A dose era de criança.', 2)).toEqual({ food: -1 });
    // Care without pain is the treatment praised.
    expect(rated('Correu lindamente, sem dor nenhuma.', 5)).toEqual({ treatment: 1 });
    // Amid the olive groves with only birds heard: the location and the quiet.
    expect(rated('Fica no meio do olival, só se ouvem os pássaros.', 5)).toEqual({ location: 1, noise: 1 });
    // Music still heard at night is the noise.
    expect(rated('Ainda se ouvia a música do bar às três da manhã.', 2)).toEqual({ noise: -1 });
    // More on the bill than quoted is the price criticised; so is a blow-dry that 'saiu salgadinha'.
    expect(rated('Deram-me um valor e no fim apareceram mais 30 euros.', 2)).toEqual({ price: -1 });
    expect(rated('A escova saiu salgadinha.', 3)).toMatchObject({ price: -1 });
    // Minutes until the food came are the wait.
    expect(rated('Foram 40 minutos até a comida chegar.', 2)).toEqual({ waiting: -1 });
    // 'A escova' (blow-dry) is the styling.
    expect(rated('A escova ficou perfeita.', 4)).toEqual({ haircut: 1 });
    // A salon kept 'super organizado' is its tidiness.
    expect(rated('Salão super organizado e cheiroso.', 5)).toEqual({ cleanliness: 1 });
    // Nobody paying attention ('ninguém nos ligou nenhuma') is the staff criticised.
    expect(rated('Ninguém nos ligou nenhuma durante dez minutos.', 2)).toEqual({ staff: -1 });
    // No oat milk is the range criticised.
    expect(rated('Não tinham leite de aveia.', 3)).toEqual({ selection: -1 });
    // A booked table given to others is the booking criticised.
    expect(rated('A nossa mesa tinha sido dada a outras pessoas.', 2)).toEqual({ booking: -1 });
    // Delivery lorries from dawn are the noise.
    expect(rated('Os camiões das entregas desde as 6 da manhã.', 2)).toEqual({ noise: -1 });
    // A forgotten booking, or the booked table still taken, is the booking criticised.
    expect(rated('Esqueceram-se da minha marcação.', 2)).toEqual({ booking: -1 });
    expect(rated('Chegámos à hora e a mesa ainda estava ocupada.', 2)).toEqual({ booking: -1 });
    // An old-style tasca is the place's character praised.
    expect(rated('Tasca à antiga, toalhas aos quadrados.', 4)).toEqual({ atmosphere: 1 });
    // Brazilian 'fiz luzes' is the colour.
    expect(rated('Fiz luzes e amei o resultado.', 5)).toMatchObject({ haircut: 1 });
    // A queue out of the door is the wait.
    expect(rated('Ao sábado há fila até à porta.', 3)).toEqual({ waiting: -1 });
    // A rude one ('era um grosso'), playing dumb, 'nota zero' and a dish come 'gelada' are faults.
    expect(rated('O garçom era um grosso.', 2)).toEqual({ staff: -1 });
    expect(rated('A recepcionista deu uma de desentendida.', 2)).toEqual({ staff: -1 });
    expect(rated('Atendimento nota zero.', 2)).toEqual({ service: -1 });
    expect(rated('A comida chegou gelada.', 2)).toEqual({ food: -1 });
    // A botch done to the hair is the cut criticised.
    expect(rated('Fizeram um estrago no meu cabelo.', 2)).toMatchObject({ haircut: -1 });
  });

  it('knows wrong rooms, bruised fruit, uncleared tables and good advice as people put them', () => {
    const rated = (text: string, rating: number) => topicPolarities(text, 'pt', 'review', rating);
    // Given another room than the one booked, a booking not made, and booking only in person are the booking.
    expect(rated('Reservámos quarto com vista e deram-nos outro quarto.', 1)).toMatchObject({ booking: -1 });
    expect(rated('A reserva não estava feita.', 1)).toEqual({ booking: -1 });
    expect(rated('Tive de ir lá pessoalmente para marcar a consulta.', 2)).toEqual({ booking: -1 });
    // A 'giro' shop and a sunny terrace are the setting praised.
    expect(rated('Loja muito gira.', 4)).toEqual({ atmosphere: 1 });
    expect(rated('Esplanada ao sol.', 4)).toEqual({ atmosphere: 1 });
    // Bruised fruit is the food criticised; 'leite creme queimado' is a dessert, no burn.
    expect(rated('As maçãs estavam pisadas.', 2)).toEqual({ food: -1 });
    expect(rated('O leite creme queimado é divinal.', 5)).toEqual({ food: 1 });
    // Tables left uncleared are the cleanliness; not hearing each other the noise.
    expect(rated('As mesas ficavam por limpar.', 2)).toEqual({ cleanliness: -1 });
    expect(rated('Mal nos ouvíamos.', 2)).toEqual({ noise: -1 });
    // A receptionist who got a table elsewhere is the person praised.
    expect(rated('A rececionista ainda nos arranjou mesa num restaurante.', 5)).toEqual({ staff: 1 });
    // Seen on time is the wait praised; a quarter of an hour unattended the wait, not a room.
    expect(rated('Fui atendida à hora marcada.', 5)).toEqual({ waiting: 1 });
    expect(rated('Ninguém nos atendeu durante um quarto de hora.', 2)).toMatchObject({ waiting: -1 });
    expect(rated('A praia fica a um quarto de hora a pé.', 4)).not.toHaveProperty('waiting');
    // A shop that has everything is the range; advice given well the service.
    expect(rated('A mercearia tem de tudo.', 5)).toEqual({ selection: 1 });
    expect(rated('O senhor aconselha sempre bem.', 5)).toMatchObject({ service: 1 });
    // 'Não há melhor' is praise, not a negated complaint.
    expect(rated('Corte e barba a 10€, não há melhor.', 5)).toEqual({ haircut: 1, price: 1 });
  });

  it('knows lost tables, creaking beds, thin walls, far-off dates, counter chores and old-style cooking', () => {
    const rated = (text: string, rating: number) => topicPolarities(text, 'pt', 'review', rating);
    // A booked table not there on arrival is the booking criticised.
    expect(rated('Tínhamos mesa reservada e quando chegámos não havia mesa nenhuma.', 1)).toMatchObject({ booking: -1 });
    // A house that takes no bookings is the booking criticised.
    expect(rated('Pena não aceitarem reservas, ao domingo é uma confusão.', 3)).toMatchObject({ booking: -1 });
    // A creaking bed is the room, not the noise.
    expect(rated('A cama rangia a cada movimento.', 2)).toEqual({ rooms: -1 });
    // Hearing the neighbours' talk is the noise criticised.
    expect(rated('Ouvíamos a conversa do quarto ao lado.', 2)).toEqual({ noise: -1 });
    // A new date weeks away is the wait.
    expect(rated('Desmarcaram e a nova data é daqui a dois meses.', 1)).toMatchObject({ waiting: -1 });
    // Doing the job as a chore, and not even getting up to look, are the staff and the service criticised.
    expect(rated('A senhora da caixa parecia estar a fazer um frete.', 2)).toEqual({ staff: -1 });
    expect(rated('Perguntei por um modelo e nem se levantou para ir ver.', 2)).toMatchObject({ service: -1 });
    // A dish so salty nobody finished it is the food criticised.
    expect(rated('O arroz vinha tão salgado que ninguém conseguiu acabar.', 2)).toEqual({ food: -1 });
    // Cooking like in the old days is praise, no wish for the past.
    expect(rated('Bacalhau com sabor de antigamente, uma delícia.', 5)).toEqual({ food: 1 });
    // Fair prices and a well-stocked breakfast are praise.
    expect(rated('Os preços são razoáveis.', 4)).toEqual({ price: 1 });
    expect(rated('O pequeno-almoço era bem composto.', 4)).toEqual({ breakfast: 1 });
    // The best of the neighbourhood, and finding a table, name no location.
    expect(rated('Os pastéis de nata são dos melhores da zona.', 5)).toEqual({ food: 1 });
    expect(rated('Ambiente giro mas apertado, difícil achar mesa.', 3)).not.toHaveProperty('location');
    // A shower swinging between icy and scalding is the room, no ice cream.
    expect(rated('A água do chuveiro alternava entre gelado e pelando.', 3)).toEqual({ rooms: -1 });
    // Knowing a lot about the trade is the staff praised.
    expect(rated('A D. Rosa percebe imenso de queijos.', 5)).toMatchObject({ staff: 1 });
    // Home cooking served generously is the food, not the service.
    expect(rated('Comida caseira e bem servida.', 5)).toEqual({ food: 1 });
    // Booking told by how it was made names the booking.
    expect(rated('Marquei pelo site e fui atendida à hora.', 5)).toHaveProperty('booking');
  });

  it('knows ranges chosen with care, modern premises, hair on the linen, the consultation itself and whoever served', () => {
    const rated = (text: string, rating: number) => topicPolarities(text, 'pt', 'review', rating);
    // Wines or books chosen with care are the range praised.
    expect(rated('Uma garrafeira com vinhos escolhidos a dedo.', 5)).toMatchObject({ selection: 1 });
    expect(rated('Livros muito bem escolhidos, saí com três.', 5)).toMatchObject({ selection: 1 });
    // Modern premises are the setting praised.
    expect(rated('Instalações modernas e muito confortáveis.', 5)).toEqual({ atmosphere: 1 });
    // Someone else's hair on the pillow is the cleanliness criticised, not the room.
    expect(rated('Havia cabelos na almofada quando chegámos.', 2)).toEqual({ cleanliness: -1 });
    // The consultation itself is the care, told apart from the rest.
    expect(rated('A consulta em si correu bem, o resto foi um caos.', 2)).toMatchObject({ treatment: 1 });
    // Whoever served the table is the staff.
    expect(rated('O Rui, que nos serviu, foi cinco estrelas, o resto nem por isso.', 3)).toMatchObject({ staff: 1 });
    // The house wine by its colour is the drinks; care hardly felt is the treatment praised.
    expect(rated('Bebemos um jarro de verde da casa, fresquinho.', 4)).toEqual({ drinks: 1 });
    expect(rated('Fiz uma desvitalização e praticamente não senti nada.', 5)).toEqual({ treatment: 1 });
    // A price told without the coffee names no coffee; booking again is no booking.
    expect(rated('O brunch é bom mas 15€ sem café incluído é puxado.', 3)).not.toHaveProperty('coffee');
    expect(rated('Já marquei para a próxima semana, adoro este sítio.', 5)).not.toHaveProperty('booking');
    // Tips given are praise of whoever gave them; a windowless back room is the setting criticised; time running out is no range.
    expect(rated('Ainda me deu umas dicas para os caracóis.', 5)).toMatchObject({ staff: 1 });
    expect(rated('Ficámos numa salinha sem janelas, abafada.', 2)).toEqual({ atmosphere: -1 });
    expect(rated('A menina tentou corrigir mas já não havia tempo.', 2)).not.toHaveProperty('selection');
  });

  it('reads no free slot, rooms that need work, drinks nobody had on the bill, the patience of a saint and cleaning products for sale', () => {
    const rated = (text: string, rating: number) => topicPolarities(text, 'pt', 'review', rating);
    // Only a slot weeks away is the booking criticised.
    expect(rated('Liguei para remarcar e só tinham vaga para daqui a duas semanas.', 2)).toEqual({ booking: -1 });
    // Rooms that 'pedem obras', worn carpet, are the rooms criticised.
    expect(rated('O quarto já pede obras, a alcatifa está gasta.', 3)).toEqual({ rooms: -1 });
    // Drinks nobody had on the bill are the price criticised; a weak breakfast the breakfast.
    expect(rated('Na conta vinham duas imperiais que ninguém bebeu.', 2)).toMatchObject({ price: -1 });
    expect(rated('O pequeno-almoço é fraquinho para o preço.', 3)).toMatchObject({ breakfast: -1 });
    // 'Impecável de limpa' is the cleanliness praised; explaining with a saint's patience is the staff praised, no wait.
    expect(rated('A casa de banho estava impecável de limpa.', 5)).toEqual({ cleanliness: 1 });
    expect(rated('O senhor explicou tudo com uma paciência de santo.', 5)).toEqual({ staff: 1 });
    // Everything to be found is the range; cleaning products on the shelf are no cleanliness, a card not taken no price.
    expect(rated('Encontra-se lá de tudo, desde parafusos a tintas.', 5)).toEqual({ selection: 1 });
    expect(rated('Vendem de tudo, até produtos de limpeza.', 5)).not.toHaveProperty('cleanliness');
    expect(rated('Não aceitam multibanco, mas o resto é ótimo.', 4)).not.toHaveProperty('price');
  });

  it('reads service said to be nil and staff chatting at the counter', () => {
    expect(topics('Atendimento zero.')).toEqual({ service: -1 });
    expect(topics('Simpatia nula.')).toEqual({ staff: -1 });
    expect(topics('Os funcionários estavam na cavaqueira e ninguém me atendeu.')).toMatchObject({ staff: -1 });
    expect(topics('As atendentes ficaram batendo papo no caixa.')).toEqual({ staff: -1 });
  });

  it('reads a calm doctor, a stylist with a saint\'s patience, a lovely shop, an extra charge told as a house rule, and situations from other languages', () => {
    const rated = (text: string, rating: number) => topicPolarities(text, 'pt', 'review', rating);
    expect(rated('O Dr. Tiago é muito calmo e explica tudo, não senti dor nenhuma.', 4)).toEqual({ staff: 1, treatment: 1 });
    expect(rated('Adorei as madeixas e a Rosário tem uma paciência de santa.', 4)).toEqual({ haircut: 1, staff: 1 });
    expect(rated('A loja é linda, mas o atendimento deixou muito a desejar.', 2)).toEqual({ atmosphere: 1, service: -1 });
    expect(rated('O rapaz do caixa falou que embrulho só pagando 2€ a mais, tudo bem.', 2)).not.toHaveProperty('price');
    // A parking fine, a hard sell, 'it'll grow back', a name remembered, coffees offered as amends, dishes an hour late.
    expect(rated('Ainda apanhei uma multa de estacionamento de 60 euros à porta.', 2)).toMatchObject({ parking: -1 });
    expect(topics('Depois é só vender, só querem vender produtos.')).toEqual({ service: -1 });
    expect(rated('Tentou a todo o custo vender-me o modelo mais caro.', 2)).toEqual({ service: -1 });
    expect(rated('Quando reclamei do corte disse-me que o cabelo cresce.', 1)).toMatchObject({ staff: -1 });
    expect(topics('À segunda visita já sabia o meu nome.')).toEqual({ staff: 1 });
    expect(rated('O empregado pediu desculpa e ofereceu-nos os cafés.', 2)).toEqual({ staff: 1, service: 1 });
    expect(rated('Os pratos chegaram ao fim de uma hora.', 2)).toMatchObject({ waiting: -1 });
    expect(rated('No fim 185 euros quando nos tinham dito uns 130.', 2)).toEqual({ price: -1 });
    expect(rated('Nunca tenho de esperar, atendem-me sempre à hora marcada.', 5)).toEqual({ waiting: 1 });
    expect(rated('Atenderam-me de urgência no próprio dia.', 5)).toEqual({ booking: 1 });
    expect(rated('O molho era de pacote e o puré de flocos.', 2)).toEqual({ food: -1 });
    expect(rated('Perdi a manhã inteira lá.', 2)).toEqual({ waiting: -1 });
    expect(rated('Têm livros que não se encontram em lado nenhum.', 4)).toEqual({ selection: 1 });
  });

  it('reads a wait told by the bread eaten and the tables served first, a din of machines and chairs, stock no longer sold, a mixed-up book and a swollen face', () => {
    const rated = (text: string, rating: number) => topicPolarities(text, 'pt', 'review', rating);
    expect(rated('Fomos os últimos a ser servidos, e a mesa que chegou depois já estava na sobremesa.', 2)).toMatchObject({ waiting: -1 });
    expect(rated('A cozinha devia estar a dormir nesse dia.', 2)).toEqual({ waiting: -1 });
    expect(rated('O café só chegou quando já estávamos a pagar.', 2)).toMatchObject({ waiting: -1 });
    expect(rated('Já tínhamos comido o pão todo e nada do prato chegar.', 3)).toEqual({ waiting: -1 });
    expect(rated('Nem com fones de ouvido consegui ler.', 2)).toEqual({ noise: -1 });
    expect(rated('As cadeiras arrastando e o liquidificador ligado o tempo todo.', 2)).toEqual({ noise: -1 });
    expect(rated('Dormi umas 4 horas por causa dos exaustores.', 1)).toMatchObject({ noise: -1 });
    expect(rated('Deixaram de vender o pão de centeio que eu comprava.', 3)).toMatchObject({ selection: -1 });
    expect(rated('A agenda estava trocada e a minha hora foi dada a outra pessoa.', 2)).toEqual({ booking: -1 });
    expect(rated('A funcionária estava a pôr a conversa em dia com a colega.', 2)).toEqual({ staff: -1 });
    // A swollen face is the treatment, no 'cara' (dear) price; 'é pena o resto' faults the rest, not the dentist praised.
    expect(rated('Fiquei com a cara inchada dois dias.', 1)).toEqual({ treatment: -1 });
    expect(rated('Saiu quase o dobro do que estava no site.', 2)).toEqual({ price: -1 });
    expect(rated('A Dra. Marta é ótima, é pena o resto.', 2)).toEqual({ staff: 1 });
  });

  it('reads a washroom without soap, a broken air conditioner, a room without a window, colour that did not take and a sunny terrace', () => {
    const rated = (text: string, rating: number) => topicPolarities(text, 'pt', 'review', rating);
    expect(rated('Na casa de banho não havia sabão.', 2)).toEqual({ cleanliness: -1 });
    expect(rated('O ar condicionado estava avariado.', 2)).toEqual({ rooms: -1 });
    expect(rated('Deram-nos um quarto praticamente sem janela.', 2)).toEqual({ rooms: -1 });
    // Liking the cut does not thank for a colour that did not take.
    expect(rated('Gostei do corte, mas a cor não pegou.', 3)).toEqual({ haircut: -1 });
    expect(rated('A esplanada apanha sol de manhã.', 5)).toEqual({ atmosphere: 1 });
  });
  it('reads a table given away, a room sold twice, a session moved, a table found without booking, slow counters and quick plates', () => {
    const rated = (text: string, rating: number) => topicPolarities(text, 'pt', 'review', rating);
    expect(rated('Atrasámo-nos cinco minutos e já tinham dado nossa mesa pra outra família.', 2)).toMatchObject({ booking: -1 });
    expect(rated('O hotel vendeu o mesmo quarto a duas famílias e levaram-nos para outro hotel.', 1)).toMatchObject({ booking: -1 });
    expect(rated('Na receção da clínica disseram que não há vaga antes de três semanas.', 2)).toMatchObject({ booking: -1 });
    expect(rated('Trocaram a minha consulta duas vezes na mesma semana.', 2)).toMatchObject({ booking: -1 });
    expect(rated('Chegámos às nove sem marcação e arranjaram-nos uma mesa ao fundo.', 5)).toMatchObject({ booking: 1 });
    expect(rated('A esplanada é gira, mas a caixa é bem devagar.', 3)).toMatchObject({ waiting: -1 });
    expect(rated('Quinze minutos para uma torrada, sem ninguém na sala.', 1)).toMatchObject({ waiting: -1 });
    expect(rated('O empregado foi simpático mas muito lento.', 3)).toMatchObject({ waiting: -1 });
    expect(rated('Sala a abarrotar e a comida saiu voando na mesma.', 5)).toEqual({ waiting: 1 });
  });

  it('reads lipstick on a cup, a card surcharge, prices of a neighbourhood café, a talkable room and dragged chairs', () => {
    const rated = (text: string, rating: number) => topicPolarities(text, 'pt', 'review', rating);
    expect(rated('O copo do galão tinha restos de batom.', 2)).toMatchObject({ cleanliness: -1 });
    expect(rated('Se pagar com cartão cobram mais 30 cêntimos.', 2)).toMatchObject({ price: -1 });
    expect(rated('Em pleno Chiado e com preços de bairro, quem diria.', 5)).toEqual({ price: 1 });
    expect(rated('Não é barato mas compensa bem.', 5)).toEqual({ price: 1 });
    expect(rated('Sábado à noite e mesmo assim dava para conversar sem ter de gritar.', 5)).toEqual({ noise: 1 });
    expect(rated('De madrugada era o arrastar das cadeiras da esplanada.', 2)).toEqual({ noise: -1 });
  });

  it('reads a fear that proved wrong, asking for something cheaper and a choice that proved good as no complaint, no price and no range', () => {
    const rated = (text: string, rating: number) => topicPolarities(text, 'pt', 'review', rating);
    expect(rated('Tinha pavor de tirar o dente, mas não senti absolutamente nada.', 5)).toEqual({ treatment: 1 });
    expect(rated('Pensei que num sábado fosse barulhento, mas deu para conversar à vontade.', 5)).toEqual({ noise: 1 });
    expect(rated('O senhor olhou-nos de cima a baixo quando pedimos algo mais barato.', 2)).toEqual({ staff: -1 });
    expect(rated('O tinto que o empregado sugeriu foi uma excelente escolha.', 5)).not.toHaveProperty('selection');
    expect(rated('Enquanto esperava, na fila deu para escolher os pastéis com calma.', 4)).not.toHaveProperty('waiting');
  });

  it('reads nothing vegan, only odd sizes, many gluten-free cakes, a menu too good to choose, nothing lacking, a cot set up, greys covered and hotel towels and doors', () => {
    const rated = (text: string, rating: number) => topicPolarities(text, 'pt', 'review', rating);
    expect(rated('Não havia nada vegetariano na vitrine.', 2)).toMatchObject({ selection: -1 });
    expect(rated('Procurava umas botas 38 e só havia 36 e 41.', 2)).toMatchObject({ selection: -1 });
    expect(rated('Finalmente uma pastelaria com várias opções sem glúten!', 5)).toMatchObject({ selection: 1 });
    expect(rated('Não sabíamos o que escolher, estava tudo com ótimo aspeto.', 5)).toMatchObject({ selection: 1 });
    expect(rated('Jantar tranquilo, não nos faltou nada.', 5)).toMatchObject({ service: 1 });
    expect(rated('Pedi uma cama extra e quando chegámos ao quarto já estava feita.', 5)).toMatchObject({ service: 1 });
    expect(rated('A cor tapou bem os brancos e durou semanas.', 5)).toMatchObject({ haircut: 1 });
    expect(rated('Tinha receio de cortar curto, mas adorei.', 5)).toMatchObject({ haircut: 1 });
    expect(rated('Toalhas velhas e só uma toalha para os dois.', 2)).toMatchObject({ rooms: -1 });
    expect(rated('O banheiro não tinha porta, apenas uma cortina.', 2)).toMatchObject({ rooms: -1 });
  });

  it('reads what it would be nice to have as what was lacking, the wish told before a comma too', () => {
    expect(topics('Era bom haver mais lugares de estacionamento.')).toMatchObject({ parking: -1 });
  });

  it('reads a view paid for in the bill, gel nails lifting, and a receptionist chewing on the phone', () => {
    expect(topics('A conta veio com 12 € a mais, pelos vistos a vista também se paga.')).toMatchObject({ price: -1 });
    expect(topics('Ao fim de dois dias já tinha três unhas a levantar.')).toMatchObject({ treatment: -1 });
    expect(topics('A rapariga da receção atende o telefone a mastigar.')).toMatchObject({ staff: -1 });
  });

  it('reads a filling one barely saw as the food faulted', () => {
    expect(topics('Uma tosta mista em que mal se via o queijo.')).toMatchObject({ food: -1 });
  });

  it('reads a shop well or badly stocked, options missing, a short menu, things sold out and a huge offer as the range', () => {
    expect(topics('Mercearia muito bem sortida.')).toEqual({ selection: 1 });
    expect(topics('A farmácia anda sempre mal abastecida.')).toEqual({ selection: -1 });
    expect(topics('Não há opções sem lactose.')).toEqual({ selection: -1 });
    expect(topics('A carta é curta demais.')).toEqual({ selection: -1 });
    expect(topics('Esgotaram as natas logo de manhã.')).toMatchObject({ selection: -1 });
    expect(topics('A oferta é imensa.')).toEqual({ selection: 1 });
  });
  it('reads guests ignored, a thing asked for twice, dishes swapped, clients ill-treated and no solution as the service', () => {
    expect(topics('Fomos ignorados do princípio ao fim.')).toEqual({ service: -1 });
    expect(topics('Tive de pedir o sal duas vezes.')).toEqual({ service: -1 });
    expect(topics('Vieram os pratos trocados.')).toEqual({ service: -1 });
    expect(topics('Tratam mal os clientes.')).toEqual({ service: -1 });
    expect(topics('Não houve qualquer solução.')).toEqual({ service: -1 });
    expect(topics('Serviço de primeira.')).toEqual({ service: 1 });
    expect(topics('O atendimento é rápido mas pouco eficiente.')).toMatchObject({ service: -1 });
  });
  it("reads a greeting, a smile or patience withheld and rudeness with a degree as the staff criticised ('sem' is no negator)", () => {
    expect(topics('A menina da receção nem nos cumprimentou.')).toEqual({ staff: -1 });
    expect(topics('O senhor do balcão estava sem paciência.')).toEqual({ staff: -1 });
    expect(topics('A rapariga da caixa foi super grossa.')).toEqual({ staff: -1 });
    expect(topics('Nem um sorriso da parte da empregada.')).toEqual({ staff: -1 });
    expect(topics('A empregada foi estúpida connosco.')).toEqual({ staff: -1 });
  });
  it('reads eating well for little, being charged for everything, not worth the money and an overcharge as the price', () => {
    expect(topics('Comemos bem e pagámos pouco.')).toEqual({ food: 1, price: 1 });
    expect(topics('Cobram por tudo, até pela água.')).toEqual({ price: -1 });
    expect(topics('Sinceramente, não vale o dinheiro.')).toEqual({ price: -1 });
    expect(topics('Um galão a 3 euros é um exagero.')).toMatchObject({ price: -1 });
  });
  it('reads hygiene nil, dishes badly washed, a smell of urine or sewage and a spotless place as the cleanliness', () => {
    expect(topics('Higiene zero.')).toEqual({ cleanliness: -1 });
    expect(topics('Os pratos vinham mal lavados.')).toMatchObject({ cleanliness: -1 });
    expect(topics('As casas de banho cheiravam a xixi.')).toEqual({ cleanliness: -1 });
    expect(topics('Cheirava a esgoto na casa de banho.')).toEqual({ cleanliness: -1 });
    expect(topics('O espaço é muito asseado.')).toEqual({ cleanliness: 1 });
  });
  it('reads an endless wait and a queue said to be huge as the wait, and a drive or waiting for friends as no wait', () => {
    expect(topics('A espera na urgência é interminável.')).toEqual({ waiting: -1 });
    expect(topics('A fila estava gigante.')).toEqual({ waiting: -1 });
    expect(topics('Levámos uns 15 minutos de carro até lá.')).toEqual({});
    expect(topics('Ficámos à espera dos amigos na esplanada.')).toEqual({});
  });
  it('reads a gloomy place, a pleasant one, no noise at all, too much din, a pleasant volume and an unsafe area', () => {
    expect(topics('O sítio é escuro e deprimente.')).toEqual({ atmosphere: -1 });
    expect(topics('Um lugar muito agradável para ler.')).toEqual({ atmosphere: 1 });
    expect(topics('Zero barulho, dormimos lindamente.')).toMatchObject({ noise: 1 });
    expect(topics('Demasiado ruído vindo da rua.')).toEqual({ noise: -1 });
    expect(topics('Música ambiente num volume agradável.')).toMatchObject({ noise: 1 });
    expect(topics('Zona muito perigosa à noite.')).toEqual({ location: -1 });
    expect(topics('Rua mal frequentada.')).toEqual({ location: -1 });
    expect(topics('Restaurante com muita pinta.')).toEqual({ atmosphere: 1 });
    expect(topics('O ambiente é bem familiar.')).toEqual({ atmosphere: 1 });
  });
  it('reads an appointment months away and a booking that could not be made as the booking', () => {
    expect(topics('Só havia vagas para daqui a dois meses.')).toEqual({ booking: -1 });
    expect(topics('Não consegui marcar em nenhum dia.')).toEqual({ booking: -1 });
    expect(topics('Não conseguimos reservar para sábado.')).toEqual({ booking: -1 });
  });
  it('reads a treatment without effect, bruises, an ingrown nail and a thin eyebrow as complaints, and a complete consultation as praise', () => {
    expect(topics('O peeling não fez efeito nenhum.')).toEqual({ treatment: -1 });
    expect(topics('Fiquei com hematomas depois da massagem.')).toEqual({ treatment: -1 });
    expect(topics('Fiquei com uma unha encravada depois da pedicure.')).toEqual({ treatment: -1 });
    expect(topics('A sobrancelha ficou falhada.')).toEqual({ treatment: -1 });
    expect(topics('A consulta foi muito completa.')).toEqual({ treatment: 1 });
  });
  it('reads hair cut far too short or left frizzy as the haircut criticised, and being well styled as praise', () => {
    expect(topics('Cortou demasiado e fiquei quase careca.')).toEqual({ haircut: -1 });
    expect(topics('Depois da progressiva o cabelo ficou todo espigado.')).toEqual({ haircut: -1 });
    expect(topics('Saí de lá muito bem penteada.')).toEqual({ haircut: 1 });
  });
  it("reads slang for food, everything delicious, 'had better elsewhere', meat pink inside and coffee like dirty water", () => {
    expect(topics('O rango é ótimo.')).toEqual({ food: 1 });
    expect(topics('Estava tudo delicioso.')).toEqual({ food: 1 });
    expect(topics('Já comi melhores pregos.')).toEqual({ food: -1 });
    expect(topics('O frango vinha rosado por dentro.')).toEqual({ food: -1 });
    expect(topics('O café parecia água suja.')).toEqual({ coffee: -1 });
    expect(topics('O pequeno-almoço é bastante completo.')).toEqual({ breakfast: 1 });
  });
  it("reads a room not very big, dark or with a door that would not shut, and 'não foi lá grande coisa', as complaints", () => {
    expect(topics('O quarto não é muito grande.')).toEqual({ rooms: -1 });
    expect(topics('O quarto era muito escuro.')).toEqual({ rooms: -1 });
    expect(topics('A porta da varanda não fechava.')).toEqual({ rooms: -1 });
    expect(topics('O atendimento não foi lá grande coisa.')).toEqual({ service: -1 });
  });
});
