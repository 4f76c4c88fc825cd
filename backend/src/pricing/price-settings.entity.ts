import { Column, Entity, PrimaryColumn, UpdateDateColumn } from 'typeorm';

/** The one row of current prices (id = 1), euro cents per m², gross. */
@Entity('price_settings')
export class PriceSettingsEntity {
  @PrimaryColumn({ type: 'smallint' })
  id!: number;

  @Column({ name: 'massivholz_material_cents', type: 'integer' })
  massivholzMaterialCents!: number;

  @Column({ name: 'massivholz_labor_cents', type: 'integer' })
  massivholzLaborCents!: number;

  @Column({ name: 'fertigparkett_material_cents', type: 'integer' })
  fertigparkettMaterialCents!: number;

  @Column({ name: 'fertigparkett_labor_cents', type: 'integer' })
  fertigparkettLaborCents!: number;

  @Column({ name: 'sanding_work_cents', type: 'integer' })
  sandingWorkCents!: number;

  @Column({ name: 'sanding_finish_cents', type: 'integer' })
  sandingFinishCents!: number;

  @Column({ name: 'covering_material_cents', type: 'integer' })
  coveringMaterialCents!: number;

  @Column({ name: 'covering_labor_cents', type: 'integer' })
  coveringLaborCents!: number;

  @UpdateDateColumn({ name: 'updated_at', type: 'timestamptz' })
  updatedAt!: Date;
}
