import { industryOfCategory } from './category-industry';

describe('industryOfCategory', () => {
  it('maps Google category ids to the industries we serve', () => {
    expect(industryOfCategory('categories/gcid:cafe')).toBe('cafe');
    expect(industryOfCategory('categories/gcid:coffee_shop')).toBe('cafe');
    expect(industryOfCategory('categories/gcid:italian_restaurant')).toBe('restaurant');
    expect(industryOfCategory('categories/gcid:hotel')).toBe('hotel');
    expect(industryOfCategory('categories/gcid:hair_salon')).toBe('salon');
    expect(industryOfCategory('categories/gcid:barber_shop')).toBe('salon');
    expect(industryOfCategory('categories/gcid:dentist')).toBe('clinic');
    expect(industryOfCategory('categories/gcid:physiotherapist')).toBe('clinic');
    expect(industryOfCategory('categories/gcid:book_store')).toBe('retail');
  });

  it('has no industry for a category it does not know, or none', () => {
    expect(industryOfCategory('categories/gcid:car_wash')).toBeNull();
    expect(industryOfCategory(undefined)).toBeNull();
    expect(industryOfCategory('Café')).toBeNull();
  });
});
