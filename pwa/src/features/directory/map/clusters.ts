/** The map's clustering (supercluster): companies with a position as points, by zoom. */
import Supercluster from 'supercluster';
import type { CompanyItem } from '../api';

type Located = CompanyItem & { lat: number; lon: number };

export type MapMark =
  | { kind: 'cluster'; id: number; lat: number; lon: number; count: number }
  | { kind: 'company'; lat: number; lon: number; company: Located };

export function hasPosition(company: CompanyItem): company is Located {
  return company.lat !== null && company.lon !== null;
}

/** An index of the companies that have a position; `marks` answers for a view. */
export function clusterIndex(companies: readonly CompanyItem[]) {
  const located = companies.filter(hasPosition);
  const index = new Supercluster<{ index: number }>({ radius: 56, maxZoom: 15 });
  index.load(
    located.map((company, i) => ({
      type: 'Feature' as const,
      properties: { index: i },
      geometry: { type: 'Point' as const, coordinates: [company.lon, company.lat] },
    })),
  );
  return {
    /** Clusters and single companies inside [west, south, east, north] at `zoom` */
    marks(bbox: [number, number, number, number], zoom: number): MapMark[] {
      return index.getClusters(bbox, Math.round(zoom)).map((feature): MapMark => {
        const [lon, lat] = feature.geometry.coordinates as [number, number];
        const props = feature.properties;
        if ('cluster' in props && props.cluster) {
          return { kind: 'cluster', id: props.cluster_id, lat, lon, count: props.point_count };
        }
        return { kind: 'company', lat, lon, company: located[(props as { index: number }).index]! };
      });
    },
    /** The zoom at which a cluster falls apart */
    expansionZoom: (clusterId: number) => index.getClusterExpansionZoom(clusterId),
  };
}
