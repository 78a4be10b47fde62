import Foundation

/// Maps SF Symbols names to what draws them: a Material Icons ligature (the icon font's
/// ligatures turn an icon's name into its glyph) or a numbered badge drawn directly.
///
/// Covers the symbols the seeds use (`heart.fill`, `checkmark`, `N.circle.fill` for
/// N = 0…50) and the common ones (chevrons, arrows, plus/minus, xmark, stars, gear, trash,
/// folder, doc, person, house, magnifyingglass, bell, envelope, calendar, clock, info and
/// warning badges, media controls, …).
///
/// Differs from SwiftUI: symbols are drawn from Material Icons, whose glyphs differ from SF
/// Symbols' and have a single weight; outline and filled variants map to the closest
/// Material icons available.
package enum SymbolTable {
    /// How a symbol is drawn.
    package enum Drawing: Equatable, Sendable {
        /// The glyph for a Material Icons ligature name.
        case material(String)
        /// A number in a circle or a rounded square, outlined or filled (the number knocked out).
        case numberBadge(Int, shape: BadgeShape, filled: Bool)
    }

    /// The outline of a number badge.
    package enum BadgeShape: Equatable, Sendable {
        case circle, square
    }

    /// How to draw the symbol named `name`, or nil if the symbol set doesn't have it.
    package static func drawing(for name: String) -> Drawing? {
        if let material = materialNames[name] { return .material(material) }
        let parts = name.split(separator: ".", omittingEmptySubsequences: false)
        if parts.count == 2 || parts.count == 3, let number = Int(parts[0]), (0...50).contains(number),
           String(number) == parts[0], parts.count == 2 || parts[2] == "fill" {
            let filled = parts.count == 3
            switch parts[1] {
            case "circle": return .numberBadge(number, shape: .circle, filled: filled)
            case "square": return .numberBadge(number, shape: .square, filled: filled)
            default: return nil
            }
        }
        return nil
    }

    /// SF Symbols names and the Material Icons ligature that draws each.
    package static let materialNames: [String: String] = [
        "heart": "favorite_border", "heart.fill": "favorite", "heart.slash": "heart_broken",
        "checkmark": "check", "checkmark.circle": "check_circle_outline", "checkmark.circle.fill": "check_circle",
        "checkmark.square": "check_box", "checkmark.square.fill": "check_box", "square": "check_box_outline_blank",
        "circle": "radio_button_unchecked", "circle.fill": "circle",
        "xmark": "close", "xmark.circle": "highlight_off", "xmark.circle.fill": "cancel",
        "plus": "add", "plus.circle": "add_circle_outline", "plus.circle.fill": "add_circle",
        "minus": "remove", "minus.circle": "remove_circle_outline", "minus.circle.fill": "remove_circle",
        "chevron.left": "chevron_left", "chevron.right": "chevron_right", "chevron.up": "expand_less",
        "chevron.down": "expand_more", "chevron.backward": "chevron_left", "chevron.forward": "chevron_right",
        "arrow.left": "arrow_back", "arrow.right": "arrow_forward", "arrow.up": "arrow_upward",
        "arrow.down": "arrow_downward", "arrow.backward": "arrow_back", "arrow.forward": "arrow_forward",
        "arrow.clockwise": "refresh", "arrow.counterclockwise": "replay", "arrow.uturn.backward": "undo",
        "arrow.uturn.forward": "redo", "arrow.up.circle": "arrow_circle_up", "arrow.down.circle": "arrow_circle_down",
        "star": "star_border", "star.fill": "star", "star.leadinghalf.filled": "star_half",
        "gear": "settings", "gearshape": "settings", "gearshape.fill": "settings",
        "trash": "delete_outline", "trash.fill": "delete",
        "folder": "folder_open", "folder.fill": "folder",
        "doc": "insert_drive_file", "doc.fill": "insert_drive_file", "doc.text": "description",
        "doc.text.fill": "description", "doc.on.doc": "content_copy", "doc.on.clipboard": "content_paste",
        "person": "person_outline", "person.fill": "person", "person.circle": "account_circle",
        "person.circle.fill": "account_circle", "person.crop.circle": "account_circle",
        "person.crop.circle.fill": "account_circle", "person.2": "people_outline", "person.2.fill": "people",
        "house": "home", "house.fill": "home",
        "magnifyingglass": "search",
        "bell": "notifications_none", "bell.fill": "notifications", "bell.slash": "notifications_off",
        "envelope": "mail_outline", "envelope.fill": "mail",
        "calendar": "calendar_today",
        "clock": "schedule", "clock.fill": "watch_later",
        "info.circle": "info_outline", "info.circle.fill": "info",
        "exclamationmark.triangle": "warning_amber", "exclamationmark.triangle.fill": "warning",
        "exclamationmark.circle": "error_outline", "exclamationmark.circle.fill": "error",
        "questionmark.circle": "help_outline", "questionmark.circle.fill": "help",
        "square.and.arrow.up": "ios_share", "square.and.arrow.down": "file_download",
        "square.and.pencil": "edit_note", "pencil": "edit", "pencil.circle": "edit",
        "lock": "lock_outline", "lock.fill": "lock", "lock.open": "lock_open",
        "eye": "visibility", "eye.slash": "visibility_off",
        "cart": "shopping_cart", "cart.fill": "shopping_cart", "cart.badge.plus": "add_shopping_cart",
        "bookmark": "bookmark_border", "bookmark.fill": "bookmark",
        "paperplane": "send", "paperplane.fill": "send",
        "phone": "phone", "phone.fill": "phone",
        "camera": "photo_camera", "camera.fill": "photo_camera",
        "photo": "image", "photo.fill": "image",
        "play": "play_arrow", "play.fill": "play_arrow", "pause": "pause", "pause.fill": "pause",
        "stop": "stop", "stop.fill": "stop", "forward.fill": "fast_forward", "backward.fill": "fast_rewind",
        "mic": "mic_none", "mic.fill": "mic", "speaker.wave.2": "volume_up", "speaker.wave.2.fill": "volume_up",
        "speaker.slash": "volume_off", "speaker.slash.fill": "volume_off",
        "wifi": "wifi", "battery.100": "battery_full",
        "location": "near_me", "location.fill": "near_me", "map": "map", "map.fill": "map",
        "link": "link", "paperclip": "attach_file",
        "ellipsis": "more_horiz", "ellipsis.circle": "more_horiz", "line.3.horizontal": "menu",
        "list.bullet": "format_list_bulleted", "square.grid.2x2": "grid_view", "slider.horizontal.3": "tune",
        "cloud": "cloud_queue", "cloud.fill": "cloud", "sun.max": "wb_sunny", "sun.max.fill": "wb_sunny",
        "moon": "dark_mode", "moon.fill": "dark_mode",
        "flag": "outlined_flag", "flag.fill": "flag", "tag": "local_offer", "tag.fill": "local_offer",
        "globe": "language", "hand.thumbsup": "thumb_up_off_alt", "hand.thumbsup.fill": "thumb_up",
        "bubble.left": "chat_bubble_outline", "bubble.left.fill": "chat_bubble", "message": "message",
        "message.fill": "message", "power": "power_settings_new", "creditcard": "credit_card",
        "gift": "card_giftcard", "bolt": "bolt", "bolt.fill": "bolt", "keyboard": "keyboard",
        "printer": "print", "tray": "inbox", "tray.fill": "inbox", "archivebox": "archive",
        "chart.bar": "bar_chart", "chart.pie": "pie_chart", "sparkles": "auto_awesome",
        "textformat": "text_format", "bold": "format_bold", "italic": "format_italic",
        "underline": "format_underlined", "qrcode": "qr_code", "square.and.arrow.up.fill": "ios_share",
        "house.circle": "home", "music.note": "music_note", "film": "movie", "book": "menu_book",
        "book.fill": "menu_book", "cup.and.saucer": "local_cafe", "car": "directions_car", "car.fill": "directions_car",
        "airplane": "flight", "bicycle": "directions_bike", "figure.walk": "directions_walk",
        "hourglass": "hourglass_empty", "timer": "timer", "stopwatch": "timer", "alarm": "alarm",
        "thermometer": "thermostat", "drop": "water_drop", "drop.fill": "water_drop", "flame": "local_fire_department",
        "leaf": "eco", "leaf.fill": "eco", "pawprint": "pets", "pawprint.fill": "pets",
    ]
}
