// The shipped screens, copied so that a fuzz input never reads a file: FuzzFolderTests checks
// that each copy is still byte for byte the file in Templates/screens/ (on a mismatch, copy it here).

extension FuzzFolder {
    /// A copy of `Templates/screens/detail.json`.
    static let detailScreen = ##"""
{
  "background": "#1C1C1E",
  "layers": [
    {
      "id": "title",
      "frame": [16, 60, 358, 40],
      "text": {
        "string": "Photos",
        "size": 34,
        "weight": "bold",
        "color": "white"
      }
    },
    {
      "id": "card",
      "frame": [45, 140, 300, 400],
      "backgroundColor": "systemOrange",
      "cornerRadius": 16,
      "masksToBounds": true,
      "sublayers": [
        {
          "id": "cardHero",
          "frame": [0, 0, 300, 220],
          "backgroundColor": "#FFB340",
          "sublayers": [
            {
              "id": "cardSun",
              "frame": [200, 40, 60, 60],
              "shape": {
                "path": {
                  "oval": [0, 0, 60, 60]
                },
                "fillColor": "#FFF4D6"
              }
            }
          ]
        },
        {
          "id": "bar1",
          "frame": [20, 244, 220, 16],
          "backgroundColor": "white",
          "cornerRadius": 8
        },
        {
          "id": "bar2",
          "frame": [20, 276, 260, 12],
          "backgroundColor": "#FFFFFFB3",
          "cornerRadius": 6
        },
        {
          "id": "bar3",
          "frame": [20, 300, 180, 12],
          "backgroundColor": "#FFFFFFB3",
          "cornerRadius": 6
        },
        {
          "id": "bar4",
          "frame": [20, 348, 120, 32],
          "backgroundColor": "white",
          "cornerRadius": 16
        }
      ]
    },
    {
      "id": "caption",
      "frame": [45, 560, 300, 24],
      "text": {
        "string": "Summer, 2024 · 128 items",
        "size": 15,
        "color": "systemGray",
        "alignment": "center"
      }
    }
  ]
}

"""##

    /// A copy of `Templates/screens/list.json`.
    static let listScreen = ##"""
{
  "background": "#F2F2F7",
  "layers": [
    {
      "id": "navBar",
      "frame": [0, 0, 390, 100],
      "backgroundColor": "white",
      "sublayers": [
        {
          "id": "navTitle",
          "frame": [16, 52, 358, 40],
          "text": {
            "string": "Library",
            "size": 34,
            "weight": "bold",
            "color": "label"
          }
        },
        {
          "id": "navSeparator",
          "frame": [0, 99.5, 390, 0.5],
          "backgroundColor": "separator"
        }
      ]
    },
    {
      "id": "cell1",
      "frame": [16, 116, 358, 72],
      "backgroundColor": "white",
      "cornerRadius": 12,
      "sublayers": [
        {
          "id": "cell1Icon",
          "frame": [12, 16, 40, 40],
          "backgroundColor": "systemBlue",
          "cornerRadius": 9
        },
        {
          "id": "cell1Title",
          "frame": [64, 12, 280, 24],
          "text": {
            "string": "Inbox",
            "size": 17,
            "weight": "semibold",
            "color": "label"
          }
        },
        {
          "id": "cell1Subtitle",
          "frame": [64, 38, 280, 20],
          "text": {
            "string": "12 new messages",
            "size": 14,
            "color": "systemGray"
          }
        },
        {
          "id": "cell1Separator",
          "frame": [64, 71, 294, 1],
          "backgroundColor": "separator"
        }
      ]
    },
    {
      "id": "cell2",
      "frame": [16, 200, 358, 72],
      "backgroundColor": "white",
      "cornerRadius": 12,
      "sublayers": [
        {
          "id": "cell2Icon",
          "frame": [12, 16, 40, 40],
          "backgroundColor": "systemOrange",
          "cornerRadius": 9
        },
        {
          "id": "cell2Title",
          "frame": [64, 12, 280, 24],
          "text": {
            "string": "Photos",
            "size": 17,
            "weight": "semibold",
            "color": "label"
          }
        },
        {
          "id": "cell2Subtitle",
          "frame": [64, 38, 280, 20],
          "text": {
            "string": "Last synced today",
            "size": 14,
            "color": "systemGray"
          }
        },
        {
          "id": "cell2Separator",
          "frame": [64, 71, 294, 1],
          "backgroundColor": "separator"
        }
      ]
    },
    {
      "id": "cell3",
      "frame": [16, 284, 358, 72],
      "backgroundColor": "white",
      "cornerRadius": 12,
      "sublayers": [
        {
          "id": "cell3Icon",
          "frame": [12, 16, 40, 40],
          "backgroundColor": "systemPink",
          "cornerRadius": 9
        },
        {
          "id": "cell3Title",
          "frame": [64, 12, 280, 24],
          "text": {
            "string": "Music",
            "size": 17,
            "weight": "semibold",
            "color": "label"
          }
        },
        {
          "id": "cell3Subtitle",
          "frame": [64, 38, 280, 20],
          "text": {
            "string": "Recently played",
            "size": 14,
            "color": "systemGray"
          }
        },
        {
          "id": "cell3Separator",
          "frame": [64, 71, 294, 1],
          "backgroundColor": "separator"
        }
      ]
    },
    {
      "id": "cell4",
      "frame": [16, 368, 358, 72],
      "backgroundColor": "white",
      "cornerRadius": 12,
      "sublayers": [
        {
          "id": "cell4Icon",
          "frame": [12, 16, 40, 40],
          "backgroundColor": "systemGray",
          "cornerRadius": 9
        },
        {
          "id": "cell4Title",
          "frame": [64, 12, 280, 24],
          "text": {
            "string": "Settings",
            "size": 17,
            "weight": "semibold",
            "color": "label"
          }
        },
        {
          "id": "cell4Subtitle",
          "frame": [64, 38, 280, 20],
          "text": {
            "string": "General, Privacy",
            "size": 14,
            "color": "systemGray"
          }
        },
        {
          "id": "cell4Separator",
          "frame": [64, 71, 294, 1],
          "backgroundColor": "separator"
        }
      ]
    },
    {
      "id": "cell5",
      "frame": [16, 452, 358, 72],
      "backgroundColor": "white",
      "cornerRadius": 12,
      "sublayers": [
        {
          "id": "cell5Icon",
          "frame": [12, 16, 40, 40],
          "backgroundColor": "systemTeal",
          "cornerRadius": 9
        },
        {
          "id": "cell5Title",
          "frame": [64, 12, 280, 24],
          "text": {
            "string": "Weather",
            "size": 17,
            "weight": "semibold",
            "color": "label"
          }
        },
        {
          "id": "cell5Subtitle",
          "frame": [64, 38, 280, 20],
          "text": {
            "string": "Sunny, 24°",
            "size": 14,
            "color": "systemGray"
          }
        },
        {
          "id": "cell5Separator",
          "frame": [64, 71, 294, 1],
          "backgroundColor": "separator"
        }
      ]
    },
    {
      "id": "cell6",
      "frame": [16, 536, 358, 72],
      "backgroundColor": "white",
      "cornerRadius": 12,
      "sublayers": [
        {
          "id": "cell6Icon",
          "frame": [12, 16, 40, 40],
          "backgroundColor": "systemYellow",
          "cornerRadius": 9
        },
        {
          "id": "cell6Title",
          "frame": [64, 12, 280, 24],
          "text": {
            "string": "Notes",
            "size": 17,
            "weight": "semibold",
            "color": "label"
          }
        },
        {
          "id": "cell6Subtitle",
          "frame": [64, 38, 280, 20],
          "text": {
            "string": "3 notes",
            "size": 14,
            "color": "systemGray"
          }
        },
        {
          "id": "cell6Separator",
          "frame": [64, 71, 294, 1],
          "backgroundColor": "separator"
        }
      ]
    },
    {
      "id": "button",
      "frame": [302, 696, 56, 56],
      "backgroundColor": "systemBlue",
      "cornerRadius": 28,
      "sublayers": [
        {
          "id": "buttonPlus",
          "frame": [0, 0, 56, 56],
          "shape": {
            "path": "M 28 18 V 38 M 18 28 H 38",
            "fillColor": "clear",
            "strokeColor": "white",
            "lineWidth": 3,
            "lineCap": "round"
          }
        }
      ]
    }
  ]
}

"""##
}
