//! Name pools for synthetic teams and players (invented, not real organisations).

/// First words of team names.
pub(crate) const TEAM_ADJ: [&str; 32] = [
    "Azure", "Crimson", "Iron", "Silent", "Golden", "Shadow", "Lunar", "Solar", "Frost", "Ember",
    "Storm", "Obsidian", "Neon", "Royal", "Savage", "Arctic", "Phantom", "Rapid", "Cobalt",
    "Scarlet", "Hollow", "Wild", "Electric", "Velvet", "Granite", "Mystic", "Nova", "Onyx",
    "Polar", "Quantum", "Rogue", "Titan",
];

/// Second words of team names.
pub(crate) const TEAM_NOUN: [&str; 32] = [
    "Wolves", "Falcons", "Vipers", "Titans", "Ravens", "Lions", "Sharks", "Dragons", "Knights",
    "Hornets", "Foxes", "Owls", "Bears", "Cobras", "Panthers", "Stags", "Jackals", "Herons",
    "Rhinos", "Lynx", "Mantis", "Orcas", "Pumas", "Krakens", "Spartans", "Raptors", "Bison",
    "Coyotes", "Eagles", "Golems", "Hydras", "Wyverns",
];

/// Syllables for player nicknames.
pub(crate) const SYLLABLES: [&str; 40] = [
    "ka", "zy", "vo", "rex", "mi", "lo", "sh", "ar", "ne", "tor", "qu", "ix", "ba", "ru", "fen",
    "dra", "ko", "zi", "ul", "ve", "no", "pi", "xa", "gr", "sy", "te", "mo", "jin", "ha", "ek",
    "lu", "ro", "vi", "ze", "fa", "cy", "do", "ny", "op", "sk",
];

/// Given names.
pub(crate) const FIRST: [&str; 32] = [
    "Alex", "Mikael", "Jonas", "Ivan", "Lucas", "Mateo", "Kim", "Leo", "Oskar", "Tomas", "Rafael",
    "Yuri", "Andrei", "Emil", "Nikola", "Pedro", "Jakub", "Hugo", "Daniel", "Felix", "Sami",
    "Marek", "Viktor", "Arthur", "Noah", "Elias", "Omar", "Kenji", "Ravi", "Bruno", "Timo", "Aron",
];

/// Family names.
pub(crate) const LAST: [&str; 32] = [
    "Novak",
    "Berg",
    "Silva",
    "Petrov",
    "Larsen",
    "Costa",
    "Park",
    "Meyer",
    "Kowalski",
    "Dubois",
    "Rossi",
    "Horvat",
    "Nielsen",
    "Ivanov",
    "Santos",
    "Fischer",
    "Lindqvist",
    "Moreau",
    "Tanaka",
    "Kovacs",
    "Popescu",
    "Jensen",
    "Ortega",
    "Weber",
    "Virtanen",
    "Haddad",
    "Okafor",
    "Nakamura",
    "Sato",
    "Ferreira",
    "Holm",
    "Varga",
];

/// Tournament names.
pub(crate) const TOURNAMENTS: [&str; 6] = [
    "Sim Masters",
    "Loopback League",
    "Seeded Open",
    "Offline Cup",
    "Demo Invitational",
    "Localhost Series",
];
