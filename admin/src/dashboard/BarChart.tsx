import { Box, Typography, useTheme } from "@mui/material"

export interface Bar {
  label: string
  value: number
}

/**
 * A bar chart in plain SVG: no chart library in the bundle. Bars share one
 * scale; every bar has a title (its label and value) for screen readers and hover.
 */
export function BarChart({
  bars,
  format = String,
  height = 180,
  emptyText,
}: {
  bars: Bar[]
  format?: (value: number) => string
  height?: number
  emptyText: string
}) {
  const theme = useTheme()
  const max = Math.max(0, ...bars.map((b) => b.value))
  if (!bars.length || max === 0) {
    return (
      <Typography variant="body2" color="text.secondary" sx={{ py: 4, textAlign: "center" }}>
        {emptyText}
      </Typography>
    )
  }
  const width = 100 / bars.length
  const showEvery = Math.ceil(bars.length / 10)
  return (
    <Box component="figure" sx={{ m: 0 }}>
      <svg
        viewBox={`0 0 100 ${height}`}
        preserveAspectRatio="none"
        width="100%"
        height={height}
        role="img"
        aria-label={bars.map((b) => `${b.label}: ${format(b.value)}`).join(", ")}
      >
        {bars.map((bar, i) => {
          const h = (bar.value / max) * (height - 4)
          return (
            <rect
              key={bar.label}
              x={i * width + width * 0.15}
              y={height - h}
              width={width * 0.7}
              height={h}
              fill={theme.palette.primary.main}
              rx={0.6}
            >
              <title>{`${bar.label}: ${format(bar.value)}`}</title>
            </rect>
          )
        })}
      </svg>
      <Box sx={{ display: "flex", fontSize: 11, color: "text.secondary" }}>
        {bars.map((bar, i) => (
          <Box
            key={bar.label}
            sx={{ width: `${width}%`, textAlign: "center", overflow: "hidden", whiteSpace: "nowrap" }}
          >
            {i % showEvery === 0 ? bar.label : ""}
          </Box>
        ))}
      </Box>
    </Box>
  )
}
