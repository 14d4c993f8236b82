import { describe, expect, it } from 'vitest';
import { analyseReview } from '../analyse-review';
import { feltTopics, topicPolarities } from '../topic-polarities';

const topics = (text: string) => topicPolarities(text, 'en');
const felt = (text: string) => feltTopics(text, 'en');

describe('English lexicon', () => {
  it("reads a half head of colour priced as the salon's service, not as half a head", () => {
    expect(topicPolarities('Colour is gorgeous. Also £145 for a half head and toner is steep for round here.', 'en', 'review', 3)).toEqual({ haircut: 1, price: -1 });
  });

  it('knows the people behind the counter and how they behave', () => {
    expect(topics('The girl behind the counter was lovely and chatty.')).toMatchObject({ staff: 1 });
    expect(topics('The waitress argued with me about the bill.')).toMatchObject({ staff: -1 });
    expect(topics('The waiter rolled his eyes when we asked for tap water.')).toMatchObject({ staff: -1 });
    expect(topics('Housekeeping barged in without knocking.')).toMatchObject({ staff: -1 });
    expect(topics('The receptionist was snooty.')).toEqual({ staff: -1 });
    expect(topics('The hygienist was heavy handed.')).toEqual({ staff: -1 });
    expect(topics('They got our order wrong.')).toEqual({ service: -1 });
    expect(topics('They brought the wrong dish.')).toEqual({ service: -1 });
    expect(topics('Nobody served us for half an hour.')).toEqual({ service: -1 });
    expect(topics('Our mains came out lukewarm.')).toEqual({ food: -1 });
    expect(topics('The staff work so hard and it shows.')).toMatchObject({ staff: 1 });
  });

  it('reads food gone wrong and everyday praise of it', () => {
    expect(topics('My panini was cold in the middle.')).toMatchObject({ food: -1 });
    expect(topics('The lasagne was bland and lukewarm.')).toMatchObject({ food: -1 });
    expect(topics('The burger was overcooked and dry as a bone.')).toMatchObject({ food: -1 });
    expect(topics('Sunday roast was absolutely banging.')).toMatchObject({ food: 1 });
    expect(topics('Expected a bit more from the food given the reviews.')).toMatchObject({ food: -1 });
    expect(topics('The beer was flat and the wine was warm.')).toMatchObject({ drinks: -1 });
  });

  it('files queues, short staff and slow kitchens under the wait, and tills and refunds under service', () => {
    expect(topics('Only one till open and a massive queue.')).toMatchObject({ waiting: -1 });
    expect(topics('Food took over an hour to come out.')).toMatchObject({ waiting: -1 });
    expect(topics('Nobody answers the phone.')).toMatchObject({ service: -1 });
    expect(topics('They refused to give me a refund.')).toMatchObject({ service: -1 });
  });

  it('knows rooms, toilets, appointments and salon and clinic words', () => {
    expect(topics('The pillows were flat and the duvet was thin.')).toMatchObject({ rooms: -1 });
    expect(topics('The toilets were grim.')).toMatchObject({ cleanliness: -1 });
    expect(topics('Could hear every word from the next table.')).toMatchObject({ noise: -1 });
    expect(topics('Impossible to get an appointment, you ring at 8am and they are all gone.')).toMatchObject({ booking: -1 });
    expect(topics('Best blow dry I have ever had.')).toMatchObject({ haircut: 1 });
    expect(topics('Had a scale and polish and it was painless.')).toMatchObject({ treatment: 1 });
    expect(topics("They didn't have my size in anything.")).toMatchObject({ selection: -1 });
    expect(topics('Nowhere to park nearby.')).toMatchObject({ parking: -1 });
  });

  it('finds no feeling in everyday words that only look like one', () => {
    expect(felt('We have been coming here for a long time.')).toEqual([]);
    expect(felt('Only giving one star because I cannot give zero.')).toEqual([]);
    expect(felt('Had a joke with the owner about the weather.')).toEqual([]);
    // 'Cold' is the point of a beer, 'flat' is the name of a coffee, a 'filling' breakfast is no dental work.
    expect(topics('Ice cold beer.')).toMatchObject({ drinks: 1 });
    expect(topics('Lovely flat white.')).toMatchObject({ coffee: 1 });
    expect(topics('Very filling breakfast.')).not.toHaveProperty('treatment');
    expect(topics('Best pizza I have had in a long time.')).toMatchObject({ food: 1 });
  });

  it('uses up everyday phrases whose words mean no topic or feeling', () => {
    expect(topics('Slow cooked lamb, lovely.')).toEqual({ food: 1 });
    expect(topics('Felt sorry for the waitress.')).toEqual({ staff: 0 });
  });

  it('reads everyday praise built on a negation and complaints about what was paid', () => {
    expect(topics("Can't recommend them enough.")).toEqual({});
    expect(topics("Chloe took her time, couldn't recommend her enough.")).toEqual({ staff: 1 });
    expect(topics('Staff couldnt do enough for us.')).toEqual({ staff: 1 });
    expect(topics("The lad at the till couldn't have been less interested.")).toEqual({ staff: -1 });
    expect(topics('For what we paid I expected a lot more.')).toEqual({ price: -1 });
    expect(topics('Worth every penny.')).toEqual({ price: 1 });
    expect(topics('Really happy with my cut, just had a bit of a wait first.')).toEqual({ haircut: 1, waiting: -1 });
    // Booking the next visit says nothing about how booking went.
    expect(topics('Already booked again for next month.')).toEqual({});
  });

  it("does not carry a complaint back over a 'but' that turns to a subject of its own", () => {
    expect(topics('The food was good, but the evening was ruined.')).toEqual({ food: 1 });
    expect(topics('The coffee was good but lukewarm.')).toEqual({ coffee: -1 });
  });

  it('reads a price named as high or risen as a complaint', () => {
    expect(topics("A bit pricier but I'd rather support local.")).toMatchObject({ price: -1 });
    expect(topics('Lovely food, but the prices have gone up.')).toMatchObject({ food: 1, price: -1 });
  });

  it('reads a mug that was not washed as a fault of the cleanliness', () => {
    expect(topics('My tea came in a mug that clearly wasn\'t washed properly.')).toMatchObject({ cleanliness: -1 });
  });

  it('reads worn, grubby and overcooked as complaints, and drinks left out of a price as its terms', () => {
    expect(topics('The carpet had seen better days and the bathroom was grubby.')).toEqual({ rooms: -1, cleanliness: -1 });
    expect(topics('Ordered the steak medium rare and it came out grey all the way through.')).toEqual({ food: -1 });
    expect(topics('25 pounds a head, drinks not included, and it was bland.')).toEqual({ price: -1 });
  });

  it('reads parking that is hard to find as the parking, not the location', () => {
    expect(topics('Bit hard to find parking nearby but otherwise great.')).toEqual({ parking: -1 });
  });

  it('reads a job that took longer than promised as the wait', () => {
    expect(topics('The repair took a bit longer than promised.')).toEqual({ waiting: -1 });
  });

  it('reads being billed for what was not ordered as the price, but not every dish left unordered', () => {
    expect(topics("They charged us for two glasses of wine that we didn't order.")).toMatchObject({ price: -1 });
    expect(topics("We didn't order dessert, the mains were enough.")).not.toHaveProperty('price');
  });

  it('reads a short wait, a bill asked for again and again, wishes for bigger or hotter, room for improvement and phones as what they are', () => {
    expect(topics('There is room for improvement with the desserts.')).toEqual({ food: -1 });
    expect(topics('It was busy but the service was still quick.')).toEqual({ service: 1, waiting: 1 });
    expect(topics('Clean flavours, fresh ingredients.')).toEqual({ food: 1 });
    expect(topics('Portions could be bigger for the price.')).toEqual({ food: -1, price: -1 });
    expect(topics('Service with a smile every time.')).toEqual({ service: 1 });
    expect(topics("Didn't wait long at all.")).toEqual({ waiting: 1 });
    expect(topics('Coffee could be hotter.')).toEqual({ coffee: -1 });
    expect(topics('Had to ask three times for the bill.')).toEqual({ service: -1 });
    expect(topics('Staff seemed more interested in their phones.')).toEqual({ staff: -1 });
    expect(topics('Plenty of parking.')).toEqual({ parking: 1 });
    expect(topics('Our food came fast.')).toMatchObject({ waiting: 1 });
    expect(topics('It was very busy and we waited ages.')).toEqual({ waiting: -1 });
  });

  it('reads nobody checking on the table, empty glasses, a hair in the food, pink chicken and hard chairs as complaints', () => {
    expect(topics('Nobody checked on us once the food arrived.')).toEqual({ service: -1, food: 0 });
    expect(topics('Our glasses sat empty for ages.')).toEqual({ service: -1 });
    expect(topics('There was hair in my salad.')).toEqual({ cleanliness: -1, food: 0 });
    expect(topics('The chairs were really uncomfortable.')).toEqual({ atmosphere: -1 });
    expect(topics('The heating in our room did not work.')).toEqual({ rooms: -1 });
    expect(topics('The chicken was still pink inside.')).toEqual({ food: -1 });
    // Where the table stood is the seating, not the cleanliness of the toilets.
    expect(topics('We were given a table right next to the toilets.')).toEqual({});
  });
  it("reads a shower slow to run hot as the room's, new owners as no one who served, and a refused exchange as the service", () => {
    expect(topics('The bed was comfy, although the shower took ages to run hot.')).toEqual({ rooms: -1 });
    expect(topics('Since the new owners took over the brunch has gone downhill.')).toEqual({ breakfast: -1 });
    expect(topics('They refused to exchange it.')).toEqual({ service: -1 });
  });

  it('reads a place by the beach or the water as the location', () => {
    expect(topics('Nice spot right by the beach.')).toEqual({ location: 1 });
  });

  it('reads leaving hungry, undrinkable coffee, hearing the neighbours, a bored waitress, a shrunken menu, nothing done about a complaint and a bob for a trim as complaints', () => {
    expect(topics('We left hungry.')).toEqual({ food: -1 });
    expect(topics('Undrinkable coffee.')).toEqual({ coffee: -1 });
    expect(topics('Endless wait in the waiting room.')).toEqual({ waiting: -1 });
    expect(topics('Could hear everything through the walls.')).toEqual({ noise: -1 });
    expect(topics('The waitress looked bored.')).toEqual({ staff: -1 });
    expect(topics('They served our food cold.')).toEqual({ food: -1 });
    expect(topics('The scones tasted shop bought.')).toEqual({ food: -1 });
    expect(topics('Menu is half the size and my eggs benedict were swimming in vinegar.')).toEqual({ selection: -1, food: -1 });
    expect(topics('We complained and nothing was done.')).toEqual({ service: -1 });
    expect(topics('Asked for a trim and walked out with a bob.')).toMatchObject({ haircut: -1 });
    expect(topics('The waiting room was spotless.')).toEqual({ cleanliness: 1 });
  });

  it('reads British slang of joy and of a rip-off, circling for parking, a till assistant who could not care less and a charge added unasked', () => {
    expect(topics('Absolutely buzzing with my balayage!! Jess is a genius.')).toEqual({ haircut: 1, staff: 1 });
    expect(topics("Only moan is there's about 4 spaces out the front and I ended up circling the block for ages.")).toEqual({ parking: -1 });
    expect(topics('the woman at the till couldnt have looked less interested if she tried')).toEqual({ staff: -1 });
    expect(topics('We stood around for 25 minutes while they found us a table.')).toEqual({ waiting: -1 });
    expect(topics('A 12.5% service charge added on without anyone mentioning it.')).toEqual({ price: -1 });
    expect(topics('Is this how you treat all your patients?')).toEqual({});
    expect(topics('Breakfast was grand too.')).toEqual({ breakfast: 1 });
  });

  it('reads praise closed by an eye-roll as irony, but not praise before a complaint that the emoji is about', () => {
    expect(topics('Great service as always 🙄')).toEqual({ service: -1 });
    expect(topics('Lovely food 👍, slow service 👎')).toEqual({ food: 1, service: -1 });
  });

  it('reads a better that was expected, a phone rung again and again, a cut begun unasked and a moved appointment', () => {
    expect(topics('For £140 a night I honestly expected a lot better.')).toEqual({ price: -1 });
    expect(topics('I had to ring 4 times just to get my appointment moved.')).toEqual({ booking: -1 });
    expect(topics('The girl didnt even ask what I wanted she just started cutting.')).toMatchObject({ haircut: -1 });
  });

  it('reads cooking that deserves better as praise of it, not as a shame', () => {
    expect(topics('Shame cos the cooking deserves better.')).toEqual({ food: 1 });
  });

  it('reads an order that never came as a complaint of the wait', () => {
    expect(topics('The second round of drinks never came.')).toMatchObject({ waiting: -1 });
  });

  it('reads prices that crept up, a rattling unit, a bit of a queue and a till more interested in chatting', () => {
    expect(topics('Prices have crept up a lot.')).toEqual({ price: -1 });
    expect(topics('The AC unit rattled all night.')).toMatchObject({ noise: -1 });
    expect(topics('Lovely scones, bit of a queue though')).toEqual({ food: 1, waiting: -1 });
    expect(topics('The girl on the till seemed more interested in chatting.')).toEqual({ staff: -1 });
    expect(topics('At €32 you would expect a bit more.')).toEqual({ price: -1 });
  });

  it('reads a booking that did not exist', () => {
    expect(topics("When we arrived the booking didn't exist.")).toEqual({ booking: -1 });
  });

  it('reads a price that is a bit rich, bulk billing, a saving grace, weeks of waiting, a dental clean and a queue that moves fast', () => {
    expect(topics('$55 for a skin fade is a bit rich.')).toMatchObject({ price: -1 });
    expect(topics('They also bulk bill the kids, which is a godsend.')).toEqual({ price: 1 });
    expect(topics('The breakfast was the only saving grace.')).toEqual({ breakfast: 1 });
    expect(topics('It took nearly two weeks when we were quoted five days.')).toEqual({ waiting: -1 });
    expect(topics('The clean was thorough but gentle.')).toEqual({ treatment: 1 });
    expect(topics('The room was clean and comfortable.')).toEqual({ rooms: 1, cleanliness: 1 });
    expect(topics('The queue moves fast.')).toEqual({ waiting: 1 });
  });

  it("reads a forgotten order and a refused repair as the service, and 'while you wait' as no wait", () => {
    expect(topics('They forgot our order.')).toEqual({ service: -1 });
    expect(topics("When I brought it back they told me that's not covered and I'd have to pay for a tune-up.")).toEqual({ service: 0 });
    expect(topics('Fresh juice made while you wait.')).toEqual({ drinks: 1 });
  });

  it("reads 'can't wait to come back' as no wait", () => {
    expect(topics("The breakfast was amazing. Can't wait to come back next summer.")).toEqual({ breakfast: 1 });
  });

  it('reads what needs improving as a complaint, and a star docked as announcing one', () => {
    expect(topics('The booking system needs improving.')).toEqual({ booking: -1 });
    expect(topics('Lovely little shop with a great selection. Docking a star because parking on Queen St is a nightmare.')).toEqual({ selection: 1, parking: -1 });
  });

  it('reads an expectation in a complaint as what was lacking, but not in praise', () => {
    expect(analyseReview("For that price I'd expect a decent breakfast.", 'en', 'review', 3).topics.map((t) => [t.topic, t.polarity])).toEqual([['price', -1], ['breakfast', -1]]);
    expect(topics("Exactly what you'd expect from a great restaurant.")).toEqual({});
  });

  it('reads sarcastic love of paying, a runaround on the phone, a job not even started and a trip back up to ask again', () => {
    expect(topics('Love paying $7.50 for an oat latte that tastes like warm cardboard.')).toMatchObject({ price: -1, coffee: -1 });
    expect(topics('Called four times, got passed around, told someone would call me back. Nobody did.')).toEqual({ service: -1 });
    expect(topics('Went in friday not even started and the lad behind the till just shrugged.')).toEqual({ waiting: -1, staff: -1 });
    expect(topics('Had to go back up and ask again.')).toEqual({ service: -1 });
  });

  it("reads the girl who did it as the staff, Irish 'very sound' as praise, and a fear of the dentist as no complaint", () => {
    expect(topics('To be fair the girl who did it was very sound and offered to fix it.')).toEqual({ staff: 1 });
    expect(topics('Scared of the dentist for years, but Dr Nguyen was lovely.')).toEqual({ staff: 1 });
  });

  it('reads a samey breakfast as a complaint', () => {
    expect(topics('Brekkie got a bit samey after 3 days tho, same 4 things every morning.')).toEqual({ breakfast: -1 });
  });

  it('reads no apology as a complaint of the service', () => {
    expect(topics("They gave our table away and didn't even apologise.")).toMatchObject({ service: -1 });
  });

  it('reads waiting at the bar as a place, not the drinks', () => {
    expect(topics('We were left standing at the bar for half an hour.')).not.toHaveProperty('drinks');
  });

  it('hears the neighbours, knows the girl on the register, and reads a proper breakfast, the privilege and warm-ish', () => {
    expect(topics("We could hear next door's telly till 11.")).toEqual({ noise: 0 });
    expect(topics('The girl on the register was lovely.')).toEqual({ staff: 1 });
    expect(topics('Breakfast was proper too.')).toEqual({ breakfast: 1 });
    expect(topics('€210 for the privilege.')).toEqual({ price: -1 });
    expect(topics('The lamb was... warm-ish.')).toEqual({ food: -1 });
  });

  it('reads a cold beer as praise', () => {
    expect(topics('The beer was cold and the chips great.')).toEqual({ drinks: 1, food: 1 });
  });

  it('reads the standouts, burnt honey and not feeling judged', () => {
    expect(topics('The lamb and the burnt honey pannacotta were the standouts.')).toEqual({ food: 1 });
    expect(topics("Dr Nguyen didn't make me feel judged at all.")).toEqual({ staff: 1 });
  });

  it('reads what did not help as the service', () => {
    expect(topics("The manager was polite but it didn't help.")).toEqual({ staff: 1, service: -1 });
  });

  it('reads a cute place as its looks', () => {
    expect(topics('The place is cute and the girl who did my nails was sweet.')).toMatchObject({ atmosphere: 1, staff: 1 });
    expect(topics('The waiter was cute.')).toEqual({ staff: 1 });
  });

  it('reads tea as it should be, a dog-friendly place, an ashtray smell, earplugs and clanking', () => {
    expect(topics('Tea comes in a pot, as it should.')).toEqual({ coffee: 1 });
    expect(topics('Dog friendly too')).toEqual({});
    expect(topics('Room smelled like an ashtray.')).toMatchObject({ cleanliness: -1 });
    expect(topics('Earplugs on the pillow, which tells you they know.')).toMatchObject({ noise: 0 });
  });

  it('reads a place that was rammed as busy, no feeling about the dish before it', () => {
    expect(topics('Proper Sunday roast. Only downside was the wait between starters and mains, nearly 45 mins, though to be fair the place was rammed.')).toEqual({ food: 1, waiting: -1 });
    expect(topics('The staff were rude and the place was rammed.')).toEqual({ staff: -1 });
  });

  it('knows everyday ways of telling noise, waits, staff and choice', () => {
    expect(topics('The music was blasting so we could barely talk.')).toMatchObject({ noise: -1 });
    expect(topics('Kids screaming and running around the whole time.')).toMatchObject({ noise: -1 });
    expect(topics('The fridge hummed all night.')).toMatchObject({ noise: -1 });
    expect(topics('Bin lorries at 5am every morning.')).toMatchObject({ noise: -1 });
    expect(topics('Doors slamming at all hours.')).toMatchObject({ noise: -1 });
    expect(topics('Barking dogs all night.')).toMatchObject({ noise: -1 });
    expect(topics('Still no coffee after 20 minutes.')).toMatchObject({ waiting: -1 });
    expect(topics("Appointment at 10, wasn't seen until 11.")).toMatchObject({ waiting: -1 });
    expect(topics('In the end we gave up and left.')).toMatchObject({ waiting: -1 });
    expect(topics('The food took an eternity.')).toMatchObject({ waiting: -1 });
    expect(topics('Sat there like lemons for half an hour.')).toMatchObject({ waiting: -1 });
    expect(topics('Hardly any wait at all.')).toMatchObject({ waiting: 1 });
    expect(topics('She took such good care of us.')).toMatchObject({ staff: 1 });
    expect(topics('He made us feel right at home.')).toMatchObject({ staff: 1 });
    expect(topics('The barman was a top bloke.')).toMatchObject({ staff: 1 });
    expect(topics('The nurses were angels.')).toMatchObject({ staff: 1 });
    expect(topics('The vet was amazing with our dog.')).toMatchObject({ staff: 1 });
    expect(topics('The girl serving had a face like thunder.')).toMatchObject({ staff: -1 });
    expect(topics('Not much for vegetarians.')).toMatchObject({ selection: -1 });
    expect(topics('Spoilt for choice.')).toMatchObject({ selection: 1 });
    expect(topics('They gave our table away.')).toMatchObject({ booking: -1 });
    expect(topics('Nobody cleared our table.')).toMatchObject({ service: -1 });
    expect(topics('The place had no soul.')).toMatchObject({ atmosphere: -1 });
    expect(topics('It cost an arm and a leg.')).toMatchObject({ price: -1 });
  });

  it('knows food still warm, a taste told as if gone stale, a hair in the dish and a bad smell', () => {
    expect(topics('Scones still warm from the oven.')).toMatchObject({ food: 1 });
    expect(topics('The coffee tasted as if it had sat there all morning.')).toMatchObject({ coffee: -1 });
    expect(topics('Lovely food. Only thing is the parking is a nightmare.')).toMatchObject({ food: 1, parking: -1 });
    expect(topics('The mango margs were amazing.')).toMatchObject({ drinks: 1 });
    expect(topics('The room smelled of stale smoke.')).toMatchObject({ cleanliness: -1 });
  });

  it('knows everyday ways of judging the food, the room, the result, the price and the place', () => {
    expect(topics('The lamb was melt-in-the-mouth.')).toMatchObject({ food: 1 });
    expect(topics('The fish was drowning in sauce.')).toMatchObject({ food: -1 });
    expect(topics('My latte was more milk than coffee.')).toMatchObject({ coffee: -1 });
    expect(topics('The coffee was like dishwater.')).toMatchObject({ coffee: -1 });
    expect(topics('The cocktails were mostly ice.')).toMatchObject({ drinks: -1 });
    expect(topics('The shower was a dribble.')).toMatchObject({ rooms: -1 });
    expect(topics("The window wouldn't close.")).toMatchObject({ rooms: -1 });
    expect(topics('You could barely swing a cat in the room.')).toMatchObject({ rooms: -1 });
    expect(topics('Breakfast was lovely, but the room was dated.')).toMatchObject({ breakfast: 1, rooms: -1 });
    expect(topics('My blonde came out yellow and patchy.')).toMatchObject({ haircut: -1 });
    expect(topics('Finally someone who can cut curls.')).toMatchObject({ haircut: 1 });
    expect(topics("I didn't feel a thing.")).toMatchObject({ treatment: 1 });
    expect(topics('My back feels so much better after the massage.')).toMatchObject({ treatment: 1 });
    expect(topics("There was a 12.5% service charge on the bill we weren't told about.")).toMatchObject({ price: -1 });
    expect(topics('Half the price of anywhere else in town.')).toMatchObject({ price: 1 });
    expect(topics("It's a long walk up a steep hill from the station.")).toMatchObject({ location: -1 });
    expect(topics('Right in the centre of town.')).toMatchObject({ location: 1 });
    expect(topics('Beautiful little shop.')).toMatchObject({ atmosphere: 1 });
    expect(topics('Strip lighting and plastic chairs.')).toMatchObject({ atmosphere: -1 });
    expect(topics('There was a sock on the floor under the bed.')).toMatchObject({ cleanliness: -1 });
    expect(topics('Old chewing gum under the table.')).toMatchObject({ cleanliness: -1 });
    expect(topics('The carbonara was divine, shame the waitress was so grumpy.')).toMatchObject({ food: 1, staff: -1 });
  });

  it('reads the guest being late as no wait', () => {
    expect(topics('Front desk were a bit frosty when I was 5 mins late.')).toEqual({ staff: -1 });
    expect(topics('The therapist was 20 mins late.')).toMatchObject({ waiting: -1 });
  });

  it('reads an overbooked hotel as the booking gone wrong, and minutes away as a distance', () => {
    expect(topics('They sent us to their other hotel 20 minutes away.')).not.toHaveProperty('waiting');
  });

  it('reads a wait in the waiting room, stale bakes, painless care, getting an appointment, an unanswered phone, not listening, talk drowned out, idioms, refunds, curt staff, clumsy online booking, excuses, a lake view, double bookings and small but cosy', () => {
    expect(topics('We sat 35 minutes in the waiting room.')).toMatchObject({ waiting: -1 });
    expect(topics('The bun was from yesterday.')).toMatchObject({ food: -1 });
    expect(topics('The coffee had stood on the hot plate for an hour.')).toMatchObject({ coffee: -1 });
    expect(topics('I barely felt anything when he drilled.')).toMatchObject({ treatment: 1 });
    expect(topics('Not a single tear from my daughter.')).toMatchObject({ treatment: 1 });
    expect(topics('Nothing to moan about with the breakfast.')).toMatchObject({ breakfast: 1 });
    expect(topics("Can't knock the breakfast.")).toMatchObject({ breakfast: 1 });
    expect(topics('Took me 3 days to get an appointment.')).toMatchObject({ booking: -1 });
    expect(topics('You can never get through on the phone to book.')).not.toHaveProperty('service');
    expect(topics('Nobody picks up the phone.')).toMatchObject({ service: -1 });
    expect(topics('Emails go unanswered.')).toMatchObject({ service: -1 });
    expect(topics("She didn't listen to me.")).toMatchObject({ staff: -1 });
    expect(topics("She wasn't really looking at what she was doing.")).toMatchObject({ staff: -1 });
    expect(topics("You can't hear yourself think.")).toMatchObject({ noise: -1 });
    expect(topics('Impossible to hear what the others at the table said.')).toMatchObject({ noise: -1 });
    expect(topics('It was a quiet Tuesday so we got seen straight away.')).not.toHaveProperty('noise');
    expect(topics('Really clean lines on the cut.')).not.toHaveProperty('cleanliness');
    expect(topics('Not my cup of tea.')).not.toHaveProperty('coffee');
    expect(topics('Got my money back.')).not.toHaveProperty('price');
    expect(topics('The booking system froze twice.')).toMatchObject({ booking: -1 });
    expect(topics('Online booking is a faff.')).toMatchObject({ booking: -1 });
    expect(topics('She was short with me.')).toMatchObject({ staff: -1 });
    expect(topics("Parking is a pain but that's not the shop's fault.")).not.toMatchObject({ parking: -1 });
    expect(topics('You can sit and look at the lake, beautiful.')).toMatchObject({ location: 1 });
    expect(topics('The same slot had been given to someone else.')).toMatchObject({ booking: -1 });
    expect(topics('A snug little cafe.')).toMatchObject({ atmosphere: 1 });
    expect(topics('Poky little cafe, tables squashed together.')).toMatchObject({ atmosphere: -1 });
    expect(topics('Tom is sound.')).toMatchObject({ staff: 1 });
  });

  it('reads an asking cut short, an extra charge, a lunch break, praise of what one rarely sees and the other phrasings of the last blind set', () => {
    const read = (text: string, rating: number) => topicPolarities(text, 'en', 'review', rating);
    expect(read('Parking is another $35 a night on top.', 3)).toMatchObject({ parking: -1, price: -1 });
    expect(read('Wine list is a bit thin too.', 3)).toMatchObject({ drinks: -1 });
    expect(read('Great cut. Only knocked a star off because we sat there 35 mins past our slot.', 4)).toMatchObject({ haircut: 1, waiting: -1 });
  });

  it('reads wrong orders, nobody serving, complaints shrugged off, being hurried out, useless shop help, broken promises, refused exchanges, waiting idioms, hotel night sounds and named staff praised by what they did', () => {
    expect(topics('Ordered an oat latte, got regular milk.')).toMatchObject({ service: -1 });
    expect(topics('They brought me a latte instead of a flat white.')).toMatchObject({ service: -1 });
    expect(topics('Half our order was missing.')).toMatchObject({ service: -1 });
    expect(topics('Got someone else\'s order.')).toMatchObject({ service: -1 });
    expect(topics('The toast never came.')).toMatchObject({ service: -1 });
    expect(topics('Nobody asked if we wanted anything else.')).toMatchObject({ service: -1 });
    expect(topics('We had to wave several times to get attention.')).toMatchObject({ service: -1 });
    expect(topics('Couldn\'t catch anyone\'s eye.')).toMatchObject({ service: -1 });
    expect(topics('She just shrugged her shoulders when I complained.')).toMatchObject({ service: -1 });
    expect(topics('They just laughed it off.')).toMatchObject({ service: -1 });
    expect(topics('Not even a sorry.')).toMatchObject({ service: -1 });
    expect(topics('They started stacking the chairs around us.')).toMatchObject({ service: -1 });
    expect(topics('Told us the kitchen closes in twenty minutes.')).toMatchObject({ service: -1 });
    expect(topics('The bill was put on the table without us asking.')).toMatchObject({ service: -1 });
    expect(topics('Didn\'t know anything about what they sell.')).toMatchObject({ service: -1 });
    expect(topics('Couldn\'t find anyone to help.')).toMatchObject({ service: -1 });
    expect(topics('The order was never sent.')).toMatchObject({ service: -1 });
    expect(topics('It took two weeks when we were quoted five days.')).toMatchObject({ waiting: -1 });
    expect(topics('They won\'t exchange it.')).toMatchObject({ service: -1 });
    expect(topics('No exchange, no credit note.')).toMatchObject({ service: -1 });
    expect(topics('They can\'t take back worn boots.')).toMatchObject({ service: -1 });
    expect(topics('You need the patience of a saint to get a table.')).toMatchObject({ waiting: -1 });
    expect(topics('Two hours for three courses.')).toMatchObject({ waiting: -1 });
    expect(topics('The radiator banged all night.')).toMatchObject({ noise: -1 });
    expect(topics('Paper-thin walls.')).toMatchObject({ noise: -1 });
    expect(topics('The aircon sounded like a jet.')).toMatchObject({ noise: -1 });
    expect(topics('Ellie nailed the colour.')).toMatchObject({ staff: 1 });
    expect(topics('Tom remembers my order every time.')).toMatchObject({ staff: 1 });
    expect(topics('Jess never misses.')).toMatchObject({ staff: 1 });
    expect(topics('Sam\'s recommendations are spot on.')).toMatchObject({ staff: 1 });
  });

  it('reads price idioms, messy shops, thin ranges, curt deeds, service not done, praise by deeds, booking ease and failures, plain food faults, regional breakfast and parking, location, noise and cleanliness told by detail, painless treatment, clock-time waits and praise that ends as people put them', () => {
    const read = (text: string, rating: number) => topicPolarities(text, 'en', 'review', rating);
    expect(topics('Prices are a bit over the top.')).toEqual({ price: -1 });
    expect(topics('£6 for a flat white is pushing it.')).toMatchObject({ price: -1 });
    expect(topics('There was a service charge nobody mentioned.')).toEqual({ price: -1 });
    expect(topics('Bit of a rip.')).toEqual({ price: -1 });
    expect(topics('The shop is a mess, stuff everywhere.')).toEqual({ cleanliness: -1 });
    expect(topics('Really cluttered, you have to hunt for anything.')).toEqual({ cleanliness: -1 });
    expect(topics('Only two kinds of cake left by mid-afternoon.')).toEqual({ selection: -1 });
    expect(topics('The popular sizes sell out straight away.')).toEqual({ selection: -1 });
    expect(topics("Half the items listed online weren't in stock.")).toEqual({ selection: -1 });
    expect(topics('Breakfast was very repetitive.')).toEqual({ breakfast: -1 });
    expect(topics('He pointed vaguely at the back and walked off.')).toEqual({ staff: -1 });
    expect(topics("She doesn't even look at you when you ask something.")).toEqual({ staff: -1 });
    expect(topics('He knew very little about what he was selling.')).toEqual({ staff: -1 });
    expect(topics('She said the mistake must have been mine.')).toEqual({ staff: -1 });
    expect(topics('The waitress threw the plates on the table.')).toEqual({ staff: -1 });
    expect(topics('Nobody said a word.')).toEqual({ service: -1 });
    expect(topics('All we got was a curt "there\'s no more".')).toEqual({ service: -1 });
    expect(topics('No discount, no nothing.')).toEqual({ service: -1 });
    expect(topics('She spent ages helping me choose.')).toEqual({ staff: 1 });
    expect(topics('Never any pressure to buy, no rush at all.')).toEqual({ service: 1 });
    expect(topics('She smashed my balayage.')).toEqual({ haircut: 1 });
    expect(topics('No hassle booking, quick in the app.')).toEqual({ booking: 1 });
    expect(topics('They had nothing under my name.')).toEqual({ booking: -1 });
    expect(topics("They couldn't find our booking.")).toEqual({ booking: -1 });
    expect(topics('Our table had been given away.')).toEqual({ booking: -1 });
    expect(topics('The lasagne was definitely from the freezer.')).toEqual({ food: -1 });
    expect(topics('Tastes like Tesco cakes.')).toEqual({ food: -1 });
    expect(topics('Portions have got smaller.')).toEqual({ food: -1 });
    expect(topics('The hot chocolate tasted of water.')).toEqual({ drinks: -1 });
    expect(topics('The Ulster fry was class.')).toEqual({ breakfast: 1 });
    expect(topics('The breakfast buffet was a sad affair.')).toEqual({ breakfast: -1 });
    expect(topics('Parking is pay and display only.')).toEqual({ parking: -1 });
    expect(topics('The car park charges £5 an hour.')).toMatchObject({ parking: -1 });
    expect(topics('A nightmare to find.')).toEqual({ location: -1 });
    expect(topics('Tucked down a side street with no sign.')).toEqual({ location: -1 });
    expect(topics('Two minutes to the beach, perfect.')).toEqual({ location: 1 });
    expect(topics('We had to lean in to hear each other over the music.')).toEqual({ noise: -1 });
    expect(topics('Had to yell over the music.')).toEqual({ noise: -1 });
    expect(topics('Hair all over the floor.')).toEqual({ cleanliness: -1 });
    expect(topics('Reeked of bleach.')).toEqual({ cleanliness: -1 });
    expect(topics('Hardly felt the filling.')).toEqual({ treatment: 1 });
    expect(topics('The cleaning was thorough without hurting.')).toEqual({ treatment: 1 });
    expect(read('The appointment was at 2, I got in at 2.50.', 2)).toEqual({ waiting: -1 });
    expect(topics('We had to stand and wait for a table.')).toEqual({ waiting: -1 });
    expect(topics('Three weeks before the order came.')).toEqual({ waiting: -1 });
    expect(read("The room was clean, but sadly that's it.", 2)).toEqual({ rooms: 0, cleanliness: 1 });
  });

  it('reads praise of the atmosphere, the range, advice, drinks, cleanliness, people, the location, food, the result, booking, price and speed as people put it', () => {
    expect(topics('Such a cute little spot.')).toEqual({ atmosphere: 1 });
    expect(topics('A cute wee place, beautifully decorated.')).toEqual({ atmosphere: 1 });
    expect(topics('Lovely interior with plants and candles everywhere.')).toEqual({ atmosphere: 1 });
    expect(topics('Gorgeous terrace to sit out on.')).toEqual({ atmosphere: 1 });
    expect(topics('Lovely garden to sit in.')).toEqual({ atmosphere: 1 });
    expect(topics('Really cosy little café.')).toEqual({ atmosphere: 1 });
    expect(topics('Gorgeous salon, so nicely done out.')).toEqual({ atmosphere: 1 });
    expect(topics('Not the cosiest place, a bit bare.')).toEqual({ atmosphere: -1 });
    expect(topics('The decor is dated and tired.')).toEqual({ atmosphere: -1 });
    expect(topics('Lots of gems you won\'t find elsewhere.')).toEqual({ selection: 1 });
    expect(topics('They have everything.')).toEqual({ selection: 1 });
    expect(topics('Something for everyone.')).toEqual({ selection: 1 });
    expect(topics('They didn\'t have everything we needed.')).toEqual({ selection: -1 });
    expect(topics('Not much of a range.')).toEqual({ selection: -1 });
    expect(topics('Really good advice.')).toEqual({ service: 1 });
    expect(topics('They knew exactly what I needed.')).toEqual({ service: 1 });
    expect(topics('Helped me find the right part.')).toEqual({ service: 1 });
    expect(topics('They went out of their way for us.')).toEqual({ service: 1 });
    expect(topics('No advice at all.')).toEqual({ service: -1 });
    expect(topics('Nobody helped me find anything.')).toEqual({ service: -1 });
    expect(topics('The wine they recommended went perfectly with it.')).toEqual({ drinks: 1 });
    expect(topics('Great cocktails.')).toEqual({ drinks: 1 });
    expect(topics('Homemade lemonade was gorgeous.')).toEqual({ drinks: 1 });
    expect(topics('Good local beer on tap.')).toEqual({ drinks: 1 });
    expect(topics('Fresh juice.')).toEqual({ drinks: 1 });
    expect(topics('Freshly squeezed orange juice, lovely.')).toEqual({ drinks: 1 });
    expect(topics('The juice wasn\'t fresh.')).toEqual({ drinks: -1 });
    expect(topics('Spotless.')).toEqual({ cleanliness: 1 });
    expect(topics('Immaculate throughout.')).toEqual({ cleanliness: 1 });
    expect(topics('Sparkling clean.')).toEqual({ cleanliness: 1 });
    expect(topics('Clean toilets.')).toEqual({ cleanliness: 1 });
    expect(topics('Everything tidy.')).toEqual({ cleanliness: 1 });
    expect(topics('Everything was spick and span.')).toEqual({ cleanliness: 1 });
    expect(topics('Far from spotless.')).toEqual({ cleanliness: -1 });
    expect(topics('The toilets weren\'t clean.')).toEqual({ cleanliness: -1 });
    expect(topics('Not exactly immaculate.')).toEqual({ cleanliness: -1 });
    expect(topics('The guy who works there was a legend.')).toEqual({ staff: 1 });
    expect(topics('The lady who runs it is a sweetheart.')).toEqual({ staff: 1 });
    expect(topics('The owner himself came out to say hello.')).toEqual({ staff: 1 });
    expect(topics('Mary is a star.')).toEqual({ staff: 1 });
    expect(topics('The barman was a dote.')).toEqual({ staff: 1 });
    expect(topics('The waitress was an absolute gem.')).toEqual({ staff: 1 });
    expect(topics('The guy at the counter was no help at all.')).toEqual({ staff: -1 });
    expect(topics('The lady who runs it was rude.')).toEqual({ staff: -1 });
    expect(topics('Right by the lake.')).toEqual({ location: 1 });
    expect(topics('Two minutes from the beach.')).toEqual({ location: 1 });
    expect(topics('Very central, close to everything.')).toEqual({ location: 1 });
    expect(topics('Easy to find.')).toEqual({ location: 1 });
    expect(topics('Right on the seafront.')).toEqual({ location: 1 });
    expect(topics('Not easy to find.')).toEqual({ location: -1 });
    expect(topics('The view was of the car park.')).toEqual({ location: -1 });
    expect(topics('Miles from everything.')).toEqual({ location: -1 });
    expect(topics('Generous portions.')).toEqual({ food: 1 });
    expect(topics('Everything homemade.')).toEqual({ food: 1 });
    expect(topics('Scones fresh out of the oven.')).toEqual({ food: 1 });
    expect(topics('The brownies are to die for.')).toEqual({ food: 1 });
    expect(topics('The beef just melts in the mouth.')).toEqual({ food: 1 });
    expect(topics('Best pizza in town.')).toEqual({ food: 1 });
    expect(topics('Portions weren\'t generous.')).toEqual({ food: -1 });
    expect(topics('The pizza wasn\'t to die for.')).toEqual({ food: -1 });
    expect(topics('The cut came out exactly as I wanted.')).toEqual({ haircut: 1 });
    expect(topics('The colour came out perfect.')).toEqual({ haircut: 1 });
    expect(topics('Gentle hands, didn\'t feel a thing.')).toEqual({ treatment: 1 });
    expect(topics('My nails are still perfect after two weeks.')).toEqual({ treatment: 1 });
    expect(topics('The cut was not exactly what I wanted.')).toEqual({ haircut: -1 });
    expect(topics('The colour came out patchy.')).toEqual({ haircut: -1 });
    expect(topics('My nails chipped after two days.')).toEqual({ treatment: -1 });
    expect(topics('Easy online booking.')).toEqual({ booking: 1 });
    expect(topics('Got an appointment the same day.')).toEqual({ booking: 1 });
    expect(topics('They squeezed me in.')).toEqual({ booking: 1 });
    expect(topics('Online booking was a nightmare.')).toEqual({ booking: -1 });
    expect(topics('Couldn\'t get an appointment for weeks.')).toEqual({ booking: -1 });
    expect(topics('Fair prices.')).toEqual({ price: 1 });
    expect(topics('Good value.')).toEqual({ price: 1 });
    expect(topics('Very reasonable.')).toEqual({ price: 1 });
    expect(topics('Oat milk at no extra cost.')).toEqual({ price: 1 });
    expect(topics('Free refills.')).toEqual({ price: 1 });
    expect(topics('Prices aren\'t fair.')).toEqual({ price: -1 });
    expect(topics('Charged extra for oat milk.')).toEqual({ price: -1 });
    expect(topics('No wait at all.')).toEqual({ waiting: 1 });
    expect(topics('Served right away.')).toEqual({ waiting: 1 });
    expect(topics('Quick even when full.')).toEqual({ waiting: 1 });
    expect(topics('On time to the minute.')).toEqual({ waiting: 1 });
    expect(topics('Wasn\'t on time.')).toEqual({ waiting: -1 });
    expect(topics('Not very reasonable for what you get.')).toEqual({ price: -1 });
    expect(topics('Not very central at all.')).toEqual({ location: -1 });
    expect(topics('Not a huge range.')).toEqual({ selection: -1 });
    expect(topics('Nobody went out of their way.')).toEqual({ service: -1 });
    expect(topics('Not very tidy.')).toEqual({ cleanliness: -1 });
    expect(topics('The steak didn\'t exactly melt in the mouth.')).toEqual({ food: -1 });
    expect(topics('Five minutes from the station.')).toEqual({ location: 1 });
    expect(topics('Freshly squeezed OJ.')).toEqual({ drinks: 1 });
  });

  it("reads a bill over budget as a complaint of the price, and 'a fair bit' as no praise", () => {
    expect(topicPolarities('The bill was a fair bit more than we had budgeted.', 'en', 'review', 4)).toEqual({ price: -1 });
  });

  it('reads everyday stories: calm manners, faint praise, sarcasm, staff deeds and nicknames, quick fixes, recovery, prices, thin walls, tables left uncleared, local dishes, stock, help and premises', () => {
    const read = (text: string, rating: number) => topicPolarities(text, 'en', 'review', rating);
    expect(read('Lovely calm barber, took his time with my fade.', 5)).toEqual({ staff: 1, haircut: 1 });
    expect(read('The coffee here is not too shabby at all.', 4)).toEqual({ coffee: 1 });
    expect(read('Good luck finding parking anywhere near the place.', 1)).toEqual({ parking: -1 });
    expect(read('The receptionist was typing on the computer the whole time and said about three words to me.', 1)).toEqual({ staff: -1 });
    expect(read('The lad with the beard is a real star.', 5)).toEqual({ staff: 1 });
    expect(read('Fixed it in ten minutes while I waited.', 5)).toEqual({ waiting: 1 });
    expect(read('Went in bent double and walked out nearly upright.', 5)).toEqual({ treatment: 1 });
    expect(read('A bit dearer than the chains but worth every penny.', 5)).toEqual({ price: 1 });
    expect(read('Lorries going past from 5am and the bloke next door snoring all night.', 1)).toEqual({ noise: -1 });
    expect(read("Every table was full of the previous customers' cups.", 2)).toEqual({ cleanliness: -1 });
    expect(read('The bara brith and the lemon drizzle were gorgeous, and a lovely glass of Malbec.', 5)).toEqual({ food: 1, drinks: 1 });
    expect(read('Almost no bikes in the shop, most have to be ordered in.', 2)).toEqual({ selection: -1 });
    expect(read("Getting help in there is like looking for hen's teeth.", 2)).toEqual({ service: -1 });
    expect(read('Lovely premises, beautifully laid out.', 5)).toEqual({ atmosphere: 1 });
    expect(read('Gorgeous spot right on the canal.', 5)).toEqual({ location: 1 });
  });

  it("wave 6: reads noise by its source, a cheeky closer, dismissive staff, breakfast running out, rooms, dirt, lost orders, leaflets, prices, waits, empty shelves and a proper job", () => {
    const read = (text: string, rating: number) => topicPolarities(text, 'en', 'review', rating);
    expect(read("We heard his whole phone call through the wall.", 1)).toEqual({ noise: -1 });
    expect(read("A lorry unloading with reversing beepers from half four.", 1)).toEqual({ noise: -1 });
    expect(read("They added a tip to the bill, a bit cheeky.", 2)).toEqual({ price: -1 });
    expect(read("Steak came well done, the waiter said that's how chef does them and walked off.", 2)).toEqual({ food: -1, staff: -1 });
    expect(read("Breakfast ran out by half nine.", 2)).toEqual({ breakfast: -1 });
    expect(read("The radiator won't turn down and the window only opens a crack.", 2)).toEqual({ rooms: -1 });
    expect(read("Found a half eaten packet of crisps under the bed.", 1)).toEqual({ cleanliness: -1 });
    expect(read("They lost our ticket and forgot the dessert.", 1)).toEqual({ service: -1 });
    expect(read("Got the full sales pitch for a pot of clay.", 2)).toEqual({ service: -1 });
    expect(read("He didn't examine me, just handed me a leaflet.", 1)).toEqual({ treatment: -1 });
    expect(read("Service already stuck on the bill.", 2)).toEqual({ price: -1 });
    expect(read("Sat in the lobby til ten past five.", 1)).toEqual({ waiting: -1 });
    expect(read("The shelf just had the label.", 2)).toEqual({ selection: -1 });
    expect(read("Proper job on the brakes, lads.", 5)).toEqual({ treatment: 1 });
  });

  it("wave 7: reads a bitter taste as the drink's, a slow rinse as the room, a tidy-up as the cut, a beermat-sized steak, finds one would never have made, sitting in reception, a booking taken down wrong and a gorgeous little place", () => {
    const read = (text: string, rating: number) => topicPolarities(text, 'en', 'review', rating);
    expect(read('My americano was lukewarm and tasted bitter.', 2)).toEqual({ coffee: -1 });
    expect(read('It took ages to rinse the shampoo out, the pressure was that weak.', 2)).toEqual({ rooms: -1 });
    expect(read('Only wanted a little tidy round the ears and came out with half my hair gone.', 1)).toEqual({ haircut: -1 });
    expect(read('Asked her to just neaten up the back and she took two inches off.', 1)).toEqual({ haircut: -1 });
    expect(read('The fish was the size of a beer mat for £19.', 2)).toEqual({ food: -1, price: -1 });
    expect(read("The owner picked out two novels I'd never have found on my own.", 5)).toMatchObject({ selection: 1 });
    expect(read('We were sat in reception with our bags until gone four.', 1)).toEqual({ waiting: -1 });
    expect(read('Booked for four and they had us down for two.', 2)).toEqual({ booking: -1 });
    expect(read('Sort your booking system out.', 2)).toEqual({ booking: -1 });
    expect(read('Gorgeous little place, and the flat whites are spot on.', 5)).toEqual({ coffee: 1 });
    expect(read('The pie was tasty enough but barely warm.', 3)).toEqual({ food: -1 });
  });

  it("wave 9: reads a rushed treatment, dishes in dribs and drabs, the earliest appointment weeks away, a person who is 'something else' after 'but', more off than asked, feeling a million bucks, 'sorry guys' and a place lovely inside", () => {
    const read = (text: string, rating: number) => topicPolarities(text, 'en', 'review', rating);
    expect(read('The massage itself lasted all of twenty minutes.', 2)).toEqual({ treatment: -1 });
    expect(read('Our starters arrived in dribs and drabs.', 2)).toMatchObject({ waiting: -1 });
    expect(read('The soonest they could see me was three weeks away.', 2)).toEqual({ booking: -1 });
    expect(read('The earliest appointment they had was not until next month.', 2)).toEqual({ booking: -1 });
    expect(read('The food was great but the manager was something else.', 2)).toEqual({ food: 1, staff: -1 });
    expect(read('She took way more off the sides than I asked.', 2)).toEqual({ haircut: -1 });
    expect(read('The fade is fine but he took a good inch more off the top than I said.', 3)).toEqual({ haircut: -1 });
    expect(read('Left the spa feeling like a million bucks.', 5).price).toBeUndefined();
    expect(read('Sorry guys but I won\'t be back.', 1)).toEqual({});
    expect(read("The clinic's lovely inside.", 4)).toEqual({ atmosphere: 1 });
  });

  it('wave 10: reads a frequency as no wait, a token search, a dish after the table had eaten, knowing one\'s onions, the chains\' range, a tea towel, a good fifteen minutes at the door, a late check-out given, one barmaid alone, dotes and a sticky toffee pudding', () => {
    const read = (text: string, rating: number) => topicPolarities(text, 'en', 'review', rating);
    expect(read('The fridge in our room clicked on every 15 min all night.', 2).waiting).toBeUndefined();
    expect(read('The lad behind the till had a quick squiz for about two seconds and said not here mate.', 3)).toEqual({ staff: -1 });
    expect(read('My burger came out after everyone else had finished.', 2)).toMatchObject({ waiting: -1 });
    expect(read('The owner really knows his onions.', 4)).toEqual({ staff: 1 });
    expect(read("Shelves full of stuff you won't find in the big chains.", 4)).toEqual({ selection: 1 });
    expect(read('I was stood by the counter folding a tea towel.', 3).coffee).toBeUndefined();
    expect(read('We were hovering by the door for a good fifteen minutes.', 3)).toEqual({ waiting: -1 });
    expect(read('The barman hooked us up with a late check-out.', 4)).toMatchObject({ staff: 1 });
    expect(read('The barman hooked us up with a late check-out.', 4).waiting).toBeUndefined();
    expect(read('Took ages to get served, one barmaid on her own all night.', 3)).toEqual({ waiting: -1 });
    expect(read('Staff are absolute dotes.', 5)).toEqual({ staff: 1 });
    expect(read('Sticky toffee pudding to finish, gorgeous.', 5)).toEqual({ food: 1 });
  });
  it('wave 11: reads waits sat out and told by the clock, people who listen or chat, grants, milky coffee and a brew, bullet eggs, machine and kitchen noise, nails and fillings that fail, bookings lost or rung for at 8am, thin lists, fees, sound staff and the everyday ways of putting them', () => {
    const read = (text: string, rating: number) => topicPolarities(text, 'en', 'review', rating);
    // A wait told by sitting on, or as a while taken.
    expect(read('We ended up sitting there nearly forty minutes.', 2)).toEqual({ waiting: -1 });
    expect(read('The pizzas took a fair while to arrive.', 3)).toMatchObject({ waiting: -1 });
    // Not being listened to is the person's fault; being listened to their praise.
    expect(read('I just wish he had listened to what I wanted.', 2)).toEqual({ staff: -1 });
    expect(read('The barber actually listens when you ask for a bit off the top.', 5)).toEqual({ staff: 1 });
    // A good chat and care taken praise the person.
    expect(read('Sinead was lovely to chat to.', 4)).toEqual({ staff: 1 });
    expect(read('She really took her time over my nails.', 5)).toMatchObject({ staff: 1 });
    // "I'll say that" grants the praise before it.
    expect(read("The pie was nice I'll say that, but the service was dreadful.", 2)).toEqual({ food: 1, service: -1 });
    // A coffee that was just milk; a brew made while one waits.
    expect(read('My flat white was basically just milk.', 2)).toEqual({ coffee: -1 });
    expect(read('They always make you a brew while you wait.', 5)).toEqual({ coffee: 1 });
    // Eggs like bullets.
    expect(read('The poached eggs came out like bullets.', 2)).toEqual({ food: -1 });
    // A handy high-street spot.
    expect(read('Handy being right on the high street.', 4)).toEqual({ location: 1 });
    // Noise told by what it sounded like or what was heard; a table by the kitchen door names no food.
    expect(read('The fridge sounded like a jet engine all night.', 2)).toEqual({ noise: -1 });
    expect(read('We sat by the kitchen door and all we heard was the clattering.', 3)).toEqual({ noise: -1 });
    // Staff who could not be caught.
    expect(read("It took three goes to catch someone's eye for the bill.", 3)).toEqual({ service: -1 });
    // Nails that lifted, a filling out again, patched up so one would never know.
    expect(read('Three of my nails have already lifted.', 2)).toEqual({ treatment: -1 });
    expect(read('My filling came out again within a week.', 1)).toEqual({ treatment: -1 });
    expect(read('Dr Shah had it patched up in twenty minutes and you would never know.', 4)).toMatchObject({ treatment: 1 });
    // The 8am phone scramble; a booking not found; 'when we booked' and 'booked in for a' only set the scene.
    expect(read('You have to ring at 8am on the dot for a slot.', 1)).toEqual({ booking: -1 });
    expect(read("They couldn't find our booking when we arrived.", 1)).toEqual({ booking: -1 });
    expect(read('Breakfast is extra, which nobody told us when we booked.', 3).booking).toBeUndefined();
    expect(read('Booked in for a scale and polish and the hygienist was rough.', 2).booking).toBeUndefined();
    // A wait told by the clock; a warning to be ready to wait; a job longer than quoted names no price.
    expect(read("Booked for 8 and didn't get a table till nearly 9.", 3)).toMatchObject({ waiting: -1 });
    expect(read('Be prepared to wait on a Saturday.', 4)).toEqual({ waiting: -1 });
    expect(read('It took nearly two weeks when we were quoted five days.', 4)).toEqual({ waiting: -1 });
    // A dish that was mostly its base; a thin list.
    expect(read('The smashed avo was mostly toast.', 2)).toEqual({ food: -1 });
    expect(read('The range is a bit thin these days.', 3)).toEqual({ selection: -1 });
    // A cancellation fee; cheaper than in town (keys cut are no haircut); a price unheard of.
    expect(read('They still charged me a cancellation fee.', 1)).toEqual({ price: -1 });
    expect(read('Keys cut cheaper than the place down the road.', 5)).toEqual({ price: 1 });
    expect(read('A pot of tea for two for £3 which is unheard of round here.', 5)).toMatchObject({ price: 1 });
    // Nobody on the shop floor; walked past; laughed at the complaint.
    expect(read('Wandered round the shop for ages without seeing a soul.', 2)).toEqual({ service: -1 });
    expect(read('The waiter walked straight past us three times.', 1)).toEqual({ staff: -1 });
    expect(read('The receptionist just laughed when I complained.', 1)).toEqual({ staff: -1 });
    // Irish 'sound', Australian 'easy as', knowing their stuff.
    expect(read('Sound staff and great pints.', 5)).toMatchObject({ staff: 1 });
    expect(read('Booking online was easy as.', 5)).toEqual({ booking: 1 });
    expect(read('The lads in the workshop really know their stuff.', 5)).toEqual({ staff: 1 });
    // A sunset, a roaring fire, a relaxed salon.
    expect(read('The sunset from the terrace was unreal.', 5)).toMatchObject({ location: 1 });
    expect(read('Cosy pub with a roaring fire.', 5)).toEqual({ atmosphere: 1 });
    expect(read('Such a relaxed salon.', 5)).toEqual({ atmosphere: 1 });
    // Pretty much everything in stock.
    expect(read("They've got pretty much everything.", 4)).toEqual({ selection: 1 });
    // 'Nah mate' is the reviewer's own dismissal, not a clerk's.
    expect(read('$200 a night for that? Nah mate.', 1).staff).toBeUndefined();
    // A buffet picked clean; a band on till gone two.
    expect(read('By nine the buffet had been picked clean.', 3)).toEqual({ breakfast: -1 });
    expect(read('There was a band on till gone two under our window.', 1)).toEqual({ noise: -1 });
    // A colour praised by what it became; a dish not exactly hot.
    expect(read('Came in with box dye and left with the prettiest honey blonde.', 5)).toEqual({ haircut: 1 });
    expect(read("The soup wasn't exactly hot.", 3)).toEqual({ food: -1 });
    // The first appointment offered far off; a kitchen cupboard bought at a hardware shop is no food.
    expect(read('The earliest they could do was a fortnight away.', 1)).toEqual({ booking: -1 });
    expect(read('Popped in for a kitchen cupboard hinge.', 2).food).toBeUndefined();
    // Handy round the corner; a stylist chatting to a colleague the whole time.
    expect(read('Handy being just round the corner from work.', 4)).toEqual({ location: 1 });
    expect(read('She was chatting to her colleague the whole time.', 2)).toEqual({ staff: -1 });
    // A proper coffee while one waits; a salon gorgeous in itself.
    expect(read('You get a proper coffee while you wait.', 5)).toEqual({ coffee: 1 });
    expect(read('The salon itself is gorgeous, fresh flowers everywhere.', 5)).toEqual({ atmosphere: 1 });
    // Half the price online; the part not there; an order put off to next week.
    expect(read('Got it online for half what they wanted.', 2)).toEqual({ price: -1 });
    expect(read("They didn't have it and couldn't say when.", 2)).toEqual({ selection: -1 });
    expect(read('Went back on the Friday and got maybe next week.', 2)).toEqual({ service: -1 });
    // A room facing the car park is its view, not the parking.
    expect(read('Got a twin facing the car park.', 1).parking).toBeUndefined();
    // A treatment praised as gentle and thorough; a place that looks lovely.
    expect(read('The scale and polish was gentle and thorough.', 2)).toEqual({ treatment: 1 });
    expect(read('Shame, because the place looks lovely.', 2)).toEqual({ atmosphere: 1 });
  });
  it('wave 12: reads lines no longer stocked, a hard sell, a window onto a fan, roast lamb pink, a room booked as scene-setting or given away, a lesser room offered, browsing, batter by the percent, waits at the counter and by the clock, a menu half off, a booking unknown, thin walls, nobody looking up, no oat milk, the girl who brought it, gulls, a hotel that is fully booked, drinks after the food, a dearer till and no kids menu', () => {
    const read = (text: string, rating: number) => topicPolarities(text, 'en', 'review', rating);
    // A line no longer stocked, apostrophe dropped as people type it: the range.
    expect(read('They dont stock the old fittings any more.', 2)).toEqual({ selection: -1 });
    // Pushed to buy far more than one came for: the service.
    expect(read('He tried to flog me a whole new boiler.', 1)).toEqual({ service: -1 });
    // A window onto an extractor fan is the room's outlook, not a noise heard.
    expect(read('Our window looked straight onto an extractor fan.', 2)).toEqual({ rooms: -1 });
    // Roast lamb or beef still pink in the middle is how it should be.
    expect(read('The lamb was still pink in the middle, just right.', 4)).toEqual({ food: 1 });
    // A hotel room booked for a stay only sets the scene; a booked room given to someone else is the booking.
    expect(read('Booked a twin for three nights.', 1).booking).toBeUndefined();
    expect(read('They had given our room away.', 1)).toEqual({ booking: -1 });
    // A lesser room offered in its place is the room, not praise for an offer.
    expect(read('We got offered a smaller room at the back.', 1)).toEqual({ rooms: -1 });
    // A shop that is a pleasure to browse is its atmosphere.
    expect(read('Such a lovely shop to browse.', 5)).toEqual({ atmosphere: 1 });
    // Fish that was mostly batter, told in per cent.
    expect(read('The fish was 80% batter.', 1)).toEqual({ food: -1 });
    // Left standing at the till 'like a lemon': the service.
    expect(read('I stood there like a lemon at the till.', 2)).toMatchObject({ service: -1 });
    // An appointment that did not start till long after its time: the wait.
    expect(read("My 10am didn't start till gone eleven.", 2)).toEqual({ waiting: -1 });
    // Half the menu off: the range, not the food.
    expect(read('Half the menu was off on Saturday.', 2)).toEqual({ selection: -1 });
    // Nobody at the desk had heard of the booking.
    expect(read("They'd never heard of us at the front desk.", 1)).toMatchObject({ booking: -1 });
    // Walls so thin, told without 'paper'.
    expect(read('The walls were so thin.', 2)).toEqual({ noise: -1 });
    // Nobody so much as looked up when one came in.
    expect(read('Nobody even looked up when I came in.', 2)).toEqual({ staff: -1 });
    // The milk one needs not there: the range.
    expect(read('No oat milk again.', 2)).toEqual({ selection: -1 });
    // The person told by what they did, without 'the', takes the praise even with a dish named.
    expect(read('Girl who brought the cakes over was nice enough.', 4)).toMatchObject({ staff: 1 });
    // Gulls heard through the night.
    expect(read('The seagulls going all night.', 2)).toEqual({ noise: -1 });
    // 'We're fully booked', the answer to a guest asking to move, is no booking of the guest's.
    expect(read("Asked to move rooms and got we're fully booked.", 1).booking).toBeUndefined();
    // Drinks that came only after the food: the wait.
    expect(read('The drinks came after the food.', 2)).toEqual({ waiting: -1 });
    // Charged more at the till than the shelf said: the price.
    expect(read('It was more at the till than the shelf said.', 2)).toEqual({ price: -1 });
    // Nothing for children: the range.
    expect(read('No kids menu at all.', 2)).toEqual({ selection: -1 });
  });

  it('knows how reviewers tell the wave-3 phenomena (tender meat, size, rushed exams, screaming, cocktails)', () => {
    const read = (text: string, rating: number) => topicPolarities(text, 'en', 'review', rating);
    // Meat that 'fell off the bone' is praise, not nails that fell off.
    expect(read('The pork belly fell off the bone.', 3)).toMatchObject({ food: 1 });
    // Children who 'wolfed' their plates liked the food.
    expect(read('The kids wolfed their burgers.', 4)).toMatchObject({ food: 1 });
    // A dish praised for its size.
    expect(read('My burger was massive.', 4)).toEqual({ food: 1 });
    // 'None of that milky rubbish' praises the coffee by what it is not.
    expect(read('Proper strong flat white, none of that milky rubbish.', 4)).toEqual({ coffee: 1 });
    // Standing about is waiting.
    expect(read('You\'ll be stood about waiting for ages.', 3)).toEqual({ waiting: -1 });
    // A rushed exam told as a quick poke about: the treatment.
    expect(read('She had a quick poke about and sent me home.', 2)).toEqual({ treatment: -1 });
    // A cocktail by its name, praised as balanced.
    expect(read('The old fashioned was perfectly balanced.', 5)).toEqual({ drinks: 1 });
    // 'Fall-apart tender' meat.
    expect(read('The brisket was fall-apart tender.', 5)).toEqual({ food: 1 });
    // Toasted on one side only: the food.
    expect(read('My toastie was only toasted on one side.', 2)).toEqual({ food: -1 });
    // Noise told by who was heard screaming.
    expect(read('Two kids behind us were screaming the whole time.', 2)).toEqual({ noise: -1 });
  });
  it('wave 13: reads the last guest\'s hair and towel, teabags, a morning lost, booking weeks ahead, gels that never chip, a saved tooth, painless work without the apostrophe, Scots praise, Mr and Mrs, the one doing the coffees, a glass of fizz while the colour takes and a dental clean', () => {
    const read = (text: string, rating: number) => topicPolarities(text, 'en', 'review', rating);
    // The previous guest's mess in the bathroom: the cleanliness.
    expect(read('There was a used towel on the floor and someone else\'s hair all over the plughole.', 2)).toMatchObject({ cleanliness: -1 });
    // Tea told by its bag; 'cheap and nasty' is no praise of the price.
    expect(read('My teabag was stewed to death.', 2)).toEqual({ coffee: -1 });
    expect(read('The teabags are cheap and nasty.', 2)).toEqual({ coffee: -1 });
    // A morning lost to waiting.
    expect(read('By the time I got out I had wasted half my morning.', 2)).toEqual({ waiting: -1 });
    // Booked up weeks ahead, no slot to be had.
    expect(read('Lovely salon but you have to book three weeks ahead.', 3)).toMatchObject({ booking: -1 });
    expect(read('Tried to get an appointment before my holiday and couldn\'t get a slot.', 3)).toEqual({ booking: -1 });
    // Nails that last, a tooth saved, a crown or veneer that looks real, and no pain without the apostrophe.
    expect(read('Four weeks on and not a single chip.', 5)).toEqual({ treatment: 1 });
    expect(read('He saved my tooth when another practice wanted to pull it.', 5)).toEqual({ treatment: 1 });
    expect(read('The veneer looks just like the real thing.', 5)).toEqual({ treatment: 1 });
    expect(read('Once I was in the chair it didnt hurt a bit.', 4)).toEqual({ treatment: 1 });
    // A clinician named as Mr or Mrs; the one doing the coffees is a person.
    expect(read('Mrs Okafor is brilliant with nervous kids.', 5)).toEqual({ staff: 1 });
    expect(read('The girl doing the coffees remembers my order every time.', 5)).toEqual({ staff: 1 });
    // A drink offered while the colour takes.
    expect(read('They offered me a glass of fizz while the toner was on.', 5)).toMatchObject({ drinks: 1 });
    // A dental clean booked is the appointment, not praise of the cleanliness.
    expect(read('Booked in for a scale and clean last Tuesday.', 3)).toEqual({});
  });
  it('wave 14: reads a booking nobody wrote down, no sorry from anyone, food cold inside, a skimped scale and polish, a cut told in inches, a shrugged-off complaint, staff chatting, waving at the bar, too loud to hear a friend and a blonde that stays cool', () => {
    const read = (text: string, rating: number) => topicPolarities(text, 'en', 'review', rating);
    // A phoned-in table nobody wrote down: the booking.
    expect(read('The lad at the door said there was nothing under my name.', 1)).toEqual({ booking: -1 });
    expect(read('Apparently there was no reservation for us, even though I rang on Monday.', 1)).toEqual({ booking: -1 });
    // Nobody apologising is a complaint of the staff.
    expect(read('Not one person said sorry the whole evening.', 1)).toEqual({ staff: -1 });
    // A pie or toastie still cold inside is the food.
    expect(read('My pie was still cold in the middle.', 2)).toEqual({ food: -1 });
    // A hygienist who skipped the back teeth: the treatment.
    expect(read('She hardly touched the back teeth.', 1)).toEqual({ treatment: -1 });
    // A cut asked for in inches or as a tidy up is the haircut, not the cleanliness.
    expect(read('Asked for a couple of inches off and a tidy up.', 2)).toEqual({ haircut: -1 });
    // 'It'll grow back' said by the stylist shrugs the complaint off; said by the reviewer it is no complaint of anyone.
    expect(read('When I complained she just said it\'ll grow back.', 2)).toMatchObject({ staff: -1 });
    expect(read('It\'ll grow back I suppose, the girl on reception was lovely.', 2)).toEqual({ staff: 1 });
    // Staff chatting among themselves.
    expect(read('Two of them stood chatting while the tables piled up.', 2)).toEqual({ staff: -1 });
    // Waiting at the bar with money in hand.
    expect(read('We stood at the bar for fifteen minutes waving a twenty.', 2)).toEqual({ waiting: -1 });
    // Too loud to hear the person across the table.
    expect(read('So loud in there I couldn\'t hear my friend across the table.', 3)).toEqual({ noise: -1 });
    // A blonde that did not turn brassy.
    expect(read('Finally an icy blonde that isn\'t brassy!', 5)).toEqual({ haircut: 1 });
  });
  it('wave 15: reads a quick seat in the chair, next to nothing paid, a shopkeeper who dug out the part, food that tastes home-made, a waitress who kept apologising, a booked time and a walk-in as no booking, and a wait named only as when', () => {
    const read = (text: string, rating: number) => topicPolarities(text, 'en', 'review', rating);
    // Sat straight down at the barber's is praise of the wait.
    expect(read('Walked in on a Saturday and they had me in the chair straight away.', 5)).toEqual({ waiting: 1 });
    expect(read('Squeezed in on a Friday and I was in and out in twenty minutes.', 5)).toMatchObject({ waiting: 1 });
    // Next to nothing paid is praise of the price.
    expect(read('New battery fitted and it cost me under a fiver.', 5)).toEqual({ price: 1 });
    expect(read('He wouldn\'t take any money for tightening the chain.', 5)).toEqual({ price: 1 });
    // A shopkeeper who searched until he found it and showed how it goes is the service.
    expect(read('The owner rummaged through every box until he found the right bulb.', 5)).toMatchObject({ service: 1 });
    expect(read('She showed us how to change the filter ourselves.', 5)).toEqual({ service: 1 });
    // Food that tastes home-made.
    expect(read('The gravy tastes homemade, like my nan used to make.', 5)).toEqual({ food: 1 });
    // A waitress who kept saying sorry is no complaint of her.
    expect(read('The waiter was great and kept apologising for the kitchen.', 2)).toMatchObject({ staff: 1 });
    // The time one was booked in for, and a walk-in, are no booking.
    expect(read('I was booked in for 2 and didn\'t get in the chair till half 3.', 2)).toEqual({ waiting: -1 });
    expect(read('Walked in without booking and the cut was spot on.', 5)).toEqual({ haircut: 1 });
    // 'While I waited' names no wait.
    expect(read('The receptionist brought me a glass of water while I waited, so kind.', 5)).not.toHaveProperty('waiting');
    // One person doing food and drinks is a job, not a dish.
    expect(read('One lad on his own doing food and drinks for the whole place.', 2)).not.toHaveProperty('food');
  });

  it('reads coffee made to taste, a tooth that has not hurt since, kind staff in everyday words, a dish that dropped and a payment told as setting', () => {
    expect(topics('Coffee strong how I like it.')).toMatchObject({ coffee: 1 });
    expect(topics('Had a root canal last month and it hasn\'t given me a twinge since.')).toMatchObject({ treatment: 1 });
    expect(topics('Our server was really sweet and brought crayons for the kids.')).toMatchObject({ staff: 1 });
    expect(topics('Had my gels done, hes so lovely and the gels lasted weeks.')).toMatchObject({ staff: 1 });
    expect(topics('Nobody cleared the table once our mains dropped.')).not.toHaveProperty('food');
    expect(topics('I only wanted the ends trimmed.')).toHaveProperty('haircut');
    expect(topics('Honestly still crying about this colour.')).toMatchObject({ haircut: -1 });
    expect(topics('I handed over £120 at the desk and they said it was all sorted.')).not.toHaveProperty('price');
  });

  it('reads situations told across languages: a parking fine, a stylist in a hurry, building work at dawn, a room not ready at check-in, a bill over the quote', () => {
    expect(topics('The lad behind the counter was dead sound, gave me great advice. They have everything in there.')).toMatchObject({ staff: 1 });
    expect(topics('The lad behind the counter was dead sound, gave me great advice. They have everything in there.')).not.toHaveProperty('atmosphere');
    expect(topics('Rang three mornings in a row at 8am to get a check up.')).not.toHaveProperty('treatment');
    expect(topics('Got there at 4, check in is 3, and the room wasn\'t ready.')).not.toHaveProperty('rooms');
    expect(topics('When I said something the stylist goes \'it\'ll grow back\'.')).toMatchObject({ staff: -1 });
    expect(topics('Asked for a trim, literally just dust the ends.')).not.toHaveProperty('cleanliness');
    expect(topics('Three weeks later I get an email saying its discontinued.')).toEqual({ service: -1 });
    expect(topics('Then the refund took another 10 days to come through.')).toMatchObject({ waiting: -1 });
    expect(topics('Got a £70 parking fine because the machine was broken.')).toEqual({ parking: -1 });
    expect(topics('They started drilling at 7am next door.')).toMatchObject({ noise: -1 });
    expect(topics('Ended up paying £185 when we\'d been quoted £130.')).toMatchObject({ price: -1 });
    expect(topics('You could tell she was in a hurry.')).toEqual({ staff: -1 });
    expect(topics('Customer service was non-existent.')).toEqual({ service: -1 });
    expect(topics('They moved my appointment by text the day before.')).toEqual({ booking: -1 });
    expect(topics('Found loads of stuff I didn\'t know I needed.')).toEqual({ selection: 1 });
    expect(topics('Nobody bothered to tell us the kitchen was closed.')).toMatchObject({ service: -1 });
    expect(topics('The bed creaked every time we moved.')).toEqual({ rooms: -1 });
  });

  it('reads complaints told without the topic word: served after later arrivals or on the way out, a sleepy kitchen, a mixed-up booking, a massage that did nothing, a sum for that, a menu cut back, musty towels', () => {
    expect(topics('A family who turned up after us were fed first.')).toEqual({ waiting: -1 });
    expect(topics('The pizzas arrived as we were putting our coats on.')).toEqual({ waiting: -1 });
    expect(topics('The chef must have been asleep.')).toMatchObject({ waiting: -1 });
    expect(topics('They had me down twice with another client.')).toEqual({ booking: -1 });
    expect(topics('They cocked up my appointment again.')).toEqual({ booking: -1 });
    expect(topics('She barely touched my shoulders and they are still knotted.')).toEqual({ treatment: -1 });
    expect(topics('One brow came out darker than the other.')).toEqual({ treatment: -1 });
    expect(topics('My knee is so much better after four sessions.')).toEqual({ treatment: 1 });
    expect(topics('Forty five quid for that.')).toEqual({ price: -1 });
    expect(topics('By noon there were only a couple left.')).toEqual({ selection: -1 });
    expect(topics('The menu has been cut right back.')).toEqual({ selection: -1 });
    expect(topics('The towels smelled musty.')).toEqual({ cleanliness: -1 });
    expect(topics('Lovely lad but clearly still learning.')).toEqual({ staff: -1 });
  });

  it('reads a tone got rid of, hours in the chair, garden stock, the one dish left, a shrug and a walk-off, a chat, a return, paying to park and a big car park', () => {
    expect(topics('Finally got rid of the brassy yellow, the colour is gorgeous.')).toEqual({ haircut: 1 });
    expect(topics('Tidy job on the beard.')).toEqual({ haircut: 1 });
    expect(topics('I was in there for nearly five hours.')).toEqual({ waiting: -1 });
    // Praise that runs on into its figure is still praise: 'within 5 mins' is the quick seat, not 'a good 5cm'.
    expect(topics('Was in the chair within 5 mins.')).toEqual({ waiting: 1 });
    // 'Bedding plants' are a garden centre's stock, not a hotel bed.
    expect(topics('Bought some bedding plants for the garden.')).toEqual({});
    expect(topics('The only vegan option was a plain salad.')).toMatchObject({ selection: -1 });
    expect(topics('He shrugged and walked off.')).toMatchObject({ staff: -1 });
    expect(topics('Maureen always has time for a chat.')).toEqual({ staff: 1 });
    expect(topics('At the till I was treated like a criminal.')).toEqual({ staff: -1 });
    expect(topics('Getting a refund took four visits.')).toEqual({ service: -1 });
    expect(topics('Had to pay £8 to park.')).toEqual({ parking: -1 });
    expect(topics('The car park is huge.')).toEqual({ parking: 1 });
  });

  it('reads appointments gone or cancelled by text, a booking that never came through, a table held and a slot sorted', () => {
    expect(topics('By the time I got through on the phone the slots were all gone.')).toMatchObject({ booking: -1 });
    expect(topics('They sent me a message cancelling it an hour before.')).toMatchObject({ booking: -1 });
    expect(topics('Booked online, but apparently it never came through.')).toMatchObject({ booking: -1 });
    expect(topics('We were running late and they kept our table for us.')).toMatchObject({ booking: 1 });
    expect(topics('She sorted us a slot the same afternoon.')).toMatchObject({ booking: 1 });
    // The reviewer's own failing is no complaint of the phone service.
    expect(topics("I'm useless on the phone.")).toEqual({});
  });

  it('reads the wait at the counter, a queue that only sets the scene and plates out fast', () => {
    expect(topics('Always a bit slow at the till on a Saturday.')).toMatchObject({ waiting: -1 });
    expect(topics('Whilst we queued we spotted the carrot cake and it was lovely.')).toEqual({ food: 1 });
    expect(topics('Both our fry ups were out in ten minutes.')).toMatchObject({ waiting: 1 });
  });

  it('reads a street shut out, room to talk, a quiet sought and a noise feared', () => {
    expect(topics("Right on the main road but you couldn't hear the traffic at all.")).toMatchObject({ noise: 1 });
    expect(topics('Busy but we could still hold a conversation.')).toMatchObject({ noise: 1 });
    expect(topics("I thought it would be noisy with the football on, but the staff were great.")).toEqual({ staff: 1 });
    expect(topics('We wanted a quiet night away and the room was lovely.')).toEqual({ rooms: 1 });
  });

  it("reads a clinic without its smell, a dentist's clean and a room left uncleaned", () => {
    expect(topics('Spotless, none of that clinical smell.')).toEqual({ cleanliness: 1 });
    expect(topics('Went in for a teeth clean and it was painless.')).toEqual({ treatment: 1 });
    expect(topics("Came back from the pool and the room still hadn't been cleaned.")).toMatchObject({ cleanliness: -1 });
  });

  it('reads a card charge, money well spent and half the price of elsewhere', () => {
    expect(topics('They slapped a 30p charge on for paying by card.')).toMatchObject({ price: -1 });
    expect(topics('There was a card charge on top.')).toMatchObject({ price: -1 });
    expect(topics('The tasting menu was worth every penny.')).toMatchObject({ price: 1 });
    expect(topics("Half what you'd pay in the big shops.")).toMatchObject({ price: 1 });
  });

  it('reads dishes struck off, sizes missing, the bakes gone, diets catered for and a shop full of nice things', () => {
    expect(topics('Most of the specials board was crossed out.')).toMatchObject({ selection: -1 });
    expect(topics('Their boots only go up to a size 8.')).toMatchObject({ selection: -1 });
    expect(topics('By lunchtime the scones had all gone.')).toMatchObject({ selection: -1 });
    expect(topics('They do proper dairy free bakes.')).toMatchObject({ selection: 1 });
    expect(topics('Lots of lovely bits for the house.')).toMatchObject({ selection: 1 });
  });

  it('reads the glasses kept full, room service at the door, a dish taken off the bill, a meal rushed, a sigh and a chat', () => {
    expect(topics("Our glasses were never empty all night.")).toMatchObject({ service: 1 });
    expect(topics('Asked for an iron and it was at the door within ten minutes.')).toMatchObject({ service: 1 });
    expect(topics('They took the starters off the bill without a fuss.')).toMatchObject({ service: 1 });
    expect(topics('The main course turned up while we were still eating our starters.')).toMatchObject({ service: -1 });
    expect(topics('The girl sighed as if I had asked for the moon.')).toMatchObject({ staff: -1 });
    expect(topics('Waited while they finished their chat about the weekend.')).toMatchObject({ staff: -1 });
    expect(topics('The young chap on the till was lovely.')).toMatchObject({ staff: 1 });
  });

  it('reads a back loose again, a room too small to move in, wine by its colour and a bad day as a verdict', () => {
    expect(topics("My shoulders haven't felt this good in ages.")).toMatchObject({ treatment: 1 });
    expect(topics('You had to climb over the bed to get to the window.')).toMatchObject({ rooms: -1 });
    expect(topics('A lovely glass of white with the fish.')).toMatchObject({ drinks: 1 });
    expect(topics('Usually love the cakes here but today was awful.')).toMatchObject({ food: 1 });
  });

  it("reads a bare cabinet, 'dead helpful' as praise of the person, a proper brew and a filling that still zings", () => {
    expect(topics("By two o'clock the cake cabinet was practically bare.")).toMatchObject({ selection: -1 });
    expect(topics('The girl on reception was dead helpful.')).toMatchObject({ staff: 1 });
    expect(topics('The barber was dead friendly.')).toEqual({ staff: 1 });
    expect(topics('You always get a proper brew here.')).toMatchObject({ coffee: 1 });
    expect(topics('A week on and the new filling still zings with anything cold.')).toMatchObject({ treatment: -1 });
  });

  it('reads being in the chair by the time booked as no wait', () => {
    expect(topics('Booked for 10.15 and in the chair by 10.20.')).toMatchObject({ waiting: 1 });
  });

  it("reads a delayed flight as the guest's journey and a porter waiting up as kindness", () => {
    expect(topics('Got in at 1am after a delayed flight, and the night porter was waiting up for us.')).toEqual({ staff: 1 });
  });

  it('reads foils that came out brassy and striped, with a patch missed, as the colour faulted', () => {
    expect(topics("Came out with brassy orange stripes and a patch at the back she'd missed.")).toMatchObject({ haircut: -1 });
    expect(topics('Love my new foils.')).toMatchObject({ haircut: 1 });
  });

  it('reads everyday complaints told in idiom: a surly lad, drinks an age in coming, a night kept up, a cup of froth', () => {
    expect(topics('The lad behind the bar was surly.')).toMatchObject({ staff: -1 });
    expect(topics('It was ages before our drinks turned up.')).toMatchObject({ waiting: -1 });
    expect(topics('The karaoke downstairs kept us up till 3.')).toMatchObject({ noise: -1 });
    expect(topics('They kept us up to date all the way through.')).toEqual({});
    expect(topics('My cappuccino was all froth.')).toMatchObject({ coffee: -1 });
    expect(topics('The chips tasted of old oil.')).toMatchObject({ food: -1 });
    expect(topics('The lift was out of order for our whole stay.')).toMatchObject({ rooms: -1 });
    expect(topics('It felt like a hospital canteen.')).toMatchObject({ atmosphere: -1 });
  });

  it('reads much for the money and a place with a feel to it as praise', () => {
    expect(topics('You get a lot for your money.')).toEqual({ price: 1 });
    expect(topics('Little café with a lovely feel to it.')).toMatchObject({ atmosphere: 1 });
  });

  it("reads waiting for one's own party or the rain, and time to kill, as the guest's day, not a wait", () => {
    expect(topics('We waited for our friends before ordering.')).toEqual({});
    expect(topics('We waited for the rain to stop.')).toEqual({});
    expect(topics('We had an hour to kill before the film.')).toEqual({});
    expect(topicPolarities('We waited for our friends for 40 minutes because the kitchen had lost the order.', 'en', 'review', 2)).toMatchObject({ waiting: -1 });
  });
});
